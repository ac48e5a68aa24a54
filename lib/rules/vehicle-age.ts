// Age of a vehicle from its first registration (moed_aliya_lakvish, "YYYY-M"). Every caller passes asOf
// explicitly: local-registry answers use the data date, live answers use today, so nothing here reads a clock.

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

/** A year and month as "YYYY-MM". */
export const formatYearMonth = (ym: YearMonth) => `${ym.year}-${String(ym.month).padStart(2, '0')}`;

/** "YYYY-MM-DD" plus whole months, the day kept or cut to the end of a shorter month (31.1 + 1 month = 28.2). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, lastDay))).toISOString().slice(0, 10);
}
