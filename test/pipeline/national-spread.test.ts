// The national-scale input spreads its model rows over real-sized makes, models and model years (the
// figures national-catalogue.ts derives), and every further brand resolves to a make of its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MakeNamesRule } from '../../lib/rules/make-names.ts';
import { buildModelRows } from '../../pipeline/sample/model-rows.ts';
import { resolveMakes } from '../../pipeline/steps/make-map.ts';

const NATIONAL_VARIANTS = 260;

describe('national-scale model rows', () => {
  const rows = buildModelRows(NATIONAL_VARIANTS);
  const distinct = (key: (r: (typeof rows)[number]) => string) => new Set(rows.map(key)).size;

  it('has about 100 K rows over about 100 makes, 2.7 K models and 30 K model years', () => {
    expect(rows.length).toBe(99_840);
    expect(distinct((r) => r.make.key)).toBe(101);
    expect(distinct((r) => `${r.make.key}|${r.gen.kinuy}`)).toBe(2_697);
    expect(distinct((r) => `${r.make.key}|${r.gen.kinuy}|${r.year}`)).toBe(29_754);
  });

  it('keeps join keys unique per trim and the sample rows as they were', () => {
    expect(distinct((r) => `${r.key}|${r.trim}`)).toBe(rows.length);
    const sample = buildModelRows(1);
    expect(rows.slice(0, sample.length).map((r) => [r.key, r.trim, r.gen.kinuy, r.tozar])).toEqual(
      sample.map((r) => [r.key, r.trim, r.gen.kinuy, r.tozar]),
    );
  });

  it('maps every brand to one make: the rule table names 67, the others fall back to make-<code>', () => {
    const rule = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../raw/rules/make-names.json'), 'utf8')) as MakeNamesRule;
    const codes = new Map(
      rows.map((r) => [r.gen.tozeret_cd, { make_code: r.gen.tozeret_cd, brand_he: r.tozar, make_name_he: r.tozeret_nm }]),
    );
    const { resolved, unmapped } = resolveMakes([...codes.values()], rule);
    const slugs = new Set(resolved.map((r) => r.make_slug));
    expect(slugs.size).toBe(101);
    expect(unmapped).toBe(34);
    expect([...slugs].filter((s) => s.startsWith('make-'))).toHaveLength(34);
  });
});
