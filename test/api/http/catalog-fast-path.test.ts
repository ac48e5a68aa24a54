// Repeated catalog GETs answered by the Node server's fast path (api/http/catalog-fast-path.ts) say what the app
// says: the same status, headers and body (this request's id aside), the same 304, the same access-log line, the
// same refusal once the budget is spent, and for a client asking for gzip the same coding, Vary and ETag, with a
// body that inflates to the app's; and a request the fast path must not take (deflate chosen, a target not
// answered yet) goes to the app. Over real HTTP: a server whose app side answers 599, so a test can
// tell which side answered, beside the production server (listen).
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureDataDir } from '../../support/fixture-versions/api-catalog.ts';
import { testApp } from '../helpers/test-app.ts';
import { NOT_FAST, closeStarted, fastOnly, keep, rawHeadersOf, rawRequest } from '../helpers/fast-path-servers.ts';
import { listen } from '../../../api/http/node-server.ts';

const URL_PATH = '/api/v1/model-info?make=toyota&model=corolla';
const SEARCH_PATH = '/api/v1/search?query=zz';
afterEach(closeStarted);

/** Node's fetch asks for gzip unless told otherwise, and compression is the app's. */
const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(url, { method, headers: { 'Accept-Encoding': 'identity', ...headers } });

const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !['x-request-id', 'date', 'connection', 'keep-alive'].includes(name)));

const raw = (url: string, headers: Record<string, string>) => rawRequest(url, { headers });

/** The envelope with the request id set aside. */
const withoutId = (text: string) => {
  const body = JSON.parse(text) as { meta: Record<string, unknown> };
  return { ...body, meta: { ...body.meta, request_id: null } };
};

