// Delivers outbox events to the operator's webhook. Every event is a row in the store until the webhook answers
// 2xx, so a crash, a restart or a webhook outage only delays it; retries back off exponentially and their
// schedule is stored in the row. Each event is claimed by one worker at a time (a lease in the row, taken in one
// statement; on PostgreSQL with FOR UPDATE SKIP LOCKED), so several instances share the outbox without sending
// one event twice at once; a dead instance's lease runs out and another instance takes the event over.
// Delivery is at-least-once on the wire and exactly-once for an operator that keeps the Idempotency-Key header
// (the event id, the same on every attempt): a crash between the operator storing an event and this worker
// recording its 2xx sends it again. A worker sends one event at a time, so at most one per instance is in that
// state, and its 2xx is recorded before anything else is done with the answer.
import type { CallbackDb, Row } from './callback-db.ts';
import { ATTEMPT_HEADER, EVENT_HEADER, IDEMPOTENCY_HEADER, SIGNATURE_HEADER, signWebhookBody } from './webhook-signature.ts';
import type { CallbackLog } from './callback-log.ts';
import { failSpan, traced, SpanKind } from '../../lib/telemetry/telemetry.ts';
import { ATTR_HTTP_REQUEST_METHOD, CARFACTS } from '../../lib/telemetry/conventions.ts';

export interface OutboxOptions {
  url: string;
  secret: string;
  userAgent: string;
  log: CallbackLog;
  now?: () => number;
  /** First retry after about this long, doubling each time up to retryMaxMs. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How often due retries are looked for. */
  pollMs?: number;
  timeoutMs?: number;
}

/** The operator's answer body carries nothing we use; failing to read it changes no outcome. */
/** Events sent per pass; a full pass is followed by another, so a quickly failing event cannot hold one forever. */
const BATCH = 20;

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

export class OutboxWorker {
  readonly #store: CallbackDb;
  readonly #options: Required<OutboxOptions>;
  #timer: NodeJS.Timeout | null = null;
  #pass: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  constructor(store: CallbackDb, options: OutboxOptions) {
    this.#store = store;
    this.#options = {
      now: Date.now,
      retryBaseMs: 2_000,
      retryMaxMs: 3_600_000,
      pollMs: 1_000,
      timeoutMs: 5_000,
      ...options,
    };
  }

  async start(): Promise<void> {
    if (this.#store.ownsAllLeases) await this.#store.run('release_leases');
    this.#timer = setInterval(() => this.kick(), this.#options.pollMs);
    this.#timer.unref();
    this.kick();
  }

  /** Sends whatever is due now, without waiting for the next poll. */
  kick(): void {
    if (this.#stopped) return;
    if (this.#pass) {
      this.#again = true;
      return;
    }
    // A failing pass (say the database is busy beyond its timeout) must not take the server down: the rows stay
    // due and the next poll tries again.
    this.#pass = this.#deliverDue()
      .catch((error: unknown) => {
        this.#options.log('outbox.pass_failed', { error: error instanceof Error ? error.name : 'unknown' });
      })
      .finally(() => {
        this.#pass = null;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  /** Resolves when no pass is running (tests and shutdown). */
  async idle(): Promise<void> {
    while (this.#pass) await this.#pass;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    await this.idle();
  }

  async #deliverDue(): Promise<void> {
    const { now, timeoutMs } = this.#options;
    for (let sent = 0; sent < BATCH; sent++) {
      if (this.#stopped) return;
      // The lease outlasts an attempt's timeout, so it only runs out on an instance that died or hung.
      const event = await this.#store.get('claim_event', { now: now(), lease_until: now() + timeoutMs * 2 });
      if (!event) return;
      await this.#deliver(event);
    }
    this.#again = true;
  }

  /** One delivery attempt, traced as a CLIENT span: the event's kind, attempt number and result, never its body. */
  #deliver(event: Row): Promise<void> {
    const kind = String(event.kind);
    const attempts = Number(event.attempts);
    const attributes = { [ATTR_HTTP_REQUEST_METHOD]: 'POST', [CARFACTS.CALLBACK_EVENT_KIND]: kind, [CARFACTS.CALLBACK_ATTEMPT]: attempts };
    return traced({ name: 'callback delivery', kind: SpanKind.CLIENT, attributes }, async (span) => {
      const result = await this.#attempt(event, kind, attempts);
      span?.setAttribute(CARFACTS.CALLBACK_RESULT, result);
      if (result !== 'delivered') failSpan(span, result);
    });
  }

  /** What the attempt came to: "delivered", or the result stored with the retry ("http 503", "timeout"). */
  async #attempt(event: Row, kind: string, attempts: number): Promise<string> {
    const { now, timeoutMs } = this.#options;
    const seq = Number(event.seq);
    const body = String(event.body ?? '');
    const eventId = String(event.event_id);
    let result: string;
    try {
      const response = await fetch(this.#options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': this.#options.userAgent,
          [IDEMPOTENCY_HEADER]: eventId,
          [EVENT_HEADER]: `quote_request.${kind}`,
          [ATTEMPT_HEADER]: String(attempts),
          [SIGNATURE_HEADER]: signWebhookBody(this.#options.secret, body),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      result = `http ${response.status}`;
      if (response.ok) {
        // Recorded the moment the status line arrives, before the body is even discarded: until this row says
        // delivered, a crash means the event is sent again.
        await this.#store.run('mark_delivered', { seq, now: now(), result });
        this.#options.log('outbox.delivered', { event_id: eventId, kind, attempts });
        await discard(response);
        return 'delivered';
      }
      await discard(response);
    } catch (error) {
      result = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error';
    }
    const delay = this.#retryDelay(attempts);
    await this.#store.run('mark_failed', { seq, next_attempt_at: now() + delay, result });
    this.#options.log('outbox.retry', { event_id: eventId, kind, attempts, result, retry_in_ms: delay });
    return result;
  }

  #retryDelay(attempts: number): number {
    const { retryBaseMs, retryMaxMs } = this.#options;
    const exponential = Math.min(retryMaxMs, retryBaseMs * 2 ** (attempts - 1));
    return Math.round(exponential * (0.8 + Math.random() * 0.4));
  }
}
