// Stops calling an upstream that keeps failing: after `threshold` failures in a row the breaker opens and calls
// fail at once for `cooldownMs`; then one trial call is let through (half-open) and its outcome closes or
// re-opens the breaker.
export class CircuitBreaker {
  readonly #threshold: number;
  readonly #cooldownMs: number;
  readonly #now: () => number;
  #failures = 0;
  #openedAt: number | null = null;
  #trialInFlight = false;

  constructor(threshold: number, cooldownMs: number, now: () => number = Date.now) {
    this.#threshold = threshold;
    this.#cooldownMs = cooldownMs;
    this.#now = now;
  }

  get state(): 'closed' | 'open' | 'half_open' {
    if (this.#openedAt === null) return 'closed';
    return this.#now() - this.#openedAt >= this.#cooldownMs ? 'half_open' : 'open';
  }

  /** Seconds until a call may be tried again; 0 when one may be tried now. */
  get retryAfterSeconds(): number {
    if (this.#openedAt === null) return 0;
    return Math.max(0, Math.ceil((this.#openedAt + this.#cooldownMs - this.#now()) / 1000));
  }

  /** Whether a call may go out now; in half-open state only one trial at a time. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.#trialInFlight) return false;
    this.#trialInFlight = true;
    return true;
  }

  success(): void {
    this.#failures = 0;
    this.#openedAt = null;
    this.#trialInFlight = false;
  }

  /** The call never reached the upstream (refused locally): no verdict, but a half-open trial slot is freed. */
  abandon(): void {
    this.#trialInFlight = false;
  }

  failure(): void {
    this.#trialInFlight = false;
    this.#failures += 1;
    if (this.#openedAt !== null || this.#failures >= this.#threshold) this.#openedAt = this.#now();
  }
}
