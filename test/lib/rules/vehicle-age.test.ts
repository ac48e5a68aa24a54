import { describe, expect, it } from 'vitest';
import { ageInMonths, parseYearMonth } from '../../../lib/rules/vehicle-age.ts';

describe('vehicle age', () => {
  it('parses the registry month format without zero padding', () => {
    expect(parseYearMonth('2020-3')).toEqual({ year: 2020, month: 3 });
    expect(parseYearMonth('2020-03-15')).toEqual({ year: 2020, month: 3 });
    expect(parseYearMonth('2020-13')).toBeNull();
    expect(parseYearMonth('March 2020')).toBeNull();
  });

  it('counts months as (asOf.year*12+asOf.month) - (year*12+month)', () => {
    expect(ageInMonths({ year: 2024, month: 11 }, '2026-11-20')).toBe(24);
    expect(ageInMonths({ year: 2017, month: 11 }, '2026-11-20')).toBe(108);
    expect(ageInMonths({ year: 2020, month: 3 }, new Date(Date.UTC(2026, 10, 20)))).toBe(80);
  });

  it('refuses an asOf that is not a date', () => {
    expect(() => ageInMonths({ year: 2020, month: 1 }, 'now')).toThrow(/YYYY-MM-DD/);
  });
});
