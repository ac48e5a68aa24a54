// POST and DELETE /api/v1/quote-request through the REST app with the real SQLite call-back store: every status
// and transition, strict bodies, the per-phone limit and erasure.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import fc from 'fast-check';
import { DatabaseSync } from 'node:sqlite';
import { callbackOptions, testApp } from '../helpers/test-app.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { message } from '../../../lib/i18n/messages.ts';
import { LANGS } from '../../../lib/i18n/lang.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { DurableCallbackService, type CallbackServiceOptions } from '../../../api/callbacks/durable-callback-service.ts';
import { WebhookReceiver } from '../../support/webhook-receiver.ts';
import { tempDir } from '../../support/temp-dir.ts';

const texts = DataStore.openCurrent(DATA_DIR).rule('texts');
const tmp = tempDir('callbacks-operation');
const receiver = new WebhookReceiver();
const services: DurableCallbackService[] = [];
let n = 0;

const UNLIMITED = { rateLimitCallback: 100_000, rateLimitCallbackRefused: 100_000 };

function app(
  options: Partial<CallbackServiceOptions> = {},
  limits: { rateLimitCallback: number; rateLimitCallbackRefused: number } = UNLIMITED,
) {
  const callbacks = new DurableCallbackService(
    callbackOptions({
      dbPath: path.join(tmp.dir, `op-${++n}.sqlite`),
      webhookUrl: receiver.url,
      webhookSecret: receiver.secret,
      ...options,
    }),
  );
  services.push(callbacks);
  return testApp(DATA_DIR, { callbacks, config: limits }).app;
}

type App = ReturnType<typeof app>;
const valid = { consent: true, consent_version: texts.consent.version, name: 'Dana Levi', phone: '054-1234567', plate: '10000002' };

async function post(a: App, body: unknown, raw?: string): Promise<{ status: number; body: any }> {
  const response = await a.request('/api/v1/quote-request', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ?? JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  await receiver.start();
});
afterEach(async () => {
  for (const s of services.splice(0)) await s.close();
  receiver.deliveries.length = 0;
});
afterAll(async () => {
  await receiver.stop();
  tmp.remove();
});

