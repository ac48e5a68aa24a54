// lookup_vehicle and check_open_recall through the REST app, over the sample data version (test/global-setup)
// with the local registry, and over the CKAN emulator seeded from the same raw/ files. Facts are the golden
// plates of raw/README.md, computed by hand from raw/ (as of the sample date 2026-11-20).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { LocalRegistry } from '../../../api/registry/local-registry.ts';
import type { CkanRegistry } from '../../../api/registry/ckan-registry.ts';
import type { Registry } from '../../../api/registry/registry.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { CkanEmulator } from '../../support/ckan-emulator.ts';
import { rawCkanTables } from '../../support/ckan-raw-seed.ts';
import { ckanTestRegistry } from '../../support/ckan-test-registry.ts';
import { GOLDEN as GOLDEN_PLATES } from '../../../pipeline/sample/golden.ts';

const GOLDEN = [
  '1000001',
  '10000002',
  '10000003',
  '10000004',
  '10000005',
  '10000006',
  '10000007',
  '10000008',
  '10000009',
  '1000010',
  '1000011',
  '1000012',
  '10000013',
];

const store = DataStore.openCurrent(DATA_DIR);
const local = new LocalRegistry(() => store.registryDbPath);
const emulator = new CkanEmulator(new Map());
let ckan: CkanRegistry;

/** A generous timeout by default: a loaded CI machine must not turn a healthy emulator into an outage. */
function ckanRegistry(timeoutMs: number): CkanRegistry {
  return ckanTestRegistry(emulator.baseUrl, { timeoutMs, deadlineMs: timeoutMs });
}

function appWith(registry: Registry) {
  return testApp(DATA_DIR, { registry, config: { rateLimitLive: 100_000 } }).app;
}

async function get(registry: Registry, url: string): Promise<{ status: number; body: any }> {
  const response = await appWith(registry).request(url);
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  for (const [id, table] of await rawCkanTables()) emulator.tables.set(id, table);
  await emulator.start();
});
beforeEach(() => {
  emulator.failures = 0;
  emulator.latencyMs = 0;
  ckan = ckanRegistry(10_000);
});
afterAll(async () => {
  await local.close();
  await emulator.stop();
});

