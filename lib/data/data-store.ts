// The one reader of published shards. A DataStore is one immutable data version: the index shards are read and
// validated when it opens (a version that fails is never used), per-model shards lazily on first use.
// Validated once per version: the pipeline validates each shard with its schema before writing it and records
// the written text's sha256 in the manifest (pipeline/shard-writer.ts), so a shard whose text has that hash is
// a valid one and is parsed without walking the schema again; any other text (hand-edited, or a shard the
// manifest does not list) is validated as it is read.
import { QualityReport } from '../shards/quality-schema.ts';
import { ChangesShard, type ChangeEntry } from '../shards/changes-schema.ts';
import { createHash } from 'node:crypto';
import { readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { CurrentPointer, Manifest } from '../shards/manifest.ts';
import { MakeShard, MakesShard } from '../shards/make.ts';
import { ModelKeysShard } from '../shards/model-keys.ts';
import { ModelShard } from '../shards/model.ts';
import { ModelYearsShard, modelYearsOf, type ModelYear } from '../shards/model-year.ts';
import { NationalThefts } from '../shards/thefts.ts';
import { PagesShard } from '../shards/pages.ts';
import { RecallsShard } from '../shards/recalls.ts';
import { CURRENT_POINTER, DATA_DIR, shardPath } from '../shards/layout.ts';
import { SearchIndex } from '../search/search-index.ts';
import { searchIndexOf } from '../search/cars-on-road.ts';
import { ModelKeyIndex } from './model-key-index.ts';
import { ruleSchema, type Rule, type RuleName } from '../rules/rule-table.ts';

export interface ModelSlugs {
  make_slug: string;
  model_slug: string;
}

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

/**
 * Per-model shards are many at national scale (2,700 models, and their 30,000 model years in a file per model); keep
 * the most recently used ones, bounded by the size of their text (the parsed objects take a few times more).
 */
const LAZY_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The model-years files last read, whole, in a cache of their own: a reader going through the years of one model
 * (the site build, a model's pages) parses its file once, while files read for a single year (a plate, a page)
 * pass through without pushing the years people ask for out of the cache above.
 */
const MODEL_YEAR_FILES_BYTES = 8 * 1024 * 1024;

/** What an entry of one model year (or of a year that does not exist) is counted at, at the least. */
const YEAR_ENTRY_BYTES = 256;

/** A lazily read shard, or null for one that does not exist (the cache holds no bare null). */
interface LazyEntry {
  value: unknown;
  bytes: number;
}

export interface OpenOptions {
  /**
   * Read model-keys.json (the plate index, tens of MB at national scale) on first use instead of at open. For
   * readers that never look up a plate (the site build); a server keeps the default so a broken index rejects
   * the version before it is used.
   */
  lazyModelKeys?: boolean;
  /** Bytes of per-model shard text whose parsed values are kept, in each of the two caches (LAZY_CACHE_BYTES and
   * MODEL_YEAR_FILES_BYTES unless said). */
  cacheBytes?: number;
}

export class DataStore {
  readonly dir: string;
  readonly version: string;
  readonly manifest: Manifest;
  /** When the pipeline published this version (its manifest is the last file it writes): ISO 8601, UTC. */
  readonly publishedAt: string;
  readonly makes: z.infer<typeof MakesShard>['makes'];
  readonly pages: z.infer<typeof PagesShard>['pages'];
  #modelKeys: ModelKeyIndex | undefined;
  readonly recalls: z.infer<typeof RecallsShard>;
  readonly nationalThefts: z.infer<typeof NationalThefts>;
  readonly #lazy: LRUCache<string, LazyEntry>;
  readonly #modelYearFiles: LRUCache<string, LazyEntry>;
  #searchIndex: SearchIndex | undefined;
  #modelsByCode: Map<string, ModelSlugs> | undefined;

  private constructor(dir: string, version: string, options: OpenOptions) {
    this.dir = dir;
    this.version = version;
    const cache = (bytes: number) =>
      new LRUCache<string, LazyEntry>({ maxSize: options.cacheBytes ?? bytes, sizeCalculation: (e) => e.bytes });
    this.#lazy = cache(LAZY_CACHE_BYTES);
    this.#modelYearFiles = cache(MODEL_YEAR_FILES_BYTES);
    this.manifest = readJson(path.join(dir, shardPath.manifest), Manifest);
    this.publishedAt = statSync(path.join(dir, shardPath.manifest)).mtime.toISOString();
    this.makes = this.#read(shardPath.makes, MakesShard).makes;
    this.pages = this.#read(shardPath.pages, PagesShard).pages;
    // Read, validated and indexed at open: building the by-code index takes a quarter of a second at national
    // scale, which inside a request would stall every request in flight.
    if (!options.lazyModelKeys) void this.#modelsByCodes;
    this.recalls = this.#read(shardPath.recalls, RecallsShard);
    this.nationalThefts = this.#read(shardPath.nationalThefts, NationalThefts);
  }

  /** Whether `text` is what the pipeline validated and wrote as this shard. */
  #published(rel: string, text: string | Buffer): boolean {
    const published = this.manifest.shards[rel];
    return published !== undefined && createHash('sha256').update(text).digest('hex') === published.sha256;
  }

  /** A shard's value: trusted when its text is what the pipeline validated and wrote, else validated now. */
  #parse<S extends z.ZodType>(rel: string, schema: S, text: string): z.infer<S> {
    return this.#published(rel, text) ? (JSON.parse(text) as z.infer<S>) : readJson(path.join(this.dir, rel), schema, text);
  }

  #read<S extends z.ZodType>(rel: string, schema: S): z.infer<S> {
    return this.#parse(rel, schema, readFileSync(path.join(this.dir, rel), 'utf8'));
  }

  /** Model-table facts by registry key "make_code|model_code|year|trim" (lib/data/model-key-index.ts). */
  get modelKeys(): ModelKeyIndex {
    if (this.#modelKeys) return this.#modelKeys;
    const bytes = readFileSync(path.join(this.dir, shardPath.modelKeys));
    // Text other than the published one is indexed as its schema reads it.
    this.#modelKeys = new ModelKeyIndex(
      this.#published(shardPath.modelKeys, bytes)
        ? bytes
        : Buffer.from(JSON.stringify(readJson(path.join(this.dir, shardPath.modelKeys), ModelKeysShard, bytes.toString('utf8')))),
    );
    return this.#modelKeys;
  }

  /**
   * The catalog model of a registry make and model code, by production year when given: real registry rows often
   * carry a trim (or a year) the model table lacks, yet the codes still say which model it is.
   */
  modelOfCodes(makeCode: number, modelCode: number, year?: number): ModelSlugs | null {
    return this.#modelsByCodes.get(year === undefined ? `${makeCode}|${modelCode}` : `${makeCode}|${modelCode}|${year}`) ?? null;
  }

  get #modelsByCodes(): Map<string, ModelSlugs> {
    if (this.#modelsByCode) return this.#modelsByCode;
    const byCode = new Map<string, ModelSlugs>();
    const index = this.modelKeys;
    for (const key of index.keys()) {
      const [make, model, y] = key.split('|');
      // The first entry of each year names it (and the first year its model): only those are parsed.
      if (byCode.has(`${make}|${model}|${y}`)) continue;
      const entry = index.get(key)!;
      const slugs = { make_slug: entry.make_slug, model_slug: entry.model_slug };
      byCode.set(`${make}|${model}|${y}`, slugs);
      if (!byCode.has(`${make}|${model}`)) byCode.set(`${make}|${model}`, slugs);
    }
    this.#modelsByCode = byCode;
    return byCode;
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

  /** A shard read once and kept; `as` turns the shard into what readers are given (once, before it is kept). */
  #lazyRead<S extends z.ZodType, T = z.infer<S>>(rel: string, schema: S, as?: (shard: z.infer<S>) => T, cache = this.#lazy): T | null {
    const cached = cache.get(rel);
    if (cached) return cached.value as T | null;
    const text = readIfExists(path.join(this.dir, rel));
    const shard = text === null ? null : this.#parse(rel, schema, text);
    const value = shard === null || !as ? (shard as T | null) : as(shard);
    cache.set(rel, { value, bytes: Math.max(1, text?.length ?? 0) });
    return value;
  }

  make(slug: string) {
    return this.#lazyRead(shardPath.make(slug), MakeShard);
  }

  model(make: string, model: string) {
    return this.#lazyRead(shardPath.model(make, model), ModelShard);
  }

  /**
   * One year of a model, kept on its own: a plate or a page asks for one year of a file of some ten, so the whole
   * file is not read, verified and parsed again for the years people ask for (at national scale the files are 138
   * MB, the cache 32 MB). The file itself is kept in the smaller cache of files (MODEL_YEAR_FILES_BYTES).
   */
  modelYear(make: string, model: string, year: number) {
    const rel = shardPath.modelYears(make, model);
    const key = `${rel}#${year}`;
    const cached = this.#lazy.get(key);
    if (cached) return cached.value as ModelYear | null;
    const years = this.#lazyRead(rel, ModelYearsShard, modelYearsOf, this.#modelYearFiles);
    const value = years?.get(year) ?? null;
    // Its share of the file's text; an absent year (or file) costs an entry's own size.
    const fileBytes = this.#modelYearFiles.peek(rel)?.bytes ?? 0;
    const bytes = Math.max(YEAR_ENTRY_BYTES, Math.ceil(fileBytes / Math.max(1, years?.size ?? 1)));
    this.#lazy.set(key, { value, bytes });
    return value;
  }

  /**
   * The search index of this version: search-index.json as published, or, for a version published without
   * one, built from its pages on first use.
   */
  get searchIndex(): SearchIndex {
    if (this.#searchIndex) return this.#searchIndex;
    // Held here for the version's life, so kept out of the per-model shard cache.
    const text = readIfExists(path.join(this.dir, shardPath.searchIndex));
    this.#searchIndex = text === null ? searchIndexOf(this) : this.#parse(shardPath.searchIndex, SearchIndex, text);
    return this.#searchIndex;
  }

  /** The version's data-quality report (quality.json); null for a version published before the report existed. */
  get quality(): QualityReport | null {
    return this.#lazyRead(shardPath.quality, QualityReport);
  }

  /**
   * The change log (changes.json), newest first, with this version's own entry named (the pipeline cannot write a
   * version's name into a file the name is a hash of); null for a version published before the log existed.
   */
  get changes(): ChangeEntry[] | null {
    const shard = this.#lazyRead(shardPath.changes, ChangesShard);
    return shard && shard.entries.map((e, i) => (i === 0 && e.version === null ? { ...e, version: this.version } : e));
  }

  /** A rule table published from raw/rules/, validated with its schema from lib/rules/rule-table.ts. */
  rule<N extends RuleName>(name: N): Rule<N> {
    const value = this.#lazyRead(shardPath.rule(name), ruleSchema(name));
    if (value === null) throw new DataUnavailableError(`rule table ${name} is missing from data version ${this.version}`);
    return value;
  }
}
