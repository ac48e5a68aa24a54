// The one reader of published shards. A DataStore is one immutable data version: the index shards are read and
// validated when it opens (a version that fails is never used), per-model shards lazily on first use.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  CurrentPointer, MakeShard, MakesShard, Manifest, ModelKeysShard, ModelShard, ModelYearShard, NationalThefts,
  PagesShard, RecallsShard,
} from '../shards/schemas.ts';
import { CURRENT_POINTER, DATA_DIR, shardPath } from '../shards/layout.ts';
import { SearchIndex } from '../search/search-index.ts';
import { searchIndexOf } from '../search/cars-on-road.ts';

export interface ModelSlugs { make_slug: string; model_slug: string }

export class DataUnavailableError extends Error {
  readonly code = 'data_unavailable';
}

function readJson<S extends z.ZodType>(file: string, schema: S, text = readFileSync(file, 'utf8')): z.infer<S> {
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new DataUnavailableError(`${file} fails its schema: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/** A file's text, or null when it does not exist (one system call fewer than asking first, per shard). */
function readIfExists(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Per-model shards are many at national scale; keep the most recently used ones only. */
const LAZY_CACHE_LIMIT = 5_000;

export interface OpenOptions {
  /**
   * Read model-keys.json (the plate index, tens of MB at national scale) on first use instead of at open. For
   * readers that never look up a plate (the site build); a server keeps the default so a broken index rejects
   * the version before it is used.
   */
  lazyModelKeys?: boolean;
}

export class DataStore {
  readonly dir: string;
  readonly version: string;
  readonly manifest: Manifest;
  readonly makes: z.infer<typeof MakesShard>['makes'];
  readonly pages: z.infer<typeof PagesShard>['pages'];
  #modelKeys: z.infer<typeof ModelKeysShard>['keys'] | undefined;
  readonly recalls: z.infer<typeof RecallsShard>;
  readonly nationalThefts: z.infer<typeof NationalThefts>;
  readonly #lazy = new Map<string, unknown>();
  #searchIndex: SearchIndex | undefined;
  #modelsByCode: Map<string, ModelSlugs> | undefined;

  private constructor(dir: string, version: string, options: OpenOptions) {
    this.dir = dir;
    this.version = version;
    this.manifest = readJson(path.join(dir, shardPath.manifest), Manifest);
    this.makes = readJson(path.join(dir, shardPath.makes), MakesShard).makes;
    this.pages = readJson(path.join(dir, shardPath.pages), PagesShard).pages;
    if (!options.lazyModelKeys) void this.modelKeys; // read and validated at open
    this.recalls = readJson(path.join(dir, shardPath.recalls), RecallsShard);
    this.nationalThefts = readJson(path.join(dir, shardPath.nationalThefts), NationalThefts);
  }

  /** Model-table facts by registry key "make_code|model_code|year|trim". */
  get modelKeys(): z.infer<typeof ModelKeysShard>['keys'] {
    this.#modelKeys ??= readJson(path.join(this.dir, shardPath.modelKeys), ModelKeysShard).keys;
    return this.#modelKeys;
  }

  /**
   * The catalog model of a registry make and model code, by production year when given: real registry rows often
   * carry a trim (or a year) the model table lacks, yet the codes still say which model it is.
   */
  modelOfCodes(makeCode: number, modelCode: number, year?: number): ModelSlugs | null {
    if (!this.#modelsByCode) {
      this.#modelsByCode = new Map();
      for (const [key, entry] of Object.entries(this.modelKeys)) {
        const [make, model, y] = key.split('|');
        const slugs = { make_slug: entry.make_slug, model_slug: entry.model_slug };
        if (!this.#modelsByCode.has(`${make}|${model}|${y}`)) this.#modelsByCode.set(`${make}|${model}|${y}`, slugs);
        if (!this.#modelsByCode.has(`${make}|${model}`)) this.#modelsByCode.set(`${make}|${model}`, slugs);
      }
    }
    return this.#modelsByCode.get(year === undefined ? `${makeCode}|${modelCode}` : `${makeCode}|${modelCode}|${year}`) ?? null;
  }

  get dataDate(): string {
    return this.manifest.data_date;
  }

  get registryDbPath(): string {
    return path.join(this.dir, shardPath.registryDb);
  }

  /** Opens the version build/data/current.json points at (or DATA_DIR's). Throws DataUnavailableError. */
  static openCurrent(dataDir: string = DATA_DIR, options: OpenOptions = {}): DataStore {
    const pointerFile = path.join(dataDir, CURRENT_POINTER);
    if (!existsSync(pointerFile)) throw new DataUnavailableError(`no published data in ${dataDir}: run \`npm run pipeline\``);
    const pointer = readJson(pointerFile, CurrentPointer);
    return new DataStore(path.resolve(dataDir, pointer.path), pointer.version, options);
  }

  static openVersion(dir: string, version: string, options: OpenOptions = {}): DataStore {
    return new DataStore(dir, version, options);
  }

  #lazyRead<S extends z.ZodType>(rel: string, schema: S): z.infer<S> | null {
    if (this.#lazy.has(rel)) return this.#lazy.get(rel) as z.infer<S>;
    const file = path.join(this.dir, rel);
    const text = readIfExists(file);
    const value = text === null ? null : readJson(file, schema, text);
    if (this.#lazy.size >= LAZY_CACHE_LIMIT) this.#lazy.delete(this.#lazy.keys().next().value as string);
    this.#lazy.set(rel, value);
    return value;
  }

  make(slug: string) {
    return this.#lazyRead(shardPath.make(slug), MakeShard);
  }

  model(make: string, model: string) {
    return this.#lazyRead(shardPath.model(make, model), ModelShard);
  }

  modelYear(make: string, model: string, year: number) {
    return this.#lazyRead(shardPath.modelYear(make, model, year), ModelYearShard);
  }

  /**
   * The search index of this version: search-index.json as published, or, for a version published without
   * one, built from its pages on first use.
   */
  get searchIndex(): SearchIndex {
    this.#searchIndex ??= this.#lazyRead(shardPath.searchIndex, SearchIndex) ?? searchIndexOf(this);
    return this.#searchIndex;
  }

  /** A rule table published from raw/rules/, validated with its schema from lib/rules/rule-schemas.ts. */
  rule<S extends z.ZodType>(name: string, schema: S): z.infer<S> {
    const value = this.#lazyRead(shardPath.rule(name), schema);
    if (value === null) throw new DataUnavailableError(`rule table ${name} is missing from data version ${this.version}`);
    return value;
  }
}
