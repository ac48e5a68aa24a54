// The ministry's safety-equipment level and safety score never leave the pipeline, under their raw names
// or any English rendering, in any shard or in registry.duckdb's columns.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATASETS } from '../../lib/datasets/datasets.ts';
import { currentVersionDir, queryRegistry, RAW, versionFiles } from './helpers.ts';

const FORBIDDEN = /ramat_eivzur|eivzur_betihuty|nikud_betihut|safety_(?:equipment_)?(?:level|score)|equipment_level/i;
const dir = currentVersionDir();

describe('forbidden fields', () => {
  it('are present in the raw inputs (so the scan below means something)', () => {
    const header = (folder: string) => {
      const csv = readdirSync(path.join(RAW, folder))
        .filter((f) => /\.(csv|txt)$/i.test(f))
        .sort()[0]!;
      return readFileSync(path.join(RAW, folder, csv), 'latin1').split('\n', 1)[0]!;
    };
    expect(header('registry')).toMatch(/ramat_eivzur_betihuty/);
    expect(header('model-data')).toMatch(/nikud_betihut/);
  });

  it('are read by no dataset descriptor, though the ministry files list them among their columns', () => {
    expect(DATASETS.filter((d) => d.published.some((c) => FORBIDDEN.test(c))).map((d) => d.name)).toEqual([
      'registry',
      'model-data',
      'inactive',
      'cancelled',
      'cancelled-2010-2016',
      'cancelled-2000-2009',
    ]);
    for (const d of DATASETS)
      expect(
        Object.keys(d.columns).filter((c) => FORBIDDEN.test(c)),
        d.name,
      ).toEqual([]);
  });

  it('appear in no JSON shard', () => {
    for (const rel of versionFiles(dir).filter((f) => f.endsWith('.json'))) {
      expect(FORBIDDEN.exec(readFileSync(path.join(dir, rel), 'utf8'))?.[0], rel).toBeUndefined();
    }
  });

  it('appear in no registry.duckdb table or column name', async () => {
    const columns = await queryRegistry(dir, 'SELECT table_name, column_name FROM information_schema.columns');
    expect(columns.length).toBeGreaterThan(20);
    for (const c of columns) expect(`${String(c.table_name)}.${String(c.column_name)}`).not.toMatch(FORBIDDEN);
  });
});
