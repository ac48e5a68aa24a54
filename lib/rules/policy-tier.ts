// The one age -> standard-policy tier rule. Age counts from first registration (not the model year):
// up to 24 months `new` (original or new parts), up to 108 months `mid` (no depreciation), after that `old`.
//
// From a model year Y alone the first registration month is unknown. Rule: it is assumed to fall between July of
// Y-1 and June of Y+1 (model-year cars reach the road from mid-way through the year before to mid-way through the
// year after), so the age is a range of months. When that range straddles 24 months the tier is `edge2`; when it
// straddles 108 months, `edge9`; otherwise the tier both ends share.
import { ageInMonths, type YearMonth } from './vehicle-age.ts';

export const NEW_MAX_MONTHS = 24;
export const MID_MAX_MONTHS = 108;

export type ExactTier = 'new' | 'mid' | 'old';
export type PolicyTier = ExactTier | 'edge2' | 'edge9';

/** The tier at an exact age in months; a negative age (registered after asOf) counts as new. */
export function tierForMonths(months: number): ExactTier {
  if (months <= NEW_MAX_MONTHS) return 'new';
  if (months <= MID_MAX_MONTHS) return 'mid';
  return 'old';
}

/** The assumed first-registration window of model year Y: July of Y-1 to June of Y+1, inclusive. */
export function registrationWindow(modelYear: number): { earliest: YearMonth; latest: YearMonth } {
  return { earliest: { year: modelYear - 1, month: 7 }, latest: { year: modelYear + 1, month: 6 } };
}

export interface AgeRange { min_months: number; max_months: number }

/** Age range in months for a model year at asOf; both ends clamp at 0 (a car cannot be younger than new). */
export function ageRangeForModelYear(modelYear: number, asOf: Date | string): AgeRange {
  const { earliest, latest } = registrationWindow(modelYear);
  return {
    min_months: Math.max(0, ageInMonths(latest, asOf)),
    max_months: Math.max(0, ageInMonths(earliest, asOf)),
  };
}

/** The tier of an age range: the shared tier when both ends agree, else the boundary it straddles. */
export function tierForRange(range: AgeRange): PolicyTier {
  const low = tierForMonths(range.min_months);
  const high = tierForMonths(range.max_months);
  if (low === high) return low;
  return low === 'new' ? 'edge2' : 'edge9';
}
