// When the calendar puts the annual test: by the licence's last day, else a year after the last test.
import { describe, expect, it } from 'vitest';
import { annualTestDue } from '../../../lib/rules/annual-test.ts';

describe('annualTestDue', () => {
  it("is the licence's last day when the registry gives it, even years after the last test (a new car)", () => {
    // Sample plate 10000002: registered 2024-11, first licence to 2027-01-04.
    expect(annualTestDue('2027-01-04', '2024-11-23', 12)).toBe('2027-01-04');
  });

  it('is the months of the cycle after the last test without a licence date, the day cut to a shorter month', () => {
    expect(annualTestDue(null, '2025-01-31', 12)).toBe('2026-01-31');
    expect(annualTestDue(null, '2025-01-31 00:00:00', 1)).toBe('2025-02-28');
  });

  it('is null when the registry gives neither', () => {
    expect(annualTestDue(null, null, 12)).toBeNull();
  });
});
