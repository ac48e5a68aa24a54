import { describe, expect, it } from 'vitest';
import {
  formatDateHe,
  formatIls,
  formatInt,
  formatMoney,
  formatMonth,
  formatShare,
  registrationFees,
  yearRange,
} from '../../../lib/text/format.ts';

describe('markdown formatting', () => {
  it('writes numbers with thousands separators regardless of the machine locale', () => {
    expect(formatInt(0)).toBe('0');
    expect(formatInt(999)).toBe('999');
    expect(formatInt(1234567)).toBe('1,234,567');
    expect(formatInt(-4200)).toBe('-4,200');
    expect(formatIls(1266)).toBe('1,266 ₪');
    expect(formatShare(0.254)).toBe('25%');
  });
  it('writes dates and months the Israeli way', () => {
    expect(formatDateHe('2026-04-01')).toBe('1.4.2026');
    expect(formatMonth('2020-3')).toBe('3/2020');
    expect(formatMonth('2019-12-01')).toBe('12/2019');
    expect(yearRange([2019, 2016, 2024])).toBe('2016–2024');
    expect(yearRange([2020])).toBe('2020');
    expect(yearRange([])).toBe('—');
  });
  it("writes a production year's fees with the registration years and the confidence of each", () => {
    const options = [
      { first_registration_years: [2020], confidence: 'secondary' as const, total: 1107 },
      { first_registration_years: [2021], confidence: 'secondary' as const, total: 1244 },
    ];
    expect(registrationFees(options, (o) => formatIls(o.total), 'he')).toBe(
      '1,107 ₪ (רישום ראשון 2020; ממקור משני) · 1,244 ₪ (רישום ראשון 2021; ממקור משני)',
    );
    expect(registrationFees(options, (o) => formatMoney(o.total, 'en'), 'en')).toBe(
      '₪1,107 (first registered 2020; from a secondary source) · ₪1,244 (first registered 2021; from a secondary source)',
    );
  });
});
