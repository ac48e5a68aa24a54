// Memoises what a data version (and the public origin) determines, so per-request servers reuse it; entries
// go with their DataStore when a newer version replaces it.
import type { DataStore } from '../../lib/data/data-store.ts';

export function perVersion<T>(build: (store: DataStore, baseUrl: string) => T): (store: DataStore, baseUrl: string) => T {
  const cache = new WeakMap<DataStore, Map<string, T>>();
  return (store, baseUrl) => {
    let byBase = cache.get(store);
    if (!byBase) cache.set(store, (byBase = new Map()));
    let value = byBase.get(baseUrl);
    if (value === undefined) {
      value = build(store, baseUrl);
      byBase.set(baseUrl, value);
    }
    return value;
  };
}
