// Schemas of the rule tables kept as data in raw/rules/. The pipeline validates them and publishes them as
// rules/<name>.json shards; the rule functions read only the published shard.
import { z } from 'zod';

const Sourced = z.object({ source: z.string().min(1), retrieved: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });
const Confidence = z.enum(['confirmed', 'reported', 'inferred']);

export const TextsRule = Sourced.extend({
  disclaimer_he: z.string().min(1),
  disclaimer_en: z.string().min(1),
  source_he: z.string().min(1),
  source_en: z.string().min(1),
  handoff_offer_he: z.string().min(1),
  consent: z.object({ version: z.string().min(1), text_he: z.string().min(1), text_en: z.string().min(1) }),
});

export const LicenceFeeRule = Sourced.extend({
  source_url: z.string().url(),
  valid_from: z.string(),
  valid_to: z.string(),
  currency: z.literal('ILS'),
  applies_to: z.string(),
  age_rule: z.string(),
  broadcasting_addon: z.object({ amount: z.number().int(), confidence: Confidence, note_he: z.string(), note_en: z.string() }),
  age_tiers: z.array(z.object({
    key: z.enum(['0-3', '4-6', '7-9', '10+']),
    min_years: z.number().int(),
    max_years: z.number().int().nullable(),
    label_he: z.string(),
    label_en: z.string(),
  })).length(4),
  groups: z.array(z.object({
    price_group: z.number().int().min(1).max(7),
    fees: z.array(z.number().int().positive()).length(4),
    confidence: z.array(Confidence).length(4),
  })).length(7),
});

export type TextsRule = z.infer<typeof TextsRule>;
export type LicenceFeeRule = z.infer<typeof LicenceFeeRule>;

/** Hebrew brand names (as in the registry's tozeret_nm / the model table's tozar) -> one make with a stable Latin slug. */
export const MakeNamesRule = Sourced.extend({
  makes: z.array(z.object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    name_en: z.string().min(1),
    /** Display name; the first of names_he unless set. */
    name_he: z.string().min(1),
    /** Every Hebrew spelling seen for the brand (tozar varies: דאצ'יה / דאציה). */
    names_he: z.array(z.string().min(1)).min(1),
    /** Latin spellings used by the recall notices (TOZAR_TEUR) and by people searching. */
    aliases_en: z.array(z.string().min(1)),
  })).min(1),
});
export type MakeNamesRule = z.infer<typeof MakeNamesRule>;

/**
 * Rule name -> schema. A raw/rules file "<name>.json" or "<name>-<year>.json" is validated with the schema of
 * <name> and published as rules/<name>.json; a file without a schema here fails the pipeline.
 */
export const RULE_SCHEMAS: Record<string, z.ZodType> = {
  'licence-fee': LicenceFeeRule,
  texts: TextsRule,
  'make-names': MakeNamesRule,
};
