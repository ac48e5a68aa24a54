// What the fast-path tests (test/api/http/catalog-fast-path.test.ts, test/api/mcp/mcp-fast-path.test.ts) stand on:
// over real HTTP, the app beside a server of its fast path alone, whose app side answers 599 so a test can tell
// which side answered; and answers read as they crossed the wire (fetch would inflate them and drop the framing).
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { fixtureDataDir } from '../../support/fixture-versions/api-catalog.ts';
import { testApp } from './test-app.ts';
import { fastPathOf } from '../../../api/http/node-server.ts';

export const NOT_FAST = 599;

const servers: Server[] = [];

/** Closes every server these helpers started (a test file's afterEach). */
export async function closeStarted(): Promise<void> {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
}

/** Keeps a listening server for closeStarted. */
export function keep(server: Server): void {
  servers.push(server);
}

/** Keeps `server` for closeStarted and resolves with its origin once it listens on 127.0.0.1. */
export async function started(server: Server): Promise<string> {
  keep(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The app over the fixture data, and a server of its fast path alone: what the fast path does not answer gets 599. */
export async function fastOnly(options: Parameters<typeof testApp>[1] = {}) {
  const log: Record<string, unknown>[] = [];
  const { app } = testApp(fixtureDataDir(), { ...options, log: (e) => log.push(e) });
  const fast = fastPathOf(app.fetch)!;
  const appSide = getRequestListener(app.fetch);
  const server = createServer((incoming, outgoing) => {
    const notFast = () => outgoing.writeHead(NOT_FAST).end();
    if (!fast(incoming, outgoing, notFast)) notFast();
  });
  return { app, log, fastBase: await started(server), appBase: await started(createServer((i, o) => void appSide(i, o))) };
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose answer is read as it crossed the wire. */
export function rawRequest(url: string, init: { method?: string; headers: Record<string, string>; body?: string }): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end(init.body);
  });
}

/** Headers but the request id and the framing: the app streams a compressed answer chunked, the fast path sends its
 * length. */
export const rawHeadersOf = (res: { headers: IncomingHttpHeaders }) =>
  Object.fromEntries(
    Object.entries(res.headers).filter(
      ([name]) => !['x-request-id', 'date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name),
    ),
  );
