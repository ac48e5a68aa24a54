// The value macros of pipeline/sql/macros.sql. road_month reads the registry's common shapes by a fast path
// (road_month_common) and everything else by the general macro (road_month_any): the two must agree wherever the
// fast path answers, so the fast path changes the cost, never a value. year_month_value reads as the live lookup does.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Db } from '../../pipeline/db.ts';
import { fuelClassSql } from '../../lib/rules/fuel-class.ts';
import { isoDate, yearMonth } from '../../api/registry/registry-dates.ts';

let db: Db;

beforeAll(async () => {
  db = await Db.open(mkdtempSync(path.join(tmpdir(), 'macros-')), '256MB');
  await db.runFile('macros', { fuel_class: fuelClassSql('technology', 'fuel') });
});
afterAll(() => db.close());

const EDGES = [
  '2020',
  '2020.0',
  '2020-3',
  '2020-03',
  '2020-13',
  '2020-0',
  '2020-00',
  '2020-1-',
  '2020-+3',
  '2020-3 ',
  ' 2020-3',
  '2020-3-15',
  '2020-03-15T00:00:00',
  '2020-3-15 00:00:00',
  '2020-02-30',
  '1899-3',
  '2101-3',
  '1900-1',
  '2100-12',
  '0020-3',
  '202-11',
  'abcd',
  'abcd-3',
  '2020-a',
  '2020-1a',
  '2020--3',
  '2020-3.0',
  '2020-003',
  '2020-03-1',
  '',
];

/** What a SQL expression of `v` reads each value as, by value. */
async function readings(expression: string, values: string[]): Promise<Record<string, string | null>> {
  const rows = await db.all<{ v: string; read: string | null }>(
    `SELECT v, ${expression} AS read FROM unnest([${values.map((v) => `'${v}'`).join(', ')}]) t(v)`,
  );
  return Object.fromEntries(rows.map((r) => [r.v, r.read]));
}

describe('road_month', () => {
  it('reads months, years and dates at the precision given', async () => {
    const values = ['2020-3', '2020-03', '2022', '2022.0', '2020-03-15T00:00:00', '2020-13', '2020-02-30'];
    expect(await readings('road_month(v)', values)).toEqual({
      '2020-3': '2020-03',
      '2020-03': '2020-03',
      '2022': '2022',
      '2022.0': '2022',
      '2020-03-15T00:00:00': '2020-03',
      '2020-13': null,
      '2020-02-30': null,
    });
  });

  it('gives what the general macro gives, on edge cases and on 200,000 generated values', async () => {
    const edges = EDGES.map((e) => `'${e}'`).join(', ');
    const [found] = await db.all<{ n: number; fast: number; differ: string[] }>(`
      WITH v AS (
        SELECT unnest([${edges}]) AS v
        UNION ALL
        SELECT (1880 + i % 240)::VARCHAR || '-' || CASE WHEN i % 3 = 0 THEN lpad((i % 16)::VARCHAR, 2, '0') ELSE (i % 16)::VARCHAR END
          || CASE WHEN i % 11 = 0 THEN '-' || (1 + i % 31)::VARCHAR WHEN i % 13 = 0 THEN 'x' ELSE '' END
        FROM range(200000) r(i)
      )
      SELECT count(*)::INT AS n, count(road_month_common(v))::INT AS fast,
        coalesce(list(v) FILTER (WHERE road_month(v) IS DISTINCT FROM road_month_any(v)), []) AS differ
      FROM v`);
    expect(found!.differ).toEqual([]);
    // the fast path answers most of them, so the comparison covers it
    expect(found!.fast).toBeGreaterThan(found!.n / 2);
  });
});

describe('year_month_value', () => {
  // The ownership file's YYYYMM months, as CKAN serves them and as they may go wrong.
  const VALUES = [
    '202210',
    '202210.0',
    '201701',
    '202212',
    ' 202210',
    '202213',
    '202200',
    '2022',
    '2022.0',
    '20221',
    '2022100',
    '202210.5',
    '190001',
    '189912',
    '210012',
    '210101',
    '-202210',
    'abc',
    '2022-10',
    '',
  ];

  it('reads a YYYYMM whole number as its month and anything else as no month', async () => {
    const read = await readings("strftime(year_month_value(v), '%Y-%m')", VALUES);
    expect(read).toMatchObject({ '202210': '2022-10', '202210.0': '2022-10', '202213': null, '202200': null, '2022': null });
    // The live lookup reads CKAN's rows with the same answers (api/registry/registry-dates.ts).
    expect(Object.fromEntries(VALUES.map((v) => [v, yearMonth(v)]))).toEqual(read);
  });
});

describe('date_value', () => {
  const VALUES = [
    '2024-11-14',
    '2024-11-14T00:00:00',
    '2016-11-27 00:00:00',
    '2024-1-5',
    '2024-02-30',
    '2024-13-01',
    '0001-01-01',
    '1899-12-31',
    '1900-01-01',
    '2100-12-31',
    '2101-01-01',
    '99999-01-01',
    'epoch',
    'infinity',
    '-infinity',
    '',
  ];

  it('reads the dates of a car and nothing DuckDB alone would call a date, as the live lookup does', async () => {
    const read = await readings('date_value(v)', VALUES);
    expect(read).toMatchObject({
      '2024-11-14T00:00:00': '2024-11-14',
      '2024-1-5': '2024-01-05',
      '2024-02-30': null,
      '0001-01-01': null,
      '99999-01-01': null,
      epoch: null,
      infinity: null,
    });
    // The live lookup reads CKAN's rows with the same answers (isoDate in api/registry/registry-dates.ts).
    expect(Object.fromEntries(VALUES.map((v) => [v, isoDate(v)]))).toEqual(read);
  });
});
