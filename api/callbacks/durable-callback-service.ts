// CallbackService over a durable store: a SQLite file (one host) or PostgreSQL (every API instance shares it).
// A request is committed together with its outbox event in one transaction before submit() resolves, so an
// answer of `received` means the request is on disk and will reach the operator; the duplicate check and the
// per-phone count sit in the same transaction, serialised on the phone's key, so concurrent identical
// submissions (threads, processes or instances) store one request.
import { createHmac, randomBytes } from 'node:crypto';
import {
  noStoreHealth,
  type CallbackService,
  type CallbackStoreHealth,
  type ConsentRecord,
  type QuoteRequestDetails,
  type SubmitOutcome,
} from './callback-service.ts';
import type { CallbackDb, CallbackQueries } from './callback-db.ts';
import { SqliteCallbackDb } from './sqlite-callback-db.ts';
import { PostgresCallbackDb } from './postgres-callback-db.ts';
import { migrate } from './migrations.ts';
import { OutboxWorker, type OutboxOptions } from './outbox-worker.ts';
import { jsonLineLog, type CallbackLog } from './callback-log.ts';
import { AUTHORITY_LANG } from '../../lib/i18n/lang.ts';

export interface CallbackServiceOptions {
  /** SQLite file, used unless postgresUrl is set. */
  dbPath: string;
  /** postgres:// URL of the store every instance shares. */
  postgresUrl?: string;
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

/** The health question's answer time: a store silent longer is reported unreachable, so /api/v1/status answers
 * in about a second however the store hangs (the query itself ends at the store's own query timeout). */
const HEALTH_TIMEOUT_MS = 1_000;

/** `work`'s result, or an error once `ms` have passed without one. */
function withinDeadline<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  // The work is still awaited by no one once late: its own failure must not surface as unhandled.
  work.catch(() => undefined);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
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
  const parts = [details.make, details.model, details.year].map((p) =>
    String(p ?? '')
      .trim()
      .toLowerCase(),
  );
  return parts.some(Boolean) ? `model:${parts.join('|')}` : 'none';
}

interface Opened {
  db: CallbackDb;
  outbox: OutboxWorker;
  hashKey: Buffer;
}

export class DurableCallbackService implements CallbackService {
  readonly operatorName: string;
  readonly deliveryConfigured: boolean;
  readonly #options: CallbackServiceOptions;
  /** Null without an operator; otherwise the store once migrated, its outbox started. */
  readonly #opened: Promise<Opened> | null;
  readonly #log: CallbackLog;
  readonly #now: () => number;
  #purgeTimer: NodeJS.Timeout | null = null;
  #closing: Promise<void> | null = null;

  constructor(options: CallbackServiceOptions) {
    this.#options = options;
    this.operatorName = options.operatorName;
    this.deliveryConfigured = options.webhookUrl !== '';
    this.#log = options.log ?? jsonLineLog;
    this.#now = options.now ?? Date.now;
    if (!this.deliveryConfigured) {
      // Without an operator nothing may be stored: every request is a dry run, so no database is opened.
      this.#opened = null;
      return;
    }
    if (options.webhookSecret === '') {
      throw new Error('OPERATOR_WEBHOOK_SECRET must be set when OPERATOR_WEBHOOK_URL is: deliveries are signed with it');
    }
    if (options.operatorName.trim() === '') {
      throw new Error('OPERATOR_NAME must be set when OPERATOR_WEBHOOK_URL is: people are told who receives their details');
    }
    this.#opened = this.#open();
    // Whoever uses the service sees a failed open; this keeps it from also being an unhandled rejection.
    this.#opened.catch(() => undefined);
  }

