// The call-back store and its outbox against a real webhook receiver, the same tests on both stores: a real
// SQLite file, and a real PostgreSQL 15 started for this file (a fresh database per service).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { DatabaseSync } from 'node:sqlite';
import { DurableCallbackService, type CallbackServiceOptions } from '../../../api/callbacks/durable-callback-service.ts';
import { callbackOptions } from '../helpers/test-app.ts';
import type { QuoteRequestDetails, SubmitOutcome } from '../../../api/callbacks/callback-service.ts';
import { WebhookReceiver } from '../../support/webhook-receiver.ts';
import { tempDir } from '../../support/temp-dir.ts';
import { pgRows, startPostgres, type PostgresServer } from '../../support/postgres-server.ts';

const consent = { version: 'v-test', text_he: 'אני מאשר/ת' };
const details: QuoteRequestDetails = {
  name: 'Dana Levi',
  phone_e164: '+972541234567',
  plate: '3254433',
  make: null,
  model: null,
  year: null,
  preferred_time: 'morning',
  note: null,
};

const tmp = tempDir('callbacks-service');
const receiver = new WebhookReceiver();
const open: DurableCallbackService[] = [];
const locations = new WeakMap<DurableCallbackService, Location>();
let clock = Date.parse('2026-11-20T10:00:00Z');
let dbCount = 0;
let postgres: PostgresServer;

type Location = Pick<CallbackServiceOptions, 'dbPath' | 'postgresUrl'>;
type Row = Record<string, unknown>;

interface StoreUnderTest {
  name: string;
  fresh(): Promise<Location>;
  rows(at: Location, sql: string): Promise<Row[]>;
  /** Several writers with their own connections submit the same request at once. */
  concurrentSubmits(n: number): Promise<SubmitOutcome[]>;
  lastLocation?: Location;
}

function options(at: Location, overrides: Partial<CallbackServiceOptions> = {}): CallbackServiceOptions {
  return callbackOptions({
    ...at,
    webhookUrl: receiver.url,
    webhookSecret: receiver.secret,
    now: () => clock,
    outbox: { retryBaseMs: 1, retryMaxMs: 1, pollMs: 10, timeoutMs: 2_000 },
    ...overrides,
  });
}

const sqlite: StoreUnderTest = {
  name: 'sqlite',
  fresh: async () => ({ dbPath: path.join(tmp.dir, `db-${++dbCount}.sqlite`) }),
  async rows(at, sql) {
    const db = new DatabaseSync(at.dbPath, { readOnly: true });
    try {
      return db.prepare(sql).all() as Row[];
    } finally {
      db.close();
    }
  },
  async concurrentSubmits(n) {
    const at = await this.fresh();
    this.lastLocation = at;
    const workerFile = path.join(import.meta.dirname, '../../support/submit-worker.ts');
    return Promise.all(
      Array.from(
        { length: n },
        () =>
          new Promise<SubmitOutcome>((resolve, reject) => {
            const worker = new Worker(workerFile, {
              workerData: { dbPath: at.dbPath, url: receiver.url, secret: receiver.secret, details, consent },
            });
            worker.once('message', resolve);
            worker.once('error', reject);
          }),
      ),
    );
  },
};

const postgresStore: StoreUnderTest = {
  name: 'postgres',
  fresh: async () => ({ dbPath: '', postgresUrl: await postgres.createDatabase(`callbacks_${++dbCount}`) }),
  rows: (at, sql) => pgRows(at.postgresUrl!, sql),
  async concurrentSubmits(n) {
    const at = await this.fresh();
    this.lastLocation = at;
    // Separate services, each its own pool: the same race as separate instances.
    const services = Array.from({ length: n }, () => new DurableCallbackService(options(at, { perPhonePerDay: 100, now: Date.now })));
    open.push(...services);
    await Promise.all(services.map((s) => s.ready()));
    return Promise.all(services.map((s) => s.submit(details, consent)));
  },
};

