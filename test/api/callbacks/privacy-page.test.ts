// The privacy page against what the call-back store really keeps: a request with every field is stored in a real
// SQLite store (the operator's webhook refusing, so the delivery copy stays), then every table and every member of
// the stored details must be one the page tells about, and the page's periods must be the ones the code applies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DurableCallbackService } from '../../../api/callbacks/durable-callback-service.ts';
import { callbackOptions } from '../helpers/test-app.ts';
import { WebhookReceiver } from '../../support/webhook-receiver.ts';
import { tempDir } from '../../support/temp-dir.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { renderContext } from '../../../lib/pages/render/render-page.ts';
import { buildPageModel } from '../../../lib/pages/index.ts';
import { pageModelMarkdown } from '../../../lib/pages/serialise/markdown.ts';
import { publicApiReference } from '../../../api/public.ts';
import { loadConfig } from '../../../lib/config.ts';

const tmp = tempDir('privacy-page');
const receiver = new WebhookReceiver();
const dbPath = path.join(tmp.dir, 'callbacks.sqlite');
let service: DurableCallbackService;

/** What each stored member of a request is called on the page, in English and in Hebrew. */
const DETAIL_WORDS: Record<string, [string, string]> = {
  name: ['your name', 'השם'],
  phone_e164: ['phone number', 'מספר הטלפון'],
  plate: ['licence plate', 'מספר רישוי'],
  make: ['make', 'יצרן'],
  model: ['model', 'דגם'],
  year: ['year', 'שנה'],
  preferred_time: ['preferred time', 'הזמן המועדף'],
  note: ['a note', 'הערה'],
  consent_version: ['its version', 'וגרסתו'],
  consent_text_he: ['the consent text', 'נוסח ההסכמה'],
  created_at: ['the time of the request', 'מועד הבקשה'],
};

/** Every table of the store and what the page must say about it (a new table fails until the page covers it). */
const TABLE_WORDS: Record<string, [string, string][]> = {
  requests: [['keyed hashes', 'גיבובים']],
  submissions: [['limit requests per phone per day', 'ביום']],
  outbox: [
    ['delivery record also holds a copy', 'עותק'],
    ['on delivery that copy is deleted', 'העותק נמחק'],
  ],
  meta: [],
  schema_migrations: [],
  sqlite_sequence: [],
};

let page = '';

beforeAll(async () => {
  await receiver.start();
  receiver.failWith = 503;
  service = new DurableCallbackService(
    callbackOptions({
      dbPath,
      operatorName: 'Privacy Operator',
      webhookUrl: receiver.url,
      webhookSecret: receiver.secret,
      outbox: { retryBaseMs: 60_000, retryMaxMs: 60_000, pollMs: 60_000, timeoutMs: 2_000 },
    }),
  );
  await service.submit(
    {
      name: 'Dana Levi',
      phone_e164: '+972541234567',
      plate: '3254433',
      make: 'Toyota',
      model: 'Corolla',
      year: 2020,
      preferred_time: 'morning',
      note: 'after 10',
    },
    { version: 'v-test', text_he: 'אני מאשר/ת' },
  );
  await service.deliveriesSettled();
  const store = DataStore.openCurrent(DATA_DIR);
  const privacy = store.pages.find((p) => p.type === 'privacy')!;
  const ctx = renderContext(store, privacy, 'https://cars.example', publicApiReference());
  page = pageModelMarkdown(buildPageModel(ctx)!, ctx.url);
});
afterAll(async () => {
  await service?.close();
  await receiver.stop();
  tmp.remove();
});

describe('the privacy page', () => {
  it('names every member of a stored request, in both languages', () => {
    const db = new DatabaseSync(dbPath, { readOnly: true });
    const row = db.prepare('SELECT details FROM requests').get() as { details: string };
    db.close();
    const stored = Object.keys(JSON.parse(row.details) as object).sort();
    expect(stored).toEqual(Object.keys(DETAIL_WORDS).sort());
    for (const [member, [en, he]] of Object.entries(DETAIL_WORDS)) {
      expect(page, member).toContain(en);
      expect(page, member).toContain(he);
    }
  });

  it('tells about every table that holds anything of a request: the hashes and the delivery copy', () => {
    const db = new DatabaseSync(dbPath, { readOnly: true });
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
    const outbox = db.prepare('SELECT body FROM outbox').get() as { body: string | null };
    db.close();
    expect(tables.sort()).toEqual(Object.keys(TABLE_WORDS).sort());
    // Undelivered, the event still carries the details: the page's "copy until delivered" is true.
    expect(outbox.body).toContain('Dana Levi');
    for (const [table, words] of Object.entries(TABLE_WORDS)) {
      for (const [en, he] of words) {
        expect(page, table).toContain(en);
        expect(page, table).toContain(he);
      }
    }
  });

  it('gives the periods the code applies: the retention default and one day for the per-phone hash', () => {
    const saved = process.env.CALLBACK_RETENTION_DAYS;
    delete process.env.CALLBACK_RETENTION_DAYS;
    const days = loadConfig().retentionDays;
    if (saved !== undefined) process.env.CALLBACK_RETENTION_DAYS = saved;
    expect(page).toContain(`by default ${days} days after the request`);
    expect(page).toContain(`ברירת מחדל: ${days} ימים`);
    expect(page).toContain('deleted after one day');
    expect(page).toContain('אחרי יום אחד');
    expect(page).toContain('SQLite');
    expect(page).toContain('PostgreSQL');
  });
});
