// A call-back's free text reaches the operator as sent, so characters that are not text there (control
// characters, text-direction overrides and isolates, tag characters, interlinear annotations, deprecated format
// characters, noncharacters, unpaired surrogates) are refused with a 400 naming the field,
// over real HTTP, by each way in: the REST call, the MCP tool and the no-JavaScript site form, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { testApp } from '../helpers/test-app.ts';
import { builtSite } from '../../site/built-site.ts';
import { listenInProcess } from '../../support/local-http.ts';
import { countingCallbacks } from '../helpers/counting-callbacks.ts';
import { hebrewStatusWords } from '../../../lib/callback/callback-status.ts';

/** Each kind refused, in a name: [what, the text, the character's position (1-based), how the message names it]. */
const REFUSED: [string, string, number, RegExp][] = [
  ['NUL', 'Dana\u0000Levi', 5, /NUL \(U\+0000\)/],
  ['ESC (a terminal escape)', 'Dana \u001b[31mLevi', 6, /ESC \(U\+001B\)/],
  ['a carriage return', 'Dana\rLevi', 5, /carriage return \(U\+000D\)/],
  ['a line feed', 'Dana\nOperator: call 0500000000', 5, /line feed \(U\+000A\)/],
  ['a tab', 'Dana\tLevi', 5, /tab \(U\+0009\)/],
  ['DEL', 'Dana\u007fLevi', 5, /control character \(U\+007F\)/],
  ['a C1 control (CSI)', 'Dana\u009b31mLevi', 5, /control character \(U\+009B\)/],
  ['a line separator', 'Dana\u2028Levi', 5, /control character \(U\+2028\)/],
  ['a right-to-left override', 'דנה \u202Eivel', 5, /text-direction control \(U\+202E\)/],
  ['a left-to-right embedding', 'דנה \u202Alevi', 5, /text-direction control \(U\+202A\)/],
  ['a first-strong isolate', 'דנה \u2068levi\u2069', 5, /text-direction control \(U\+2068\)/],
  // Issue 35 §5: hidden text an operator's AI tools would read, and other characters that are not text.
  ['tag characters (hidden "ign")', 'Dana\u{E0069}\u{E0067}\u{E006E} Levi', 5, /tag character \(hidden text\) \(U\+E0069\)/],
  ['the cancel tag', 'Dana Levi\u{E007F}', 10, /tag character \(hidden text\) \(U\+E007F\)/],
  ['an interlinear annotation anchor', 'Dana\uFFF9Levi\uFFFAhidden\uFFFB', 5, /interlinear annotation character \(U\+FFF9\)/],
  ['a deprecated format character', 'Dana\u206ALevi', 5, /deprecated format character \(U\+206A\)/],
  ['a noncharacter', 'Dana\uFDD0Levi', 5, /noncharacter \(U\+FDD0\)/],
  ['a plane-end noncharacter', 'Dana\u{10FFFF}', 5, /noncharacter \(U\+10FFFF\)/],
  ['a lone high surrogate', 'Dana\uD83D Levi', 5, /unpaired surrogate \(U\+D83D\)/],
  ['a lone low surrogate', 'Dana \uDE00', 6, /unpaired surrogate \(U\+DE00\)/],
];

/** Text people do write: Hebrew with the direction marks Hebrew keyboards type, and an emoji (a surrogate pair). */
const ACCEPTED = ['דנה לוי', 'דנה \u200Fלוי (Levi)', 'Dana \u200ELevi', 'Dana Levi 😀'];

const FIELDS = ['name', 'preferred_time', 'note', 'make', 'model'] as const;

let server: Server;
let base: string;
let callbacks: ReturnType<typeof countingCallbacks>;
let phone = 521_000_000;
const nextPhone = () => `0${++phone}`;

