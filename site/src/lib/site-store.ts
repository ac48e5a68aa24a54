// The data version the pages are rendered from: the one buildSite names in the build module, opened once per
// build. The catalog pages (make, model, model year) are not Astro's: the publish step writes them.
import info from 'virtual:site-build';
import { DataStore } from '../../../lib/data/data-store.ts';

let store: DataStore | undefined;

export function siteStore(): DataStore {
  store ??= DataStore.openVersion(info.versionDir, info.version, { lazyModelKeys: true });
  return store;
}