describe('lookup_vehicle (local registry)', () => {
  it('gives the registry and model facts, the exact licence fee and the retrofit licence-fee discount', async () => {
    const { status, body } = await get(local, '/api/v1/vehicle?plate=100-00-01');
    expect(status).toBe(200);
    const v = body.data.vehicle;
    expect(v).toMatchObject({
      plate: '1000001',
      status: 'active',
      on_the_road: true,
      year: 2016,
      trim: 'LAUREATE',
      vehicle_class: 'private',
      engine: { code: 'H4B', engine_cc: 898 },
      fuel: { type: 'petrol', source: 'model_data', registry_he: 'בנזין' },
      on_road_since: '2016-11',
      age_months: 120,
      licence_valid_until: '2027-04-01',
      last_annual_test: '2026-04-04',
      open_recalls: { count: 0, recalls: [] },
      make: { code: 351, slug: expect.any(String) },
      model: { code: 12, code_name: '5SDA1C' },
    });
    // Price group 1, first registered 2016: the "2016 and older" column, 849, plus the 135 add-on.
    expect(v.licence_fee).toMatchObject({
      price_group: 1,
      first_registration_year: 2016,
      column: '2016-and-older',
      column_label_he: '11 שנים ומעלה',
      fee: 849,
      broadcasting_addon: 135,
      total: 984,
      confidence: 'secondary',
    });
    expect(v.missing).toEqual([]);
    expect(v.licence_fee_retrofit_discount).toMatchObject({ eligible: true, kind: 'licence_fee_discount', currency: 'ILS', total: 1500 });
    expect(v.model_url).toMatch(/^https:\/\/cars\.example\/makes\/[a-z0-9-]+\/[a-z0-9-]+$/);
    expect(v.model_year_url).toBe(`${v.model_url}/2016`);
    expect(body.data.freshness).toEqual({ from_cache: false, age_seconds: 0, stale: false, source: 'local' });
    expect(body.data.data_date).toBe(store.dataDate);
    expect(body.data.disclaimer).toBeTruthy();
    // The plate's own page holds this car's facts; the model-year page (before issue 34) holds none of them.
    expect(body.data.citation_url).toBe('https://cars.example/vehicle/1000001');
  });

  it('tells an ordinary hybrid apart from the model data and prices its licence fee in the 2024-2026 column', async () => {
    const v = (await get(local, '/api/v1/vehicle?plate=10000002')).body.data.vehicle;
    expect(v.fuel).toEqual({ type: 'hybrid', source: 'model_data', registry_he: 'בנזין' });
    expect(v.age_months).toBe(24);
    expect(v.licence_fee).toMatchObject({ price_group: 3, first_registration_year: 2024, column: '2024-2026', fee: 1941, total: 2076 });
    expect(v.licence_fee_retrofit_discount).toBeNull();
    // CO2 101 g/km / 23.4 = 4.316 l/100 km; x 14,700 km = 634 l; x 7.02 ILS (3.2026) = 4,454; + licence 2,076.
    expect(v.running_cost_estimate).toMatchObject({
      estimate: true,
      includes_insurance: false,
      annual_km: 14700,
      annual_km_confidence: 'secondary',
      licence_fee: { min: 2076, max: 2076, confidence: 'secondary' },
      annual_total: { min: 6530, max: 6530 },
      missing: [],
      energy: [
        {
          energy: 'petrol',
          unit: 'litre',
          per_100km: 4.3,
          annual_units: 634,
          price_as_of: '2026-03',
          price_confidence: 'secondary',
          annual_cost: 4454,
        },
      ],
    });
    expect(v.safety_systems.length).toBeGreaterThan(0);
    for (const s of v.safety_systems) expect(s.label_he).toBeTruthy();
  });

  it('lists open recalls with what is wrong, how it is fixed and the importer to contact', async () => {
    const v = (await get(local, '/api/v1/vehicle?plate=10000009')).body.data.vehicle;
    expect(v.open_recalls.count).toBe(2);
    expect(v.open_recalls.recalls).toEqual([
      {
        recall_id: 12350,
        opened_date: '2022-03-03',
        category_he: 'חשמל אליקטרוניקה ומיזוג',
        problem_he: 'קצר אפשרי ביחידת ABS',
        fix_he: 'החלפת נתיך ביחידת ABS',
        importer: 'כלמוביל בעמ',
        phone: '*0020',
        website: 'WWW.HYUNDAI.EXAMPLE',
      },
      {
        recall_id: 12361,
        opened_date: '2022-02-14',
        category_he: 'מרכב ושלדה',
        problem_he: 'חגורת בטיחות אחורית אינה ננעלת כראוי',
        fix_he: 'החלפת מנגנון החגורה',
        importer: 'כלמוביל בעמ',
        phone: '*0020',
        website: 'WWW.HYUNDAI.EXAMPLE',
      },
    ]);
  });

  it('reports a car off the road since the date it was cancelled, without a licence fee', async () => {
    const cancelled = (await get(local, '/api/v1/vehicle?plate=1000011')).body.data.vehicle;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      on_the_road: false,
      off_road_since: '2024-08-14',
      year: 2010,
      licence_fee: null,
      running_cost_estimate: null,
    });
    const inactive = (await get(local, '/api/v1/vehicle?plate=1000010')).body.data.vehicle;
    expect(inactive).toMatchObject({ status: 'inactive', on_the_road: false, year: 2012, licence_fee: null });
    for (const v of [cancelled, inactive])
      expect(v.missing).toContainEqual(expect.objectContaining({ member: 'licence_fee', code: 'not_on_road' }));
  });

  it('gives each car its status line with the file it was read from and the data date', async () => {
    const at = (plate: string) => get(local, `/api/v1/vehicle?plate=${plate}`).then((r) => r.body.data.vehicle.status_line);
    const registry = { dataset: 'registry', resource_id: '053cea08-09bc-40ec-8f7a-156f0677aff3', data_date: store.dataDate };
    // 1000001: active, licence valid until 2027-04-01, after the data date 2026-11-20.
    expect(await at('1000001')).toMatchObject({ code: 'on_road', date: null, also: [], notes: [], source: registry });
    // 1000011: only in the current cancellation file, scrapped 2024-08-14.
    const cancelled = await at('1000011');
    expect(cancelled).toMatchObject({ code: 'cancelled', date: '2024-08-14', also: [], source: { dataset: 'cancelled' } });
    expect(cancelled.text_en).toBe('Cancelled for good (scrapped or exported) on 2024-08-14.');
    // 1000010: only in the inactive file, which gives no date.
    expect(await at('1000010')).toMatchObject({ code: 'not_active', date: null, source: { dataset: 'inactive' } });
  });

  it('answers an unknown plate with 200, vehicle null and plate_not_found; a malformed plate with 400', async () => {
    const unknown = await get(local, '/api/v1/vehicle?plate=1000012');
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.vehicle).toBeNull();
    expect(unknown.body.data.error.code).toBe('plate_not_found');
    const bad = await get(local, '/api/v1/vehicle?plate=12-34');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/7 or 8 digits/);
  });

  it('never exposes the ministry safety-equipment level or safety score', async () => {
    for (const plate of GOLDEN) {
      const text = JSON.stringify((await get(local, `/api/v1/vehicle?plate=${plate}`)).body);
      expect(text).not.toMatch(/ramat_eivzur|nikud_betihut|safety_level|safety_score/);
    }
  });
});

