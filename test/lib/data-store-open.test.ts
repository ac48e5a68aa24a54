// Opening a data version: the plate index (model-keys.json) is checked at open unless the reader asks for it
// lazily (the site build), and then it is checked when first used.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataStore, DataUnavailableError } from '../../lib/data/data-store.ts';
import { shardPath } from '../../lib/shards/layout.ts';
import { fixtureDataDir } from './fixture-store.ts';

function withBrokenModelKeys(): string {
  const dataDir = fixtureDataDir();
  writeFileSync(path.join(dataDir, 'fixture', shardPath.modelKeys), JSON.stringify({ data_date: '2026-11-20', keys: { '1|2|2020|': { wrong: true } } }));
  return dataDir;
}

describe('DataStore model keys', () => {
  it('rejects a version with a broken model-keys.json at open by default', () => {
    expect(() => DataStore.openCurrent(withBrokenModelKeys())).toThrow(DataUnavailableError);
  });

  it('opens it with lazyModelKeys and rejects the index when it is first read', () => {
    const store = DataStore.openCurrent(withBrokenModelKeys(), { lazyModelKeys: true });
    expect(store.pages.length).toBeGreaterThan(0);
    expect(() => store.modelKeys).toThrow(/model-keys\.json fails its schema/);
  });

  it('reads a good index lazily, once', () => {
    const store = DataStore.openCurrent(fixtureDataDir(), { lazyModelKeys: true });
    expect(store.modelKeys.size).toBe(0);
    expect(store.modelKeys).toBe(store.modelKeys);
  });

  it('answers null for a per-model shard that does not exist', () => {
    expect(DataStore.openCurrent(fixtureDataDir()).modelYear('toyota', 'corolla', 1999)).toBeNull();
  });
});
