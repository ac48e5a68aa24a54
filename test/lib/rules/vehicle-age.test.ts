import { describe, expect, it } from 'vitest';
import { ageInMonths, ageRangeInMonths, normaliseRoadDate, parseRoadDate, parseYearMonth } from '../../../lib/rules/vehicle-age.ts';

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

  it('reads a road date as precise as its file gives it: a month, or a year alone (never January)', () => {
    expect(parseRoadDate('2020-3')).toEqual({ year: 2020, month: 3, precision: 'month' });
    expect(parseRoadDate('2022')).toEqual({ year: 2022, month: null, precision: 'year' });
    // The final-cancellation file's moed_aliya_lakvish as CKAN sends it: a number.
    expect(parseRoadDate(2022)).toEqual({ year: 2022, month: null, precision: 'year' });
    expect(parseRoadDate('2020-03-11T00:00:00')).toEqual({ year: 2020, month: 3, precision: 'month' });
    for (const bad of ['2020-13', '2020-0', '22', 'March 2020', '', '  ', null, undefined]) expect(parseRoadDate(bad)).toBeNull();
  });

  it('writes every form as YYYY-MM or YYYY', () => {
    const forms = ['2020-3', '2020-03', ' 2020-03-11 ', '2020-03-11 00:00:00', 2022, '2022', '2022-x'];
    expect(forms.map(normaliseRoadDate)).toEqual(['2020-03', '2020-03', '2020-03', '2020-03', '2022', '2022', null]);
  });

  it('gives the age of a year alone as the range from its December to its January, clamped at 0', () => {
    expect(ageRangeInMonths({ year: 2022, month: null, precision: 'year' }, '2026-11-20')).toEqual({ min_months: 47, max_months: 58 });
    expect(ageRangeInMonths({ year: 2026, month: null, precision: 'year' }, '2026-03-01')).toEqual({ min_months: 0, max_months: 2 });
    expect(ageRangeInMonths({ year: 2022, month: 5, precision: 'month' }, '2026-11-20')).toEqual({ min_months: 54, max_months: 54 });
  });
});
