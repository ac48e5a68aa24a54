// The data version the pages are rendered from. buildSite opens one version and names it in the environment,
// so the HTML pages and the markdown twins written beside them always come from the same shards.
import { DataStore } from '../../../lib/data/data-store.ts';

export const STORE_DIR_ENV = 'SITE_DATA_VERSION_DIR';
export const STORE_VERSION_ENV = 'SITE_DATA_VERSION';

let store: DataStore | undefined;

export function siteStore(): DataStore {
  if (store) return store;
  const dir = process.env[STORE_DIR_ENV];
  const version = process.env[STORE_VERSION_ENV];
  if (!dir || !version) throw new Error(`the site is built by site/build-site.ts, which sets ${STORE_DIR_ENV} and ${STORE_VERSION_ENV}`);
  store = DataStore.openVersion(dir, version);
  return store;
}
