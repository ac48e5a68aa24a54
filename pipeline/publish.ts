// Publishing a built version: row-count guard against the current version, atomic rename into place,
// atomic rewrite of current.json, and pruning to the last N versions.
import { existsSync, readFileSync } from 'node:fs';
import { readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CurrentPointer, Manifest } from '../lib/shards/manifest.ts';
import { CURRENT_POINTER, shardPath, VERSION_NAME } from '../lib/shards/layout.ts';
import { z } from 'zod';
import type { QualityCheck } from '../lib/shards/quality-schema.ts';
import { PipelineError } from './errors.ts';
import { stableJson } from './json.ts';

/** Counts where a fall is an improvement, not lost data. */
const FALL_IS_FINE = new Set(['makes_unmapped']);

/** What current.json names, or null when there is none or it cannot be read. */
function currentPointer(outDir: string): z.infer<typeof CurrentPointer> | null {
  try {
    return CurrentPointer.parse(JSON.parse(readFileSync(path.join(outDir, CURRENT_POINTER), 'utf8')));
  } catch {
    return null;
  }
}

/** The manifest of the version current.json points at, or null when there is none or it cannot be read. */
export function currentManifest(outDir: string): z.infer<typeof Manifest> | null {
  const pointer = currentPointer(outDir);
  if (!pointer) return null;
  try {
    return Manifest.parse(JSON.parse(readFileSync(path.join(outDir, pointer.path, shardPath.manifest), 'utf8')));
  } catch {
    return null;
  }
}

/**
 * The counts of the version current.json points at, read loosely: the drop guard compares counts and source rows,
 * which keep their meaning across a schema-version change, the very run where a drop is most likely.
 */
const PreviousCounts = Manifest.pick({ counts: true, sources: true, data_date: true });
export type PreviousVersion = z.infer<typeof PreviousCounts> & { version: string; dir: string };

/** The version current.json points at, or why there is none to compare with. */
export function currentVersion(outDir: string): { version: PreviousVersion | null; why: string } {
  const pointer = currentPointer(outDir);
  if (!pointer) return { version: null, why: 'no published version to compare with (first run, or current.json unreadable)' };
  const dir = path.join(outDir, pointer.path);
  try {
    const counts = PreviousCounts.parse(JSON.parse(readFileSync(path.join(dir, shardPath.manifest), 'utf8')));
    return { version: { ...counts, version: pointer.version, dir }, why: '' };
  } catch (error) {
    return { version: null, why: `the manifest of ${pointer.version} could not be read (${(error as Error).message.split('\n')[0]})` };
  }
}

const Fingerprinted = z.object({ inputs: z.object({ sha256: z.string() }) });

/**
 * The version current.json points at when it was built from the inputs, rules and code of this fingerprint (so a
 * run would publish the same facts again), else null: none, unreadable, or published without a fingerprint.
 */
export function unchangedVersion(outDir: string, fingerprint: string): { version: string; dir: string; dataDate: string } | null {
  const pointer = currentPointer(outDir);
  if (!pointer) return null;
  const dir = path.join(outDir, pointer.path);
  try {
    const { inputs } = Fingerprinted.parse(JSON.parse(readFileSync(path.join(dir, shardPath.manifest), 'utf8')));
    return inputs.sha256 === fingerprint ? { version: pointer.version, dir, dataDate: pointer.data_date } : null;
  } catch {
    return null;
  }
}

/** The registry.duckdb of the version current.json points at, or null when there is none. */
export function currentRegistryDb(outDir: string): string | null {
  const pointer = currentPointer(outDir);
  const file = pointer && path.join(outDir, pointer.path, shardPath.registryDb);
  return file && existsSync(file) ? file : null;
}

/**
 * Data versions move forward only: a version whose data_date is older than the current one's (inputs restored
 * from an old copy, a fetch that fell back to a stale mirror) would silently turn back every answer. Going
 * back is allowed only when asked for (--allow-older); the same day again is a correction and passes.
 */
