// datastore_search on a CKAN portal (data.gov.il), made safe to call from a public service: a descriptive
// User-Agent (the portal's firewall rejects library defaults) and cockatiel policies composed per call as
// retry(bulkhead(breaker(timeout(fetch)))): a timeout per attempt; a circuit breaker consulted when an attempt
// actually starts, so calls that queued behind a failing upstream fail at once instead of calling it; a cap on
// calls in flight with a bounded queue that refuses at once when full; retries with jittered backoff on
// timeouts, connection failures and 5xx only, each retry queueing again rather than holding a slot while it
// waits. Around all of it, one deadline per registry question (withinDeadline) covers queueing, attempts and
// backoff. Everything that stops an answer becomes UpstreamUnavailableError with a retry hint; a 4xx (a filter
// the resource does not have) is a fault of ours, reported as CkanRequestError and never retried.
import {
  BrokenCircuitError,
  BulkheadRejectedError,
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  TaskCancelledError,
  TimeoutStrategy,
  bulkhead,
  circuitBreaker,
  halfJitterGenerator,
  handleType,
  handleWhen,
  retry,
  timeout,
  wrap,
} from 'cockatiel';
import { UpstreamUnavailableError } from './registry.ts';

export interface CkanClientOptions {
  baseUrl: string;
  userAgent: string;
  /** Timeout of one attempt. */
  timeoutMs: number;
  /** The whole of one registry question: queueing, every attempt and the backoff between them. */
  deadlineMs: number;
  maxConcurrency: number;
  /** Attempts after the first, on timeouts, connection failures and 5xx. */
  retries?: number;
  retryBaseMs?: number;
  breakerThreshold?: number;
  breakerCooldownMs?: number;
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

/** An attempt the upstream failed: counted by the breaker; worth another attempt (timeout, connection
 * failure, 5xx) or not (garbled body, or the question's deadline cut it off). */
class AttemptFailed extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.retryable = retryable;
  }
}

const UPSTREAM = 'the transport ministry registry (data.gov.il)';
/** Calls that may wait for a slot, per slot; beyond them a call is refused at once. */
const QUEUE_PER_SLOT = 16;

export class CkanClient {
  readonly #options: Required<CkanClientOptions>;
  readonly #breaker;
  readonly #policy;
  readonly #deadline;
  #openedAt = 0;

  constructor(options: CkanClientOptions) {
    this.#options = {
      retries: 2,
      retryBaseMs: 150,
      breakerThreshold: 5,
      breakerCooldownMs: 30_000,
      ...options,
      baseUrl: options.baseUrl.replace(/\/$/, ''),
    };
    const { retries, retryBaseMs, breakerThreshold, breakerCooldownMs, maxConcurrency, timeoutMs, deadlineMs } = this.#options;
    this.#breaker = circuitBreaker(handleType(AttemptFailed), {
      halfOpenAfter: breakerCooldownMs,
      breaker: new ConsecutiveBreaker(breakerThreshold),
    });
    this.#breaker.onBreak(() => {
      this.#openedAt = Date.now();
    });
    this.#policy = wrap(
      retry(
        handleWhen((e) => e instanceof AttemptFailed && e.retryable),
        {
          maxAttempts: retries,
          backoff: new ExponentialBackoff({
            generator: halfJitterGenerator,
            initialDelay: retryBaseMs,
            maxDelay: retryBaseMs * 2 ** retries,
          }),
        },
      ),
      bulkhead(maxConcurrency, maxConcurrency * QUEUE_PER_SLOT),
      this.#breaker,
      timeout(timeoutMs, TimeoutStrategy.Cooperative),
    );
    // Aggressive: the question is answered at the deadline even while a call still waits in the queue or backs
    // off; the abort then reaches whatever is in flight.
    this.#deadline = timeout(deadlineMs, TimeoutStrategy.Aggressive);
  }

  get breakerState(): 'closed' | 'open' | 'half_open' {
    const state = this.#breaker.state;
    if (state === CircuitState.Closed) return 'closed';
    return state === CircuitState.HalfOpen ? 'half_open' : 'open';
  }

  /** Runs one registry question (one or more searches given its signal) within the deadline. */
  async withinDeadline<T>(question: (deadline: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await this.#deadline.execute(({ signal }) => question(signal));
    } catch (error) {
      if (!(error instanceof TaskCancelledError)) throw error;
      throw new UpstreamUnavailableError(
        `${UPSTREAM} did not answer within the ${this.#options.deadlineMs / 1000} s a look-up may take; try again in about a minute`,
        60,
      );
    }
  }

  /** Records of `resourceId` matching the exact `filters`; [] when none match. */
  async search(resourceId: string, filters: Record<string, number | string>, limit: number, deadline: AbortSignal): Promise<CkanRecord[]> {
    const url =
      `${this.#options.baseUrl}/api/3/action/datastore_search?resource_id=${encodeURIComponent(resourceId)}` +
      `&filters=${encodeURIComponent(JSON.stringify(filters))}&limit=${limit}`;
    try {
      return await this.#policy.execute(({ signal }) => this.#attempt(url, signal, deadline), deadline);
    } catch (error) {
      if (error instanceof BulkheadRejectedError) {
        throw new UpstreamUnavailableError(`${UPSTREAM} is busy with other look-ups; try again in a few seconds`, 5);
      }
      if (error instanceof BrokenCircuitError) {
        const wait = Math.max(1, Math.ceil((this.#openedAt + this.#options.breakerCooldownMs - Date.now()) / 1000));
        throw new UpstreamUnavailableError(`${UPSTREAM} failed repeatedly and is being given a rest; try again in ${wait} seconds`, wait);
      }
      if (error instanceof AttemptFailed) {
        throw new UpstreamUnavailableError(`${UPSTREAM} did not answer (${error.message}); try again in about a minute`, 60);
      }
      throw error;
    }
  }

  async #attempt(url: string, signal: AbortSignal, deadline: AbortSignal): Promise<CkanRecord[]> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { headers: { 'user-agent': this.#options.userAgent, accept: 'application/json' }, signal });
      text = await response.text();
    } catch {
      // The signal ends the attempt at its own timeout or at the question's deadline, whichever comes first.
      if (deadline.aborted) throw new AttemptFailed('no answer before the look-up ran out of time', false);
      throw new AttemptFailed(signal.aborted ? `no answer within ${this.#options.timeoutMs} ms` : 'connection failed', true);
    }
    if (response.status >= 500) throw new AttemptFailed(`HTTP ${response.status}`, true);
    if (response.status >= 400)
      throw new CkanRequestError(response.status, `datastore_search refused the request (HTTP ${response.status})`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new AttemptFailed('an unreadable answer', false);
    }
    const result = body as { success?: unknown; result?: { records?: unknown } } | null;
    if (result?.success !== true || !Array.isArray(result.result?.records)) {
      throw new AttemptFailed('an answer without records', false);
    }
    return result.result.records as CkanRecord[];
  }
}
