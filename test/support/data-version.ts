// The one writer of hand-made data versions for tests: the given shards, every rule table as the pipeline
// publishes it (raw/rules/<name>[-<year>].json -> rules/<name>.json), then current.json pointing at the version
// (an atomic rename, as a publish does, so a reloading server never reads a half-written pointer).
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CURRENT_POINTER, shardPath } from '../../lib/shards/layout.ts';

const RAW_RULES = path.resolve(import.meta.dirname, '../../raw/rules');

export function writeDataVersion(dataDir: string, version: string, dataDate: string, shards: Record<string, unknown>): void {
  const dir = path.join(dataDir, version);
  const write = (rel: string, value: unknown) => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), JSON.stringify(value));
  };
  for (const [rel, value] of Object.entries(shards)) write(rel, value);
  for (const file of readdirSync(RAW_RULES).filter((f) => f.endsWith('.json'))) {
    write(shardPath.rule(file.replace(/(-\d{4})?\.json$/, '')), JSON.parse(readFileSync(path.join(RAW_RULES, file), 'utf8')));
  }
  const tmp = path.join(dataDir, `${CURRENT_POINTER}.tmp`);
  writeFileSync(tmp, JSON.stringify({ data_date: dataDate, version, path: version }));
  renameSync(tmp, path.join(dataDir, CURRENT_POINTER));
}
