// The one odometer reading of a car as facts: km at the last annual test and its date, km a year since first
// registration, and a plausibility verdict from the published rules/odometer table. The verdict is about the
// reading against stated figures, never about the car or a seller.
import type { Lang } from '../i18n/lang.ts';
import { z } from 'zod';
import { ArabicSource, Confidence, Sourced, Template, inLangs } from './rule-parts.ts';
import type { KmPerYearRange } from '../shards/fleet-history.ts';
import { fillTexts } from '../text/fill-template.ts';
import { formatDateHe, formatInt } from '../text/format.ts';

export const OdometerRule = Sourced.extend({
  arabic: ArabicSource,
  ...inLangs('rule', z.string().min(1)),
  why_en: z.string().min(1),
  confidence: Confidence,
  /** No verdict for a car on the road less than this many years at its last test. */
  min_years_on_road: z.number().positive(),
  /** No range verdict when the model year has fewer cars with a reading than this. */
  min_cars: z.number().int().positive(),
  /** Implausible below low_factor x p1 or above high_factor x p99 km a year. */
  low_factor: z.number().gt(0).lt(1),
  high_factor: z.number().gt(1),
  texts: z.object({
    below_earlier_reading: Template,
    below_model_year_range: Template,
    above_model_year_range: Template,
    within_model_year_range: Template,
    no_reading: Template,
    no_test_date: Template,
    first_registration_year_only: Template,
    under_min_years: Template,
    no_model_year_range: Template,
    too_few_cars: Template,
  }),
});
export type OdometerRule = z.infer<typeof OdometerRule>;

export type OdometerVerdict = 'plausible' | 'implausible' | 'no_verdict';
export type OdometerReason = keyof OdometerRule['texts'];

/** Km a year among one model year's cars with a reading (its year's fleet_history in the model-years shard); null when it has none. */
export type ModelYearKmRange = z.infer<typeof KmPerYearRange> | null;

export interface OdometerInput {
  /** The vehicle-history reading; null without a history row or with an empty reading. */
  km: number | null;
  /** The last annual test's date (YYYY-MM-DD): the reading is the one recorded at that test. */
  last_test_date: string | null;
  /** First registration, YYYY-MM-DD. */
  first_registration_date: string | null;
  /**
   * The year of first registration when no date is known, only a year (the final-cancellation file): a year alone
   * gives no yearly distance to judge (it is never taken as 1 January), so the verdict says so.
   */
  first_registration_year?: number | null;
  earlier_readings: readonly { km: number; as_of: string }[];
  range: ModelYearKmRange;
  /** The language the input named, for `text_localized`; null or absent when it named none. */
  lang?: Lang | null;
}

export interface Odometer {
  km: number | null;
  as_of: string | null;
  /** Years from first registration to the test, two decimals; null when either date is missing. */
  years_on_road: number | null;
  km_per_year: number | null;
  verdict: OdometerVerdict;
  reason: OdometerReason;
  text_he: string;
  text_en: string;
  text_ar: string;
  text_localized?: string;
}

const DAY_MS = 86_400_000;
const yearsBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS / 365.25;

type Judged = { verdict: OdometerVerdict; reason: OdometerReason; he: Record<string, string>; en?: Record<string, string> };

function judge(rule: OdometerRule, input: OdometerInput, km: number, kmPerYear: number | null, years: number | null): Judged {
  const none = (reason: OdometerReason, values: Record<string, string> = {}): Judged => ({ verdict: 'no_verdict', reason, he: values });
  const testDate = input.last_test_date;
  const earlier = input.earlier_readings.find((r) => r.km > km && (testDate === null || r.as_of < testDate));
  if (earlier) {
    const values = { km: formatInt(km), earlier_km: formatInt(earlier.km) };
    return {
      verdict: 'implausible',
      reason: 'below_earlier_reading',
      he: { ...values, earlier_date: formatDateHe(earlier.as_of) },
      en: { ...values, earlier_date: earlier.as_of },
    };
  }
  const onlyYear = input.first_registration_year;
  if (years === null && testDate && !input.first_registration_date && onlyYear) {
    return none('first_registration_year_only', { year: String(onlyYear) });
  }
  if (years === null) return none('no_test_date');
  if (kmPerYear === null || years < rule.min_years_on_road) return none('under_min_years');
  const range = input.range;
  if (!range) return none('no_model_year_range');
  if (range.cars < rule.min_cars) return none('too_few_cars', { cars: formatInt(range.cars), min_cars: formatInt(rule.min_cars) });
  const low = Math.round(range.p1 * rule.low_factor);
  const high = Math.round(range.p99 * rule.high_factor);
  const figures = { km_per_year: formatInt(kmPerYear), cars: formatInt(range.cars), p1: formatInt(range.p1), p99: formatInt(range.p99) };
  if (kmPerYear < low) return { verdict: 'implausible', reason: 'below_model_year_range', he: { ...figures, limit: formatInt(low) } };
  if (kmPerYear > high) return { verdict: 'implausible', reason: 'above_model_year_range', he: { ...figures, limit: formatInt(high) } };
  return { verdict: 'plausible', reason: 'within_model_year_range', he: { ...figures, low: formatInt(low), high: formatInt(high) } };
}

/** The reading, its yearly distance and the verdict with the rule's words and figures. */
export function odometerFacts(rule: OdometerRule, input: OdometerInput): Odometer {
  const { km, last_test_date: testDate, first_registration_date: first } = input;
  if (km === null) {
    return {
      km,
      as_of: null,
      years_on_road: null,
      km_per_year: null,
      verdict: 'no_verdict',
      reason: 'no_reading',
      ...fillTexts(rule.texts.no_reading, {}, {}, {}, input.lang ?? null),
    };
  }
  const exactYears = testDate && first ? yearsBetween(first, testDate) : null;
  const years = exactYears === null ? null : Math.round(exactYears * 100) / 100;
  const kmPerYear = exactYears !== null && exactYears > 0 ? Math.round(km / exactYears) : null;
  const judged = judge(rule, input, km, kmPerYear, years);
  return {
    km,
    as_of: testDate,
    years_on_road: years,
    km_per_year: kmPerYear,
    verdict: judged.verdict,
    reason: judged.reason,
    ...fillTexts(rule.texts[judged.reason], judged.he, judged.en, judged.he, input.lang ?? null),
  };
}
