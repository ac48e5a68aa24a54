// Every rule kept as data in raw/rules/ has a schema and satisfies it; the schemas reject the mistakes a
// maintainer editing the files by hand is likely to make.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChovaFactorsRule } from '../../../lib/rules/chova-factors.ts';
import { isRuleName, RULE_SCHEMAS, ruleSchema } from '../../../lib/rules/rule-table.ts';
import { RetrofitDiscountRule } from '../../../lib/rules/retrofit-discount.ts';
import { StandardPolicyRule } from '../../../lib/rules/policy-tier.ts';
import { SourcesRule } from '../../../lib/rules/sources.ts';
import { ruleName } from '../../../pipeline/steps/rules.ts';
import { RAW_SOURCES } from '../../../lib/datasets/raw-sources.ts';

const RULES_DIR = path.resolve(import.meta.dirname, '../../../raw/rules');
const load = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(RULES_DIR, `${name}.json`), 'utf8'));

describe('raw/rules', () => {
  it('has a schema for every rule file and a file for every schema', () => {
    const files = fs
      .readdirSync(RULES_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files.map((f) => ruleName(`${f}.json`)).sort()).toEqual(Object.keys(RULE_SCHEMAS).sort());
  });

  const ruleFiles = fs
    .readdirSync(RULES_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
  it.each(ruleFiles)('%s.json satisfies its schema', (file) => {
    const name = ruleName(`${file}.json`);
    if (!isRuleName(name)) throw new Error(`no schema for ${file}.json`);
    const result = ruleSchema(name).safeParse(load(file));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(ruleFiles)('%s.json names public sources only: no internal path or research note (its texts reach answers and pages)', (file) => {
    const text = fs.readFileSync(path.join(RULES_DIR, `${file}.json`), 'utf8');
    expect(text).not.toMatch(/shared\/|research|data-sources|service-spec|\b[\w-]+\.(?:ts|md)\b/);
  });

  it('lists every file with its source in SOURCE.md', () => {
    const doc = fs.readFileSync(path.join(RULES_DIR, 'SOURCE.md'), 'utf8');
    for (const file of ruleFiles) expect(doc).toContain(`${file}.json`);
  });

  it('keeps the retrofit discount at 700 + 700 + 100 = 1,500 ILS off the licence fee', () => {
    const rule = RetrofitDiscountRule.parse(load('retrofit-discount'));
    expect(rule.instalments.map((i) => i.max_amount)).toEqual([700, 700, 100]);
    expect(rule.kind).toBe('licence_fee_discount');
    const broken = { ...rule, instalments: [{ renewal: 1, max_amount: 700 }] };
    expect(RetrofitDiscountRule.safeParse(broken).success).toBe(false);
  });

  it('puts the standard-policy tier boundaries at 24 and 108 months, once, and rejects them out of order', () => {
    const rule = StandardPolicyRule.parse(load('standard-policy'));
    expect(rule.boundaries).toEqual({ new_max_months: 24, mid_max_months: 108 });
    expect(rule.total_loss).toEqual({ min_damage_share: 0.6, deductible: false });
    expect(JSON.stringify(load('standard-policy')).match(/_months"/g)).toHaveLength(2);
    const broken = { ...rule, boundaries: { new_max_months: 108, mid_max_months: 24 } };
    expect(StandardPolicyRule.safeParse(broken).success).toBe(false);
  });

  it('names in sources.json every raw/ dataset with the same resource id', () => {
    const datasets = SourcesRule.parse(load('sources')).datasets;
    for (const source of Object.values(RAW_SOURCES)) {
      expect(datasets.find((d) => d.key === source.key)?.resource_id).toBe(source.resource_id);
    }
  });

  it('quotes no insurance prices in the compulsory-insurance factors', () => {
    const rule = ChovaFactorsRule.parse(load('chova-factors'));
    const text = JSON.stringify([rule.car_factors, rule.driver_factors, rule.no_prices_he, rule.no_prices_en]);
    expect(text).not.toMatch(/₪|ש"ח|ILS|\d{3,}/);
  });
});
