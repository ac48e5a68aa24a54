// CallbackService over node:sqlite. A request is committed (WAL, synchronous=FULL) together with its outbox
// event in one BEGIN IMMEDIATE transaction before submit() resolves, so an answer of `received` means the
// request is on disk and will reach the operator; the duplicate check sits in the same transaction, so
// concurrent identical submissions store one request.
import { randomBytes } from 'node:crypto';
import type { CallbackService, ConsentRecord, QuoteRequestDetails, SubmitOutcome } from './callback-service.ts';
import { CallbackStore } from './callback-store.ts';
import { OutboxWorker, type OutboxOptions } from './outbox-worker.ts';
import { jsonLineLog, type CallbackLog } from './callback-log.ts';

export interface CallbackServiceOptions {
  dbPath: string;
  operatorName: string;
  webhookUrl: string;
  webhookSecret: string;
  duplicateWindowHours: number;
  retentionDays: number;
  perPhonePerDay: number;
  userAgent: string;
  log?: CallbackLog;
  now?: () => number;
  /** Outbox timing, for tests that cannot wait for production backoff. */
  outbox?: Pick<OutboxOptions, 'retryBaseMs' | 'retryMaxMs' | 'pollMs' | 'timeoutMs'>;
  /** How often expired records are purged. */
  purgeEveryMs?: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 18 random bytes: 144 bits, unguessable, and the only handle for erasing the request. */
export function newRandomId(): string {
  return randomBytes(18).toString('base64url');
}

/** The car part of the duplicate key: the plate when given, else make/model/year, else none. */
function carKey(details: QuoteRequestDetails): string {
  if (details.plate) return `plate:${details.plate}`;
  const parts = [details.make, details.model, details.year].map((p) => String(p ?? '').trim().toLowerCase());
  return parts.some(Boolean) ? `model:${parts.join('|')}` : 'none';
}

export class SqliteCallbackService implements CallbackService {
  readonly operatorName: string;
  readonly deliveryConfigured: boolean;
  readonly #options: CallbackServiceOptions;
  readonly #store: CallbackStore | null;
  readonly #outbox: OutboxWorker | null;
  readonly #log: CallbackLog;
  readonly #now: () => number;
  readonly #purgeTimer: NodeJS.Timeout | null;