export function checkMovesForward(outDir: string, dataDate: string, allowOlder: boolean): QualityCheck {
  const current = currentPointer(outDir);
  if (!current) return { check: 'data_date_forward', status: 'skipped', note: 'no published version to compare the data date with' };
  if (dataDate >= current.data_date) {
    return {
      check: 'data_date_forward',
      status: 'passed',
      note: `${dataDate} is not older than ${current.data_date} (${current.version})`,
    };
  }
  if (allowOlder) {
    return {
      check: 'data_date_forward',
      status: 'overridden',
      note: `${dataDate} is older than ${current.data_date}; published with --allow-older`,
    };
  }
  throw new PipelineError(
    'older_data',
    `the inputs' data date ${dataDate} is older than the published version's ${current.data_date} ` +
      `(${current.version}); data versions move forward only. Check the "Retrieved" dates ` +
      `in the raw/*/SOURCE.md files, or rerun with --allow-older to publish the older data ` +
      `on purpose`,
  );
}

/**
 * The smallest fall the row-count guard refuses, by default: a count of 1 that became 0 is a 100 % fall, but of one
 * row, and small counts move by chance (a stray row of an earlier file gone); the change log's thresholds judge them
 * from 10 on as well (raw/rules/change-thresholds.json, `count`).
 */
export const DEFAULT_MIN_DROP = 10;

/**
 * Fails when a count or a source's row count fell by more than maxDrop (a share) and by minDrop or more (rows or
 * items) against the previous version; says so when there was nothing to compare with.
 */
export function checkDrops(
  previous: { version: PreviousVersion | null; why: string },
  next: Pick<z.infer<typeof Manifest>, 'counts' | 'sources'>,
  maxDrop: number,
  minDrop: number = DEFAULT_MIN_DROP,
): QualityCheck {
  if (!previous.version) return { check: 'row_count_drop', status: 'skipped', note: previous.why };
  const compared = previous.version;
  const pairs: [string, number, number][] = [];
  for (const [k, v] of Object.entries(next.counts)) {
    const before = compared.counts[k];
    if (before !== undefined && !FALL_IS_FINE.has(k)) pairs.push([`count ${k}`, before, v]);
  }
  for (const s of next.sources) {
    const before = compared.sources.find((p) => p.name === s.name);
    if (before) pairs.push([`source ${s.name} rows`, before.rows, s.rows]);
  }
  const limit = `${Math.round(maxDrop * 100)}%`;
  for (const [what, before, after] of pairs) {
    if (before > 0 && (before - after) / before > maxDrop && before - after >= minDrop) {
      throw new PipelineError(
        'row_count_drop',
        `${what} fell from ${before} to ${after} (${Math.round(((before - after) / before) * 100)}` +
          `%, limit ${limit} for a fall of ${minDrop} or more); check the inputs, or rerun with --max-drop ` +
          `to accept it`,
      );
    }
  }
  return {
    check: 'row_count_drop',
    status: 'passed',
    note: `${pairs.length} counts compared with ${compared.version}; none fell more than ${limit} and by ${minDrop} or more`,
  };
}

export async function publish(outDir: string, buildDir: string, version: string, dataDate: string, keep: number): Promise<string> {
  const target = path.join(outDir, version);
  if (existsSync(target)) {
    // Same content hash: the version is already there; keep it and mark it newest.
    await rm(buildDir, { recursive: true, force: true });
    const now = new Date();
    await utimes(target, now, now);
  } else {
    try {
      await rename(buildDir, target);
    } catch (error) {
      throw new PipelineError('publish_failed', `could not move ${buildDir} to ${target}: ${(error as Error).message}`);
    }
  }
  const pointer = CurrentPointer.parse({ data_date: dataDate, version, path: version });
  const tmp = path.join(outDir, `.${CURRENT_POINTER}.${process.pid}.tmp`);
  await writeFile(tmp, stableJson(pointer));
  await rename(tmp, path.join(outDir, CURRENT_POINTER));
  await prune(outDir, version, keep);
  return target;
}

async function prune(outDir: string, current: string, keep: number): Promise<void> {
  const dirs = (await readdir(outDir, { withFileTypes: true })).filter((d) => d.isDirectory() && VERSION_NAME.test(d.name));
  const withTime = await Promise.all(dirs.map(async (d) => ({ name: d.name, mtime: (await stat(path.join(outDir, d.name))).mtimeMs })));
  withTime.sort((a, b) => b.mtime - a.mtime || b.name.localeCompare(a.name));
  const kept = new Set([current, ...withTime.slice(0, Math.max(1, keep)).map((d) => d.name)]);
  for (const d of withTime) if (!kept.has(d.name)) await rm(path.join(outDir, d.name), { recursive: true, force: true });
}
