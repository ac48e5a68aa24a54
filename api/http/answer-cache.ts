// Serialized `data` of catalog answers and their ETag, keyed by data version + request, so a repeated catalog
// request skips the handler, JSON.stringify and hashing. The envelope's meta (request id) is added per request.
import { citationOf } from '../envelope.ts';
import { etagOf } from './etag.ts';
export interface CachedAnswer {
  etag: string;
  json: string;
  data_date: string | null;
  citation_url: string | null;
  /** The REST envelope up to meta, as UTF-8 bytes (built on first REST use): a hit then copies bytes, not encodes text. */
  head?: Buffer;
}

/** Oldest entries go first once a map is full. Not least-recently-used: keeping that order costs every hit a
 * delete and an insert, and after a data version change the old version's entries are the oldest anyway. */
class BoundedMap<V> {
  readonly #entries = new Map<string, V>();
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  get(key: string): V | undefined {
    return this.#entries.get(key);
  }

  set(key: string, value: V): void {
    if (this.#entries.size >= this.#limit && !this.#entries.has(key)) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, value);
  }
}

export class AnswerCache {
  /** By catalog key (api/http/etag.ts: version, path, sorted decoded query): what REST and MCP share. */
  readonly #byKey: BoundedMap<CachedAnswer>;
  /** By the request target exactly as sent (path and raw query), with the data version it was answered from: a
   * repeated REST request finds its answer before its query is parsed, validated and sorted. A separate map, so
   * a raw target can never be mistaken for a decoded key that happens to spell the same. */
  readonly #byTarget: BoundedMap<{ version: string; answer: CachedAnswer }>;

  constructor(limit = 2_000) {
    this.#byKey = new BoundedMap(limit);
    this.#byTarget = new BoundedMap(limit);
  }

  get(key: string): CachedAnswer | undefined {
    return this.#byKey.get(key);
  }

  /** Serializes a successful answer, stores it under its catalog key and returns the entry. */
  store(key: string, data: Record<string, unknown>): CachedAnswer {
    const answer: CachedAnswer = { etag: etagOf(key), json: JSON.stringify(data), ...citationOf(data) };
    this.#byKey.set(key, answer);
    return answer;
  }

  forTarget(version: string, target: string): CachedAnswer | undefined {
    const entry = this.#byTarget.get(target);
    return entry?.version === version ? entry.answer : undefined;
  }

  setTarget(version: string, target: string, answer: CachedAnswer): void {
    this.#byTarget.set(target, { version, answer });
  }
}
