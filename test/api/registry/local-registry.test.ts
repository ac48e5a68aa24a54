// The local registry over the sample version's registry.duckdb (published by test/global-setup), checked against
// the golden plates of raw/README.md.
import { afterAll, describe, expect, it } from 'vitest';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { LocalRegistry } from '../../../api/registry/local-registry.ts';
import { UpstreamUnavailableError } from '../../../api/registry/registry.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { tempDir } from '../../support/temp-dir.ts';

const store = DataStore.openCurrent(DATA_DIR);
let file = store.registryDbPath;
const registry = new LocalRegistry(() => file);
const tmp = tempDir('local-registry');

afterAll(async () => {
  await registry.close();
  tmp.remove();
});

describe('LocalRegistry', () => {
  it('finds an active car with English names and normalised dates', async () => {
    const { value, freshness } = await registry.findVehicle('10000006');
    expect(value).toMatchObject({
      plate: '10000006',
      status: 'active',
      year: 2022,
      vehicle_type: 'commercial',
      fuel_he: 'דיזל',
      on_road_since: '2022-03',
      off_road_since: null,
    });
    expect(freshness).toEqual({ from_cache: false, age_seconds: 0, stale: false, source: 'local' });
  });

  it('falls back to the inactive and cancelled tables, and answers null for an unknown plate', async () => {
    expect((await registry.findVehicle('1000010')).value).toMatchObject({ status: 'inactive', year: 2012, on_road_since: '2012-04' });
    expect((await registry.findVehicle('1000011')).value).toMatchObject({
      status: 'cancelled',
      off_road_since: '2024-08-14',
      last_test_date: null,
    });
    expect((await registry.findVehicle('1000012')).value).toBeNull();
  });

  it('falls back to personal imports and both cancellation archives, naming the file it found the plate in', async () => {
    expect((await registry.findVehicle('10000006')).value?.source).toBe('registry');
    expect((await registry.findVehicle('10000018')).value).toEqual({
      plate: '10000018',
      status: 'active',
      source: 'personal_import',
      off_road_since: null,
      make_code: 1011,
      make_name_he: 'טסלה סין',
      // No model code in the personal-import file: 0, so it joins no catalog model; the declared model text stays.
      model_code: 0,
      model_code_name: 'MODEL 3 003SR',
      commercial_name: null,
      trim: null,
      year: 2021,
      vehicle_type: 'private',
      engine_code: '3D1',
      fuel_he: 'חשמל',
      colour_he: null,
      ownership_he: null,
      on_road_since: '2021-06',
      last_test_date: '2026-02-28',
      licence_valid_until: '2027-03-02',
      import_type_he: 'יבוא אישי-משומש',
    });
    expect((await registry.findVehicle('1000010')).value?.source).toBe('inactive');
    expect((await registry.findVehicle('1000011')).value?.source).toBe('cancelled');
    // Stored as "01000019" and "01000020" in the archives.
    expect((await registry.findVehicle('1000019')).value).toMatchObject({
      status: 'cancelled',
      source: 'cancelled_2010_2016',
      off_road_since: '2014-03-09',
      year: 2009,
      on_road_since: '2009-05',
      commercial_name: 'MAZDA 3',
    });
    expect((await registry.findVehicle('1000020')).value).toMatchObject({
      status: 'cancelled',
      source: 'cancelled_2000_2009',
      off_road_since: '2009-07-21',
      year: 2005,
      commercial_name: 'COROLLA',
    });
    expect((await registry.findVehicle('10000022')).value).toMatchObject({
      licence_valid_until: '2025-11-20',
      last_test_date: '2024-11-20',
    });
  });

  it('reads the vehicle-history row, and null (no data, not zero) for a plate without one', async () => {
    expect((await registry.history('1000001')).value).toEqual({
      km_at_last_test: 120_000,
      structural_change: false,
      lpg_added: false,
      colour_change: false,
      tyre_change: false,
      first_registration_date: '2016-11-27',
      // The real history file's origin is mostly empty, and so is the sample's (plate not divisible by 10).
      origin_he: null,
      earlier_readings: [],
    });
    expect((await registry.history('10000016')).value?.km_at_last_test).toBe(4_000);
    expect((await registry.history('10000023')).value).toMatchObject({ lpg_added: true, colour_change: true, structural_change: false });
    // Under three years on the road: a row without a reading.
    expect((await registry.history('10000002')).value?.km_at_last_test).toBeNull();
    expect((await registry.history('10000018')).value?.origin_he).toBe('יבוא אישי');
    expect((await registry.history('10000021')).value).toBeNull();
    expect((await registry.history('1000012')).value).toBeNull();
  });

  it('lists ownership changes by month, none for a car without changes, and reads the continuation row', async () => {
    const owners = (await registry.ownership('10000017')).value;
    expect(owners.map((o) => `${o.month} ${o.ownership_he}`)).toEqual([
      // The ownership file writes leasing as החכר (the registry: ליסינג); the word is passed on as published.
      '2018-03 החכר',
      '2019-06 השכרה',
      '2020-04 פרטי',
      '2020-04 פרטי',
      '2021-08 סוחר',
      '2021-10 פרטי',
      '2023-02 סוחר',
      '2023-05 פרטי',
    ]);
    expect((await registry.ownership('1000001')).value).toEqual([{ month: '2020-03', ownership_he: 'פרטי' }]);
    expect((await registry.ownership('10000021')).value).toEqual([]);
    expect((await registry.extras('1000015')).value).toEqual({
      tow_hitch_he: 'וו גרירה קבוע',
      front_tyre_load_index: '106',
      rear_tyre_load_index: '106',
      front_tyre_speed_symbol: 'T',
      rear_tyre_speed_symbol: 'T',
    });
    expect((await registry.extras('1000012')).value).toBeNull();
  });

  it('lists open recalls in recall order and reads the retrofit list', async () => {
    expect((await registry.openRecalls('10000009')).value.map((r) => r.recall_id)).toEqual([12350, 12361]);
    expect((await registry.openRecalls('10000013')).value).toEqual([]);
    expect((await registry.retrofitEligible('1000001')).value).toBe(true);
    expect((await registry.retrofitEligible('10000004')).value).toBe(false);
  });

  it("answers the same whether a plate's questions come together, one by one or again", async () => {
    // Together: one query, the history, continuation and retrofit facts read from a car on the road's registry row.
    // One by one (each its own batch) on a fresh registry: each read from its own table. Again: kept answers.
    const questions = (r: LocalRegistry, plate: string): (() => Promise<{ value: unknown }>)[] => [
      () => r.findVehicle(plate),
      () => r.openRecalls(plate),
      () => r.retrofitEligible(plate),
      () => r.history(plate),
      () => r.ownership(plate),
      () => r.extras(plate),
    ];
    const together = async (r: LocalRegistry, plate: string) =>
      (await Promise.all(questions(r, plate).map((q) => q()))).map((a) => a.value);
    for (const plate of ['10000009', '10000016', '10000021', '1000010', '1000019', '10000018', '1000012']) {
      const first = await together(registry, plate);
      const alone = new LocalRegistry(() => file);
      const oneByOne = [];
      for (const question of questions(alone, plate)) oneByOne.push((await question()).value);
      await alone.close();
      expect(oneByOne, plate).toEqual(first);
      expect(await together(registry, plate), plate).toEqual(first);
    }
  });

  it('moves to the new file when the data version changes', async () => {
    const copy = path.join(tmp.dir, 'registry.duckdb');
    copyFileSync(store.registryDbPath, copy);
    file = copy;
    expect((await registry.findVehicle('10000002')).value?.year).toBe(2024);
    file = path.join(tmp.dir, 'missing.duckdb');
    await expect(registry.findVehicle('10000002')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    file = store.registryDbPath;
    expect((await registry.findVehicle('10000002')).value?.year).toBe(2024);
  });
});
