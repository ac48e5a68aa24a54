// Where each shard lives inside one published version folder, build/data/<version>/. One place, so the
// pipeline that writes and the readers that load never disagree on a path.
import path from 'node:path';

export const BUILD_DIR = path.resolve(import.meta.dirname, '../../build');
export const DATA_DIR = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(BUILD_DIR, 'data');
export const CURRENT_POINTER = 'current.json';
/** A published version's folder name: `<data_date>-<8 hex of the manifest hash>`. */
export const VERSION_NAME = /^\d{4}-\d{2}-\d{2}-[0-9a-f]{8,}$/;

export const shardPath = {
  manifest: 'manifest.json',
  makes: 'makes.json',
  make: (make: string) => `makes/${make}.json`,
  model: (make: string, model: string) => `models/${make}/${model}.json`,
  /** Every year of one model, in one file (lib/shards/model-year.ts says why). */
  modelYears: (make: string, model: string) => `model-years/${make}/${model}.json`,
  modelKeys: 'model-keys.json',
  recalls: 'recalls.json',
  nationalThefts: 'thefts-national.json',
  pages: 'pages.json',
  searchIndex: 'search-index.json',
  /** What the run read, kept, set aside and nulled per dataset (lib/shards/quality-schema.ts). */
  quality: 'quality.json',
  /** What this version changed against the one it replaced, with the earlier entries (lib/shards/changes-schema.ts). */
  changes: 'changes.json',
  rule: (name: string) => `rules/${name}.json`,
  /** DuckDB file with the registry tables the local live lookups read (active, inactive, cancelled, open recalls, retrofit). */
  registryDb: 'registry.duckdb',
} as const;
