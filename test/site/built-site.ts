// One built site per test run, shared by the site test files: built from the current sample data into its
// folder under build/test-site (siteBuildDir: the version and TEST_BASE_URL), rebuilt only when the data
// version or the site's code (the stamp's fingerprint, lib/site/site-code.ts) differs from the last build's. The
// build lock serialises the test files that ask for it at the same time.
import path from 'node:path';
import { DataStore } from '../../lib/data/data-store.ts';
import { BUILD_DIR } from '../../lib/shards/layout.ts';
import { buildSite } from '../../site/build-site.ts';
import { siteIsBuilt } from '../../lib/site/site-stamp.ts';
import { withBuildLock } from '../../site/build-lock.ts';
import { siteBuildDir } from '../../lib/site/site-paths.ts';

/** The root of the test site builds: a server's SITE_OUT_DIR. */
export const TEST_SITE_ROOT = path.join(BUILD_DIR, 'test-site');
export const TEST_BASE_URL = 'http://localhost:8787';

/** The built test site (dir), the root it was built under, and the data version it was built from. */
export async function builtSite(): Promise<{ dir: string; root: string; store: DataStore; baseUrl: string }> {
  const store = DataStore.openCurrent();
  const dir = siteBuildDir(TEST_SITE_ROOT, store.version, TEST_BASE_URL);
  if (!siteIsBuilt(dir, store.version, TEST_BASE_URL)) {
    await withBuildLock(dir, async () => {
      if (!siteIsBuilt(dir, store.version, TEST_BASE_URL)) await buildSite({ store, outDir: dir, baseUrl: TEST_BASE_URL });
    });
  }
  return { dir, root: TEST_SITE_ROOT, store, baseUrl: TEST_BASE_URL };
}
