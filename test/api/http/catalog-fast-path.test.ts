// Repeated catalog GETs answered by the Node server's fast path (api/http/catalog-fast-path.ts) say what the app
// says: the same status, headers and body (this request's id aside), the same 304, the same access-log line, the
// same refusal once the budget is spent; and a request the fast path must not take (compression asked for, a
// target not answered yet) goes to the app. Over real HTTP: a server whose app side answers 599, so a test can
// tell which side answered, beside the production server (listen).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureDataDir } from '../../support/fixture-versions/api-catalog.ts';
import { testApp } from '../helpers/test-app.ts';
import { fastPathOf, listen } from '../../../api/http/node-server.ts';

const URL_PATH = '/api/v1/model-info?make=toyota&model=corolla';
const NOT_FAST = 599;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

async function started(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The app, and a server of the fast path alone: what the fast path does not answer gets 599. */
async function fastOnly(config: Parameters<typeof testApp>[1] = {}) {
  const log: Record<string, unknown>[] = [];
  const { app } = testApp(fixtureDataDir(), { ...config, log: (e) => log.push(e) });
  const fast = fastPathOf(app.fetch)!;
  const appSide = getRequestListener(app.fetch);
  const server = createServer((incoming, outgoing) => {
    const notFast = () => outgoing.writeHead(NOT_FAST).end();
    if (!fast(incoming, outgoing, notFast)) notFast();
  });
  return { app, log, fastBase: await started(server), appBase: await started(createServer((i, o) => void appSide(i, o))) };
}

/** Node's fetch asks for gzip unless told otherwise, and compression is the app's. */
const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(url, { method, headers: { 'Accept-Encoding': 'identity', ...headers } });

const headersOf = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !['x-request-id', 'date', 'connection', 'keep-alive'].includes(name)));

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

  it('leaves compression, other methods and other targets to the app', async () => {
    const { fastBase, appBase } = await fastOnly();
    await get(appBase + URL_PATH);
    expect((await get(fastBase + URL_PATH)).status).toBe(200);
    expect((await get(fastBase + URL_PATH, { 'Accept-Encoding': 'gzip, deflate' })).status).toBe(NOT_FAST);
    expect((await get(fastBase + URL_PATH, {}, 'HEAD')).status).toBe(NOT_FAST);
    expect((await get(`${fastBase}${URL_PATH}&year=2020`)).status).toBe(NOT_FAST);
  });

  it('hands a client over its budget to the app, which refuses it in its own words', async () => {
    const { app } = testApp(fixtureDataDir(), { config: { rateLimitCatalog: 2 } });
    const server = await listen(app.fetch, { port: 0, hostname: '127.0.0.1', log: () => {} });
    servers.push(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get(base + URL_PATH)).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await get(base + URL_PATH);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).error.code).toBe('rate_limited');
  });
});
