// The odometer rule's range comes from the plate's model year in the catalog (fleet_history.km_per_year): the
// golden implausible-odometer plate 10000016 (Mazda 3 2017, 4,000 km after 8.67 years) is judged against the
// km a year of its model year's cars, from the real pipeline, the local registry and the catalog.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPipeline } from '../../../pipeline/pipeline.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { LocalRegistry } from '../../../api/registry/local-registry.ts';
import { lookupPlate } from '../../../api/live/plate-lookup.ts';
import { odometerRangeOf } from '../../../api/live/odometer-range.ts';
import { odometerOf } from '../../../api/live/odometer.ts';
import type { OperationContext } from '../../../api/context.ts';
import { currentVersionDir, RAW, tempDir } from '../../pipeline/helpers.ts';

/** What lookupPlate and odometerRangeOf read: the catalog of one data version and its local registry. */
function contextOf(data: DataStore, registry: LocalRegistry) {
  return { data, registry } as Pick<OperationContext, 'data' | 'registry'> as OperationContext;
}

async function odometerOfPlate(data: DataStore, registry: LocalRegistry, plate: string) {
  const ctx = contextOf(data, registry);
  const found = await lookupPlate(ctx, plate);
  const range = odometerRangeOf(ctx, found);
  const history = (await registry.history(plate)).value;
  return odometerOf({
    rule: data.rule('odometer'),
    sources: data.rule('sources'),
    vehicle: found.vehicle!,
    source: 'registry',
    history,
    range,
    data_date: data.dataDate,
  });
}

describe('the committed sample', () => {
  const data = DataStore.openCurrent(DATA_DIR);
  const registry = new LocalRegistry(() => data.registryDbPath);
  afterAll(() => registry.close());

  it('judges the golden implausible-odometer plate below its model year range', async () => {
    // The 72 readings' km / years (years = days from rishum_rishon_dt to mivchan_acharon_dt / 365.25), sorted;
    // p1 = v[0] + 0.71 x (v[1] - v[0]) = 7,863, p99 = 24,960. 10000016: 4,000 km over 3,168 days (2017-08-08 to
    // 2026-04-11) = 461 km a year, below half of p1 (3,932).
    const o = await odometerOfPlate(data, registry, '10000016');
    expect(o).toMatchObject({ km: 4000, km_per_year: 461, verdict: 'implausible', reason: 'below_model_year_range' });
    expect(o.model_year_range).toEqual({ p1: 7863, median: 16686, p99: 24960, cars: 72, data_date: '2026-11-20' });
    expect(o.text_en).toContain('below 3,932 km');
    expect(o.sources.model_year_range).toMatchObject({ dataset: 'vehicleHistory', data_date: '2026-11-20' });
  });

  it('finds the same model year golden plate 10000004 plausible', async () => {
    // 90,000 km over 2,971 days (2017-11-27 to 2026-01-15) = 11,064 km a year, within 3,932 to 49,920.
    expect(await odometerOfPlate(data, registry, '10000004')).toMatchObject({
      km_per_year: 11064,
      verdict: 'plausible',
      reason: 'within_model_year_range',
    });
  });

  it('gives a model year with enough readings its range, and no range to a plate outside the catalog', async () => {
    // Toyota Corolla 2022 (839/1790): 137 readings, p1/median/p99 of km / years computed by hand (see
    // test/pipeline/fleet-history.test.ts).
    const ctx = contextOf(data, registry);
    const model = { make_slug: 'toyota', model_slug: 'corolla', matched: 'trim' as const };
    const vehicle = (await registry.findVehicle('10000002')).value!;
    expect(odometerRangeOf(ctx, { vehicle: { ...vehicle, year: 2022 }, model })).toEqual({
      p1: 11513,
      median: 19480,
      p99: 32787,
      cars: 137,
      data_date: '2026-11-20',
    });
    expect(odometerRangeOf(ctx, { vehicle, model: null })).toBeNull();
    expect(odometerRangeOf(ctx, { vehicle: null, model })).toBeNull();
  });
});

describe('with the rule asking for 100 readings instead of 50', () => {
  const dir = tempDir('odometer-range');
  const raw = path.join(dir, 'raw');
  const out = path.join(dir, 'out');
  let data: DataStore;
  let registry: LocalRegistry;

  beforeAll(async () => {
    cpSync(RAW, raw, { recursive: true });
    const file = path.join(raw, 'rules/odometer.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), min_cars: 100 }));
    await runPipeline({ rawDir: raw, outDir: out, quiet: true, keep: 3, maxDrop: 0.2, memoryLimit: '512MB' });
    data = DataStore.openCurrent(out);
    registry = new LocalRegistry(() => path.join(currentVersionDir(out), 'registry.duckdb'));
  });
  afterAll(() => registry?.close());

  it('publishes no range for a model year with fewer readings, so the golden plate gets no range verdict', async () => {
    // Mazda 3 2017 has 72 readings: the pipeline reads the minimum from the rule, so no range and no verdict.
    expect(data.modelYear('mazda', 'mazda-3', 2017)!.fleet_history.km_per_year).toBeNull();
    expect(await odometerOfPlate(data, registry, '10000016')).toMatchObject({
      km: 4000,
      km_per_year: 461,
      verdict: 'no_verdict',
      reason: 'no_model_year_range',
      model_year_range: null,
    });
  });
});
