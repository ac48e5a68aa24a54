// A budget counted in this process's memory: fixed windows per client, a window starting at a client's first
// request and its count starting over when it ends, as rate-limiter-flexible's RateLimiterMemory counts them (it
// still counts for a Redis store while Redis is away: api/http/rate-limiter.ts). Answered synchronously, where the
// library answers through a promise, so the catalog fast path (api/http/catalog-fast-path.ts) takes a request
// from a budget without a trip through the microtask queue (issue 37).
import { retryAfterSeconds, type TakeResult } from './leased-tokens.ts';

interface Window {
  used: number;
  endsAt: number;
}

export class MemoryWindows {
  readonly #points: number;
  readonly #windowMs: number;
  readonly #windows = new Map<string, Window>();

  constructor(points: number, windowMs: number) {
    this.#points = points;
    this.#windowMs = windowMs;
    // Windows that ended are dropped once a window, so memory follows the clients of the last minute or two.
    setInterval(() => this.#sweep(Date.now()), windowMs).unref();
  }

  take(client: string, now = Date.now()): TakeResult {
    let window = this.#windows.get(client);
    if (window === undefined || window.endsAt <= now) {
      window = { used: 0, endsAt: now + this.#windowMs };
      this.#windows.set(client, window);
    }
    window.used++;
    return window.used <= this.#points
      ? { ok: true, remaining: this.#points - window.used }
      : { ok: false, retryAfterSeconds: retryAfterSeconds(window.endsAt - now) };
  }

  #sweep(now: number): void {
    for (const [client, window] of this.#windows) if (window.endsAt <= now) this.#windows.delete(client);
  }
}
