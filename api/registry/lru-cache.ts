// A bounded least-recently-used cache whose entries remember when they were stored: fresh within the TTL,
// still available (as stale) afterwards until evicted, so an upstream outage can be bridged with a labelled
// old answer.
export interface CacheHit<V> {
  value: V;
  storedAt: number;
  fresh: boolean;
}

export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; storedAt: number }>();
  readonly #capacity: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(capacity: number, ttlMs: number, now: () => number = Date.now) {
    this.#capacity = capacity;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  get(key: string): CacheHit<V> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Re-insert so Map order is recency order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return { ...entry, fresh: this.#now() - entry.storedAt < this.#ttlMs };
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, storedAt: this.#now() });
    if (this.#entries.size > this.#capacity) this.#entries.delete(this.#entries.keys().next().value as string);
  }

  get size(): number {
    return this.#entries.size;
  }
}
