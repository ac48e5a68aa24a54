// Age of a vehicle from its first registration (moed_aliya_lakvish). The registry and the inactive file give a
// month ("YYYY-M"); the final-cancellation file gives only a year (2022). A road date keeps the precision its file
// gives: a year alone is never read as January of that year. Every caller passes asOf explicitly: local-registry
// answers use the data date, live answers use today, so nothing here reads a clock.
import { z } from 'zod';

export interface YearMonth {
  year: number;
  month: number;
}

const FIRST_REGISTRATION = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/;

/** Parses "2020-3", "2020-03" or "2020-03-15" into a year and month; null when it is not a valid month. */
export function parseYearMonth(text: string): YearMonth | null {
  const m = FIRST_REGISTRATION.exec(text.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { year, month };
}

/** month: the file gives the month of first registration; year: it gives only the year. */
export const RoadDatePrecision = z.enum(['month', 'year']);
export type RoadDatePrecision = z.infer<typeof RoadDatePrecision>;

/** A first-registration date as precise as its file gives it: month null when the file gives only the year. */
export type RoadDate = { year: number; month: number; precision: 'month' } | { year: number; month: null; precision: 'year' };

// "2022", "2020-3", "2020-03", "2020-03-11", "2020-03-11T00:00:00" or "2020-03-11 00:00:00".
const ROAD_DATE = /^(\d{4})(?:-(\d{1,2})(?:-\d{1,2}(?:[T ][\d:.]+)?)?)?$/;

/**
 * The one reader of a first-registration date, from a registry table or a live CKAN row (a number or text):
 * null when it is empty or not a date (a month outside 1-12 included).
 */
export function parseRoadDate(value: unknown): RoadDate | null {
  if (value === null || value === undefined) return null;
  const m = ROAD_DATE.exec(String(value).trim());
  if (!m) return null;
  const year = Number(m[1]);
  if (m[2] === undefined) return { year, month: null, precision: 'year' };
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? { year, month, precision: 'month' } : null;
}

/** A road date as the service writes it: "YYYY-MM", or "YYYY" when only the year is known. */
export const formatRoadDate = (d: RoadDate) => (d.month === null ? String(d.year) : formatYearMonth({ year: d.year, month: d.month }));

/** Any form the files give, written "YYYY-MM" or "YYYY"; null when it is not a road date. */
export function normaliseRoadDate(value: unknown): string | null {
  const d = parseRoadDate(value);
  return d && formatRoadDate(d);
}

/** The asOf date as a year and month; accepts a Date (UTC) or "YYYY-MM-DD". */
function asOfYearMonth(asOf: Date | string): YearMonth {
  if (typeof asOf === 'string') {
    const ym = parseYearMonth(asOf);
    if (!ym) throw new RangeError(`asOf must be YYYY-MM-DD; got "${asOf}"`);
    return ym;
  }
  return { year: asOf.getUTCFullYear(), month: asOf.getUTCMonth() + 1 };
}

/** Whole months on the road: (asOf.year*12+asOf.month) - (year*12+month). Negative when asOf precedes it. */
export function ageInMonths(firstRegistration: YearMonth, asOf: Date | string): number {
  const at = asOfYearMonth(asOf);
  return at.year * 12 + at.month - (firstRegistration.year * 12 + firstRegistration.month);
}

/**
 * Whole months on the road, as a range: one value for a month (negative when asOf precedes it, as ageInMonths),
 * and for a year alone from December (youngest) to January (oldest) of that year, both ends clamped at 0 (a car
 * registered later in the year of asOf is not younger than new).
 */
export function ageRangeInMonths(first: RoadDate, asOf: Date | string): { min_months: number; max_months: number } {
  if (first.month !== null) {
    const months = ageInMonths({ year: first.year, month: first.month }, asOf);
    return { min_months: months, max_months: months };
  }
  return {
    min_months: Math.max(0, ageInMonths({ year: first.year, month: 12 }, asOf)),
    max_months: Math.max(0, ageInMonths({ year: first.year, month: 1 }, asOf)),
  };
}

/** A year and month as "YYYY-MM". */
export const formatYearMonth = (ym: YearMonth) => `${ym.year}-${String(ym.month).padStart(2, '0')}`;

/** "YYYY-MM-DD" plus whole months, the day kept or cut to the end of a shorter month (31.1 + 1 month = 28.2). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, lastDay))).toISOString().slice(0, 10);
}
