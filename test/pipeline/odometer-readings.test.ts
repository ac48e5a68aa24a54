// Earlier odometer readings survive a new data version: the history file keeps only the last reading, so the
// pipeline carries the previous registry.duckdb's readings forward and the local registry shows the ones that
// differ from the current reading.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPipeline } from '../../pipeline/pipeline.ts';
import { LocalRegistry } from '../../api/registry/local-registry.ts';
import { currentVersionDir, tempDir } from './helpers.ts';
import { writeTinyRaw } from './tiny-raw.ts';

const dir = tempDir('pipeline-odometer');
const raw = path.join(dir, 'raw');
const out = path.join(dir, 'out');
const run = () => runPipeline({ rawDir: raw, outDir: out, quiet: true, keep: 3, maxDrop: 0.2, memoryLimit: '512MB' });
const registry = new LocalRegistry(() => path.join(currentVersionDir(out), 'registry.duckdb'));

beforeAll(async () => {
  writeTinyRaw(raw);
  await run();
});
afterAll(() => registry.close());

describe('odometer readings of earlier data versions', () => {
  it('are none on a first run', async () => {
    expect((await registry.history('1234567')).value).toMatchObject({ km_at_last_test: 65_000, earlier_readings: [] });
  });

  it('keep the previous version reading once the history file has a new one, and only readings that differ', async () => {
    // A month later the car has passed its next test: 72,000 km. Every folder is retrieved on the new day.
    writeTinyRaw(raw, '2026-12-20');
    const file = path.join(raw, 'vehicle-history/vehicle-history.csv');
    writeFileSync(file, readFileSync(file, 'utf8').replace('1234567,ENG1,65000,', '1234567,ENG1,72000,'));
    await run();
    expect((await registry.history('1234567')).value).toMatchObject({
      km_at_last_test: 72_000,
      earlier_readings: [{ km: 65_000, as_of: '2026-11-20' }],
    });
    // 12345678's row has no reading in either version: nothing to carry.
    expect((await registry.history('12345678')).value?.earlier_readings).toEqual([]);
    // A third version with the same readings adds nothing new and keeps the first-seen date.
    writeTinyRaw(raw, '2027-01-20');
    writeFileSync(file, readFileSync(file, 'utf8').replace('1234567,ENG1,65000,', '1234567,ENG1,72000,'));
    await run();
    expect((await registry.history('1234567')).value?.earlier_readings).toEqual([{ km: 65_000, as_of: '2026-11-20' }]);
  });
});
