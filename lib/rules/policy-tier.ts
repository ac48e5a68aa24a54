// The one age -> standard-policy tier rule. Age counts in whole months from first registration (not the model
// year); the month boundaries come from the published rule table (rules/standard-policy: 24 and 108): up to
// new_max_months `new`, up to mid_max_months `mid`, after that `old`.
//
// From a model year Y alone the first registration month is unknown. Rule: it is assumed to fall between July of
// Y-1 and June of Y+1 inclusive (model-year cars reach the road from mid-way through the year before to mid-way
// through the year after), so the age is a range of months. When that range straddles the `new` boundary the
// tier is `edge2`; when it straddles the `mid` boundary, `edge9`; otherwise the tier both ends share.
//
// A plate whose file gives only the year of first registration (the final-cancellation file: 2022, no month) is
// dated by that year alone: the age is the range from December to January of it (vehicle-age.ts,
// ageRangeInMonths), and the same range rule gives the tier. It is never taken as January.
import { z } from 'zod';
import { Sourced, inLangs } from './rule-parts.ts';
import { ageInMonths, type YearMonth } from './vehicle-age.ts';
import { message } from '../i18n/messages.ts';

const text = z.string().min(1);
const points = z.array(text).min(1);
const extension = text.nullable();
/** A tier's or an edge's texts, each in Hebrew (the one that governs), Arabic and English. */
const PolicyText = z.object({
  ...inLangs('lead', text),
  ...inLangs('points', points),
  ...inLangs('example', text),
  ...inLangs('total_loss', text),
  ...inLangs('extension', extension),
});
const Label = inLangs('label', z.string());

export const StandardPolicyRule = Sourced.extend({
  ...inLangs('regulation', z.string().min(1)),
  ...inLangs('age_rule', z.string().min(1)),
  /**
   * Month boundaries, the only place they are written (tiers and edges name their tier, not its months):
   * months <= new_max_months is `new`, <= mid_max_months is `mid`, else `old`.
   */
  boundaries: z
    .object({ new_max_months: z.number().int().positive(), mid_max_months: z.number().int().positive() })
    .refine((b) => b.mid_max_months > b.new_max_months, { message: 'mid_max_months must be greater than new_max_months' }),
  total_loss: z.object({ min_damage_share: z.number().gt(0).lte(1), deductible: z.literal(false) }),
  tiers: z.tuple([
    PolicyText.extend({ key: z.literal('new'), ...Label }),
    PolicyText.extend({ key: z.literal('mid'), ...Label }),
    PolicyText.extend({ key: z.literal('old'), ...Label }),
  ]),
  edges: z.tuple([PolicyText.extend({ key: z.literal('edge2') }), PolicyText.extend({ key: z.literal('edge9') })]),
});
export type StandardPolicyRule = z.infer<typeof StandardPolicyRule>;

type TierBoundaries = StandardPolicyRule['boundaries'];

/** The tiers of an exact age, then the two of a model-year range straddling a boundary. */
export const PolicyTier = z.enum(['new', 'mid', 'old', 'edge2', 'edge9']);
export type PolicyTier = z.infer<typeof PolicyTier>;
type ExactTier = Extract<PolicyTier, 'new' | 'mid' | 'old'>;

/** Why an age is a range, in the standard-policy catalogue's words (the answer carries Hebrew and English). */
export const MODEL_YEAR_RULE_EN = message('en', 'standard-policy.rule.modelYear');
export const MODEL_YEAR_RULE_HE = message('he', 'standard-policy.rule.modelYear');

export const ROAD_YEAR_RULE_EN = message('en', 'standard-policy.rule.roadYear');
export const ROAD_YEAR_RULE_HE = message('he', 'standard-policy.rule.roadYear');

/** The tier at an exact age in months; a negative age (registered after asOf) counts as new. */
export function tierForMonths(months: number, b: TierBoundaries): ExactTier {
  if (months <= b.new_max_months) return 'new';
  if (months <= b.mid_max_months) return 'mid';
  return 'old';
}

/** The assumed first-registration window of model year Y: July of Y-1 to June of Y+1, inclusive. */
export function registrationWindow(modelYear: number): { earliest: YearMonth; latest: YearMonth } {
  return { earliest: { year: modelYear - 1, month: 7 }, latest: { year: modelYear + 1, month: 6 } };
}

interface AgeRange {
  min_months: number;
  max_months: number;
}

/** Age range in months for a model year at asOf; both ends clamp at 0 (a car cannot be younger than new). */
export function ageRangeForModelYear(modelYear: number, asOf: Date | string): AgeRange {
  const { earliest, latest } = registrationWindow(modelYear);
  return {
    min_months: Math.max(0, ageInMonths(latest, asOf)),
    max_months: Math.max(0, ageInMonths(earliest, asOf)),
  };
}

/** The tier of an age range: the shared tier when both ends agree, else the boundary it straddles. */
export function tierForRange(range: AgeRange, b: TierBoundaries): PolicyTier {
  const low = tierForMonths(range.min_months, b);
  const high = tierForMonths(range.max_months, b);
  if (low === high) return low;
  return low === 'new' ? 'edge2' : 'edge9';
}
