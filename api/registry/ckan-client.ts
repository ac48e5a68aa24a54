// datastore_search on a CKAN portal (data.gov.il), made safe to call from a public service: a descriptive
// User-Agent (the portal's firewall rejects library defaults), a timeout per attempt, retries with jittered
// backoff on timeouts and 5xx only, a circuit breaker, and a cap on concurrent calls. Everything that stops an
// answer becomes UpstreamUnavailableError with a retry hint; a 4xx (a filter the resource does not have) is a
// fault of ours and is reported as CkanRequestError, never retried.
import { UpstreamUnavailableError } from './registry.ts';
import { CircuitBreaker } from './circuit-breaker.ts';
import { ConcurrencyLimit } from './concurrency-limit.ts';

export interface CkanClientOptions {
  baseUrl: string;
  userAgent: string;
  timeoutMs: number;
  maxConcurrency: number;
  /** Attempts after the first, on timeouts and 5xx. */
  retries?: number;
  retryBaseMs?: number;
  breakerThreshold?: number;
  breakerCooldownMs?: number;
  now?: () => number;
}

export type CkanRecord = Record<string, unknown>;

export class CkanRequestError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'CkanRequestError';
    this.status = status;
  }
}

/** Worth another attempt (timeout, connection failure, 5xx) or not (garbled body). */
class AttemptFailed extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.retryable = retryable;
  }
}

const UPSTREAM = 'the transport ministry registry (data.gov.il)';

export class CkanClient {
  readonly #options: Required<CkanClientOptions>;
  readonly #breaker: CircuitBreaker;
  readonly #limit: ConcurrencyLimit;

  constructor(options: CkanClientOptions) {
    this.#options = {
      retries: 2, retryBaseMs: 150, breakerThreshold: 5, breakerCooldownMs: 30_000, now: Date.now, ...options,
      baseUrl: options.baseUrl.replace(/\/$/, ''),
    };
    this.#breaker = new CircuitBreaker(this.#options.breakerThreshold, this.#options.breakerCooldownMs, this.#options.now);
    this.#limit = new ConcurrencyLimit(this.#options.maxConcurrency, this.#options.maxConcurrency * 16);
  }

  get breakerState() {
    return this.#breaker.state;
  }

  /** Records of `resourceId` matching the exact `filters`; [] when none match. */
  async search(resourceId: string, filters: Record<string, number | string>, limit: number): Promise<CkanRecord[]> {
    if (!this.#breaker.tryAcquire()) {
      throw new UpstreamUnavailableError(
        `${UPSTREAM} failed repeatedly and is being given a rest; try again in ${this.#breaker.retryAfterSeconds} seconds`,
        Math.max(1, this.#breaker.retryAfterSeconds),
      );
    }
    const url = `${this.#options.baseUrl}/api/3/action/datastore_search?resource_id=${encodeURIComponent(resourceId)}`
      + `&filters=${encodeURIComponent(JSON.stringify(filters))}&limit=${limit}`;
    let outcome: { value: CkanRecord[] } | null;
    try {
      outcome = await this.#limit.run(() => this.#withRetries(url));
    } catch (error) {
      if (error instanceof CkanRequestError) {
        this.#breaker.success();
        throw error;
      }
      this.#breaker.failure();
      const why = error instanceof Error ? error.message : 'failed';
      throw new UpstreamUnavailableError(`${UPSTREAM} did not answer (${why}); try again in about a minute`, 60);
    }
    if (outcome === null) {
      this.#breaker.abandon();
      throw new UpstreamUnavailableError(`${UPSTREAM} is busy with other look-ups; try again in a few seconds`, 5);
    }
    this.#breaker.success();
    return outcome.value;
  }

  async #withRetries(url: string): Promise<CkanRecord[]> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.#attempt(url);
      } catch (error) {
        if (!(error instanceof AttemptFailed) || !error.retryable || attempt >= this.#options.retries) throw error;
        const backoff = this.#options.retryBaseMs * 2 ** attempt;
        await new Promise((resolve) => setTimeout(resolve, backoff / 2 + Math.random() * backoff));
      }
    }
  }

  async #attempt(url: string): Promise<CkanRecord[]> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': this.#options.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new AttemptFailed(timedOut ? `no answer within ${this.#options.timeoutMs} ms` : 'connection failed', true);
    }
    if (response.status >= 500) throw new AttemptFailed(`HTTP ${response.status}`, true);
    if (response.status >= 400) throw new CkanRequestError(response.status, `datastore_search refused the request (HTTP ${response.status})`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new AttemptFailed('an unreadable answer', false);
    }
    const result = (body as { success?: unknown; result?: { records?: unknown } } | null);
    if (result?.success !== true || !Array.isArray(result.result?.records)) {
      throw new AttemptFailed('an answer without records', false);
    }
    return result.result.records as CkanRecord[];
  }
}
