// datastore_search on a CKAN portal (data.gov.il), made safe to call from a public service: a descriptive
// User-Agent (the portal's firewall rejects library defaults) and, per call, cockatiel policies composed as
// retry(slot(breaker(timeout(fetch)))): a timeout per attempt; a circuit breaker consulted when an attempt
// actually starts, so calls that queued behind a failing upstream fail at once instead of calling it; a cap on
// calls in flight, shared out by plate (plate-turns.ts: a plate's questions wait as one, the queue holds plates,
// the earliest plate is served first); retries with jittered backoff on timeouts, connection failures and 5xx
// only, each retry waiting for a slot again rather than holding one while it backs off. Around all of it, one
// deadline per registry question (ask) covers waiting, attempts and backoff. Everything that stops an answer
// becomes UpstreamUnavailableError with a retry hint and a reason, `busy` when the upstream was never asked; a
// 4xx (a filter the resource does not have) is a fault of ours, reported as CkanRequestError and never retried.
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  ExponentialBackoff,
  TaskCancelledError,
  TimeoutStrategy,
  circuitBreaker,
  halfJitterGenerator,
  handleType,
  handleWhen,
  retry,
  timeout,
  wrap,
} from 'cockatiel';
import { UpstreamUnavailableError } from './registry.ts';
import { PlateTurns, QueueFullError, type PlateTurn } from './plate-turns.ts';
import { observeUpstreamAttempt } from '../metrics/metrics.ts';
import { withoutHiddenCharacters } from '../../lib/text/hidden-characters.ts';
import { clientSpan } from '../telemetry/http-spans.ts';

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

/** One datastore_search within a registry question: records of `resourceId` matching the exact `filters`. */
export type Search = (resourceId: string, filters: Record<string, number | string>, limit: number) => Promise<CkanRecord[]>;

/** An attempt the upstream failed: counted by the breaker; worth another attempt (timeout, connection
 * failure, 5xx) or not (garbled body). */
class AttemptFailed extends Error {
  readonly retryable: boolean;
  readonly reason: 'timeout' | 'failing';
  constructor(message: string, retryable: boolean, reason: 'timeout' | 'failing' = 'failing') {
    super(message);
    this.retryable = retryable;
    this.reason = reason;
  }
}

const UPSTREAM = 'the transport ministry registry (data.gov.il)';

/** The largest answer read: a plate's rows are a few kilobytes, so anything near this is not an answer to our
 * question, and reading it whole would cost the process its size several times over (a 150 MB answer cost 795 MB). */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/** The body as text, read as it arrives and given up (null) as soon as it passes `max` bytes, decompressed. */
