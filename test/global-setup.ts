// vitest globalSetup: makes sure build/data holds a current version built from the committed raw/ before
// any test file reads shards. Rebuilds when current.json is missing or older than any file under raw/,
// pipeline/ or lib/ (the pipeline reads the shard and rule contracts, and the page types' titles, from lib/) and the
// last run.
// A lock file serialises concurrent vitest processes.
import { execFile } from 'node:child_process';
import { closeSync, openSync, readdirSync, statSync, unlinkSync, writeFileSync, readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { CURRENT_POINTER, DATA_DIR } from '../lib/shards/layout.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const INPUTS = ['raw', 'pipeline', 'lib'].map((d) => path.join(ROOT, d));
const LOCK = path.join(DATA_DIR, '.pipeline.lock');
/**
 * Touched after every run: a run over inputs whose content did not change (a file only touched) publishes nothing
 * and leaves current.json as it was, so its age alone would send every later test run through the pipeline again.
 */
const CHECKED = path.join(DATA_DIR, '.inputs-checked');

function newestMtime(dir: string): number {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const e of entries) {
    const full = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function mtimeOf(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function upToDate(): boolean {
  const pointer = mtimeOf(path.join(DATA_DIR, CURRENT_POINTER));
  if (pointer === 0) return false;
  const checked = Math.max(pointer, mtimeOf(CHECKED));
  return INPUTS.every((d) => newestMtime(d) <= checked);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the lock, or returns false while another live process holds it (a dead holder's lock is removed). */
function tryLock(): boolean {
  try {
    const fd = openSync(LOCK, 'wx');
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch {
    try {
      const holder = Number(readFileSync(LOCK, 'utf8').trim() || '0');
      if (holder && !processAlive(holder)) unlinkSync(LOCK);
    } catch {
      // The holder finished between our two calls; the next try takes the lock.
    }
    return false;
  }
}

export default async function setup(): Promise<void> {
  mkdirSync(DATA_DIR, { recursive: true });
  while (!tryLock()) await new Promise((r) => setTimeout(r, 250));
  try {
    if (upToDate()) return;
    // --max-drop 1 --allow-older: tests take raw/ as it is (switching from real dumps back to the sample is
    // neither a data loss nor a step back in time).
    await promisify(execFile)(
      process.execPath,
      [path.join(ROOT, 'pipeline/run.ts'), '--quiet', '--out', DATA_DIR, '--max-drop', '1', '--allow-older'],
      {
        cwd: ROOT,
        maxBuffer: 16 << 20,
      },
    );
    writeFileSync(CHECKED, `${new Date().toISOString()}\n`);
  } catch (error) {
    const e = error as { stderr?: string; message: string };
    throw new Error(`global setup: the pipeline failed, so tests have no shards to read:\n${e.stderr ?? e.message}`);
  } finally {
    unlinkSync(LOCK);
  }
}
