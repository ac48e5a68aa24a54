// A real registry record (test/fixtures/ckan/registry-plate-3254433.json, verbatim) served by the CKAN emulator
// beside the raw/ sample. The sample model table has Dacia (make code 351) model 12 of 2015, but only the
// AMBIANCE trim: the record's LAUREATE trim is missing, as real data often misses an exact model key. What the
// make code, model code and year determine must still be answered, and each member that cannot be known says why.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { CKAN_RESOURCES } from '../../../api/registry/ckan-registry.ts';
import { CkanEmulator } from '../../support/ckan-emulator.ts';
import { rawCkanTables } from '../../support/ckan-raw-seed.ts';
import { ckanTestRegistry } from '../../support/ckan-test-registry.ts';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../../fixtures/ckan/${name}`, import.meta.url), 'utf8'));
const record = fixture('registry-plate-3254433.json').result.records[0];
const cancelledRecord = fixture('cancelled-851ecab1-record.json');
const ADDED = new Map([
  [CKAN_RESOURCES.active, record],
  [CKAN_RESOURCES.cancelled, cancelledRecord],
]);
const emulator = new CkanEmulator(new Map());
let app: ReturnType<typeof testApp>['app'];

async function data(url: string): Promise<any> {
  const response = await app.request(url);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

beforeAll(async () => {
  for (const [id, table] of await rawCkanTables()) {
    const added = ADDED.get(id);
    emulator.tables.set(id, added ? { fields: table.fields, records: [...table.records, added] } : table);
  }
  await emulator.start();
  const registry = ckanTestRegistry(emulator.baseUrl);
  app = testApp(DATA_DIR, { registry, config: { rateLimitLive: 100_000 } }).app;
});
afterAll(() => emulator.stop());

describe('the real record of plate 3254433 (Dacia Sandero 2015 LAUREATE)', () => {
  it('is the record as data.gov.il sent it', () => {
    expect(record).toMatchObject({
      mispar_rechev: 3254433,
      tozeret_cd: 351,
      tozeret_nm: 'דאציה רומניה',
      degem_cd: 12,
      ramat_gimur: 'LAUREATE',
      shnat_yitzur: 2015,
      rank: 0.0573088,
    });
  });

  it('answers the make and model as people know them, their pages and the fuel from the registry text', async () => {
    const { vehicle: v, citation_url } = await data('/api/v1/vehicle?plate=3254433');
    // raw/rules/make-names.json: make code 351's brand is "דאציה" / Dacia, slug dacia; model-data rows 351,12 are SANDERO.
    expect(v).toMatchObject({
      plate: '3254433',
      status: 'active',
      year: 2015,
      trim: 'LAUREATE',
      on_road_since: '2015-11',
      make: { code: 351, name_he: 'דאציה', name_en: 'Dacia', slug: 'dacia' },
      model: { name: 'SANDERO', code: 12, code_name: '5SDA1C', slug: 'sandero' },
      fuel: { type: 'petrol', source: 'registry', registry_he: 'בנזין' },
      model_url: 'https://cars.example/makes/dacia/sandero',
      model_year_url: 'https://cars.example/makes/dacia/sandero/2015',
      licence_fee: null,
      safety_systems: null,
      running_cost_estimate: null,
    });
    expect(citation_url).toBe('https://cars.example/vehicle/3254433');
  });

  it('says why each member it cannot know is missing: the trim is not in the model data', async () => {
    const { vehicle: v } = await data('/api/v1/vehicle?plate=3254433');
    const why = Object.fromEntries(v.missing.map((m: any) => [m.member, m.code]));
    expect(why).toMatchObject({
      licence_fee: 'trim_not_in_model_data',
      safety_systems: 'trim_not_in_model_data',
      'fuel.type': 'trim_not_in_model_data',
      running_cost_estimate: 'trim_not_in_model_data',
      list_price_new: 'trim_not_in_model_data',
    });
    expect(v.missing.find((m: any) => m.member === 'licence_fee').message).toContain('Model year 2015 has no trim "LAUREATE"');
    expect(v.missing.find((m: any) => m.member === 'fuel.type').message).toContain('an ordinary hybrid also shows as petrol');
  });

  it('gives the same reason on the licence-fee answer, and the model facts on the others', async () => {
    const fee = await data('/api/v1/licence-fee?plate=3254433');
    expect(fee.licence_fee.vehicle).toBeNull();
    expect(fee.error.code).toBe('trim_not_in_model_data');
    expect((await data('/api/v1/thefts?plate=3254433')).model).toMatchObject({ make_slug: 'dacia', model_slug: 'sandero' });
    expect((await data('/api/v1/recall?plate=3254433')).model).toMatchObject({
      make_slug: 'dacia',
      model_slug: 'sandero',
      url: 'https://cars.example/makes/dacia/sandero',
    });
    expect((await data('/api/v1/chova-factors?plate=3254433')).error.code).toBe('trim_not_in_model_data');
  });
});

describe('the real final-cancellation record of plate 88180102, first on the road in "2022" (a year, no month)', () => {
  it('is the record as data.gov.il sent it: moed_aliya_lakvish a plain number', () => {
    expect(cancelledRecord).toMatchObject({ mispar_rechev: 88180102, moed_aliya_lakvish: 2022, bitul_dt: '2022-05-22T00:00:00' });
  });

  it('keeps the year and says it is a year: no age in months, and missing gives the range instead', async () => {
    const { vehicle: v } = await data('/api/v1/vehicle?plate=88180102');
    expect(v).toMatchObject({
      status: 'cancelled',
      off_road_since: '2022-05-22',
      on_road_since: '2022',
      on_road_since_precision: 'year',
      age_months: null,
      ownership_he: 'פרטי',
      ownership: { code: 'private', label_he: 'פרטי', recognised: true },
    });
    const age = v.missing.find((m: any) => m.member === 'age_months');
    expect(age.code).toBe('first_registration_year_only');
    // Live answers are as of today: the range is December to January of 2022, eleven months apart.
    const [, min, max] = /2022: (\d+) to (\d+) months/.exec(age.message)!.map(Number);
    expect(max! - min!).toBe(11);
    // A car first registered in 2022 had no time before 2017 to miss.
    expect(v.owners.notes).toEqual([]);
  });

  it('dates the standard policy by the year alone: a range of ages, never January', async () => {
    const { age, tier } = await data('/api/v1/standard-policy?plate=88180102');
    expect(age).toMatchObject({ basis: 'plate', on_road_since: '2022', on_road_since_precision: 'year' });
    expect(age.months).toBeUndefined();
    expect(age.max_months - age.min_months).toBe(11);
    expect(age.rule_en).toContain('only the year of first registration');
    expect(['new', 'mid', 'old', 'edge2', 'edge9']).toContain(tier);
  });

  it('writes the year as a year alone on the plate page and its twin', async () => {
    for (const path of ['/vehicle/88180102', '/vehicle/88180102.md']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain('2022 (שנה בלבד, ללא חודש)');
      expect(text).not.toMatch(/1\/2022/);
    }
  });
});
