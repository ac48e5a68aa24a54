import { describe, expect, it } from 'vitest';
import { ageRangeForModelYear, registrationWindow, tierForMonths, tierForRange } from '../../../lib/rules/policy-tier.ts';
import { StandardPolicyRule } from '../../../lib/rules/policy-tier.ts';
import { readFileSync } from 'node:fs';

// The boundaries as published from raw/rules/standard-policy.json.
const B = StandardPolicyRule.parse(
  JSON.parse(readFileSync(new URL('../../../raw/rules/standard-policy.json', import.meta.url), 'utf8')),
).boundaries;

it('uses the published boundaries of 24 and 108 months', () => {
  expect(B).toEqual({ new_max_months: 24, mid_max_months: 108 });
});

describe('standard-policy tier at an exact age', () => {
  it.each([
    [-3, 'new'],
    [0, 'new'],
    [24, 'new'],
    [25, 'mid'],
    [108, 'mid'],
    [109, 'old'],
    [400, 'old'],
  ] as const)('%i months is %s', (months, tier) => {
    expect(tierForMonths(months, B)).toBe(tier);
  });
});

describe('age range from a model year (first registration July Y-1 to June Y+1)', () => {
  it('states the window', () => {
    expect(registrationWindow(2020)).toEqual({ earliest: { year: 2019, month: 7 }, latest: { year: 2021, month: 6 } });
  });

  it('computes the range at the sample date 2026-11-20', () => {
    // 2026*12+11 = 24323; 2025-06 -> 24306 (17 months); 2023-07 -> 24283 (40 months).
    expect(ageRangeForModelYear(2024, '2026-11-20')).toEqual({ min_months: 17, max_months: 40 });
    // 2018-06 -> 24222 (101); 2016-07 -> 24199 (124).
    expect(ageRangeForModelYear(2017, '2026-11-20')).toEqual({ min_months: 101, max_months: 124 });
  });

  it('clamps a future model year to new', () => {
    expect(ageRangeForModelYear(2100, '2026-11-20')).toEqual({ min_months: 0, max_months: 0 });
    expect(tierForRange(ageRangeForModelYear(2100, '2026-11-20'), B)).toBe('new');
  });

  it('gives edge2 and edge9 when the range straddles 24 or 108 months, else the shared tier', () => {
    expect(tierForRange({ min_months: 17, max_months: 40 }, B)).toBe('edge2');
    expect(tierForRange({ min_months: 24, max_months: 25 }, B)).toBe('edge2');
    expect(tierForRange({ min_months: 101, max_months: 124 }, B)).toBe('edge9');
    expect(tierForRange({ min_months: 108, max_months: 109 }, B)).toBe('edge9');
    expect(tierForRange({ min_months: 0, max_months: 24 }, B)).toBe('new');
    expect(tierForRange({ min_months: 25, max_months: 108 }, B)).toBe('mid');
    expect(tierForRange({ min_months: 109, max_months: 132 }, B)).toBe('old');
  });

  it('walks the model years at the sample date through the tiers in order', () => {
    const tiers = [2026, 2025, 2024, 2023, 2022, 2018, 2017, 2016, 2010].map((y) => tierForRange(ageRangeForModelYear(y, '2026-11-20'), B));
    // 2026: 0..16 new; 2025: 5..28 edge2; 2024: 17..40 edge2; 2023: 29..52 mid; 2022: 41..64 mid;
    // 2018: 89..112 edge9; 2017: 101..124 edge9; 2016: 113..136 old; 2010: old.
    expect(tiers).toEqual(['new', 'edge2', 'edge2', 'mid', 'mid', 'edge9', 'edge9', 'old', 'old']);
  });
});
