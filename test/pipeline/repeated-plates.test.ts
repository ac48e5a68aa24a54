// A file that repeats a plate must not repeat the car: the registry's active table folds in one history row and
// one continuation row a plate whether or not the files repeat plates (active-lookup.sql reads the tables as they
// are when no plate repeats, and one row a plate of them otherwise).
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../pipeline/pipeline.ts';
import { currentVersionDir, queryRegistry, readJson, storedModelYear, tempDir } from './helpers.ts';
import { writeTinyRaw } from './tiny-raw.ts';

async function built(repeat: boolean): Promise<{ active: Record<string, unknown>[]; fleet: unknown }> {
  const dir = tempDir('pipeline-repeats');
  const raw = path.join(dir, 'raw');
  const out = path.join(dir, 'out');
  writeTinyRaw(raw);
  if (repeat) {
    // Second rows for 1234567, differing from its first ones, as a file served twice across a page boundary may.
    appendFileSync(path.join(raw, 'vehicle-history/vehicle-history.csv'), '1234567,ENG1,65000,1,0,1,0,2020-03-04 00:00:00,יבוא סדיר\n');
    appendFileSync(path.join(raw, 'registry-extras/registry-extras.csv'), '1234567,94,94,V,V,וו גרירה,413,1,P\n');
  }
  await runPipeline({ rawDir: raw, outDir: out, quiet: true, keep: 1, maxDrop: 1, memoryLimit: '512MB' });
  const version = currentVersionDir(out);
  // The repeated rows were read (and kept) ...
  const manifest = readJson(version, 'manifest.json') as { sources: { name: string; rows: number }[] };
  expect(manifest.sources.find((s) => s.name === 'history')!.rows).toBe(repeat ? 3 : 2);
  // ... and a car on the road has its rows in the active table only (off-road-rows.sql).
  for (const table of ['history', 'extras']) {
    expect(await queryRegistry(version, `SELECT count(*)::INT AS n FROM ${table} WHERE plate = 1234567`)).toEqual([{ n: 0 }]);
  }
  const active = await queryRegistry(
    version,
    'SELECT plate::INT AS plate, has_history, has_extras, km_at_last_test::INT AS km_at_last_test FROM active ORDER BY plate',
  );
  // The model-year figures count each car once too (fleet-history.sql joins the history to the cars).
  const fleet = (storedModelYear(version, 'toyota', 'corolla', 2020) as { fleet_history: unknown }).fleet_history;
  return { active, fleet };
}

describe('the active table with the one-row-a-car datasets folded in', () => {
  it('has one row a car when the history and continuation files repeat a plate, as when they do not', async () => {
    const plain = await built(false);
    const repeated = await built(true);
    expect(plain.active.filter((r) => r.plate === 1234567)).toEqual([
      { plate: 1234567, has_history: true, has_extras: true, km_at_last_test: 65_000 },
    ]);
    expect(repeated).toEqual(plain);
  });
});
