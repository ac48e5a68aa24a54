// Framed MCP tool calls answered by the Node server's fast path (api/mcp/mcp-fast-path.ts) say what the app says:
// the same status, headers and body (the JSON-RPC and request ids aside), the same access-log line and tool
// metric; and every request the fast path must not answer reaches the app with its body whole. Over real HTTP: a
// server of the fast path alone, whose app side answers 599 (so a test can tell which side answered), beside the
// app, and the production server (listen) for what the app then makes of a request handed over.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureDataDir } from '../../support/fixture-versions/api-catalog.ts';
import { testApp } from '../helpers/test-app.ts';
import { MODERN_VERSION, modernEnvelope } from '../helpers/mcp-test-server.ts';
import { NOT_FAST, closeStarted, fastOnly, keep, rawHeadersOf, rawRequest } from '../helpers/fast-path-servers.ts';
import { listen } from '../../../api/http/node-server.ts';
import { requestMetrics } from '../../../api/metrics/metrics.ts';
import { MCP_PATH } from '../../../lib/api/api-paths.ts';
import type { Config } from '../../../lib/config.ts';

const COROLLA = { make: 'toyota', model: 'corolla' };

afterEach(closeStarted);

/** The production server (api/http/node-server.ts) over the app. */
async function production(config: Partial<Config> = {}) {
  const { app } = testApp(fixtureDataDir(), { config });
  const server = await listen(app.fetch, { port: 0, hostname: '127.0.0.1', log: () => {} });
  keep(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const MCP_HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json, text/event-stream',
  'MCP-Protocol-Version': MODERN_VERSION,
  'Mcp-Method': 'tools/call',
  // Node's fetch asks for gzip unless told otherwise, and compression is the app's.
  'Accept-Encoding': 'identity',
};

const callBody = (id: number | string, args: Record<string, unknown> = COROLLA, name = 'model_info') =>
  JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args, _meta: modernEnvelope('fast-path-test') } });

const post = (base: string, body: string, headers: Record<string, string> = {}) =>
  fetch(base + MCP_PATH, { method: 'POST', headers: { ...MCP_HEADERS, 'Mcp-Name': 'model_info', ...headers }, body });

/** A POST with a Host of its own (fetch sends the URL's): its status. */
function postWithHost(base: string, body: string, host: string): Promise<number> {
  const url = new URL(base + MCP_PATH);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...MCP_HEADERS, 'Mcp-Name': 'model_info', Host: host } }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A call as it crossed the wire. */
const rawPost = (base: string, body: string, headers: Record<string, string>) =>
  rawRequest(base + MCP_PATH, { method: 'POST', headers: { ...MCP_HEADERS, 'Mcp-Name': 'model_info', ...headers }, body });

const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !['x-request-id', 'date', 'connection', 'keep-alive'].includes(name)));

async function toolCalls(tool: string): Promise<number> {
  const text = await requestMetrics.metrics();
  const line = text.split('\n').find((l) => l.startsWith(`carfacts_mcp_tool_duration_seconds_count{tool="${tool}"}`));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
}

/** A fast-path server whose frame for model_info(toyota, corolla) was taught by the app's SDK answer. */
async function taught() {
  const servers = await fastOnly();
  const learned = await post(servers.appBase, callBody(1), { 'X-Request-Id': 'request-1' });
  expect(learned.status).toBe(200);
  return { ...servers, learned: { headers: headersOf(learned), text: await learned.text() } };
}

