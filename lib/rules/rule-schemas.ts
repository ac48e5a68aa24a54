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

const PolicyTierText = z.object({
  lead_he: z.string().min(1),
  points_he: z.array(z.string().min(1)).min(1),
  example_he: z.string().min(1),
  extension_he: z.string().nullable(),
});

/** What the regulator's standard comprehensive policy guarantees by car age (raw/rules/standard-policy.json). */
export const StandardPolicyRule = Sourced.extend({
  model_year_rule_he: z.string().min(1),
  model_year_rule_en: z.string().min(1),
  sources: z.array(z.object({ name_he: z.string(), name_en: z.string(), url: z.string().url().nullable() })).min(1),
  total_loss_he: z.string().min(1),
  general: PolicyTierText,
  tiers: z.object({ new: PolicyTierText, mid: PolicyTierText, old: PolicyTierText, edge2: PolicyTierText, edge9: PolicyTierText }),
});
export type StandardPolicyRule = z.infer<typeof StandardPolicyRule>;

/** The variables compulsory-insurance prices depend on (never prices), and the regulator's calculator. */
export const ChovaFactorsRule = Sourced.extend({
  calculator_url: z.string().url(),
  calculator_note_he: z.string().min(1),
  car_factors: z.array(z.object({ key: z.string(), label_he: z.string(), label_en: z.string() })).min(1),
  driver_factors_he: z.array(z.string().min(1)).min(1),
});
export type ChovaFactorsRule = z.infer<typeof ChovaFactorsRule>;

/** The licence-fee discount for retrofitted safety systems (a licence-fee discount, never an insurance one). */
export const RetrofitDiscountRule = Sourced.extend({
  total_amount: z.number().int().positive(),
  currency: z.literal('ILS'),
  per_renewal: z.array(z.number().int().nonnegative()).min(1),
  eligibility_he: z.string().min(1),
  eligibility_en: z.string().min(1),
  note_he: z.string().min(1),
  note_en: z.string().min(1),
});
export type RetrofitDiscountRule = z.infer<typeof RetrofitDiscountRule>;
