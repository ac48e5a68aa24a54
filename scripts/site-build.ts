// The site part of `npm run build` and `npm start`: start and build call only these two functions, so the
// site build has one entry point (site/build-site.ts).
import { DataStore } from '../lib/data/data-store.ts';
import { buildSite as buildSiteFromData, readSiteStamp } from '../site/build-site.ts';
import { siteBaseUrl, siteOutDir } from '../site/site-paths.ts';

export const SITE_DIR = siteOutDir();

/** True when build/site holds the current data version built for this PUBLIC_BASE_URL. */
export function siteIsBuilt(): boolean {
  const stamp = readSiteStamp(SITE_DIR);
  if (!stamp) return false;
  try {
    return stamp.data_version === DataStore.openCurrent().version && stamp.base_url === siteBaseUrl();
  } catch {
    return false;
  }
}

export async function buildSite(): Promise<void> {
  const built = await buildSiteFromData({ outDir: SITE_DIR });
  process.stdout.write(`site: ${built.pages} pages and their markdown twins from data ${built.data_version} for ${built.base_url} in ${(built.ms / 1000).toFixed(1)} s\n`);
}
