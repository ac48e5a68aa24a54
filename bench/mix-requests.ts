// The request mix of `npm run bench -- mix`, drawn as users load the service: model_info for models and for
// model years, each picked by a Zipf law over its rank by cars on the road (a few popular cars take most of
// the traffic, the long tail is still asked for), searches for the names of the models drawn, and plates of
// cars in the registry, in fixed shares. Seeded: the same data gives the same sequence.
import { DuckDBInstance } from '@duckdb/node-api';
import type { DataStore } from '../lib/data/data-store.ts';

export type Kind = 'model' | 'model_year' | 'search' | 'plate';
export const KINDS: readonly Kind[] = ['model', 'model_year', 'search', 'plate'];
/** Plate lookups are live calls with their own budget; the catalog target concerns the other kinds. */
export const CATALOG_KINDS: readonly Kind[] = ['model', 'model_year', 'search'];
/** Shares of each kind in the mix, by default. */
export const SHARES: Readonly<Record<Kind, number>> = { model: 0.3, model_year: 0.4, search: 0.2, plate: 0.1 };

/** Shares from "model=0.5,plate=0" (kinds not named keep their default), scaled to sum 1. */
export function sharesFrom(text: string | undefined): Record<Kind, number> {
  const shares = { ...SHARES };
  for (const part of text ? text.split(',') : []) {
    const [kind, value] = part.split('=');
    if (!KINDS.includes(kind as Kind) || !(Number(value) >= 0))
      throw new Error(`--shares takes kind=share pairs of ${KINDS.join(', ')}; got "${part}"`);
    shares[kind as Kind] = Number(value);
  }
  const total = KINDS.reduce((sum, k) => sum + shares[k], 0);
  for (const k of KINDS) shares[k] /= total;
  return shares;
}
/** Zipf exponent: 1 is the classic law of web page popularity. */
export const ZIPF_S = 1;
const PLATES = 5_000;

export interface MixRequest {
  kind: Kind;
  /** The REST request target. */
  path: string;
  /** The same request as an MCP tools/call. */
  tool: { name: string; arguments: Record<string, string | number> };
}

interface Ranked {
  make: string;
  model: string;
  name: string;
  makeName: string;
  year?: number;
  cars: number;
}

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws from items ranked most popular first with probability proportional to 1 / rank^s. */
function zipf<T>(items: readonly T[], random: () => number): () => T {
  const cumulative = new Float64Array(items.length);
  let total = 0;
  for (let i = 0; i < items.length; i++) cumulative[i] = total += 1 / (i + 1) ** ZIPF_S;
  return () => {
    const target = random() * total;
    let lo = 0;
    let hi = items.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return items[lo]!;
  };
}

function catalogue(store: DataStore): { models: Ranked[]; years: Ranked[] } {
  const models: Ranked[] = [];
  const years: Ranked[] = [];
  for (const make of store.makes) {
    for (const model of store.make(make.slug)?.models ?? []) {
      const entry = { make: make.slug, model: model.slug, name: model.name, makeName: make.name_en, cars: model.cars_on_road };
      models.push(entry);
      for (const y of store.model(make.slug, model.slug)?.summary.years ?? []) years.push({ ...entry, year: y.year, cars: y.cars_on_road });
    }
  }
  const byCars = (a: Ranked, b: Ranked) =>
    b.cars - a.cars || `${a.make}/${a.model}/${a.year}`.localeCompare(`${b.make}/${b.model}/${b.year}`);
  return { models: models.sort(byCars), years: years.sort(byCars) };
}

/** Plates of active cars, a fixed spread over the registry (ordered by a hash of the plate). */
export async function registryPlates(store: DataStore, count = PLATES): Promise<string[]> {
  const instance = await DuckDBInstance.create(store.registryDbPath, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll(`SELECT plate FROM active ORDER BY hash(plate), plate LIMIT ${count}`);
    // Plates are stored as numbers: a plate written with a leading zero comes back one digit short.
    return reader.getRowObjectsJS().map((row) => String(row.plate).padStart(7, '0'));
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

function query(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
}

export interface Mix {
  requests: MixRequest[];
  models: number;
  years: number;
  plates: number;
}

export async function buildMix(store: DataStore, length: number, shares: Readonly<Record<Kind, number>> = SHARES, seed = 12): Promise<Mix> {
  const random = seeded(seed);
  const { models, years } = catalogue(store);
  const plates = await registryPlates(store);
  const drawModel = zipf(models, random);
  const drawYear = zipf(years, random);
  const requests: MixRequest[] = [];
  for (let i = 0; i < length; i++) {
    const r = random();
    if (r < shares.model) {
      const m = drawModel();
      const args = { make: m.make, model: m.model };
      requests.push({ kind: 'model', path: `/api/v1/model-info?${query(args)}`, tool: { name: 'model_info', arguments: args } });
    } else if (r < shares.model + shares.model_year) {
      const y = drawYear();
      const args = { make: y.make, model: y.model, year: y.year! };
      requests.push({ kind: 'model_year', path: `/api/v1/model-info?${query(args)}`, tool: { name: 'model_info', arguments: args } });
    } else if (r < shares.model + shares.model_year + shares.search) {
      // People type a name, sometimes with the make and a year in front of the model.
      const y = drawYear();
      const words = [[y.name], [y.makeName, y.name], [y.makeName, y.name, String(y.year)]][Math.floor(random() * 3)]!;
      const args = { query: words.join(' ').toLowerCase() };
      requests.push({ kind: 'search', path: `/api/v1/search?${query(args)}`, tool: { name: 'search', arguments: args } });
    } else {
      const plate = plates[Math.floor(random() * plates.length)]!;
      requests.push({ kind: 'plate', path: `/api/v1/vehicle?${query({ plate })}`, tool: { name: 'lookup_vehicle', arguments: { plate } } });
    }
  }
  return { requests, models: models.length, years: years.length, plates: plates.length };
}