describe('check_open_recall', () => {
  it('says whether the car has open recalls, with the notices, naming the make as people know it', async () => {
    const open = (await get(local, '/api/v1/recall?plate=10000009')).body.data;
    // The registry row says "יונדאי צ'כיה" (make and factory country); the answer names the make.
    expect(open).toMatchObject({
      has_open_recall: true,
      year: 2021,
      model: { name: 'TUCSON', make_slug: 'hyundai', make_name_he: 'יונדאי', make_name_en: 'Hyundai' },
    });
    expect(open.open_recalls.count).toBe(2);
    expect(open.open_recalls.recalls.map((r: any) => [r.recall_id, r.fix_he])).toEqual([
      [12350, 'החלפת נתיך ביחידת ABS'],
      [12361, 'החלפת מנגנון החגורה'],
    ]);
    const none = (await get(local, '/api/v1/recall?plate=10000002')).body.data;
    expect(none).toMatchObject({ has_open_recall: false, open_recalls: { count: 0, recalls: [] }, year: 2024 });
    const unknown = (await get(local, '/api/v1/recall?plate=1000012')).body.data;
    expect(unknown).toMatchObject({
      has_open_recall: null,
      open_recalls: null,
      model: null,
      year: null,
      error: { code: 'plate_not_found' },
    });
  });
});

describe('local and CKAN registries', () => {
  it('give the same answers for every golden plate', async () => {
    for (const plate of GOLDEN_PLATES.map((g) => String(g.plate))) {
      expect((await ckan.findVehicle(plate)).value, plate).toEqual((await local.findVehicle(plate)).value);
      expect((await ckan.openRecalls(plate)).value, plate).toEqual((await local.openRecalls(plate)).value);
      expect((await ckan.retrofitEligible(plate)).value, plate).toBe((await local.retrofitEligible(plate)).value);
      expect((await ckan.ownership(plate)).value, plate).toEqual((await local.ownership(plate)).value);
      expect((await ckan.extras(plate)).value, plate).toEqual((await local.extras(plate)).value);
      // Earlier readings exist only in the local registry's data versions (CKAN keeps the last reading only), and
      // depend on which versions this machine has published; the published row itself must agree.
      const history = async (r: Registry) => {
        const value = (await r.history(plate)).value;
        return value && { ...value, earlier_readings: [] };
      };
      expect(await history(ckan), plate).toEqual(await history(local));
    }
  });
});

describe('lookup_vehicle (CKAN registry)', () => {
  it('answers 200 with vehicle null and upstream_unavailable saying when to retry while the upstream is down', async () => {
    emulator.failures = 1_000;
    const { status, body } = await get(ckan, '/api/v1/vehicle?plate=10000002');
    expect(status).toBe(200);
    expect(body.data.vehicle).toBeNull();
    expect(body.data.error.code).toBe('upstream_unavailable');
    expect(body.data.error.message).toMatch(/try again in/);
  });

  it('answers upstream_unavailable when the upstream is too slow', async () => {
    emulator.latencyMs = 1_500;
    const { body } = await get(ckanRegistry(200), '/api/v1/recall?plate=10000009');
    expect(body.data.error.code).toBe('upstream_unavailable');
  });

  it('says when an answer came from the cache', async () => {
    const app = appWith(ckan);
    const first = (await (await app.request('/api/v1/vehicle?plate=10000009')).json()) as any;
    expect(first.data.freshness).toEqual({ from_cache: false, age_seconds: 0, stale: false, source: 'ckan' });
    expect(first.data.data_date).toBe(new Date().toISOString().slice(0, 10));
    const second = (await (await app.request('/api/v1/vehicle?plate=10000009')).json()) as any;
    expect(second.data.freshness.from_cache).toBe(true);
    expect(second.data.vehicle).toEqual(first.data.vehicle);
  });
});