async function cappedText(response: Response, max: number): Promise<string | null> {
  if (Number(response.headers.get('content-length') ?? 0) > max) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A record with every text value cleaned of hidden characters (lib/text/hidden-characters.ts): upstream text is
 * cleaned once, here where it enters, and each output escapes it for itself. */
function cleanRecord(record: unknown): CkanRecord {
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return {};
  const clean: CkanRecord = {};
  for (const [key, value] of Object.entries(record)) clean[key] = typeof value === 'string' ? withoutHiddenCharacters(value) : value;
  return clean;
}
/** One registry question as its searches see it: the plate's turn, when its deadline falls, and whether it asked. */
interface Question {
  turn: PlateTurn;
  /** performance.now() at the deadline. */
  endsAt: number;
  deadline: AbortSignal;
  onAsk: () => void;
}

/** A call whose turn came too late to be answered before its question's deadline. */
class NoTimeLeft extends Error {}

/**
 * An attempt the question's deadline ended. Not counted by the breaker: it may have started late in a long queue
 * (this server's load, not the upstream's health), and a hanging upstream still trips the breaker through the
 * attempts that reach their own timeout.
 */
class CutOff extends Error {}

/** Weight of the latest attempt in the typical duration. */
const TYPICAL_WEIGHT = 0.2;

/** Plates that may wait for their first call, per slot; beyond them a look-up is refused at once (busy). */
const PLATES_WAITING_PER_SLOT = 16;

export class CkanClient {
  readonly #options: Required<CkanClientOptions>;
  readonly #breaker;
  readonly #retry;
  readonly #attemptPolicy;
  readonly #turns;
  readonly #deadline;
  #openedAt = 0;
  /** How long an attempt typically takes now (moving average); 0 until one has ended. */
  #typicalMs = 0;

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
    this.#retry = retry(
      handleWhen((e) => e instanceof AttemptFailed && e.retryable),
      {
        maxAttempts: retries,
        backoff: new ExponentialBackoff({
          generator: halfJitterGenerator,
          initialDelay: retryBaseMs,
          maxDelay: retryBaseMs * 2 ** retries,
        }),
      },
    );
    this.#turns = new PlateTurns(maxConcurrency, maxConcurrency * PLATES_WAITING_PER_SLOT);
    this.#attemptPolicy = wrap(this.#breaker, timeout(timeoutMs, TimeoutStrategy.Cooperative));
    // Aggressive: the question is answered at the deadline even while a call still waits in the queue or backs
    // off; the abort then reaches whatever is in flight.
    this.#deadline = timeout(deadlineMs, TimeoutStrategy.Aggressive);
  }

  get breakerState(): 'closed' | 'open' | 'half_open' {
    const state = this.#breaker.state;
    if (state === CircuitState.Closed) return 'closed';
    return state === CircuitState.HalfOpen ? 'half_open' : 'open';
  }

  /**
   * Runs one registry question about `plate` (one or more searches) within the deadline, in the plate's turn: every
   * question about a plate in progress shares it. The question is refused at once (busy) when the queue is full.
   */
  async ask<T>(plate: string, question: (search: Search) => Promise<T>): Promise<T> {
    let turn: PlateTurn;
    try {
      turn = this.#turns.enter(plate);
    } catch (error) {
      if (!(error instanceof QueueFullError)) throw error;
      throw new UpstreamUnavailableError(
        `${UPSTREAM} was not asked: this server has too many look-ups waiting for it; try again in a few seconds`,
        5,
        'busy',
      );
    }
    const endsAt = performance.now() + this.#options.deadlineMs;
    let asked = false;
    try {
      return await this.#deadline.execute(({ signal }) =>
        question((resourceId, filters, limit) =>
          this.#search(this.#url(resourceId, filters, limit), {
            turn,
            endsAt,
            deadline: signal,
            onAsk: () => {
              asked = true;
            },
          }),
        ),
      );
    } catch (error) {
      if (!(error instanceof TaskCancelledError) && !(error instanceof NoTimeLeft)) throw error;
      const within = `within the ${this.#options.deadlineMs / 1000} s a look-up may take`;
      if (!asked) {
        throw new UpstreamUnavailableError(
          `${UPSTREAM} was not asked: this server was busy with earlier look-ups and had no turn for this one ${within}; ` +
            'try again in a few seconds',
          5,
          'busy',
        );
      }
      throw new UpstreamUnavailableError(`${UPSTREAM} did not answer ${within}; try again in about a minute`, 60, 'timeout');
    } finally {
      this.#turns.leave(turn);
    }
  }

  #url(resourceId: string, filters: Record<string, number | string>, limit: number): string {
    return (
      `${this.#options.baseUrl}/api/3/action/datastore_search?resource_id=${encodeURIComponent(resourceId)}` +
      `&filters=${encodeURIComponent(JSON.stringify(filters))}&limit=${limit}`
    );
  }

  async #search(url: string, question: Question): Promise<CkanRecord[]> {
    try {
      return await this.#retry.execute(async ({ signal }) => {
        // A call still waiting when too little time is left for an attempt gives up then, not at the deadline: the
        // look-ups a full queue cannot serve answer busy as they become hopeless instead of all at the last moment.
        const hopeless = AbortSignal.timeout(Math.max(0, Math.floor(question.endsAt - performance.now() - this.#typicalMs)));
        const release = await this.#turns.acquire(question.turn, AbortSignal.any([signal, hopeless])).catch((error: unknown) => {
          throw hopeless.aborted && !signal.aborted ? new NoTimeLeft() : error;
        });
        try {
          // An attempt that cannot end before the deadline only loads the upstream and counts against the breaker.
          if (question.endsAt - performance.now() < this.#typicalMs) throw new NoTimeLeft();
          return await this.#attemptPolicy.execute(({ signal: attempt }) => {
            question.onAsk();
            return this.#attempt(url, attempt, question.deadline);
          }, signal);
        } finally {
          release();
        }
      }, question.deadline);
    } catch (error) {
      if (error instanceof BrokenCircuitError) {
        const wait = Math.max(1, Math.ceil((this.#openedAt + this.#options.breakerCooldownMs - Date.now()) / 1000));
        throw new UpstreamUnavailableError(
          `${UPSTREAM} failed repeatedly and is being given a rest; try again in ${wait} seconds`,
          wait,
          'resting',
        );
      }
      if (error instanceof AttemptFailed) {
        throw new UpstreamUnavailableError(`${UPSTREAM} did not answer (${error.message}); try again in about a minute`, 60, error.reason);
      }
      throw error;
    }
  }

  /** Folds an attempt's duration into the typical one (a cut-off attempt's duration is a lower bound, still telling). */
  #observe(ms: number): void {
    this.#typicalMs = this.#typicalMs === 0 ? ms : this.#typicalMs * (1 - TYPICAL_WEIGHT) + ms * TYPICAL_WEIGHT;
  }

  /** One HTTP attempt, timed by how it ended (carfacts_upstream_attempt_duration_seconds) and traced as a client
   * span with the breaker's state when it ended. */
  async #attempt(url: string, signal: AbortSignal, deadline: AbortSignal): Promise<CkanRecord[]> {
    const started = performance.now();
    const span = clientSpan(url);
    const answered: { status: number | null } = { status: null };
    try {
      const records = await this.#attemptOnce(url, signal, deadline, answered);
      observeUpstreamAttempt('ok', started);
      span?.end('ok', answered.status, this.breakerState);
      return records;
    } catch (error) {
      const outcome =
        error instanceof AttemptFailed
          ? error.reason
          : error instanceof CkanRequestError
            ? 'refused'
            : error instanceof CutOff
              ? 'cut_off'
              : 'failing';
      observeUpstreamAttempt(outcome, started);
      span?.end(outcome, answered.status, this.breakerState);
      throw error;
    }
  }

  async #attemptOnce(url: string, signal: AbortSignal, deadline: AbortSignal, answered: { status: number | null }): Promise<CkanRecord[]> {
    let response: Response;
    let text: string | null;
    const started = performance.now();
    try {
      response = await fetch(url, { headers: { 'user-agent': this.#options.userAgent, accept: 'application/json' }, signal });
      answered.status = response.status;
      text = await cappedText(response, MAX_ANSWER_BYTES);
      this.#observe(performance.now() - started);
    } catch {
      if (signal.aborted) this.#observe(performance.now() - started);
      // The signal ends the attempt at its own timeout or at the question's deadline, whichever comes first.
      if (deadline.aborted) throw new CutOff('no answer before the look-up ran out of time');
      if (signal.aborted) throw new AttemptFailed(`no answer within ${this.#options.timeoutMs} ms`, true, 'timeout');
      throw new AttemptFailed('connection failed', true);
    }
    if (response.status >= 500) throw new AttemptFailed(`HTTP ${response.status}`, true);
    if (response.status >= 400)
      throw new CkanRequestError(response.status, `datastore_search refused the request (HTTP ${response.status})`);
    if (text === null) throw new AttemptFailed(`an answer over ${MAX_ANSWER_BYTES / 1024 / 1024} MB`, false);
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
    return result.result.records.map(cleanRecord);
  }
}
