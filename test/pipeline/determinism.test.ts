// Identical inputs give byte-identical shards. registry.duckdb is compared by table contents, because
// DuckDB database files are not byte-reproducible.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPipeline } from '../../pipeline/pipeline.ts';
import { currentPointer, queryRegistry, RAW, tempDir, versionFiles } from './helpers.ts';

async function build(): Promise<string> {
  const out = path.join(tempDir('pipeline-determinism'), 'out');
  const result = await runPipeline({ rawDir: RAW, outDir: out, quiet: true, keep: 1, maxDrop: 0.2, memoryLimit: '512MB' });
  return result.dir;
}

async function registryContents(dir: string): Promise<string> {
  const tables = await queryRegistry(dir, 'SELECT table_name FROM information_schema.tables ORDER BY table_name');
  const dump: Record<string, unknown> = {};
  for (const { table_name } of tables)
    dump[String(table_name)] = await queryRegistry(dir, `SELECT * FROM "${String(table_name)}" ORDER BY ALL`);
  return JSON.stringify(dump);
}

describe('determinism', () => {
  it('publishes the same version name and the same bytes from the same raw/', async () => {
    const [a, b] = [await build(), await build()];
    expect(path.basename(a)).toBe(path.basename(b));
    const files = versionFiles(a);
    expect(versionFiles(b)).toEqual(files);
    for (const rel of files.filter((f) => f !== 'registry.duckdb')) {
      expect(readFileSync(path.join(b, rel)).equals(readFileSync(path.join(a, rel))), rel).toBe(true);
    }
    expect(await registryContents(b)).toBe(await registryContents(a));
    expect(currentPointer(path.dirname(a)).version).toBe(path.basename(a));
  });
});
