// The fuel classes and the fuel-use formula are written once in TypeScript; the pipeline runs them as the SQL
// they generate. Both ways must answer alike, on real DuckDB, for every pairing of the texts the datasets write.
import { DuckDBInstance } from '@duckdb/node-api';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuelClass, fuelClassSql, registryFuel, type Fuel } from '../../../lib/rules/fuel-class.ts';
import { fuelUseSql, runningCostEstimate, RunningCostRule } from '../../../lib/rules/running-cost.ts';

const rule = RunningCostRule.parse(JSON.parse(readFileSync(new URL('../../../raw/rules/running-cost.json', import.meta.url), 'utf8')));
// The published table has no diesel price, so its estimate shows no diesel use; a priced copy shows every use.
const priced: RunningCostRule = {
  ...rule,
  energy_prices: rule.energy_prices.map((p) => (p.price === null ? { ...p, price: 7, as_of: '2026-01', confidence: 'estimate' } : p)),
};
const TECHNOLOGIES = [null, '', 'PLUG IN', 'Plug-in hybrid', 'פלאג אין', 'היברידי רגיל', 'חשמלי', 'בנזין'];
const FUEL_TEXTS = [null, '', 'חשמל/בנזין', 'חשמל/דיזל', 'חשמל', 'בנזין', 'דיזל', 'גפ"מ', 'גפמ', 'מימן', ' בנזין'];

let instance: DuckDBInstance;
const sqlRows = async <T>(sql: string): Promise<T[]> => {
  const connection = await instance.connect();
  try {
    return (await connection.runAndReadAll(sql)).getRowObjectsJS() as T[];
  } finally {
    connection.closeSync();
  }
};
const text = (v: string | null) => (v === null ? 'NULL::VARCHAR' : `'${v.replaceAll("'", "''")}'`);

beforeAll(async () => {
  instance = await DuckDBInstance.create(':memory:');
});
afterAll(() => instance.closeSync());

describe('fuel class', () => {
  it('the SQL macro classifies every pairing of technology and fuel text as fuelClass does', async () => {
    const pairs = TECHNOLOGIES.flatMap((technology) => FUEL_TEXTS.map((fuel) => ({ technology, fuel })));
    const values = pairs.map((p, i) => `(${i}, ${text(p.technology)}, ${text(p.fuel)})`).join(', ');
    const rows = await sqlRows<{ i: number; fuel: Fuel }>(
      `CREATE MACRO fuel_class(technology, fuel) AS ${fuelClassSql('technology', 'fuel')};
       SELECT i, fuel_class(t, f) AS fuel FROM (VALUES ${values}) v(i, t, f) ORDER BY i`,
    );
    expect(rows.map((r) => r.fuel)).toEqual(pairs.map((p) => fuelClass(p.technology, p.fuel)));
  });

  it('reads the technology first: an ordinary hybrid is petrol by its fuel text, a plug-in by either', () => {
    expect(fuelClass('היברידי רגיל', 'בנזין')).toBe('hybrid');
    expect(fuelClass('PLUG IN', 'בנזין')).toBe('plugin_hybrid');
    expect(fuelClass(null, 'חשמל/בנזין')).toBe('plugin_hybrid');
    expect(fuelClass(null, 'מימן')).toBe('other');
  });

  it('a registry fuel text alone: petrol stays petrol (a hybrid cannot be told), no text is no class', () => {
    expect(registryFuel('בנזין')).toBe('petrol');
    expect(registryFuel('גפ"מ')).toBe('lpg');
    expect(registryFuel(null)).toBeNull();
  });
});

describe('fuel use from WLTP CO2', () => {
  it('the SQL estimate per trim is the running-cost use per 100 km for petrol, hybrid and diesel, and none for the rest', async () => {
    const fuels: Fuel[] = ['petrol', 'hybrid', 'diesel', 'plugin_hybrid', 'electric', 'lpg', 'other'];
    const co2s = [0, 95, 117, 143, 211];
    const cases = fuels.flatMap((fuel) => co2s.map((co2) => ({ fuel, co2 })));
    const values = cases.map((c, i) => `(${i}, '${c.fuel}', ${c.co2})`).join(', ');
    const rows = await sqlRows<{ use: number | null }>(
      `SELECT ${fuelUseSql(rule.consumption, 'co2', 'fuel')} AS use FROM (VALUES ${values}) v(i, fuel, co2) ORDER BY i`,
    );
    const expected = cases.map(({ fuel, co2 }) => {
      if (!['petrol', 'hybrid', 'diesel'].includes(fuel)) return null;
      const energy = runningCostEstimate(priced, { fuel, co2_wltp: co2, licence_fees: [] }).energy;
      return energy?.[0]?.per_100km ?? null;
    });
    expect(rows.map((r) => r.use)).toEqual(expected);
    expect(expected.filter((u) => u !== null).length).toBe(12);
  });
});
