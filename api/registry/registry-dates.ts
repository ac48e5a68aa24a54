// The registry writes dates several ways ("2024-11-14", "2024-11-14T00:00:00", "14/11/2024"). Answers use
// YYYY-MM-DD. The first-registration date, a month or a year alone, is read by lib/rules/vehicle-age.ts.

/** The years a car's date or month can fall in; any other is no date of a car's (year_ok in pipeline/sql/macros.sql). */
const yearOk = (year: number) => year >= 1900 && year <= 2100;

/**
 * A month written YYYYMM as a whole number (the ownership changes' baalut_dt: 202210, or "202210.0" as CKAN serves
 * numbers typed as text): 'YYYY-MM'; null when it is no month (empty, month 00 or 13, a year alone). The pipeline
 * reads the file alike (year_month_value in pipeline/sql/macros.sql) and sets such a row aside.
 */
export function yearMonth(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  const n = text === '' ? NaN : Number(text);
  if (!Number.isInteger(n) || !yearOk(Math.trunc(n / 100)) || n % 100 < 1 || n % 100 > 12) return null;
  return `${Math.floor(n / 100)}-${String(n % 100).padStart(2, '0')}`;
}

export function isoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  if (iso) return realDate(iso[1]!, iso[2]!, iso[3]!);
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
  if (dmy) return realDate(dmy[3]!, dmy[2]!, dmy[1]!);
  // Some tables hold YYYYMMDD as a number.
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (compact) return realDate(compact[1]!, compact[2]!, compact[3]!);
  return null;
}

/**
 * YYYY-MM-DD of a day that exists in 1900-2100; null for any other (2024-02-30, month 13, year 0001), as the
 * pipeline reads the files (date_value in pipeline/sql/macros.sql).
 */
function realDate(year: string, month: string, day: string): string | null {
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const time = Date.parse(`${iso}T00:00:00Z`);
  return yearOk(Number(year)) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(iso) ? iso : null;
}
