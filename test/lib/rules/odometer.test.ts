import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { OdometerRule } from '../../../lib/rules/odometer.ts';
import { odometerFacts, type OdometerInput } from '../../../lib/rules/odometer.ts';

// raw/rules/odometer.json: implausible below 0.5 x p1 or above 2 x p99 km a year, at least 50 cars, at least a
// year on the road; a reading below an earlier one is implausible whatever the range.
const rule = OdometerRule.parse(JSON.parse(readFileSync(new URL('../../../raw/rules/odometer.json', import.meta.url), 'utf8')));
const range = { p1: 4000, median: 15000, p99: 40000, cars: 250, data_date: '2026-11-20' };

// 2020-01-01 to 2024-01-01 is 1,461 days = 4.00 years of 365.25 days.
const base: OdometerInput = { km: 60000, last_test_date: '2024-01-01', first_registration_date: '2020-01-01', earlier_readings: [], range };
const facts = (over: Partial<OdometerInput>) => odometerFacts(rule, { ...base, ...over });

describe('odometer facts', () => {
  it('60,000 km over 4 years is 15,000 km a year, within 2,000..80,000: plausible, with the figures stated', () => {
    const o = facts({});
    expect(o).toMatchObject({ km: 60000, as_of: '2024-01-01', years_on_road: 4, km_per_year: 15000, verdict: 'plausible' });
    expect(o.text_en).toBe(
      "The reading implies 15,000 km per year, within 2,000 to 80,000 km (the rule's range for 250 cars of the same model year), " +
        'which the rule treats as plausible.',
    );
  });

  it('below half the 1st percentile: 4,000 km over 4 years is 1,000 km a year, below 2,000', () => {
    const o = facts({ km: 4000 });
    expect(o).toMatchObject({ km_per_year: 1000, verdict: 'implausible', reason: 'below_model_year_range' });
    expect(o.text_en).toContain('below 2,000 km (half the 1st percentile of 4,000 km among 250 cars');
  });

  it('at the limits themselves the reading stays plausible; one km a year past them it is not', () => {
    expect(facts({ km: 8000 }).verdict).toBe('plausible');
    expect(facts({ km: 320000 }).verdict).toBe('plausible');
    expect(facts({ km: 320004 })).toMatchObject({ km_per_year: 80001, verdict: 'implausible', reason: 'above_model_year_range' });
  });

  it('a reading below an earlier one is implausible, whatever the range says, and names both readings', () => {
    const o = facts({
      earlier_readings: [
        { km: 50000, as_of: '2022-01-05' },
        { km: 72000, as_of: '2023-01-10' },
      ],
    });
    expect(o).toMatchObject({ verdict: 'implausible', reason: 'below_earlier_reading' });
    expect(o.text_en).toBe(
      'The reading of 60,000 km is below an earlier reading of 72,000 km on 2023-01-10, which the rule treats as implausible.',
    );
    expect(o.text_he).toContain('10.1.2023');
    expect(o.text_ar).toBe('القراءة 60,000 كم أقل من قراءة سابقة قدرها 72,000 كم من 10.1.2023؛ تعدّ القاعدة ذلك غير معقول.');
  });

  it('an earlier reading that is lower, or dated after the test, is no sign', () => {
    expect(
      facts({
        earlier_readings: [
          { km: 30000, as_of: '2022-01-05' },
          { km: 90000, as_of: '2024-06-01' },
        ],
      }).verdict,
    ).toBe('plausible');
  });

  it('no verdict without a reading, without dates, under a year on the road, without a range or with too few cars', () => {
    expect(facts({ km: null })).toMatchObject({ verdict: 'no_verdict', reason: 'no_reading', km_per_year: null, as_of: null });
    expect(facts({ last_test_date: null })).toMatchObject({ reason: 'no_test_date', km: 60000, km_per_year: null });
    // A first registration known to the year only is no date to count years from (never 1 January).
    const yearOnly = facts({ first_registration_date: null, first_registration_year: 2020 });
    expect(yearOnly).toMatchObject({
      verdict: 'no_verdict',
      reason: 'first_registration_year_only',
      years_on_road: null,
      km_per_year: null,
    });
    expect(yearOnly.text_en).toBe(
      'The registry gives only the year of first registration (2020), not the month, and the vehicle history gives no date, ' +
        'so there is no exact yearly distance and no verdict.',
    );
    // An earlier higher reading needs no dates at all.
    expect(
      facts({ first_registration_date: null, first_registration_year: 2020, earlier_readings: [{ km: 70000, as_of: '2022-01-01' }] })
        .reason,
    ).toBe('below_earlier_reading');
    expect(facts({ first_registration_date: '2023-02-01' })).toMatchObject({ verdict: 'no_verdict', reason: 'under_min_years' });
    expect(facts({ first_registration_date: '2024-06-01' })).toMatchObject({ reason: 'under_min_years', km_per_year: null });
    expect(facts({ range: null })).toMatchObject({ verdict: 'no_verdict', reason: 'no_model_year_range', km_per_year: 15000 });
    const few = facts({ range: { ...range, cars: 49 } });
    expect(few).toMatchObject({ verdict: 'no_verdict', reason: 'too_few_cars' });
    expect(few.text_en).toBe('Only 49 cars of the same model year have a reading (the rule needs 50), so there is no verdict.');
    expect(facts({ range: { ...range, cars: 50 } }).verdict).toBe('plausible');
  });

  it('never calls the car or a seller anything', () => {
    const texts = [facts({ km: 4000 }), facts({ km: 400000 }), facts({ earlier_readings: [{ km: 70000, as_of: '2022-01-01' }] })];
    for (const o of texts) expect(`${o.text_en} ${o.text_he}`).not.toMatch(/fraud|tamper|rolled|clock|dishonest|הונאה|זיוף|מוזייף|רמאות/i);
  });
});
