import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { carLicenceFee, feeColumnFor, licenceFee, productionYearFees, weakestConfidence } from '../../../lib/rules/licence-fee.ts';
import { LicenceFeeRule } from '../../../lib/rules/licence-fee.ts';

const file = path.resolve(import.meta.dirname, '../../../raw/rules/licence-fee-2026.json');
const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> & { columns: Record<string, unknown>[] };
const table = LicenceFeeRule.parse(raw);

describe('licenceFee', () => {
  it('takes the group row and the column of the year of first registration, with the 135 ILS add-on separate', () => {
    // raw/rules/licence-fee-2026.json: group 4 = [2315, 1968, 1674, 1422] for 2024-2026, 2021-2023, 2017-2020, 2016 and older
    expect(licenceFee(table, 4, 2022)).toMatchObject({
      column: '2021-2023',
      column_label_he: '4 עד 6 שנים',
      fee: 1968,
      broadcasting_addon: 135,
      total: 2103,
    });
    expect(licenceFee(table, 1, 2026)).toMatchObject({ column: '2024-2026', fee: 1266, total: 1401, confidence: 'secondary' });
    expect(licenceFee(table, 7, 2001)).toMatchObject({ column: '2016-and-older', fee: 1840, total: 1975 });
  });

  it('charges a car first registered in 2023 the 2021-2023 column and one registered in 2020 the 2017-2020 column', () => {
    // By subtraction from 2026 these were 3 and 6 years old: the old rule charged 1,266 and 1,404 (group 1 / group 2).
    expect(licenceFee(table, 1, 2023).fee).toBe(1109);
    expect(licenceFee(table, 2, 2020).fee).toBe(1230);
  });

  it('puts the column boundaries at the years the table prints', () => {
    expect([2026, 2024, 2023, 2021, 2020, 2017, 2016, 1990].map((y) => feeColumnFor(table, y).index)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('counts a car registered after the newest column (before the next table) in the newest column', () => {
    expect(feeColumnFor(table, 2027).index).toBe(0);
  });

  it('rejects a price group outside 1-7 and a fractional year', () => {
    expect(() => licenceFee(table, 8, 2020)).toThrow(/price group must be 1-7/);
    expect(() => licenceFee(table, 3, 2020.5)).toThrow(/whole number/);
  });
});

describe('carLicenceFee', () => {
  it('charges a car on the road and nothing to one inactive or cancelled, saying why', () => {
    expect(carLicenceFee(table, { status: 'active', price_group: 1, first_registration_year: 2016 }).fee?.total).toBe(849 + 135);
    expect(carLicenceFee(table, { status: 'inactive', price_group: 1, first_registration_year: 2012 })).toEqual({
      fee: null,
      reason: 'not_on_road',
    });
    expect(carLicenceFee(table, { status: 'cancelled', price_group: 2, first_registration_year: 2010 })).toEqual({
      fee: null,
      reason: 'not_on_road',
    });
    expect(carLicenceFee(table, { status: 'active', price_group: null, first_registration_year: 2016 }).reason).toBe('price_group_unknown');
    expect(carLicenceFee(table, { status: 'active', price_group: 3, first_registration_year: null }).reason).toBe(
      'first_registration_unknown',
    );
  });
});

describe('productionYearFees', () => {
  it('gives both fees when the production year and the next fall in two columns', () => {
    // Production 2020: registered 2020 (2017-2020: 972) or 2021 (2021-2023: 1,109), group 1.
    expect(productionYearFees(table, 1, 2020).map((o) => [o.first_registration_years, o.column, o.fee])).toEqual([
      [[2020], '2017-2020', 972],
      [[2021], '2021-2023', 1109],
    ]);
  });

  it('gives one fee for both years when they share a column', () => {
    expect(productionYearFees(table, 3, 2021).map((o) => [o.first_registration_years, o.fee, o.total])).toEqual([
      [[2021, 2022], 1698, 1833],
    ]);
  });
});

describe('the table file', () => {
  it('refuses columns that are not contiguous newest-first year ranges', () => {
    const gap = { ...raw, columns: raw.columns.map((c, i) => (i === 1 ? { ...c, first_registration_from: 2022 } : c)) };
    expect(LicenceFeeRule.safeParse(gap).success).toBe(false);
    const closed = { ...raw, columns: raw.columns.map((c, i) => (i === 3 ? { ...c, first_registration_from: 2000 } : c)) };
    expect(LicenceFeeRule.safeParse(closed).success).toBe(false);
  });

  it('takes the weakest confidence of the parts of a sum', () => {
    expect(weakestConfidence(['confirmed', 'secondary'])).toBe('secondary');
    expect(weakestConfidence(['inferred', 'secondary', 'estimate'])).toBe('estimate');
  });
});