  async #open(): Promise<Opened> {
    const options = this.#options;
    let db: CallbackDb;
    if (options.postgresUrl) {
      const postgres = new PostgresCallbackDb(options.postgresUrl, this.#log);
      await postgres.check().catch(async (error: unknown) => {
        await postgres.close();
        throw error;
      });
      db = postgres;
    } else {
      db = new SqliteCallbackDb(options.dbPath);
    }
    const applied = await migrate(db, this.#now);
    if (applied.length > 0) this.#log('callback.migrated', { dialect: db.dialect, versions: applied.join(',') });
    // The key for hashing phone numbers is per database: hashes are useless outside it. The first instance's
    // key wins; every instance then reads the same one.
    await db.run('put_meta', { key: 'hash_key', value: randomBytes(32).toString('base64url') });
    const hashKey = Buffer.from(String((await db.get('get_meta', { key: 'hash_key' }))!.value), 'base64url');
    const outbox = new OutboxWorker(db, {
      url: options.webhookUrl,
      secret: options.webhookSecret,
      userAgent: options.userAgent,
      log: this.#log,
      now: this.#now,
      ...options.outbox,
    });
    await outbox.start();
    const purge = () =>
      this.purgeExpired().catch((error: unknown) => {
        this.#log('callback.purge_failed', { error: error instanceof Error ? error.name : 'unknown' });
      });
    this.#purgeTimer = setInterval(() => void purge(), options.purgeEveryMs ?? HOUR);
    this.#purgeTimer.unref();
    const opened = { db, outbox, hashKey };
    void purge();
    return opened;
  }

  /** Resolves once the store is open and migrated; rejects with why it could not be (start-up awaits this). */
  async ready(): Promise<void> {
    await this.#opened;
  }

  async submit(details: QuoteRequestDetails, consent: ConsentRecord): Promise<SubmitOutcome> {
    if (!this.#opened) throw new Error('submit() needs an operator webhook; without one every request is a dry run');
    const { db, outbox, hashKey } = await this.#opened;
    const now = this.#now();
    const dedupeKey = keyedHash(hashKey, 'dedupe', details.phone_e164, carKey(details));
    const phoneKey = keyedHash(hashKey, 'phone', details.phone_e164);
    // Serialised on the phone: the duplicate key includes it, so both checks below see every earlier commit.
    const outcome = await db.transaction(phoneKey, async (tx): Promise<SubmitOutcome> => {
      const duplicate = await tx.get('find_duplicate', {
        dedupe_key: dedupeKey,
        since: now - this.#options.duplicateWindowHours * HOUR,
      });
      if (duplicate) return { status: 'already_received', request_id: String(duplicate.request_id) };
      const recent = (await tx.get('count_submissions', { phone_key: phoneKey, since: now - DAY }))!;
      if (Number(recent.n) >= this.#options.perPhonePerDay) {
        return { status: 'rate_limited', retry_after_seconds: Math.max(1, Math.ceil((Number(recent.oldest) + DAY - now) / 1000)) };
      }
      const requestId = newRandomId();
      const createdAt = new Date(now).toISOString();
      const record = { ...details, consent_version: consent.version, consent_text_he: consent.text_he, created_at: createdAt };
      const shownLang = consent.shown_lang ?? AUTHORITY_LANG;
      await tx.run('insert_request', {
        request_id: requestId,
        dedupe_key: dedupeKey,
        created_at: now,
        details: JSON.stringify(record),
        consent_lang: shownLang,
      });
      await tx.run('insert_submission', { phone_key: phoneKey, at: now });
      await enqueue(tx, requestId, 'created', now, {
        operator: this.operatorName,
        created_at: createdAt,
        consent: { given: true, version: consent.version, text_he: consent.text_he, shown_lang: shownLang },
        contact: { name: details.name, phone: details.phone_e164, preferred_time: details.preferred_time, note: details.note },
        car: { plate: details.plate, make: details.make, model: details.model, year: details.year },
      });
      return { status: 'received', request_id: requestId };
    });
    this.#log('callback.submit', { status: outcome.status });
    if (outcome.status === 'received') outbox.kick();
    return outcome;
  }

  async erase(requestId: string): Promise<boolean> {
    if (!this.#opened) return false;
    const { db, outbox } = await this.#opened;
    const now = this.#now();
    const erased = await db.transaction(requestId, async (tx) => {
      if ((await tx.run('delete_request', { request_id: requestId })) === 0) return false;
      await tx.run('drop_undelivered_created', { request_id: requestId, now });
      await enqueue(tx, requestId, 'erased', now, { erased_at: new Date(now).toISOString() });
      return true;
    });
    this.#log('callback.erase', { erased });
    if (erased) outbox.kick();
    return erased;
  }

  async purgeExpired(): Promise<number> {
    if (!this.#opened) return 0;
    return this.#purge(await this.#opened);
  }

  /** Deletes are idempotent: every instance purges on its own timer, and whichever runs first does the work. */
  async #purge({ db }: Opened): Promise<number> {
    const now = this.#now();
    const before = now - this.#options.retentionDays * DAY;
    const purged = await db.transaction('purge', async (tx) => {
      const requests = await tx.run('purge_requests', { before });
      await tx.run('purge_outbox', { before });
      await tx.run('purge_submissions', { before: now - DAY });
      return requests;
    });
    if (purged > 0) this.#log('callback.purge', { requests: purged });
    return purged;
  }

  async health(): Promise<CallbackStoreHealth> {
    const retention = this.#options.retentionDays;
    if (!this.#opened) return noStoreHealth(retention);
    const store = this.#options.postgresUrl ? 'postgres' : 'sqlite';
    const opened = this.#opened;
    try {
      const row = (await withinDeadline(
        (async () => (await opened).db.get('outbox_health'))(),
        HEALTH_TIMEOUT_MS,
        'the call-back store did not answer its health question in time',
      ))!;
      const oldest = row.oldest_pending === null ? null : Number(row.oldest_pending);
      return {
        store,
        reachable: true,
        retention_days: retention,
        pending_deliveries: Number(row.pending),
        oldest_pending_seconds: oldest === null ? null : Math.max(0, Math.floor((this.#now() - oldest) / 1000)),
        most_attempts: row.most_attempts === null ? null : Number(row.most_attempts),
        last_delivery_at: row.last_delivered === null ? null : new Date(Number(row.last_delivered)).toISOString(),
      };
    } catch {
      return { ...noStoreHealth(retention), store, reachable: false };
    }
  }

  /** Tries everything due now and waits until that is done (tests, benchmarks). */
  async deliveriesSettled(): Promise<void> {
    if (!this.#opened) return;
    const { outbox } = await this.#opened;
    outbox.kick();
    await outbox.idle();
  }

  /** Stops the outbox and closes the store; a second call waits for the first. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      // After the open settles: an open still running when close is called starts the purge timer at its end.
      const opened = await this.#opened?.catch(() => null);
      if (this.#purgeTimer) clearInterval(this.#purgeTimer);
      if (!opened) return;
      await opened.outbox.stop();
      await opened.db.close();
    })();
    return this.#closing;
  }
}

/** Keyed hash of personal values used only as lookup keys (duplicates, per-phone limit). */
function keyedHash(key: Buffer, ...parts: string[]): string {
  return createHmac('sha256', key).update(parts.join('\u0000')).digest('base64url');
}

async function enqueue(tx: CallbackQueries, requestId: string, kind: 'created' | 'erased', now: number, payload: object): Promise<void> {
  const eventId = newRandomId();
  const body = JSON.stringify({ event: `quote_request.${kind}`, event_id: eventId, request_id: requestId, ...payload });
  await tx.run('insert_event', { event_id: eventId, request_id: requestId, kind, body, created_at: now });
}

/** The service as configured by the environment (api/config.ts). */
export function callbackServiceFromConfig(
  config: {
    callbackDbPath: string;
    callbackStore: string;
    operatorName: string;
    operatorWebhookUrl: string;
    operatorWebhookSecret: string;
    duplicateWindowHours: number;
    retentionDays: number;
    rateLimitCallbackPerPhonePerDay: number;
  },
  userAgent: string,
  log?: CallbackLog,
): DurableCallbackService {
  return new DurableCallbackService({
    dbPath: config.callbackDbPath,
    postgresUrl: config.callbackStore === 'sqlite' ? undefined : config.callbackStore,
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
