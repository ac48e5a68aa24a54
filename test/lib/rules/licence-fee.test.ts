import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ageTierFor, licenceFee } from '../../../lib/rules/licence-fee.ts';
import { LicenceFeeRule } from '../../../lib/rules/rule-schemas.ts';

const table = LicenceFeeRule.parse(JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../raw/rules/licence-fee-2026.json'), 'utf8')));

describe('licenceFee', () => {
  it('takes the group row and the age column from the table, with the 135 ILS add-on separate', () => {
    // raw/rules/licence-fee-2026.json: group 4 = [2315, 1968, 1675, 1424]
    expect(licenceFee(table, 4, 5)).toMatchObject({ age_tier: '4-6', fee: 1968, broadcasting_addon: 135, total: 2103 });
    expect(licenceFee(table, 1, 0)).toMatchObject({ age_tier: '0-3', fee: 1266, total: 1401, confidence: 'reported' });
    expect(licenceFee(table, 7, 25)).toMatchObject({ age_tier: '10+', fee: 1841, total: 1976, confidence: 'inferred' });
  });

  it('puts the tier boundaries where the table says', () => {
    expect([3, 4, 6, 7, 9, 10].map((y) => ageTierFor(table, y).key)).toEqual(['0-3', '4-6', '4-6', '7-9', '7-9', '10+']);
  });

  it('counts a car registered after the licensing year began as new', () => {
    expect(ageTierFor(table, -1).key).toBe('0-3');
  });

  it('rejects a price group outside 1-7 and a fractional age', () => {
    expect(() => licenceFee(table, 8, 3)).toThrow(/price group must be 1-7/);
    expect(() => licenceFee(table, 3, 2.5)).toThrow(/whole number/);
  });
});