describe('statuses', () => {
  it('consent_required: consent not true, or an old consent version, stores nothing and returns the text', async () => {
    const a = app();
    for (const body of [
      { ...valid, consent: false },
      { ...valid, consent_version: 'an-old-version' },
    ]) {
      const { status, body: answer } = await post(a, body);
      expect(status).toBe(200);
      expect(answer.data).toMatchObject({
        status: 'consent_required',
        created: false,
        request_id: null,
        consent_text: texts.consent.text_he,
        consent_version: texts.consent.version,
        operator: 'Test Operator',
      });
      // Where the call-back is requested, the handoff is the full one: the consent text and its version.
      expect(answer.data.handoff.options).toMatchObject({
        consent_text: texts.consent.text_he,
        consent_text_en: texts.consent.text_en,
        consent_version: texts.consent.version,
      });
    }
    // Every outbox has tried all it holds: nothing was queued to send.
    for (const service of services) await service.deliveriesSettled();
    expect(receiver.deliveries).toHaveLength(0);
  });

  it('dry_run_not_sent: for dry_run true, and for every request when no operator webhook is configured', async () => {
    const dry = await post(app(), { ...valid, dry_run: true });
    expect(dry.body.data).toMatchObject({ status: 'dry_run_not_sent', created: false, request_id: null });
    const unconfigured = await post(app({ webhookUrl: '', dbPath: path.join(tmp.dir, 'never.sqlite') }), valid);
    expect(unconfigured.body.data).toMatchObject({ status: 'dry_run_not_sent', created: false });
    // Every outbox has tried all it holds: nothing was queued to send.
    for (const service of services) await service.deliveriesSettled();
    expect(receiver.deliveries).toHaveLength(0);
  });

  it('received, then already_received with the same id for the same phone and car written differently', async () => {
    const a = app();
    const first = await post(a, valid);
    expect(first.body.data).toMatchObject({
      status: 'received',
      created: true,
      operator: 'Test Operator',
      consent_text: texts.consent.text_he,
    });
    const id = first.body.data.request_id;
    expect(first.body.data.delete_url).toBe(`https://cars.example/api/v1/quote-request/${id}`);
    const again = await post(a, { ...valid, phone: '+972 54 123 4567', plate: '100-000-02' });
    expect(again.body.data).toMatchObject({ status: 'already_received', created: false, request_id: id });
    const [event] = await receiver.waitForEvents(1);
    expect(event!.body).toMatchObject({ request_id: id, contact: { phone: '+972541234567' }, car: { plate: '10000002' } });
  });

  it('shows the consent in the language asked beside the Hebrew sentence, and stores which language was shown', async () => {
    const a = app();
    const required = await post(a, { ...valid, consent: false, lang: 'ar' });
    expect(required.body.data).toMatchObject({
      status: 'consent_required',
      consent_text: texts.consent.text_he,
      consent_lang: 'ar',
      consent_text_shown: `${texts.consent.text_ar} (${message('ar', 'common.translationNotice')})`,
    });
    const stored = await post(a, { ...valid, consent_lang: 'en' });
    expect(stored.body.data).toMatchObject({ status: 'received', consent_text: texts.consent.text_he, consent_lang: 'en' });
    const plain = await post(a, { ...valid, plate: '1000001' });
    expect(plain.body.data).not.toHaveProperty('consent_lang');
    const db = new DatabaseSync(path.join(tmp.dir, `op-${n}.sqlite`), { readOnly: true });
    const rows = db.prepare('SELECT request_id, consent_lang FROM requests').all() as { request_id: string; consent_lang: string }[];
    db.close();
    const langOf = new Map(rows.map((r) => [r.request_id, r.consent_lang]));
    expect(langOf.get(stored.body.data.request_id)).toBe('en');
    expect(langOf.get(plain.body.data.request_id)).toBe('he');
    expect((await post(a, { ...valid, consent_lang: 'de' })).body.error).toMatchObject({
      code: 'invalid_parameter',
      message: `consent_lang must be one of ${LANGS.join(', ')}; got "de"`,
    });
  });

  it('accepts make, model and year instead of a plate', async () => {
    const { body } = await post(app(), { consent: true, name: 'Dana', phone: '02-1234567', make: 'toyota', model: 'corolla', year: 2020 });
    expect(body.data.status).toBe('received');
  });

  it('429 with Retry-After once a phone number reaches its daily limit', async () => {
    const a = app({ perPhonePerDay: 2 });
    expect((await post(a, { ...valid, plate: '1000001' })).status).toBe(200);
    expect((await post(a, { ...valid, plate: '10000003' })).status).toBe(200);
    const response = await a.request('/api/v1/quote-request', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...valid, plate: '10000004' }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as any).error.code).toBe('rate_limited');
  });

  it('DELETE erases the request and tells the operator; a second DELETE is 404', async () => {
    const a = app();
    const id = (await post(a, valid)).body.data.request_id;
    const erased = await a.request(`/api/v1/quote-request/${id}`, { method: 'DELETE' });
    expect(erased.status).toBe(200);
    expect(((await erased.json()) as any).data).toMatchObject({ request_id: id, deleted: true });
    const events = await receiver.waitForEvents(2);
    expect(events.map((e) => e.eventType).sort()).toEqual(['quote_request.created', 'quote_request.erased']);
    expect((await a.request(`/api/v1/quote-request/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await a.request('/api/v1/quote-request/not!an!id', { method: 'DELETE' })).status).toBe(400);
  });
});

describe('strict bodies', () => {
  it.each([
    ['an unknown field', { ...valid, email: 'x@example.com' }, /email/],
    ['a foreign phone', { ...valid, phone: '+1 212 555 0100' }, /Israeli phone/],
    ['a missing name', { consent: true, phone: '054-1234567' }, /name/],
    ['consent as a string', { ...valid, consent: 'yes' }, /consent/],
    ['a bad plate', { ...valid, plate: '12' }, /plate/],
  ])('400 for %s, saying what to fix', async (_label, body, message) => {
    const { status, body: answer } = await post(app(), body);
    expect(status).toBe(400);
    expect(JSON.stringify(answer.error)).toMatch(message);
  });

  it('refuses a body over 4 KB', async () => {
    const { status } = await post(app(), null, JSON.stringify({ ...valid, note: 'x'.repeat(300) }) + ' '.repeat(4_096));
    expect(status).toBe(413);
  });

  it('answers fuzzed bodies with 200, 400 or 413, never a server error', async () => {
    const a = app({ webhookUrl: '', dbPath: path.join(tmp.dir, 'fuzz.sqlite') });
    const field = fc.oneof(
      fc.constantFrom(...Object.keys(valid), 'note', 'preferred_time', 'dry_run', 'make', 'model', 'year', '__proto__', 'constructor'),
      fc.string(),
    );
    const value = fc.oneof(
      fc.jsonValue(),
      fc.string({ maxLength: 600 }),
      fc.constantFrom('054-1234567', '+972541234567', true, 2020, '10000002'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.dictionary(field, value, { maxKeys: 12 }).map((o) => JSON.stringify({ ...valid, ...o })),
          fc.jsonValue().map((v) => JSON.stringify(v)),
          fc.string({ maxLength: 200 }),
        ),
        async (raw) => {
          const { status } = await post(a, null, raw);
          expect([200, 400, 413]).toContain(status);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('invalid fields', () => {
  it('lists every invalid or missing parameter at once, the first also as code, message and parameter', async () => {
    const { status, body } = await post(app(), { consent: false, phone: '12345', year: 1800 });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'missing_parameter', parameter: 'name' });
    expect(body.error.invalid_parameters).toEqual([
      { parameter: 'name', code: 'missing_parameter', message: body.error.message },
      { parameter: 'phone', code: 'invalid_parameter', message: expect.stringContaining('an Israeli phone number') },
      { parameter: 'year', code: 'invalid_parameter', message: 'year must be an integer from 1950 to 2100; got 1800' },
    ]);
  });
});

describe('per-client budgets', () => {
  // Two stored requests a minute, four refused ones: a person who gets the form wrong and fixes it is not held to
  // the budget of stored requests, and the refusals have a limit of their own.
  const limits = { rateLimitCallback: 2, rateLimitCallbackRefused: 4 };

  it('counts refused requests (invalid, or without consent) apart from the stored ones, each against its own limit', async () => {
    const a = app({}, limits);
    const refusals = [
      { ...valid, consent: false },
      { ...valid, phone: '12345' },
      { ...valid, phone: '12345', consent: false },
      { ...valid, name: '' },
    ];
    const answers = [];
    for (const body of refusals) answers.push((await post(a, body)).status);
    expect(answers).toEqual([200, 400, 400, 400]);
    const fifth = await post(a, { ...valid, consent: false });
    expect(fifth.status).toBe(429);
    expect(fifth.body.error.message).toMatch(
      /^too many refused callback \(invalid or without consent\) requests from this client \(limit 4 a minute\)/,
    );
    // The stored budget is untouched by the five refusals: two requests go through, the third is refused.
    expect((await post(a, valid)).body.data.status).toBe('received');
    expect((await post(a, { ...valid, phone: '054-7654321' })).body.data.status).toBe('received');
    const third = await post(a, { ...valid, phone: '052-1111111' });
    expect(third.status).toBe(429);
    expect(third.body.error.message).toMatch(/^too many callback requests from this client \(limit 2 a minute\)/);
  });
});
