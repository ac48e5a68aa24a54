// The no-JavaScript call-back form (POST /callback) has the JSON call's body limit, applied before the body is
// read: a large upload, declared or chunked, is answered 413 with the call-back page saying so in Hebrew while the
// upload is still going, and the connection is closed, so the server takes in no more of it. And its rate limits:
// a refused form (invalid, or without consent) draws on its own, larger allowance than the requests stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { testApp, testConfig } from '../helpers/test-app.ts';
import { hebrewStatusWords } from '../../../lib/callback/callback-status.ts';
import { builtSite } from '../../site/built-site.ts';
import { listenInProcess } from '../../support/local-http.ts';
import { QUOTE_REQUEST_MAX_BYTES } from '../../../api/operations/request-quote-callback.ts';

/** The upload the probe sent: 300 MB. */
const UPLOAD = 300 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');
/** What may be in flight when the answer comes: socket buffers on both sides and what was read to find the limit. */
const IN_FLIGHT_BOUND = 16 * 1024 * 1024;

let server: Server;
let port: number;
let site: Awaited<ReturnType<typeof builtSite>>;

beforeAll(async () => {
  site = await builtSite();
  const generous = { rateLimitCallback: 1e6, rateLimitCallbackRefused: 1e6 };
  const { app } = testApp(DATA_DIR, { config: { siteDir: site.root, publicBaseUrl: site.baseUrl, ...generous } });
  server = await listenInProcess(app.fetch);
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Upload {
  status: number;
  html: string;
  /** Bytes of the body written when the answer's head arrived. */
  writtenAtAnswer: number;
  /** Whether every byte of the upload was written. */
  finished: boolean;
}

/** Streams `UPLOAD` bytes of form body, writing only as fast as the socket takes them, until answered or cut off. */
function upload(headers: Record<string, string>): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let written = 0;
    let writtenAtAnswer = -1;
    let stopped = false;
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/callback', headers });
    const pump = () => {
      while (!stopped && written < UPLOAD) {
        written += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once('drain', pump);
      }
      if (!stopped) req.end();
    };
    req.on('response', (res) => {
      writtenAtAnswer = written;
      stopped = true;
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (html += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, html, writtenAtAnswer, finished: written >= UPLOAD }));
      res.on('error', reject);
    });
    // The server closing the connection under the upload is the expected end of a write; the answer still counts.
    req.on('error', () => {
      stopped = true;
    });
    pump();
  });
}

function expectRefusedUnread(result: Upload): void {
  expect(result.status).toBe(413);
  expect(result.html).toContain('הטופס שנשלח ארוך מדי, ולכן לא נקרא ודבר לא נשמר');
  expect(result.finished).toBe(false);
  expect(result.writtenAtAnswer).toBeGreaterThanOrEqual(0);
  expect(result.writtenAtAnswer).toBeLessThan(IN_FLIGHT_BOUND);
}

describe('POST /callback body limit', () => {
  it(`refuses a declared ${UPLOAD / 1024 / 1024} MB body on its Content-Length, before reading it`, async () => {
    expectRefusedUnread(await upload({ 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(UPLOAD) }));
  });

  it('refuses a chunked body once it passes the limit, without reading the rest', async () => {
    expectRefusedUnread(await upload({ 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' }));
  });

  it('still takes the longest honest form: every field at its longest, in Hebrew (six bytes a letter, encoded)', async () => {
    const letters = (n: number) => 'ש'.repeat(n);
    const body = new URLSearchParams({
      consent: 'no',
      name: letters(100),
      phone: '052-123-4567',
      plate: '12-345-678',
      make: letters(60),
      model: letters(80),
      year: '2020',
      consent_version: 'x'.repeat(40),
    }).toString();
    expect(Buffer.byteLength(body)).toBeGreaterThan(1_500);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(QUOTE_REQUEST_MAX_BYTES);
    const res = await fetch(`http://127.0.0.1:${port}/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    // Read and answered by the call-back operation: without consent, nothing is sent and the page says so.
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('צריך לסמן את תיבת ההסכמה');
  });
});

describe('POST /callback rate limits, as configured by default', () => {
  it('lets a person fix mistake after mistake, keeps the limit on stored requests, and limits refusals on their own', async () => {
    const where = { siteDir: site.root, publicBaseUrl: site.baseUrl };
    const { rateLimitCallback, rateLimitCallbackRefused } = testConfig(where);
    expect([rateLimitCallback, rateLimitCallbackRefused]).toEqual([5, 30]);
    const { app } = testApp(DATA_DIR, { config: where });
    const send = async (fields: Record<string, string>) => {
      const res = await app.request('/callback', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: res.status, html: await res.text() };
    };
    const noConsent = { name: 'דנה', phone: '054-1234567' };
    const badPhone = { name: 'דנה', phone: '12345', consent: 'yes' };
    const good = { name: 'דנה', phone: '054-1234567', consent: 'yes' };
    const tooMany = hebrewStatusWords('tooMany', { minutes: 1 });
    // More mistakes than the stored requests' five a minute (which once counted them and locked the form): each is
    // answered with what to correct.
    for (let i = 0; i < rateLimitCallback + 1; i++) {
      const { status, html } = await send(i % 2 === 0 ? noConsent : badPhone);
      expect(status, `mistake ${i + 1}`).not.toBe(429);
      expect(html).toContain(i % 2 === 0 ? hebrewStatusWords('consentRequired') : hebrewStatusWords('fix.phone'));
    }
    // The corrected form goes through (no operator configured: checked, nothing stored), up to the stored limit.
    for (let i = 0; i < rateLimitCallback; i++) expect((await send(good)).html).toContain(hebrewStatusWords('dryRun'));
    const over = await send(good);
    expect(over.status).toBe(429);
    expect(over.html).toContain(tooMany);
    // Refusals have their limit too: the rest of the thirty, then the page says to wait.
    for (let i = rateLimitCallback + 1; i < rateLimitCallbackRefused; i++) expect((await send(badPhone)).status).toBe(400);
    const flood = await send(badPhone);
    expect(flood.status).toBe(429);
    expect(flood.html).toContain(tooMany);
  });
});
