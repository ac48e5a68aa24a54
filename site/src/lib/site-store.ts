// The data version the pages are rendered from. buildSite opens one version and hands that DataStore to the
// pages (Astro prerenders in the same process), so the HTML pages and the markdown twins written beside them
// come from the same shards and the large index shards are read once. Without the handoff (another process),
// the version named in the environment is opened.
import { DataStore } from '../../../lib/data/data-store.ts';

export const STORE_DIR_ENV = 'SITE_DATA_VERSION_DIR';
export const STORE_VERSION_ENV = 'SITE_DATA_VERSION';
const HANDOFF = Symbol.for('israel-car-facts.site-build-store');

export function handOverStore(store: DataStore): void {
  (globalThis as Record<symbol, unknown>)[HANDOFF] = store;
  process.env[STORE_DIR_ENV] = store.dir;
  process.env[STORE_VERSION_ENV] = store.version;
}

let store: DataStore | undefined;

export function siteStore(): DataStore {
  const handed = (globalThis as Record<symbol, unknown>)[HANDOFF] as DataStore | undefined;
  if (handed) return handed;
  if (store) return store;
  const dir = process.env[STORE_DIR_ENV];
  const version = process.env[STORE_VERSION_ENV];
  if (!dir || !version) throw new Error(`the site is built by site/build-site.ts, which names the data version in ${STORE_DIR_ENV} and ${STORE_VERSION_ENV}`);
  store = DataStore.openVersion(dir, version);
  return store;
}