  constructor(options: CallbackServiceOptions) {
    this.#options = options;
    this.operatorName = options.operatorName;
    this.deliveryConfigured = options.webhookUrl !== '';
    this.#log = options.log ?? jsonLineLog;
    this.#now = options.now ?? Date.now;
    if (!this.deliveryConfigured) {
      // Without an operator nothing may be stored: every request is a dry run, so no database is opened.
      this.#store = null;
      this.#outbox = null;
      this.#purgeTimer = null;
      return;
    }
    if (options.webhookSecret === '') {
      throw new Error('OPERATOR_WEBHOOK_SECRET must be set when OPERATOR_WEBHOOK_URL is: deliveries are signed with it');
    }
    if (options.operatorName.trim() === '') {
      throw new Error('OPERATOR_NAME must be set when OPERATOR_WEBHOOK_URL is: people are told who receives their details');
    }
    this.#store = new CallbackStore(options.dbPath);
    this.#outbox = new OutboxWorker(this.#store, {
      url: options.webhookUrl, secret: options.webhookSecret, userAgent: options.userAgent, log: this.#log,
      now: this.#now, ...options.outbox,
    });
    this.#outbox.start();
    const purge = () => this.purgeExpired().catch((error: unknown) => {
      this.#log('callback.purge_failed', { error: error instanceof Error ? error.name : 'unknown' });
    });
    void purge();
    this.#purgeTimer = setInterval(() => void purge(), options.purgeEveryMs ?? HOUR);
    this.#purgeTimer.unref();
  }

  async submit(details: QuoteRequestDetails, consent: ConsentRecord): Promise<SubmitOutcome> {
    const store = this.#requireStore();
    const now = this.#now();
    const dedupeKey = store.keyedHash('dedupe', details.phone_e164, carKey(details));
    const phoneKey = store.keyedHash('phone', details.phone_e164);
    const outcome = store.transaction((): SubmitOutcome => {
      const duplicate = store.get('find_duplicate', {
        dedupe_key: dedupeKey, since: now - this.#options.duplicateWindowHours * HOUR,
      });
      if (duplicate) return { status: 'already_received', request_id: String(duplicate.request_id) };
      const recent = store.get('count_submissions', { phone_key: phoneKey, since: now - DAY })!;
      if (Number(recent.n) >= this.#options.perPhonePerDay) {
        return { status: 'rate_limited', retry_after_seconds: Math.max(1, Math.ceil((Number(recent.oldest) + DAY - now) / 1000)) };
      }
      const requestId = newRandomId();
      const createdAt = new Date(now).toISOString();
      const record = { ...details, consent_version: consent.version, consent_text_he: consent.text_he, created_at: createdAt };
      store.run('insert_request', { request_id: requestId, dedupe_key: dedupeKey, created_at: now, details: JSON.stringify(record) });
      store.run('insert_submission', { phone_key: phoneKey, at: now });
      this.#enqueue(store, requestId, 'created', now, {
        operator: this.operatorName,
        created_at: createdAt,
        consent: { given: true, version: consent.version, text_he: consent.text_he },
        contact: { name: details.name, phone: details.phone_e164, preferred_time: details.preferred_time, note: details.note },
        car: { plate: details.plate, make: details.make, model: details.model, year: details.year },
      });
      return { status: 'received', request_id: requestId };
    });
    this.#log('callback.submit', { status: outcome.status });
    if (outcome.status === 'received') this.#outbox!.kick();
    return outcome;
  }

  async erase(requestId: string): Promise<boolean> {
    if (!this.#store) return false;
    const store = this.#store;
    const now = this.#now();
    const erased = store.transaction(() => {
      if (store.run('delete_request', { request_id: requestId }) === 0) return false;
      store.run('drop_undelivered_created', { request_id: requestId });
      this.#enqueue(store, requestId, 'erased', now, { erased_at: new Date(now).toISOString() });
      return true;
    });
    this.#log('callback.erase', { erased });
    if (erased) this.#outbox!.kick();
    return erased;
  }

  async purgeExpired(): Promise<number> {
    if (!this.#store) return 0;
    const store = this.#store;
    const now = this.#now();
    const before = now - this.#options.retentionDays * DAY;
    const purged = store.transaction(() => {
      const requests = store.run('purge_requests', { before });
      store.run('purge_outbox', { before });
      store.run('purge_submissions', { before: now - DAY });
      return requests;
    });
    if (purged > 0) this.#log('callback.purge', { requests: purged });
    return purged;
  }

  /** Tries everything due now and waits until that is done (tests, benchmarks). */
  async deliveriesSettled(): Promise<void> {
    this.#outbox?.kick();
    await this.#outbox?.idle();
  }

  async close(): Promise<void> {
    if (this.#purgeTimer) clearInterval(this.#purgeTimer);
    await this.#outbox?.stop();
    this.#store?.close();
  }

  #enqueue(store: CallbackStore, requestId: string, kind: 'created' | 'erased', now: number, payload: object): void {
    const eventId = newRandomId();
    const body = JSON.stringify({ event: `quote_request.${kind}`, event_id: eventId, request_id: requestId, ...payload });
    store.run('insert_event', { event_id: eventId, request_id: requestId, kind, body, created_at: now });
  }

  #requireStore(): CallbackStore {
    if (!this.#store) throw new Error('submit() needs an operator webhook; without one every request is a dry run');
    return this.#store;
  }
}

/** The service as configured by the environment (lib/config.ts). */
export function callbackServiceFromConfig(
  config: {
    callbackDbPath: string; operatorName: string; operatorWebhookUrl: string; operatorWebhookSecret: string;
    duplicateWindowHours: number; retentionDays: number; rateLimitCallbackPerPhonePerDay: number;
  },
  userAgent: string,
  log?: CallbackLog,
): SqliteCallbackService {
  return new SqliteCallbackService({
    dbPath: config.callbackDbPath,
    operatorName: config.operatorName,
    webhookUrl: config.operatorWebhookUrl,
    webhookSecret: config.operatorWebhookSecret,
    duplicateWindowHours: config.duplicateWindowHours,
    retentionDays: config.retentionDays,
    perPhonePerDay: config.rateLimitCallbackPerPhonePerDay,
    userAgent,
    log,
  });
}
