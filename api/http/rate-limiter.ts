// Per-client token buckets, one budget each for catalog, live and call-back calls (lib/config.ts sets the
// per-minute rates). A bucket holds a minute's worth of tokens and refills continuously, so short bursts pass.
import type { Budget } from '../operations/define-operation.ts';

interface Bucket { tokens: number; updated: number }

export type TakeResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

/** Buckets that have refilled completely carry no state worth keeping; drop them when the map grows. */
const SWEEP_AT = 50_000;

export class RateLimiter {
  readonly #perMinute: Record<Budget, number>;
  /** One map per budget: no key to build per request. */
  readonly #buckets: Record<Budget, Map<string, Bucket>> = { catalog: new Map(), live: new Map(), callback: new Map() };
  readonly #now: () => number;

  constructor(perMinute: Record<Budget, number>, now: () => number = () => performance.now()) {
    this.#perMinute = perMinute;
    this.#now = now;
  }

  limit(budget: Budget): number {
    return this.#perMinute[budget];
  }

  /** Takes one token for this client and budget, or says how many whole seconds until one is available. */
  take(budget: Budget, client: string): TakeResult {
    const capacity = this.#perMinute[budget];
    const perMs = capacity / 60_000;
    const buckets = this.#buckets[budget];
    const now = this.#now();
    let bucket = buckets.get(client);
    if (!bucket) {
      if (this.#buckets.catalog.size + this.#buckets.live.size + this.#buckets.callback.size >= SWEEP_AT) this.#sweep(now);
      bucket = { tokens: capacity, updated: now };
      buckets.set(client, bucket);
    } else {
      bucket.tokens = Math.min(capacity, bucket.tokens + (now - bucket.updated) * perMs);
      bucket.updated = now;
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { ok: true, remaining: Math.floor(bucket.tokens) };
    }
    if (perMs <= 0) return { ok: false, retryAfterSeconds: 60 };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
  }

  #sweep(now: number): void {
    for (const budget of Object.keys(this.#buckets) as Budget[]) {
      const capacity = this.#perMinute[budget];
      const buckets = this.#buckets[budget];
      for (const [client, bucket] of buckets) {
        if (bucket.tokens + (now - bucket.updated) * (capacity / 60_000) >= capacity) buckets.delete(client);
      }
    }
  }
}
