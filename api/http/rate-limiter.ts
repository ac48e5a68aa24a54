// Per-client token buckets, one budget each for catalog, live and call-back calls (api/config.ts sets the
// per-minute rates). A bucket holds a minute's worth of tokens and refills continuously, so short bursts pass.
import type { Budget } from '../operations/define-operation.ts';

interface Bucket { tokens: number; updated: number }

export type TakeResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

/** Buckets that have refilled completely carry no state worth keeping; drop them when the map grows. */
const SWEEP_AT = 50_000;

export class RateLimiter {
  readonly #perMinute: Record<Budget, number>;
  readonly #buckets = new Map<string, Bucket>();
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
    const key = `${budget}\u0000${client}`;
    const now = this.#now();
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      if (this.#buckets.size >= SWEEP_AT) this.#sweep(now);
      bucket = { tokens: capacity, updated: now };
      this.#buckets.set(key, bucket);
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
    for (const [key, bucket] of this.#buckets) {
      const budget = key.slice(0, key.indexOf('\u0000')) as Budget;
      const capacity = this.#perMinute[budget];
      if (bucket.tokens + (now - bucket.updated) * (capacity / 60_000) >= capacity) this.#buckets.delete(key);
    }
  }
}
