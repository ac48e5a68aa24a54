// One built site per test run, shared by the site test files: built from the current sample data into its
// folder under build/test-site (siteBuildDir: the version and TEST_BASE_URL), rebuilt only when the data
// version or any site source is newer than the last build. The build lock serialises the test files that ask
// for it at the same time.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DataStore } from '../../lib/data/data-store.ts';
import { BUILD_DIR } from '../../lib/shards/layout.ts';
import { buildSite } from '../../site/build-site.ts';
import { BUILD_STAMP, siteIsBuilt } from '../../lib/site/site-stamp.ts';
import { withBuildLock } from '../../site/build-lock.ts';
import { siteBuildDir } from '../../lib/site/site-paths.ts';

/** The root of the test site builds: a server's SITE_OUT_DIR. */
export const TEST_SITE_ROOT = path.join(BUILD_DIR, 'test-site');
export const TEST_BASE_URL = 'http://localhost:8787';
const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['site', 'lib/layout', 'lib/text', 'lib/pages', 'lib/shards', 'lib/rules', 'lib/urls', 'lib/i18n'].map((d) =>
  path.join(ROOT, d),
);

function newestMtime(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const full = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function current(dir: string, store: DataStore): boolean {
  if (!siteIsBuilt(dir, store.version, TEST_BASE_URL)) return false;
  const built = statSync(path.join(dir, BUILD_STAMP)).mtimeMs;
  return SOURCES.every((d) => newestMtime(d) <= built);
}

/** The built test site (dir), the root it was built under, and the data version it was built from. */
export async function builtSite(): Promise<{ dir: string; root: string; store: DataStore; baseUrl: string }> {
  const store = DataStore.openCurrent();
  const dir = siteBuildDir(TEST_SITE_ROOT, store.version, TEST_BASE_URL);
  if (!current(dir, store)) {
    await withBuildLock(dir, async () => {
      if (!current(dir, store)) await buildSite({ store, outDir: dir, baseUrl: TEST_BASE_URL });
    });
  }
  return { dir, root: TEST_SITE_ROOT, store, baseUrl: TEST_BASE_URL };
}
