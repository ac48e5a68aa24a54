// The registry writes dates several ways ("2024-11-14", "2024-11-14T00:00:00", "14/11/2024") and the month of
// first registration without zero padding ("2020-3"). Answers use YYYY-MM-DD and YYYY-MM.

export function isoDate(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]!.padStart(2, '0')}-${iso[3]!.padStart(2, '0')}`;
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  // Some tables hold YYYYMMDD as a number.
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  return null;
}

export function yearMonth(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const match = /^(\d{4})-(\d{1,2})/.exec(String(value).trim());
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? `${match[1]}-${String(month).padStart(2, '0')}` : null;
}
