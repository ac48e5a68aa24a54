// Publishing is all or nothing: a failed run leaves current.json and the published versions as they were.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runPipeline } from '../../pipeline/pipeline.ts';
import { PipelineError } from '../../pipeline/errors.ts';
import { currentManifest } from '../../pipeline/publish.ts';
import type { QualityReport } from '../../lib/shards/quality-schema.ts';
import { SCHEMA_VERSION } from '../../lib/shards/manifest.ts';
import { currentVersionDir, readJson, runCli, tempDir } from './helpers.ts';
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

const run = (keep = 3, maxDrop = 0.2, minDrop?: number) =>
  runPipeline({ rawDir: raw, outDir: out, quiet: true, keep, maxDrop, minDrop, memoryLimit: '512MB' });
const cli = (...args: string[]) => runCli(['--raw', raw, '--out', out, '--quiet', ...args]);
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

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
    // Keep the header and 1 of 4 vehicles: a 75% fall, of 3 cars (refused from a fall of 1 on).
    writeFileSync(counts, good.split('\n').slice(0, 2).join('\n') + '\n');
    try {
      const refused = await run(3, 0.2, 1).then(
        () => null,
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(PipelineError);
      expect((refused as PipelineError).code).toBe('row_count_drop');
      expect((refused as PipelineError).message).toMatch(/fell from 4 to 1 \(75%, limit 20% for a fall of 1 or more\)/);
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

describe('the same facts again', () => {
  it('publishes nothing over unchanged inputs: current.json, the versions and the change log stay as they were', async () => {
    const pointer = readFileSync(pointerFile, 'utf8');
    const touched = statSync(pointerFile).mtimeMs;
    const before = versions();
    const changes = readFileSync(path.join(currentVersionDir(out), 'changes.json'), 'utf8');
    for (const flags of [[], ['--allow-older']]) {
      const again = await cli(...flags);
      expect(again.code).toBe(0);
      expect(again.stderr).toBe(
        `pipeline: nothing new to publish: the inputs, rules and code are those of the current version ` +
          `${JSON.parse(pointer).version} (data date ${TINY_RAW_DATE}); current.json left as it is\n`,
      );
    }
    // A server reloads on current.json changing (api/data-holder.ts): it was not written at all.
    expect(readFileSync(pointerFile, 'utf8')).toBe(pointer);
    expect(statSync(pointerFile).mtimeMs).toBe(touched);
    expect(versions()).toEqual(before);
    expect(leftovers()).toEqual([]);
    expect(readFileSync(path.join(currentVersionDir(out), 'changes.json'), 'utf8')).toBe(changes);
  });

  it("records what the version was built from in its manifest: each input's sha256, the rules and the code", () => {
    const { inputs } = currentManifest(out)!;
    expect(inputs!.files['registry/registry.csv']).toBe(sha256(path.join(raw, 'registry/registry.csv')));
    expect(inputs!.files['registry/SOURCE.md']).toBe(sha256(path.join(raw, 'registry/SOURCE.md')));
    expect(inputs!.files['police-thefts/national-totals.csv']).toBe(sha256(path.join(raw, 'police-thefts/national-totals.csv')));
    expect(inputs!.files['rules/licence-fee-2026.json']).toBe(sha256(path.join(raw, 'rules/licence-fee-2026.json')));
    // 17 datasets' files (police-thefts holds two) with their 16 folders' SOURCE.md, and the rules folder.
    const rules = readdirSync(path.join(raw, 'rules')).filter((f) => f.endsWith('.json') || f === 'SOURCE.md');
    expect(Object.keys(inputs!.files)).toHaveLength(17 + 16 + rules.length);
    expect(inputs!.code).toMatch(/^[0-9a-f]{64}$/);
    const report = readJson(currentVersionDir(out), 'quality.json') as QualityReport;
    expect(report.checks[0]).toEqual({
      check: 'inputs_whole',
      status: 'passed',
      note: '17 files read whole, each ending where a row ends; no FETCH.json to compare rows with (files supplied by hand or generated)',
    });
  });

  it('publishes when a rule changes, and again when it is changed back: only the current version counts', async () => {
    const file = path.join(raw, 'rules/change-thresholds.json');
    const rule = readFileSync(file, 'utf8');
    const current = () => JSON.parse(readFileSync(pointerFile, 'utf8')).version as string;
    const first = current();
    try {
      writeFileSync(file, rule.replace('"max_listed": 200', '"max_listed": 150'));
      const changed = await cli();
      expect([changed.code, changed.stderr]).toEqual([0, '']);
      expect(current()).not.toBe(first);
    } finally {
      writeFileSync(file, rule);
    }
    // The inputs of the first version again, but the current one was built from others: a new version.
    const second = current();
    const back = await cli();
    expect([back.code, back.stderr]).toEqual([0, '']);
    expect([first, second]).not.toContain(current());
  });
});

describe('the row-count guard', () => {
  const extras = path.join(raw, 'registry-extras/registry-extras.csv');
  /** tiny-raw's continuation rows are of plates on the road; one more, of a plate in no registry file, is off the road. */
  const withOffRoadRow = (text: string) => `${text}9999999,91,91,H,H,אין וו גרירה,413,1,P\n`;
  const check = () => (readJson(currentVersionDir(out), 'quality.json') as QualityReport).checks.find((c) => c.check === 'row_count_drop')!;

  it('publishes a count of 1 that became 0: a fall of one row is no loss to refuse', async () => {
    const text = readFileSync(extras, 'utf8');
    writeFileSync(extras, withOffRoadRow(text));
    try {
      expect((await cli()).code).toBe(0);
      expect(currentManifest(out)!.counts.registry_extras_off_road).toBe(1);
    } finally {
      writeFileSync(extras, text);
    }
    const back = await cli();
    expect(back.code).toBe(0);
    expect(currentManifest(out)!.counts.registry_extras_off_road).toBe(0);
    expect(check()).toMatchObject({ status: 'passed', note: expect.stringMatching(/none fell more than 20% and by 10 or more$/) });
  });

  it('refuses it with --min-drop 1, naming the count', async () => {
    const text = readFileSync(extras, 'utf8');
    writeFileSync(extras, withOffRoadRow(text));
    try {
      expect((await cli()).code).toBe(0);
    } finally {
      writeFileSync(extras, text);
    }
    const pointer = readFileSync(pointerFile, 'utf8');
    const refused = await cli('--min-drop', '1');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /pipeline failed \[row_count_drop\]: count registry_extras_off_road fell from 1 to 0 \(100%, limit 20% for a fall of 1 or more\)/,
    );
    expect(readFileSync(pointerFile, 'utf8')).toBe(pointer);
    expect((await cli()).code).toBe(0);
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

describe("a recall notice's date in the feeds", () => {
  it('carries since when each notice reads as it does, and dates anew only the one that changed', async () => {
    // A folder of its own: tiny-raw's two notices, 11026 (VITO,VIANO: "החלפת ממסר") and 11029, published on
    // 2026-11-20, then on 2026-11-21 with 11026's fix rewritten.
    const rawDir = path.join(dir, 'recall-dates-raw');
    const outDir = path.join(dir, 'recall-dates-out');
    const publishAt = async (date: string, edit: (csv: string) => string = (csv) => csv) => {
      writeTinyRaw(rawDir, date);
      const file = path.join(rawDir, 'recall-notices/recall-notices.csv');
      writeFileSync(file, edit(readFileSync(file, 'utf8')));
      await runPipeline({ rawDir, outDir, quiet: true, keep: 3, maxDrop: 0.2, memoryLimit: '512MB' });
      const recalls = readJson(currentVersionDir(outDir), 'recalls.json') as { recalls: { recall_id: number; updated?: string }[] };
      return Object.fromEntries(recalls.recalls.map((r) => [r.recall_id, r.updated]));
    };
    expect(await publishAt('2026-11-20')).toEqual({ 11026: '2026-11-20', 11029: '2026-11-20' });
    expect(await publishAt('2026-11-21', (csv) => csv.replace('החלפת ממסר', 'החלפת ממסר ובדיקת מאוורר'))).toEqual({
      11026: '2026-11-21',
      11029: '2026-11-20',
    });
    // Unchanged again the next night: both keep their dates.
    expect(await publishAt('2026-11-22', (csv) => csv.replace('החלפת ממסר', 'החלפת ממסר ובדיקת מאוורר'))).toEqual({
      11026: '2026-11-21',
      11029: '2026-11-20',
    });
  });
});
