// A body that names a key twice has no one meaning ({"consent":false,…,"consent":true} read as consent given,
// the last key winning): REST, MCP arguments and the site's no-JavaScript form refuse it with duplicate_key,
// naming the key, in every order of the fields, and nothing reaches the call-back service.
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DATA_DIR } from '../../lib/shards/layout.ts';
import { hebrewStatusWords } from '../../lib/callback/callback-status.ts';
import { testApp } from './helpers/test-app.ts';
import { builtSite } from '../site/built-site.ts';
import { countingCallbacks } from './helpers/counting-callbacks.ts';
import { ErrorBody } from '../../api/errors.ts';
import { firstDuplicateKey } from '../../api/http/strict-json.ts';
import { MODERN_VERSION, modernEnvelope } from './helpers/mcp-test-server.ts';

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** The fields of a request that would be received, with consent given twice, once refused and once given. */
/** No limit on call-back requests, stored or refused: the property runs send hundreds. */
const GENEROUS = { rateLimitCallback: 1e6, rateLimitCallbackRefused: 1e6 };

const FIELDS: [string, unknown][] = [
  ['consent', false],
  ['name', 'Dana Test'],
  ['phone', '0521234567'],
  ['consent', true],
];
const ORDERS = permutations(FIELDS);
const jsonObject = (fields: [string, unknown][]) => `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;

let app: ReturnType<typeof testApp>['app'];
let callbacks: ReturnType<typeof countingCallbacks>;
let siteRoot: string;
let siteBaseUrl: string;
beforeAll(async () => {
  ({ root: siteRoot, baseUrl: siteBaseUrl } = await builtSite());
  callbacks = countingCallbacks();
  app = testApp(DATA_DIR, { callbacks, config: { siteDir: siteRoot, publicBaseUrl: siteBaseUrl, ...GENEROUS } }).app;
});

describe('finding the repeated key', () => {
  it.each([
    ['{"a":1,"b":{"a":2},"c":[{"a":3}]}', undefined],
    ['{"":[[{},""]]}', undefined],
    ['[{},"a","a",{"a":{}},{"a":1}]', undefined],
    ['{"a":1,"b":2,"a":3}', { key: 'a', path: [] }],
    ['{"a":"x,\\"a\\":","b":1}', undefined],
    ['{"consent":true,"\\u0063onsent":false}', { key: 'consent', path: [] }],
    ['[{"id":1},{"params":{"arguments":{"x":[1,{"y":1,"y":2}]}}}]', { key: 'y', path: ['1', 'params', 'arguments', 'x', '1'] }],
  ])('%s', (text, expected) => {
    expect(firstDuplicateKey(text)).toEqual(expected);
  });

  it('finds none in any JSON a serializer writes, compact or indented', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, indent) => {
        expect(firstDuplicateKey(JSON.stringify(value, null, indent ? 2 : undefined))).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('finds a key repeated in an object after any other JSON', () => {
    const object = fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 5 });
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), object, fc.nat(), (before, value, pick) => {
        const keys = Object.keys(value);
        const key = keys[pick % keys.length]!;
        const repeated = `${JSON.stringify(value).slice(0, -1)},${JSON.stringify(key)}:0}`;
        expect(firstDuplicateKey(`[${JSON.stringify(before)},${repeated}]`)).toEqual({ key, path: ['1'] });
      }),
      { numRuns: 300 },
    );
  });
});

describe('REST', () => {
  const post = (body: string) =>
    app.request('/api/v1/quote-request', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

  it('takes the request when consent is given once (the control)', async () => {
    const before = callbacks.submitted;
    const res = await post(jsonObject(FIELDS.slice(1)));
    expect(res.status).toBe(200);
    expect(callbacks.submitted).toBe(before + 1);
  });

  it.each(ORDERS.map((order) => [jsonObject(order)]))('refuses %s with 400 duplicate_key naming consent', async (body) => {
    const before = callbacks.submitted;
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error).toMatchObject({ code: 'duplicate_key', parameter: 'consent' });
    expect(callbacks.submitted).toBe(before);
  });

  it('refuses any other repeated field, also when spelled with an escape', async () => {
    const res = await post('{"consent":true,"name":"Dana","n\\u0061me":"Other","phone":"0521234567"}');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'duplicate_key', parameter: 'name' });
  });
});

describe('MCP arguments', () => {
  const headers = { host: 'localhost', 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  /** The JSON-RPC message written by hand: a serializer would never repeat a key. */
  const call = (era: 'modern' | 'legacy', args: string) =>
    app.request('/api/mcp', {
      method: 'POST',
      headers:
        era === 'modern'
          ? { ...headers, 'mcp-protocol-version': MODERN_VERSION, 'mcp-method': 'tools/call', 'mcp-name': 'request_quote_callback' }
          : { ...headers, 'mcp-protocol-version': '2025-06-18' },
      body:
        `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"request_quote_callback","arguments":${args}` +
        `${era === 'modern' ? `,"_meta":${JSON.stringify(modernEnvelope('dup-test'))}` : ''}}}`,
    });

  it.each(['modern', 'legacy'] as const)('%s: takes the request when consent is given once (the control)', async (era) => {
    const before = callbacks.submitted;
    const res = await call(era, jsonObject(FIELDS.slice(1)));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('"status":"received"');
    expect(callbacks.submitted).toBe(before + 1);
  });

  for (const era of ['modern', 'legacy'] as const) {
    it.each(ORDERS.map((order) => [jsonObject(order)]))(
      `${era}: refuses %s with 400, -32602 and duplicate_key naming consent`,
      async (args) => {
        const before = callbacks.submitted;
        const res = await call(era, args);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({
          jsonrpc: '2.0',
          id: 7,
          error: { code: -32602, data: { code: 'duplicate_key', parameter: 'consent' } },
        });
        expect(callbacks.submitted).toBe(before);
      },
    );
  }

  it('refuses a repeated key of the message itself with -32600', async () => {
    const res = await app.request('/api/mcp', {
      method: 'POST',
      headers,
      body: '{"jsonrpc":"2.0","id":1,"method":"tools/list","method":"tools/call"}',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ id: 1, error: { code: -32600, data: { code: 'duplicate_key', parameter: 'method' } } });
  });
});

describe('the no-JavaScript call-back form', () => {
  const FORM: [string, string][] = [
    ['consent', 'no'],
    ['name', 'Dana Test'],
    ['phone', '0521234567'],
    ['consent', 'yes'],
  ];
  const post = (fields: [string, string][]) =>
    app.request('/callback', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it('takes the request when consent is ticked once (the control)', async () => {
    const before = callbacks.submitted;
    const res = await post([
      ['consent', 'yes'],
      ['name', 'Dana Test'],
      ['phone', '0521234570'],
    ]);
    expect(res.status).toBe(200);
    expect(callbacks.submitted).toBe(before + 1);
  });

  it.each(permutations(FORM).map((order) => [new URLSearchParams(order).toString(), order] as const))(
    'refuses %s with 400, saying in Hebrew that the form sent was not valid',
    async (_label, order) => {
      const before = callbacks.submitted;
      const res = await post(order);
      expect(res.status).toBe(400);
      const html = await res.text();
      // Two consent boxes come from no page of ours: the person is asked to reload it; the API's English is not shown.
      expect(html).toContain(hebrewStatusWords('invalidOther'));
      expect(html).not.toContain('more than once');
      expect(callbacks.submitted).toBe(before);
    },
  );
});
