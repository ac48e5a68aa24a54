// Opening a data version: the plate index (model-keys.json) is checked at open unless the reader asks for it
// lazily (the site build), and then it is checked when first used. A shard whose text is the one the manifest
// records was validated by the pipeline and is read as it is; any other text is validated as it is read.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataStore, DataUnavailableError } from '../../../lib/data/data-store.ts';
import { shardPath } from '../../../lib/shards/layout.ts';
import { fixtureDataDir } from '../../support/fixture-versions/content.ts';

function withBrokenModelKeys(): string {
  const dataDir = fixtureDataDir();
  writeFileSync(
    path.join(dataDir, 'fixture', shardPath.modelKeys),
    JSON.stringify({ data_date: '2026-11-20', keys: { '1|2|2020|': { wrong: true } } }),
  );
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

  it('reads a shard the manifest records as it is, and validates one it does not', () => {
    const dataDir = fixtureDataDir();
    const dir = path.join(dataDir, 'fixture');
    // Text no schema accepts, so only the manifest's record can let it through.
    const text = JSON.stringify({ recorded: 'by the manifest' });
    writeFileSync(path.join(dir, shardPath.model('toyota', 'corolla')), text);
    expect(() => DataStore.openCurrent(dataDir).model('toyota', 'corolla')).toThrow(DataUnavailableError);
    const manifestFile = path.join(dir, shardPath.manifest);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.shards[shardPath.model('toyota', 'corolla')] = {
      sha256: createHash('sha256').update(text).digest('hex'),
      bytes: text.length,
    };
    writeFileSync(manifestFile, JSON.stringify(manifest));
    expect(DataStore.openCurrent(dataDir).model('toyota', 'corolla')).toEqual({ recorded: 'by the manifest' });
  });

  it("keeps a year it was asked for after its model's file has left the cache", () => {
    const dataDir = fixtureDataDir();
    const file = path.join(dataDir, 'fixture', shardPath.modelYears('toyota', 'corolla'));
    const shard = JSON.parse(readFileSync(file, 'utf8'));
    shard.years.push({ ...shard.years[0], year: 2020 });
    const text = JSON.stringify(shard);
    writeFileSync(file, text);
    // Room for one year's share of the file, not for the whole file.
    const store = DataStore.openCurrent(dataDir, { cacheBytes: Math.ceil(text.length / 2) + 256 });
    expect(store.modelYear('toyota', 'corolla', 2019)?.year).toBe(2019);
    rmSync(file);
    expect(store.modelYear('toyota', 'corolla', 2019)?.year).toBe(2019);
    expect(store.modelYear('toyota', 'corolla', 2020)).toBeNull();
  });
});
