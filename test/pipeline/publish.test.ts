// Publishing is all or nothing: a failed run leaves current.json and the published versions as they were.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runPipeline } from '../../pipeline/pipeline.ts';
import { PipelineError } from '../../pipeline/errors.ts';
import { currentManifest } from '../../pipeline/publish.ts';
import { SCHEMA_VERSION } from '../../lib/shards/manifest.ts';
import { runCli, tempDir } from './helpers.ts';
import { TINY_RAW_DATE, writeTinyRaw } from './tiny-raw.ts';

const dir = tempDir('pipeline-publish');
const raw = path.join(dir, 'raw');
const out = path.join(dir, 'out');
const pointerFile = path.join(out, 'current.json');
const versions = () =>
  readdirSync(out)
    .filter((f) => /^\d{4}-\d{2}-\d{2}-/.test(f))
    .sort();
const leftovers = () => readdirSync(out).filter((f) => f.startsWith('.'));

const run = (keep = 3, maxDrop = 0.2) => runPipeline({ rawDir: raw, outDir: out, quiet: true, keep, maxDrop, memoryLimit: '512MB' });

beforeAll(async () => {
  writeTinyRaw(raw);
  await run();
});

describe('publish', () => {
  it('fails on a corrupt input, exits non-zero and leaves the current version in place', async () => {
    const before = readFileSync(pointerFile, 'utf8');
    const registry = path.join(raw, 'registry/registry.csv');
    const good = readFileSync(registry, 'utf8');
    // A missing column is a structural fault (a bad value is only counted, see validation.test.ts).
    writeFileSync(registry, good.replace('|shnat_yitzur|', '|year|'));
    try {
      const cli = await runCli(['--raw', raw, '--out', out, '--quiet']);
      expect(cli.code).toBe(1);
      expect(cli.stderr).toMatch(/pipeline failed \[input_column_missing\]: .*registry\.csv, line 1: missing column shnat_yitzur/);
      expect(readFileSync(pointerFile, 'utf8')).toBe(before);
      expect(versions()).toHaveLength(1);
      expect(leftovers()).toEqual([]);
    } finally {
      writeFileSync(registry, good);
    }
  });

  it('refuses a version whose counts fell more than --max-drop, and accepts it when allowed', async () => {
    const before = readFileSync(pointerFile, 'utf8');
    const counts = path.join(raw, 'registry/registry.csv');
    const good = readFileSync(counts, 'utf8');
    // Keep the header and 1 of 4 vehicles: a 75% fall.
    writeFileSync(counts, good.split('\n').slice(0, 2).join('\n') + '\n');
    try {
      const refused = await run().then(
        () => null,
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(PipelineError);
      expect((refused as PipelineError).code).toBe('row_count_drop');
      expect((refused as PipelineError).message).toMatch(/fell from 4 to 1 \(75%, limit 20%\)/);
      expect(readFileSync(pointerFile, 'utf8')).toBe(before);
      expect(leftovers()).toEqual([]);
      await run(3, 1);
      expect(readFileSync(pointerFile, 'utf8')).not.toBe(before);
      expect(versions()).toHaveLength(2);
    } finally {
      writeFileSync(counts, good);
    }
  });

  it('keeps only the last N versions and always the current one', async () => {
    const list = path.join(raw, 'list-prices/list-prices.csv');
    const text = readFileSync(list, 'utf8');
    for (const price of [100001, 100002]) {
      writeFileSync(list, text.replace('119000', String(price)));
      await run(2, 1);
    }
    const pointer = JSON.parse(readFileSync(pointerFile, 'utf8'));
    expect(versions()).toHaveLength(2);
    expect(existsSync(path.join(out, pointer.path, 'manifest.json'))).toBe(true);
    expect(leftovers()).toEqual([]);
  });

  it('gives no current manifest for a version of another layout, so `npm start` rebuilds it (scripts/start.ts)', () => {
    const pointer = JSON.parse(readFileSync(pointerFile, 'utf8'));
    const file = path.join(out, pointer.path, 'manifest.json');
    const manifest = readFileSync(file, 'utf8');
    expect(currentManifest(out)?.schema_version).toBe(SCHEMA_VERSION);
    try {
      writeFileSync(file, JSON.stringify({ ...JSON.parse(manifest), schema_version: SCHEMA_VERSION - 1 }));
      expect(currentManifest(out)).toBeNull();
    } finally {
      writeFileSync(file, manifest);
    }
  });
});

describe('data versions move forward only', () => {
  it('refuses inputs older than the current version, and publishes them with --allow-older', async () => {
    const before = readFileSync(pointerFile, 'utf8');
    expect(JSON.parse(before).data_date).toBe(TINY_RAW_DATE);
    writeTinyRaw(raw, '2026-11-19');
    try {
      const refused = await runCli(['--raw', raw, '--out', out, '--quiet']);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        new RegExp(
          "pipeline failed \\[older_data\\]: the inputs' data date 2026-11-19 is older than the published version's 2026-11-20 " +
            '\\(2026-11-20-[0-9a-f]{8}\\); data versions move forward only\\. .*rerun with --allow-older',
        ),
      );
      expect(readFileSync(pointerFile, 'utf8')).toBe(before);
      expect(leftovers()).toEqual([]);
      const allowed = await runCli(['--raw', raw, '--out', out, '--quiet', '--allow-older']);
      expect(allowed.code).toBe(0);
      expect(JSON.parse(readFileSync(pointerFile, 'utf8')).data_date).toBe('2026-11-19');
    } finally {
      writeTinyRaw(raw);
    }
    // The same day again, or a later one, needs no flag.
    await run();
    expect(JSON.parse(readFileSync(pointerFile, 'utf8')).data_date).toBe(TINY_RAW_DATE);
    await run();
  });
});