beforeAll(async () => {
  const site = await builtSite();
  callbacks = countingCallbacks();
  const { app } = testApp(DATA_DIR, {
    callbacks,
    config: { siteDir: site.root, publicBaseUrl: site.baseUrl, rateLimitCallback: 1e6, rateLimitCallbackRefused: 1e6 },
  });
  server = await listenInProcess(app.fetch);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const request = (fields: Record<string, string>) => ({ consent: true, name: 'Dana Levi', phone: nextPhone(), ...fields });

async function rest(fields: Record<string, string>) {
  const res = await fetch(`${base}/api/v1/quote-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request(fields)),
  });
  return { status: res.status, body: (await res.json()) as { error?: { code: string; parameter?: string; message: string } } };
}

async function mcp(fields: Record<string, string>) {
  const res = await fetch(`${base}/api/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'request_quote_callback', arguments: request(fields) },
    }),
  });
  expect(res.status).toBe(200);
  // The answer may come as one server-sent event: its data line is the JSON-RPC message.
  const text = await res.text();
  const json = text.startsWith('{')
    ? text
    : text
        .split('\n')
        .find((line) => line.startsWith('data: '))!
        .slice('data: '.length);
  return (JSON.parse(json) as { result: { isError?: boolean; content: { text: string }[] } }).result;
}

async function form(fields: Record<string, string>) {
  const res = await fetch(`${base}/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent: 'yes', name: 'Dana Levi', phone: nextPhone(), ...fields }).toString(),
  });
  return { status: res.status, html: await res.text() };
}

describe('REST', () => {
  it.each(REFUSED)('refuses %s in every free-text field with 400 invalid_parameter naming it', async (_kind, text, at, named) => {
    const before = callbacks.submitted;
    for (const field of FIELDS) {
      const { status, body } = await rest({ [field]: text });
      expect(status, field).toBe(400);
      expect(body.error).toMatchObject({ code: 'invalid_parameter', parameter: field });
      expect(body.error!.message).toContain(`${field} must be plain text on one line: character ${at} is `);
      expect(body.error!.message).toMatch(named);
    }
    expect(callbacks.submitted).toBe(before);
  });

  it('takes Hebrew with direction marks and an emoji', async () => {
    for (const name of ACCEPTED) {
      const { status } = await rest({ name, note: name });
      expect(status, name).toBe(200);
    }
  });
});

describe('MCP tool', () => {
  it.each(REFUSED)('refuses %s in a name with invalid_parameter naming the field', async (_kind, text, at, named) => {
    const before = callbacks.submitted;
    const result = await mcp({ name: text });
    expect(result.isError).toBe(true);
    expect(result.content[0]!.text).toMatch(/^invalid_parameter/);
    expect(result.content[0]!.text).toContain(`name must be plain text on one line: character ${at} is `);
    expect(result.content[0]!.text).toMatch(named);
    expect(callbacks.submitted).toBe(before);
  });

  it('takes Hebrew with direction marks', async () => {
    expect((await mcp({ name: ACCEPTED[1]! })).isError ?? false).toBe(false);
  });
});

describe('the no-JavaScript form', () => {
  // A form body is UTF-8 bytes: an unpaired surrogate cannot be sent in one (the browser sends U+FFFD instead).
  const sendable = REFUSED.filter(([kind]) => !kind.includes('surrogate'));
  it.each(sendable)('refuses %s in the name with 400 and a Hebrew message naming the field', async (_kind, text, at) => {
    const before = callbacks.submitted;
    const { status, html } = await form({ name: text });
    expect(status).toBe(400);
    // The field named and marked, and what it takes said in Hebrew; the API's English (character ${at}) is for developers.
    expect(html).toContain(`<li id="cb-name-problem"><a href="#cb-name">${hebrewStatusWords('fix.name')}</a></li>`);
    expect(html).toMatch(/<input id="cb-name" aria-invalid="true"/);
    expect(html).not.toContain(`character ${at}`);
    expect(callbacks.submitted).toBe(before);
  });

  it('refuses it in the make and model fields too, naming each in Hebrew', async () => {
    expect((await form({ make: 'Toyota\u202E' })).html).toContain(hebrewStatusWords('fix.make'));
    expect((await form({ model: 'Corolla\u0000' })).html).toContain(hebrewStatusWords('fix.model'));
  });
});
