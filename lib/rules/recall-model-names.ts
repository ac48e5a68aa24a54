// The rules/recall-model-names table: how a recall notice's free-text make and model resolve to registry models
// (pipeline/steps/recall-model-match.ts applies it).
import { z } from 'zod';
import { Fuel } from '../shards/common.ts';
import { Sourced } from './rule-parts.ts';

const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** Latin capitals, digits and Hebrew letters (U+05D0-05EA): a recall notice may write a model name in either script. */
const WORD = /[A-Z0-9\u05D0-\u05EA]+/.source;
const Word = z.string().regex(new RegExp(`^${WORD}$`), 'one upper-case word of letters and digits');
const Words = z.string().regex(new RegExp(`^${WORD}(?: ${WORD})*$`), 'upper-case words of letters and digits, one space apart');
const compiles = (pattern: string) => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

/** A code pattern matches one whole word. */
export const wholeWord = (pattern: string) => new RegExp(`^(?:${pattern})$`);

/**
 * How the recall notices' free-text make (TOZAR_TEUR) and model (DEGEM) resolve to registry models. A notice is
 * attached only where these rules resolve its text to exactly that model or an explicit list of models.
 */
export const RecallModelNamesRule = Sourced.extend({
  /** Notice make texts whose models may be filed under other makes too (Lexus under TOYOTA), or that no make alias names. */
  make_texts: z.array(z.object({ text: z.string().min(1), makes: z.array(Slug).min(1), note_en: z.string().min(1) })),
  /** Makers of motorcycles, trucks and buses: their notices concern no car and are reported as such, never as failures. */
  not_a_car: z.array(z.object({ text: z.string().min(1), kind: z.enum(['motorcycle', 'truck', 'bus']) })).min(1),
  /** Characters that separate the items of a list ("VITO,VIANO"); a space-separated list is one of known names. */
  list_separators: z.array(z.string().length(1)).min(1),
  /** Misspellings in the notices, replaced word for word before anything else (TUSCON -> TUCSON). */
  spellings: z.array(z.object({ from: Words, to: Words })),
  /** Words that name no model (HUNTER L200, drive words such as AWD); dropped when they are not part of a model name. */
  drop_words: z.array(Word),
  /**
   * The shapes of chassis, generation and engine codes (NX4E, J12, the 167 of GLE 167), each a pattern one whole word
   * must match. A word of that shape names no model and is dropped, unless it is a word of one of the make's model
   * names (the CX of CX-5): then it may be the start of another model.
   */
  code_patterns: z.array(
    z.object({ pattern: z.string().min(1).refine(compiles, 'not a valid regular expression'), examples: z.array(Word).min(1) }),
  ),
  /** Powertrain words a notice or a registry name may carry or leave out (COROLLA HYBRID; C-HR for C-HR HYBRID). */
  variant_words: z.array(Word),
  /**
   * Fuel words and their spellings (PHEV, PLUG IN HYBRID, PLUG IN): each spelling reads as the group's first word, in
   * the notices and in the registry's names alike, so RAV4 PLUG IN HYBRID is RAV4 PHEV. Where the name before it is
   * no name with that word, the word keeps the model only if the registry holds cars of it in one of the fuels listed
   * (the fuel classes of lib/rules/fuel-class.ts): TUCSON PHEV is not the petrol TUCSON.
   */
  powertrain_words: z.array(
    z.object({
      words: z
        .array(Words)
        .min(1)
        .refine((w) => !w[0]!.includes(' '), 'the first spelling is one word: the one the others read as'),
      fuels: z.array(Fuel).min(1),
    }),
  ),
  /** A make's model names start with its prefix, which the notices leave out (MAZDA "3" is MAZDA 3). */
  model_prefixes: z.array(z.object({ make: Slug, prefix: Words })),
  /** Model names of their own the registry may not hold (so a list naming them still splits): never attached. */
  known_models: z.array(z.object({ make: Slug, names: z.array(Words).min(1) })),
})
  .refine((r) => new Set(r.powertrain_words.flatMap((p) => p.words)).size === r.powertrain_words.flatMap((p) => p.words).length, {
    message: 'a powertrain spelling belongs to one group only',
  })
  .refine((r) => r.code_patterns.every((c) => !compiles(c.pattern) || c.examples.every((e) => wholeWord(c.pattern).test(e))), {
    message: 'every code pattern must match each of its examples',
  });
export type RecallModelNamesRule = z.infer<typeof RecallModelNamesRule>;
