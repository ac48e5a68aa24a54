// The plate variants of the catalog operations on the committed sample, through the local registry
// (registry.duckdb of the current data version), with the golden plates of raw/README.md. Ages are at the
// sample date 2026-11-20: (2026*12+11) - (y*12+m) months.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { LocalRegistry } from '../../../api/registry/local-registry.ts';
import { testApp } from '../helpers/test-app.ts';

let app: ReturnType<typeof testApp>['app'];
let registry: LocalRegistry;
beforeAll(() => {
  const store = DataStore.openCurrent(DATA_DIR);
  registry = new LocalRegistry(() => store.registryDbPath);
  app = testApp(DATA_DIR, { registry, config: { rateLimitCatalog: 1e6, rateLimitLive: 1e6 } }).app;
});
afterAll(() => registry.close());

async function data(url: string) {
  const res = await app.request(url);
  expect(res.status).toBe(200);
  return (await res.json()).data;
}

describe('standard policy by plate', () => {
  it.each([
    ['10000002', '2024-11', 24, 'new'],
    ['10000003', '2024-10', 25, 'mid'],
    ['100-000-04', '2017-11', 108, 'mid'],
    ['10 000 005', '2017-10', 109, 'old'],
    ['1000001', '2016-11', 120, 'old'],
  ])('%s (first registration %s) is %i months: %s', async (plate, since, months, tier) => {
    const p = await data(`/api/v1/standard-policy?plate=${encodeURIComponent(plate)}`);
    expect(p.age).toMatchObject({ basis: 'plate', on_road_since: since, months, as_of: '2026-11-20' });
    expect(p.tier).toBe(tier);
    expect(p.data_date).toBe('2026-11-20');
  });

  it("an unknown plate is a 404 plate_not_found: the tier needs the car's age", async () => {
    const res = await app.request('/api/v1/standard-policy?plate=1000012');
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'plate_not_found', parameter: 'plate' });
    expect(body.error.message).toMatch(/on_road_since/);
  });
});

describe('licence fee by plate', () => {
  it('Dacia Sandero 2016 (1000001): group 1, first registered 2016 -> "2016 and older" 849 + 135, and on the retrofit list', async () => {
    const f = await data('/api/v1/licence-fee?plate=1000001');
    expect(f.licence_fee.vehicle).toMatchObject({
      price_group: 1,
      first_registration_year: 2016,
      column: '2016-and-older',
      fee: 849,
      broadcasting_addon: 135,
      total: 984,
      confidence: 'secondary',
      on_road_since: '2016-11',
    });
    expect(f.licence_fee.licence_fee_retrofit_discount).toMatchObject({
      eligible: true,
      kind: 'licence_fee_discount',
      total: 1500,
      confidence: 'confirmed',
    });
  });

  it('Mazda 3 2017 registered 2017-11 (10000004) is not on the retrofit list', async () => {
    const f = await data('/api/v1/licence-fee?plate=10000004');
    expect(f.licence_fee.licence_fee_retrofit_discount.eligible).toBe(false);
    expect(f.licence_fee.vehicle).toMatchObject({ column: '2017-2020', fee: 1487, total: 1622 }); // group 3, registered 2017
  });

  it('Mitsubishi Outlander PHEV registered 2023-5 (10000007) pays the 2021-2023 column: group 6, 2,823 + 135', async () => {
    // By subtraction (2026 - 2023 = 3 years) it was charged the new-car column, 3,764 + 135 = 3,899.
    const f = await data('/api/v1/licence-fee?plate=10000007');
    expect(f.licence_fee.vehicle).toMatchObject({
      price_group: 6,
      first_registration_year: 2023,
      column: '2021-2023',
      fee: 2823,
      total: 2958,
    });
    expect((await data('/api/v1/vehicle?plate=10000007')).vehicle.licence_fee.total).toBe(2958);
  });

  it('a car off the road owes no fee on /licence-fee, as on /vehicle, and says why', async () => {
    for (const plate of ['1000010', '1000011']) {
      const f = await data(`/api/v1/licence-fee?plate=${plate}`);
      expect(f.licence_fee.vehicle).toBeNull();
      expect(f.error.code).toBe('not_on_road');
      expect((await data(`/api/v1/vehicle?plate=${plate}`)).vehicle.licence_fee).toBeNull();
    }
  });

  it('an unknown plate keeps the table and says plate_not_found', async () => {
    const f = await data('/api/v1/licence-fee?plate=1000012');
    expect(f.error.code).toBe('plate_not_found');
    expect(f.licence_fee).toBeNull();
    expect(f.table.groups).toHaveLength(7);
  });
});

describe('thefts and chova factors by plate', () => {
  it('10000002 is a Toyota Corolla: its thefts, and the national figures beside them', async () => {
    const t = await data('/api/v1/thefts?plate=10000002');
    expect(t.model).toMatchObject({ make_slug: 'toyota', model_slug: 'corolla' });
    expect(t.thefts.by_year.map((y: any) => y.thefts)).toEqual([13, 14, 14]);
    expect(t.national.rate_year).toBe(2025);
  });

  it('10000006 is a commercial Ford Transit: its car factors', async () => {
    const c = await data('/api/v1/chova-factors?plate=10000006');
    expect(c.mode).toBe('vehicle');
    expect(c.year).toBe(2022);
    expect(c.car_factors.find((f: any) => f.key === 'use_and_ownership').value).toMatch(/^commercial/);
    expect(typeof c.car_factors.find((f: any) => f.key === 'engine_volume').value).toBe('number');
    expect(c.chova_calculator_url).toBe('https://car.cma.gov.il/');
  });
});
