// Every shard of the current version satisfies its schema, and the manifest lists exactly those files.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Manifest } from '../../lib/shards/manifest.ts';
import { currentVersionDir, readJson, schemaFor, versionFiles } from './helpers.ts';

const dir = currentVersionDir();
const files = versionFiles(dir);

describe('published shards', () => {
  it('has a schema for every JSON file and every file passes it', () => {
    const json = files.filter((f) => f.endsWith('.json'));
    expect(json.length).toBeGreaterThan(10);
    for (const rel of json) {
      const schema = schemaFor(rel);
      expect(schema, `${rel} has no schema`).toBeDefined();
      const result = schema!.safeParse(readJson(dir, rel));
      expect(result.success, `${rel}: ${result.success ? '' : result.error.message}`).toBe(true);
    }
  });

  it('lists every shard in the manifest with its sha256 and size', () => {
    const manifest = Manifest.parse(readJson(dir, 'manifest.json'));
    const listed = Object.keys(manifest.shards).sort();
    expect(listed).toEqual(files.filter((f) => f !== 'manifest.json' && f !== 'registry.duckdb'));
    for (const [rel, { sha256, bytes }] of Object.entries(manifest.shards)) {
      const content = readFileSync(path.join(dir, rel));
      expect(content.length).toBe(bytes);
      expect(createHash('sha256').update(content).digest('hex')).toBe(sha256);
    }
  });

  it('has every page path of the site and one page per model year shard', () => {
    const { pages } = readJson(dir, 'pages.json') as { pages: { id: string; path: string }[] };
    const paths = new Set(pages.map((p) => p.path));
    for (const p of [
      '/',
      '/makes',
      '/thefts',
      '/licence-fee',
      '/standard-policy',
      '/chova-factors',
      '/recalls',
      '/sources',
      '/privacy',
      '/terms',
      '/api-docs',
      '/connect',
      '/callback',
    ]) {
      expect(paths.has(p), p).toBe(true);
    }
    for (const rel of files.filter((f) => f.startsWith('model-years/'))) {
      const { years } = readJson(dir, rel) as { years: { year: number }[] };
      expect(years.length, rel).toBeGreaterThan(0);
      for (const { year } of years) {
        expect(paths.has(`/makes/${rel.slice('model-years/'.length, -'.json'.length)}/${year}`), `${rel} ${year}`).toBe(true);
      }
    }
    expect(pages.find((p) => p.path === '/')!.id).toBe('index');
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length);
  });
});

describe('search-index.json', () => {
  it('is the index the data store would build from the same version', async () => {
    const { DataStore } = await import('../../lib/data/data-store.ts');
    const { searchIndexOf } = await import('../../lib/search/cars-on-road.ts');
    const published = readJson(dir, 'search-index.json');
    const rebuilt = JSON.parse(JSON.stringify(searchIndexOf(DataStore.openVersion(dir, path.basename(dir)))));
    expect(published).toEqual(rebuilt);
  });
});
