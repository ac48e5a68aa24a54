// The call-back page in Arabic and English over real HTTP, from the built site: the consent a person ticks is shown
// in their language, marked a translation, beside the Hebrew sentence recorded with the request; the form posts
// without JavaScript to the page of its language, which answers in that language, and the request is stored (in
// the real SQLite call-back store) with the language that was shown. The Hebrew page sends none: he, the default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { callbackOptions, testApp } from '../helpers/test-app.ts';
import { builtSite } from '../../site/built-site.ts';
import { serveLocal } from '../../support/local-http.ts';
import { tempDir } from '../../support/temp-dir.ts';
import { WebhookReceiver } from '../../support/webhook-receiver.ts';
import { DurableCallbackService } from '../../../api/callbacks/durable-callback-service.ts';
import { translator } from '../../../lib/i18n/messages.ts';
import { LANGS, localizedPath } from '../../../lib/i18n/lang.ts';

const texts = DataStore.openCurrent(DATA_DIR).rule('texts');
const tmp = tempDir('callback-lang');
const receiver = new WebhookReceiver();
const dbPath = path.join(tmp.dir, 'callbacks.sqlite');
let callbacks: DurableCallbackService;
let server: Awaited<ReturnType<typeof serveLocal>> | undefined;
let base: string;

beforeAll(async () => {
  await receiver.start();
  const site = await builtSite();
  callbacks = new DurableCallbackService(callbackOptions({ dbPath, webhookUrl: receiver.url, webhookSecret: receiver.secret }));
  const { app } = testApp(DATA_DIR, {
    callbacks,
    config: { siteDir: site.root, publicBaseUrl: site.baseUrl, rateLimitCallback: 1e6, rateLimitCallbackRefused: 1e6 },
  });
  server = await serveLocal(app.fetch);
  base = server.origin;
}, 600_000);
afterAll(async () => {
  await server?.close();
  await callbacks?.close();
  await receiver.stop();
  tmp.remove();
});

/** The hidden inputs of the page's form, as a browser would send them. */
const hidden = (html: string) =>
  Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));

const storedLang = (requestId: string) =>
  (new DatabaseSync(dbPath).prepare('SELECT consent_lang FROM requests WHERE request_id = ?').get(requestId) as { consent_lang: string })
    .consent_lang;

describe.each([
  { lang: 'ar', shown: texts.consent.text_ar, received: 'تم استلام الطلب.', phone: '054-7000001' },
  { lang: 'en', shown: texts.consent.text_en, received: 'The request was received.', phone: '054-7000002' },
] as const)('/$lang/callback', (t) => {
  it('shows the consent in its language beside the Hebrew sentence recorded, and records which was shown', async () => {
    const page = await fetch(`${base}/${t.lang}/callback`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<html lang="${t.lang}"`);
    expect(html).toContain(`action="/${t.lang}/callback" method="post"`);
    // The label the box belongs to: the translation, said to be one; the Hebrew sentence beside it, marked Hebrew.
    expect(html).toMatch(new RegExp(`<label for="cb-consent" id="cb-consent-text" lang="${t.lang}"[^>]*>${t.shown}`));
    expect(html).toContain(`<p id="cb-consent-he" class="hint note" lang="he" dir="rtl">${texts.consent.text_he}</p>`);
    expect(hidden(html)).toEqual({ consent_version: texts.consent.version, consent_lang: t.lang });

    const res = await fetch(`${base}/${t.lang}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ consent: 'yes', name: 'Dana Levi', phone: t.phone, ...hidden(html) }).toString(),
    });
    expect(res.status).toBe(200);
    const answer = await res.text();
    expect(answer).toContain(`<html lang="${t.lang}"`);
    expect(answer).toContain(t.received);
    const id = /(?:رقم الطلب|Request number): ([\w-]+)\./.exec(answer)?.[1];
    expect(id).toBeTruthy();
    expect(storedLang(id!)).toBe(t.lang);
  });

  it('answers a form without the consent ticked in its language, keeping what was typed', async () => {
    const html = await (await fetch(`${base}/${t.lang}/callback`)).text();
    const res = await fetch(`${base}/${t.lang}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Dana Levi', phone: '054-7000009', ...hidden(html) }).toString(),
    });
    const answer = await res.text();
    expect(answer).toContain(t.lang === 'ar' ? 'لم يُرسَل الطلب ولم يُحفظ شيء.' : 'The request was not sent and nothing was stored.');
    expect(answer).toContain('data-fill="name" value="Dana Levi"');
  });
});

describe('/callback', () => {
  it('sends no consent language from the Hebrew page, which the store records as he', async () => {
    const html = await (await fetch(`${base}/callback`)).text();
    expect(html).not.toContain('consent_lang');
    const res = await fetch(`${base}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        consent: 'yes',
        name: 'Dana Levi',
        phone: '054-7000003',
        consent_version: texts.consent.version,
      }).toString(),
    });
    const answer = await res.text();
    const id = /מספר הבקשה: ([\w-]+)\./.exec(answer)?.[1];
    expect(id).toBeTruthy();
    expect(storedLang(id!)).toBe('he');
  });
});

describe.each(LANGS)('a refused form on the %s page', (lang) => {
  const { t } = translator(lang);
  const page = localizedPath('/callback', lang);

  it("lists every field to correct in the page's language, marks each aria-invalid, and never shows the API's English", async () => {
    const html = await (await fetch(`${base}${page}`)).text();
    const res = await fetch(`${base}${page}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Dana Levi', phone: '12345', year: '1800', ...hidden(html) }).toString(),
    });
    expect(res.status).toBe(400);
    const answer = await res.text();
    const problems = [...answer.matchAll(/<li id="cb-(\w+)-problem"><a href="#cb-\1">([^<]*)<\/a><\/li>/g)].map((m) => [m[1], m[2]]);
    expect(problems).toEqual([
      ['phone', t('callback-status.fix.phone')],
      ['year', t('callback-status.fix.year')],
      ['consent', t('callback-status.fix.consent')],
    ]);
    expect(answer).toContain(`<p>${t('callback-status.invalid')}</p>`);
    expect(answer).not.toContain('must be');
    for (const field of ['phone', 'year', 'consent']) {
      expect(answer).toMatch(new RegExp(`<input id="cb-${field}" aria-invalid="true"[^>]* aria-describedby="cb-${field}-problem`));
    }
    expect(answer).not.toMatch(/<input id="cb-name" aria-invalid/);
    // The Arabic and English consent box keeps the Hebrew sentence as its description, after the problem.
    if (lang !== 'he') expect(answer).toContain('aria-describedby="cb-consent-problem cb-consent-he"');
  });
});
