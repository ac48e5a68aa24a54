// Serialized `data` of catalog answers and their ETag, keyed by data version + request, so a repeated catalog
// request skips the handler, JSON.stringify and hashing. The envelope's meta (request id) is added per request.
export interface CachedAnswer {
  etag: string;
  json: string;
  data_date: string | null;
  citation_url: string | null;
  /** The REST envelope up to meta, as UTF-8 bytes (built on first REST use): a hit then copies bytes, not encodes text. */
  head?: Buffer;
}

export class AnswerCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #limit: number;

  constructor(limit = 2_000) {
    this.#limit = limit;
  }

  get(key: string): CachedAnswer | undefined {
    const hit = this.#entries.get(key);
    if (hit) {
      // Re-insert to keep recently used entries at the end (Map order is insertion order).
      this.#entries.delete(key);
      this.#entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: CachedAnswer): void {
    if (this.#entries.size >= this.#limit) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, value);
  }
}
