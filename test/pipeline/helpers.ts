// Shared by the pipeline tests: where the shards are, which schema each shard path has, running the CLI.
import { QualityReport } from '../../lib/shards/quality-schema.ts';
import { ChangesShard } from '../../lib/shards/changes-schema.ts';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { z } from 'zod';
import { isRuleName, RULE_SCHEMAS } from '../../lib/rules/rule-table.ts';
import { CURRENT_POINTER, DATA_DIR, shardPath } from '../../lib/shards/layout.ts';
import { CurrentPointer, Manifest } from '../../lib/shards/manifest.ts';
import { MakeShard, MakesShard } from '../../lib/shards/make.ts';
import { ModelKeysShard } from '../../lib/shards/model-keys.ts';
import { ModelShard } from '../../lib/shards/model.ts';
import { ModelYearsShard } from '../../lib/shards/model-year.ts';
import { NationalThefts } from '../../lib/shards/thefts.ts';
import { PagesShard } from '../../lib/shards/pages.ts';
import { RecallsShard } from '../../lib/shards/recalls.ts';
import { DuckDBInstance } from '@duckdb/node-api';
import { SearchIndex } from '../../lib/search/search-index.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const RAW = path.join(ROOT, 'raw');

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `${prefix}-`));
}

export function currentPointer(outDir = DATA_DIR): z.infer<typeof CurrentPointer> {
  return CurrentPointer.parse(JSON.parse(readFileSync(path.join(outDir, CURRENT_POINTER), 'utf8')));
}

export function currentVersionDir(outDir = DATA_DIR): string {
  return path.join(outDir, currentPointer(outDir).path);
}

/** Every file of a version, as paths relative to it, sorted. */
export function versionFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

export function readJson(dir: string, rel: string): unknown {
  return JSON.parse(readFileSync(path.join(dir, rel), 'utf8'));
}

/** One year as its model's model-years file stores it (model-years/<make>/<model>.json), or undefined. */
export function storedModelYear(dir: string, make: string, model: string, year: number): unknown {
  const shard = readJson(dir, shardPath.modelYears(make, model)) as { years: { year: number }[] };
  return shard.years.find((y) => y.year === year);
}

const PATTERNS: [RegExp, z.ZodType][] = [
  [/^manifest\.json$/, Manifest],
  [/^makes\.json$/, MakesShard],
  [/^makes\/[a-z0-9-]+\.json$/, MakeShard],
  [/^models\/[a-z0-9-]+\/[a-z0-9-]+\.json$/, ModelShard],
  [/^model-years\/[a-z0-9-]+\/[a-z0-9-]+\.json$/, ModelYearsShard],
  [/^model-keys\.json$/, ModelKeysShard],
  [/^recalls\.json$/, RecallsShard],
  [/^thefts-national\.json$/, NationalThefts],
  [/^pages\.json$/, PagesShard],
  [/^search-index\.json$/, SearchIndex],
  [/^quality\.json$/, QualityReport],
  [/^changes\.json$/, ChangesShard],
];

/** The schema a shard path must satisfy, or undefined for a file no schema covers. */
export function schemaFor(rel: string): z.ZodType | undefined {
  const rule = /^rules\/([a-z0-9-]+)\.json$/.exec(rel);
  if (rule) return isRuleName(rule[1]!) ? RULE_SCHEMAS[rule[1]!] : undefined;
  return PATTERNS.find(([re]) => re.test(rel))?.[1];
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function runCli(args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'pipeline/run.ts'), ...args], {
      cwd: ROOT,
      maxBuffer: 16 << 20,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** Rows of a query against a version's registry.duckdb, read-only. */
export async function queryRegistry(versionDir: string, sql: string): Promise<Record<string, unknown>[]> {
  const instance = await DuckDBInstance.create(path.join(versionDir, 'registry.duckdb'), { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    return (await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[];
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
