// The rules/recall-model-names table: how a recall notice's free-text make and model resolve to registry models
// (pipeline/steps/recall-model-match.ts applies it).
import { z } from 'zod';
import { Sourced } from './rule-parts.ts';

const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const Word = z.string().regex(/^[A-Z0-9א-ת]+$/, 'one upper-case word of letters and digits');
const Words = z.string().regex(/^[A-Z0-9א-ת]+(?: [A-Z0-9א-ת]+)*$/, 'upper-case words of letters and digits, one space apart');
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
  /** Words that name no model (HUNTER L200); dropped when they are not part of a model name. */
  drop_words: z.array(Word),
  /** Chassis, generation and engine codes (NX4E, J12, the 167 of GLE 167), each a pattern one whole word must match. */
  code_patterns: z.array(
    z.object({ pattern: z.string().min(1).refine(compiles, 'not a valid regular expression'), examples: z.array(Word).min(1) }),
  ),
  /** Powertrain words a notice or a registry name may carry or leave out (COROLLA HYBRID; C-HR for C-HR HYBRID). */
  variant_words: z.array(Word),
  /** A make's model names start with its prefix, which the notices leave out (MAZDA "3" is MAZDA 3). */
  model_prefixes: z.array(z.object({ make: Slug, prefix: Words })),
  /** Model names of their own the registry may not hold (so a list naming them still splits): never attached. */
  known_models: z.array(z.object({ make: Slug, names: z.array(Words).min(1) })),
}).refine((r) => r.code_patterns.every((c) => !compiles(c.pattern) || c.examples.every((e) => wholeWord(c.pattern).test(e))), {
  message: 'every code pattern must match each of its examples',
});
export type RecallModelNamesRule = z.infer<typeof RecallModelNamesRule>;
