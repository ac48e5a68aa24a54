// One built site per test run, shared by the site test files: built from the current sample data into
// build/test-site, rebuilt only when the data version or any site source is newer than the last build.
// A lock directory serialises the test files that ask for it at the same time.
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataStore } from '../../lib/data/data-store.ts';
import { BUILD_DIR } from '../../lib/shards/layout.ts';
import { BUILD_STAMP, buildSite, readSiteStamp } from '../../site/build-site.ts';

export const TEST_SITE_DIR = path.join(BUILD_DIR, 'test-site');
export const TEST_BASE_URL = 'http://localhost:8787';
const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['site', 'lib/markdown', 'lib/shards', 'lib/rules'].map((d) => path.join(ROOT, d));
const LOCK = `${TEST_SITE_DIR}.lock`;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const full = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function current(store: DataStore): boolean {
  const stamp = readSiteStamp(TEST_SITE_DIR);
  if (!stamp || stamp.data_version !== store.version || stamp.base_url !== TEST_BASE_URL) return false;
  const built = statSync(path.join(TEST_SITE_DIR, BUILD_STAMP)).mtimeMs;
  return SOURCES.every((d) => newestMtime(d) <= built);
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function lock(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      return;
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(path.join(LOCK, 'pid'), 'utf8'));
      } catch { /* the holder is between mkdir and writing its pid */ }
      if (holder && !pidAlive(holder)) rmSync(LOCK, { recursive: true, force: true });
      await sleep(200);
    }
  }
}

/** The built test site and the data version it was built from. */
export async function builtSite(): Promise<{ dir: string; store: DataStore; baseUrl: string }> {
  const store = DataStore.openCurrent();
  if (!current(store)) {
    await lock();
    try {
      if (!current(store)) await buildSite({ store, outDir: TEST_SITE_DIR, baseUrl: TEST_BASE_URL });
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
  return { dir: TEST_SITE_DIR, store, baseUrl: TEST_BASE_URL };
}