describe('MCP fast path', () => {
  it('answers a framed call as the app does, with this request id, its log line and its metric', async () => {
    const { fastBase, appBase, log } = await fastOnly();
    // Nothing framed yet: the app answers, and its SDK answer teaches the frame.
    expect((await post(fastBase, callBody(1))).status).toBe(NOT_FAST);
    const sdk = await post(appBase, callBody(1), { 'X-Request-Id': 'request-1' });
    const sdkText = await sdk.text();
    const framedByApp = await post(appBase, callBody('two'), { 'X-Request-Id': 'request-2' });
    const before = await toolCalls('model_info');
    const viaFast = await post(fastBase, callBody('two'), { 'X-Request-Id': 'request-3' });
    expect(viaFast.status).toBe(200);
    expect(viaFast.headers.get('x-request-id')).toBe('request-3');
    expect(await toolCalls('model_info')).toBe(before + 1);
    expect(headersOf(viaFast)).toEqual(headersOf(framedByApp));
    // The SDK's own answer, but for the length of the longer id.
    expect(headersOf(viaFast)).toEqual({ ...headersOf(sdk), 'content-length': String(Number(headersOf(sdk)['content-length']) + 4) });
    const fastText = await viaFast.text();
    expect(fastText).toBe(await framedByApp.text());
    expect(fastText).toBe(sdkText.replace('"id":1', '"id":"two"'));
    expect(JSON.parse(fastText).result.structuredContent.model.url).toContain('toyota');
    // The access log's line: the same fields and values, the id and duration aside.
    const [appLine, fastLine] = log.filter((e) => e.msg === 'request').slice(-2);
    const plain = (e: Record<string, unknown> | undefined) => ({ ...e, request_id: null, duration_ms: null });
    expect(plain(fastLine)).toEqual(plain(appLine));
    expect(fastLine!.request_id).toBe('request-3');
  });

  it('leaves every request it cannot answer byte for byte to the app', async () => {
    const { fastBase } = await taught();
    expect((await post(fastBase, callBody(2))).status).toBe(200);
    const handedOver = async (body: string, headers: Record<string, string> = {}) => (await post(fastBase, body, headers)).status;
    // The DNS-rebinding guard's refusals (the app answers 403), a body over the limit (413), not JSON (400).
    expect(await postWithHost(fastBase, callBody(3), 'evil.example')).toBe(NOT_FAST);
    expect(await handedOver(callBody(3), { Origin: 'https://evil.example' })).toBe(NOT_FAST);
    expect(await handedOver(callBody(3, { ...COROLLA, pad: 'x'.repeat(70 * 1024) }))).toBe(NOT_FAST);
    expect(await handedOver(callBody(3).replace('"jsonrpc"', '"id":4,"jsonrpc"'))).toBe(NOT_FAST);
    expect(await handedOver(`${callBody(3)}x`)).toBe(NOT_FAST);
    // Another media type, deflate asked for (the app's to write), a header given twice.
    expect(await handedOver(callBody(3), { 'Content-Type': 'text/plain' })).toBe(NOT_FAST);
    expect(await handedOver(callBody(3), { 'Accept-Encoding': 'deflate' })).toBe(NOT_FAST);
    expect(await handedOver(callBody(3), { 'Accept-Encoding': 'gzip;q=0.5, deflate' })).toBe(NOT_FAST);
    const twice = await fetch(fastBase + MCP_PATH, {
      method: 'POST',
      headers: [...Object.entries(MCP_HEADERS), ['Mcp-Name', 'model_info'], ['Mcp-Name', 'search']],
      body: callBody(3),
    });
    expect(twice.status).toBe(NOT_FAST);
    // An unknown tool, a call with other arguments before the frame is trusted for them, a batch, a notification,
    // another method, another HTTP method.
    expect(await handedOver(callBody(3, COROLLA, 'no_such_tool'))).toBe(NOT_FAST);
    expect(await handedOver(callBody(3, { make: 'toyota', model: 'yaris' }))).toBe(NOT_FAST);
    expect(await handedOver(`[${callBody(3)}]`)).toBe(NOT_FAST);
    expect(await handedOver(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }))).toBe(NOT_FAST);
    expect(await handedOver(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/list', params: { _meta: modernEnvelope('t') } }))).toBe(
      NOT_FAST,
    );
    for (const method of ['GET', 'DELETE'])
      expect((await fetch(fastBase + MCP_PATH, { method, headers: MCP_HEADERS })).status).toBe(NOT_FAST);
    // And the frame still answers.
    expect((await post(fastBase, callBody(5))).status).toBe(200);
  });

  it('answers a client asking for gzip as the app does, from a gzip form made once per answer', async () => {
    const { fastBase, appBase } = await taught();
    const asked = { 'Accept-Encoding': 'gzip, deflate, br' };
    const viaApp = await rawPost(appBase, callBody('two'), { ...asked, 'X-Request-Id': 'request-2' });
    const viaFast = await rawPost(fastBase, callBody('two'), { ...asked, 'X-Request-Id': 'request-3' });
    expect([viaApp.status, viaFast.status]).toEqual([200, 200]);
    expect(viaFast.headers['content-encoding']).toBe('gzip');
    expect(viaFast.headers.vary).toBe('Accept-Encoding');
    expect(rawHeadersOf(viaFast)).toEqual(rawHeadersOf(viaApp));
    expect(Number(viaFast.headers['content-length'])).toBe(viaFast.body.length);
    // gunzip checks the member's CRC-32 and length as well as inflating it.
    const appText = gunzipSync(viaApp.body).toString();
    expect(gunzipSync(viaFast.body).toString()).toBe(appText);
    // Another id, from the gzip form the first call made.
    const again = await rawPost(fastBase, callBody(77), { 'Accept-Encoding': 'gzip' });
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(again.body).toString()).toBe(appText.replace('"id":"two"', '"id":77'));
  });

  it.each(['gzip;q=0', 'br'])('answers uncompressed where the app would, with the same Vary: %s', async (accepted) => {
    const { fastBase, appBase } = await taught();
    const viaApp = await rawPost(appBase, callBody(2), { 'Accept-Encoding': accepted });
    const viaFast = await rawPost(fastBase, callBody(2), { 'Accept-Encoding': accepted });
    expect([viaApp.status, viaFast.status]).toEqual([200, 200]);
    expect(viaFast.headers['content-encoding']).toBeUndefined();
    expect(rawHeadersOf(viaFast)).toEqual(rawHeadersOf(viaApp));
    expect(viaFast.body.toString()).toBe(viaApp.body.toString());
  });

  it('leaves every call to the app when frames are off (MCP_ANSWER_FRAMES=off)', async () => {
    const off = await fastOnly({ config: { answerFrames: false } });
    await post(off.appBase, callBody(1));
    expect((await post(off.fastBase, callBody(2))).status).toBe(NOT_FAST);
  });

  it('hands the body it read to the app, which answers as it always does', async () => {
    const base = await production();
    const duplicate = await post(base, callBody(3).replace('"jsonrpc"', '"id":4,"jsonrpc"'));
    expect(duplicate.status).toBe(400);
    expect((await duplicate.json()).error.data).toEqual({ code: 'duplicate_key', parameter: 'id' });
    expect(await postWithHost(base, callBody(3), 'evil.example')).toBe(403);
    expect((await post(base, callBody(3, { ...COROLLA, pad: 'x'.repeat(70 * 1024) }))).status).toBe(413);
    // The first call (no frame yet) reaches the SDK with its body, the second is framed: the same answer.
    const first = await (await post(base, callBody(7))).text();
    const second = await (await post(base, callBody(7))).text();
    expect(JSON.parse(first).result.structuredContent.model.url).toContain('toyota');
    expect(second).toBe(first);
  });

  it('hands a client over its budget to the app, which refuses it in its own words', async () => {
    const base = await production({ rateLimitCatalog: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(base, callBody(i))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await post(base, callBody(9));
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = await refused.json();
    expect(body.id).toBe(9);
    expect(body.error.data.code).toBe('rate_limited');
  });
});