describe('catalog fast path', () => {
  it('answers a repeated catalog GET as the app does, with this request id', async () => {
    const { fastBase, appBase, log } = await fastOnly();
    expect((await get(fastBase + URL_PATH)).status).toBe(NOT_FAST); // not answered by the app yet
    const viaApp = await get(appBase + URL_PATH, { 'X-Request-Id': 'request-1' });
    const viaFast = await get(fastBase + URL_PATH, { 'X-Request-Id': 'request-2' });
    expect(viaFast.status).toBe(200);
    expect(viaFast.headers.get('x-request-id')).toBe('request-2');
    expect(headersOf(viaFast)).toEqual(headersOf(viaApp));
    const [a, b] = [await viaApp.json(), await viaFast.json()];
    expect(b.meta.request_id).toBe('request-2');
    expect({ ...b, meta: { ...b.meta, request_id: 'request-1' } }).toEqual(a);
    // The access log's line: the same fields and values, the id and duration aside.
    const [appLine, fastLine] = log.filter((e) => e.msg === 'request').slice(-2);
    const plain = (e: Record<string, unknown> | undefined) => ({ ...e, request_id: null, duration_ms: null });
    expect(plain(fastLine)).toEqual(plain(appLine));
    expect(fastLine!.request_id).toBe('request-2');
  });

  it('answers 304 to a client holding the answer, as the app does', async () => {
    const { fastBase, appBase } = await fastOnly();
    const etag = (await get(appBase + URL_PATH)).headers.get('etag')!;
    const viaApp = await get(appBase + URL_PATH, { 'If-None-Match': etag });
    const viaFast = await get(fastBase + URL_PATH, { 'If-None-Match': `W/${etag}` });
    expect([viaApp.status, viaFast.status]).toEqual([304, 304]);
    expect(headersOf(viaFast)).toEqual(headersOf(viaApp));
  });

  it.each([URL_PATH, SEARCH_PATH])('answers a client asking for gzip as the app does: %s', async (path) => {
    const { fastBase, appBase } = await fastOnly();
    const asked = { 'Accept-Encoding': 'gzip, deflate, br', 'X-Request-Id': 'request-1' };
    const viaApp = await raw(appBase + path, asked);
    const viaFast = await raw(fastBase + path, { ...asked, 'X-Request-Id': 'request-2' });
    expect([viaApp.status, viaFast.status]).toEqual([200, 200]);
    expect(viaFast.headers['content-encoding']).toBe('gzip');
    expect(viaFast.headers.vary).toBe('Accept-Encoding');
    expect(viaFast.headers.etag).toMatch(/^W\//);
    expect(rawHeadersOf(viaFast)).toEqual(rawHeadersOf(viaApp));
    expect(Number(viaFast.headers['content-length'])).toBe(viaFast.body.length);
    // gunzip checks the member's CRC-32 and length as well as inflating it.
    const [a, b] = [gunzipSync(viaApp.body).toString(), gunzipSync(viaFast.body).toString()];
    expect(JSON.parse(b).meta.request_id).toBe('request-2');
    expect(b.replace('request-2', 'request-1')).toBe(a);
    // And again, from the gzip form made by the first.
    const again = await raw(fastBase + path, { 'Accept-Encoding': 'gzip', 'X-Request-Id': 'request-3' });
    expect(gunzipSync(again.body).toString()).toBe(a.replace('request-1', 'request-3'));
    // A client that takes gzip but no compression at all gets the same answer as a plain one.
    const plain = await get(fastBase + path);
    expect(withoutId(await plain.text())).toEqual(withoutId(a));
  });

  it('answers 304 to a client asking for gzip and holding the weak ETag, as the app does', async () => {
    const { fastBase, appBase } = await fastOnly();
    const asked = { 'Accept-Encoding': 'gzip' };
    const etag = (await raw(appBase + URL_PATH, asked)).headers.etag!;
    const viaApp = await raw(appBase + URL_PATH, { ...asked, 'If-None-Match': etag });
    const viaFast = await raw(fastBase + URL_PATH, { ...asked, 'If-None-Match': etag });
    expect([viaApp.status, viaFast.status]).toEqual([304, 304]);
    expect(rawHeadersOf(viaFast)).toEqual(rawHeadersOf(viaApp));
    expect(viaFast.body.length).toBe(0);
  });

  it.each(['gzip;q=0', 'gzip;q=0, deflate;q=0', 'br', '*', 'gzip;q=0, *;q=0'])(
    'answers uncompressed where the app would, with the same Vary: %s',
    async (accepted) => {
      const { fastBase, appBase } = await fastOnly();
      const viaApp = await raw(appBase + URL_PATH, { 'Accept-Encoding': accepted });
      const viaFast = await raw(fastBase + URL_PATH, { 'Accept-Encoding': accepted });
      expect([viaApp.status, viaFast.status]).toEqual([200, 200]);
      expect(viaFast.headers['content-encoding']).toBeUndefined();
      expect(rawHeadersOf(viaFast)).toEqual(rawHeadersOf(viaApp));
      expect(withoutId(viaFast.body.toString())).toEqual(withoutId(viaApp.body.toString()));
    },
  );

  it.each(['gzip, *', 'deflate;q=0.5, gzip;q=0.8', 'deflate;q=0.5, *'])('gives gzip where the app chooses it: %s', async (accepted) => {
    const { fastBase, appBase } = await fastOnly();
    expect((await raw(appBase + URL_PATH, { 'Accept-Encoding': accepted })).headers['content-encoding']).toBe('gzip');
    expect((await raw(fastBase + URL_PATH, { 'Accept-Encoding': accepted })).headers['content-encoding']).toBe('gzip');
  });

  it('leaves deflate, other methods and other targets to the app', async () => {
    const { fastBase, appBase } = await fastOnly();
    await get(appBase + URL_PATH);
    expect((await get(fastBase + URL_PATH)).status).toBe(200);
    expect((await get(fastBase + URL_PATH, { 'Accept-Encoding': 'deflate' })).status).toBe(NOT_FAST);
    expect((await get(fastBase + URL_PATH, { 'Accept-Encoding': 'gzip;q=0.5, deflate' })).status).toBe(NOT_FAST);
    expect((await get(fastBase + URL_PATH, {}, 'HEAD')).status).toBe(NOT_FAST);
    expect((await get(`${fastBase}${URL_PATH}&year=2020`)).status).toBe(NOT_FAST);
  });

  it('hands a client over its budget to the app, which refuses it in its own words', async () => {
    const { app } = testApp(fixtureDataDir(), { config: { rateLimitCatalog: 2 } });
    const server = await listen(app.fetch, { port: 0, hostname: '127.0.0.1', log: () => {} });
    keep(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get(base + URL_PATH)).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await get(base + URL_PATH);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).error.code).toBe('rate_limited');
  });
});