async function serviceOn(store: StoreUnderTest, overrides: Partial<CallbackServiceOptions> = {}): Promise<DurableCallbackService> {
  const at: Location =
    overrides.dbPath !== undefined || overrides.postgresUrl !== undefined
      ? { dbPath: overrides.dbPath ?? '', postgresUrl: overrides.postgresUrl }
      : await store.fresh();
  const s = new DurableCallbackService(options(at, overrides));
  open.push(s);
  locations.set(s, at);
  return s;
}

function locationOf(s: DurableCallbackService): Location {
  return locations.get(s)!;
}

beforeAll(async () => {
  [postgres] = await Promise.all([startPostgres(), receiver.start()]);
});
afterEach(async () => {
  for (const s of open.splice(0)) await s.close();
  receiver.deliveries.length = 0;
  receiver.failWith = null;
  clock = Date.parse('2026-11-20T10:00:00Z');
});
afterAll(async () => {
  await receiver.stop();
  await postgres?.stop();
  tmp.remove();
});

describe.each([sqlite, postgresStore])('on $name', (store) => {
  const service = (overrides: Partial<CallbackServiceOptions> = {}) => serviceOn(store, overrides);
  const rows = (s: DurableCallbackService, sql: string) => store.rows(locationOf(s), sql);

  describe('submit', () => {
    it('stores the request before answering and delivers one signed event with the details to the operator', async () => {
      const s = await service();
      const outcome = await s.submit(details, consent);
      expect(outcome.status).toBe('received');
      const id = (outcome as { request_id: string }).request_id;
      expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const [event] = await receiver.waitForEvents(1);
      expect(event!.signatureValid).toBe(true);
      expect(event!.eventType).toBe('quote_request.created');
      expect(event!.body).toMatchObject({
        request_id: id,
        operator: 'Test Operator',
        consent: { given: true, version: 'v-test' },
        contact: { name: 'Dana Levi', phone: '+972541234567', preferred_time: 'morning' },
        car: { plate: '3254433' },
      });
    });

    it('records the language the consent was shown in beside the Hebrew sentence, Hebrew unless told, and tells the operator', async () => {
      const s = await service();
      const shownArabic = await s.submit(details, { ...consent, shown_lang: 'ar' });
      const hebrew = await s.submit({ ...details, plate: '3254434' }, consent);
      const byId = new Map(
        (await rows(s, 'SELECT request_id, consent_lang, details FROM requests')).map((r) => [r.request_id, r] as const),
      );
      const arabicRow = byId.get((shownArabic as { request_id: string }).request_id)!;
      expect(arabicRow.consent_lang).toBe('ar');
      // The sentence recorded stays the Hebrew one.
      expect(JSON.parse(String(arabicRow.details))).toMatchObject({ consent_text_he: consent.text_he });
      expect(byId.get((hebrew as { request_id: string }).request_id)!.consent_lang).toBe('he');
      const events = await receiver.waitForEvents(2);
      expect(events.map((e) => (e.body as { consent: { shown_lang: string } }).consent.shown_lang).sort()).toEqual(['ar', 'he']);
    });

    it('answers already_received with the first id for the same phone and car inside the window, a new id after it', async () => {
      const s = await service();
      const first = await s.submit(details, consent);
      clock += 23 * 3_600_000;
      expect(await s.submit({ ...details, name: 'Other spelling' }, consent)).toEqual({
        status: 'already_received',
        request_id: (first as { request_id: string }).request_id,
      });
      clock += 2 * 3_600_000;
      const later = await s.submit(details, consent);
      expect(later.status).toBe('received');
      expect((later as { request_id: string }).request_id).not.toBe((first as { request_id: string }).request_id);
    });

    it('treats another car of the same phone as a new request, up to the per-phone daily limit', async () => {
      const s = await service({ perPhonePerDay: 2 });
      expect((await s.submit({ ...details, plate: '1111111' }, consent)).status).toBe('received');
      clock += 3_600_000;
      expect((await s.submit({ ...details, plate: null, make: 'Toyota', model: 'Corolla', year: 2020 }, consent)).status).toBe('received');
      const limited = await s.submit({ ...details, plate: '2222222' }, consent);
      expect(limited).toEqual({ status: 'rate_limited', retry_after_seconds: 23 * 3600 });
      clock += 23 * 3_600_000 + 1;
      expect((await s.submit({ ...details, plate: '2222222' }, consent)).status).toBe('received');
    });

    it('stores one request when several processes submit the same one at the same moment', async () => {
      const outcomes = await store.concurrentSubmits(4);
      expect(outcomes.filter((o) => o.status === 'received')).toHaveLength(1);
      expect(new Set(outcomes.map((o) => (o as { request_id: string }).request_id)).size).toBe(1);
      expect(Number((await store.rows(store.lastLocation!, 'SELECT count(*) AS n FROM requests'))[0]!.n)).toBe(1);
    });
  });

  describe('outbox', () => {
    it('keeps retrying while the webhook is down and delivers once it is back, across a restart', async () => {
      receiver.failWith = 503;
      const first = await service();
      const outcome = await first.submit(details, consent);
      await first.deliveriesSettled();
      await first.close();
      const [row] = await rows(first, 'SELECT attempts, delivered_at, last_result FROM outbox');
      expect(row!.delivered_at).toBeNull();
      expect(Number(row!.attempts)).toBeGreaterThan(0);
      expect(row!.last_result).toBe('http 503');
      expect(receiver.events).toHaveLength(0);

      receiver.failWith = null;
      clock += 1_000;
      const second = await service(locationOf(first));
      const [event] = await receiver.waitForEvents(1);
      expect(event!.body.request_id).toBe((outcome as { request_id: string }).request_id);
      await second.deliveriesSettled();
      expect((await rows(first, 'SELECT body FROM outbox'))[0]!.body).toBeNull();
    });

    it("reports the waiting events, the oldest one's age and the last delivery as its health, and nothing personal", async () => {
      // Retries ten minutes apart (within a fifth either way): the 90 s below never make the event due again, so the
      // poller cannot add an attempt before health is read.
      const s = await service({ outbox: { retryBaseMs: 600_000, retryMaxMs: 600_000, pollMs: 5, timeoutMs: 2_000 } });
      expect(await s.health()).toEqual({
        store: store.name,
        reachable: true,
        retention_days: 90,
        pending_deliveries: 0,
        oldest_pending_seconds: null,
        most_attempts: null,
        last_delivery_at: null,
      });
      receiver.failWith = 503;
      await s.submit(details, consent);
      await s.deliveriesSettled();
      clock += 90_000;
      const waiting = await s.health();
      expect(waiting).toMatchObject({ pending_deliveries: 1, oldest_pending_seconds: 90, most_attempts: 1, last_delivery_at: null });
      expect(JSON.stringify(waiting)).not.toMatch(/Dana|972|3254433/);
      receiver.failWith = null;
      clock += 720_000;
      await s.deliveriesSettled();
      await receiver.waitForEvents(1);
      expect(await s.health()).toMatchObject({
        pending_deliveries: 0,
        oldest_pending_seconds: null,
        last_delivery_at: new Date(clock).toISOString(),
      });
    });

    it('backs off exponentially between attempts', async () => {
      receiver.failWith = 500;
      const s = await service({ outbox: { retryBaseMs: 1_000, retryMaxMs: 60_000, pollMs: 5 } });
      await s.submit(details, consent);
      await s.deliveriesSettled();
      const after1 = (await rows(s, 'SELECT attempts, next_attempt_at FROM outbox'))[0]!;
      expect(Number(after1.attempts)).toBe(1);
      expect(Number(after1.next_attempt_at) - clock).toBeGreaterThanOrEqual(800);
      expect(Number(after1.next_attempt_at) - clock).toBeLessThanOrEqual(1_200);
      clock += 1_200;
      await s.deliveriesSettled();
      const after2 = (await rows(s, 'SELECT attempts, next_attempt_at FROM outbox'))[0]!;
      expect(Number(after2.attempts)).toBe(2);
      expect(Number(after2.next_attempt_at) - clock).toBeGreaterThanOrEqual(1_600);
      expect(Number(after2.next_attempt_at) - clock).toBeLessThanOrEqual(2_400);
    });
  });

  describe('outbox failures', () => {
    it('survives a failing delivery pass, logs it without details, and delivers on the next pass', async () => {
      const logged: string[] = [];
      let failClock = false;
      const s = await service({
        log: (event, fields) => logged.push(JSON.stringify({ event, ...fields })),
        now: () => {
          if (failClock) throw new Error('clock broke');
          return clock;
        },
      });
      receiver.failWith = 503;
      await s.submit(details, consent);
      await s.deliveriesSettled();
      failClock = true;
      await s.deliveriesSettled();
      failClock = false;
      receiver.failWith = null;
      clock += 10;
      await s.deliveriesSettled();
      expect(receiver.events).toHaveLength(1);
      expect(logged.some((l) => l.includes('outbox.pass_failed'))).toBe(true);
      expect(logged.join('\n')).not.toMatch(/Dana|541234567/);
    });
  });

  describe('erase and retention', () => {
    it('erases the request and tells the operator after the request itself', async () => {
      const s = await service();
      const { request_id } = (await s.submit(details, consent)) as { request_id: string };
      await receiver.waitForEvents(1);
      expect(await s.erase(request_id)).toBe(true);
      const events = await receiver.waitForEvents(2);
      expect(events.map((e) => e.eventType)).toEqual(['quote_request.created', 'quote_request.erased']);
      expect(events[1]!.body).toMatchObject({ request_id });
      expect(JSON.stringify(events[1]!.body)).not.toContain('Dana');
      expect(Number((await rows(s, 'SELECT count(*) AS n FROM requests'))[0]!.n)).toBe(0);
      expect(await s.erase(request_id)).toBe(false);
    });

    it('never sends the details of a request erased before it was delivered', async () => {
      receiver.failWith = 503;
      const s = await service();
      const { request_id } = (await s.submit(details, consent)) as { request_id: string };
      await s.deliveriesSettled();
      expect(await s.erase(request_id)).toBe(true);
      receiver.failWith = null;
      const events = await receiver.waitForEvents(1);
      await s.deliveriesSettled();
      expect(receiver.events.map((e) => e.eventType)).toEqual(['quote_request.erased']);
      expect(events[0]!.body.request_id).toBe(request_id);
    });

    it('purges requests older than the retention period', async () => {
      const s = await service({ retentionDays: 30 });
      await s.submit(details, consent);
      clock += 29 * 86_400_000;
      expect(await s.purgeExpired()).toBe(0);
      clock += 2 * 86_400_000;
      expect(await s.purgeExpired()).toBe(1);
      expect(Number((await rows(s, 'SELECT count(*) AS n FROM requests'))[0]!.n)).toBe(0);
      expect(Number((await rows(s, 'SELECT count(*) AS n FROM outbox'))[0]!.n)).toBe(0);
    });
  });
});

describe('configuration', () => {
  it('opens no database and reports delivery unconfigured without a webhook URL', async () => {
    const s = await serviceOn(sqlite, { webhookUrl: '', dbPath: path.join(tmp.dir, 'never.sqlite') });
    expect(s.deliveryConfigured).toBe(false);
    expect(existsSync(path.join(tmp.dir, 'never.sqlite'))).toBe(false);
    await expect(s.submit(details, consent)).rejects.toThrow(/dry run/);
  });

  it('refuses a webhook URL without a signing secret or an operator name', async () => {
    await expect(serviceOn(sqlite, { webhookSecret: '' })).rejects.toThrow(/OPERATOR_WEBHOOK_SECRET/);
    await expect(serviceOn(sqlite, { operatorName: ' ' })).rejects.toThrow(/OPERATOR_NAME/);
  });
});
