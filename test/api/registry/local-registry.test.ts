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

  it('lists open recalls in recall order and reads the retrofit list', async () => {
    expect((await registry.openRecalls('10000009')).value.map((r) => r.recall_id)).toEqual([12350, 12361]);
    expect((await registry.openRecalls('10000013')).value).toEqual([]);
    expect((await registry.retrofitEligible('1000001')).value).toBe(true);
    expect((await registry.retrofitEligible('10000004')).value).toBe(false);
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
