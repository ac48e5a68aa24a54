// Every answer is an answer, over real sockets to the server entry (api/server.ts serving the built test site):
// requests Node's parser or the adapter refuses get the Error schema with the usual headers; a request whose
// headers or body never finish is answered 408 and closed within its timeout; MCP's event streams honour
// Connection: close; and pages of every family, API answers and errors carry the security headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { startServer, type RunningServer } from '../../api/server.ts';
import { SERVER_LIMITS } from '../../api/http/node-server.ts';
import { SECURITY_HEADERS } from '../../api/http/answer-headers.ts';
import { ErrorBody } from '../../api/errors.ts';
import type { DataStore } from '../../lib/data/data-store.ts';
import { DATA_DIR } from '../../lib/shards/layout.ts';
import { builtSite } from '../site/built-site.ts';
import { underLoad } from '../support/load-allowance.ts';
import { testConfig } from './helpers/test-app.ts';

let server: RunningServer;
let store: DataStore;
const logged: Record<string, unknown>[] = [];
beforeAll(async () => {
  const site = await builtSite();
  store = site.store;
  server = await startServer({
    config: testConfig({ port: 0, host: '127.0.0.1', siteDir: site.root, publicBaseUrl: site.baseUrl, rateLimitCatalog: 1e6 }),
    dataDir: DATA_DIR,
    log: (entry) => logged.push(entry),
  });
});
afterAll(() => server.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from sending until the server closed the connection. */
  closedAfterMs: number;
}

/** Sends bytes as they are (no client would send most of these) and reads until the server closes. */
function sendRaw(request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const started = performance.now();
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: rest.join('\r\n\r\n'),
        closedAfterMs: performance.now() - started,
      });
    });
    socket.write(request);
  });
}

function expectUsualHeaders(headers: Record<string, string>): void {
  expect(headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  expect(headers['access-control-allow-origin']).toBe('*');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()], name).toBe(value);
}

describe('requests Node or the adapter refuses', () => {
  const get = (line: string, headers = 'Host: localhost\r\n') => `${line}\r\n${headers}\r\n`;
  it.each([
    [
      'headers over the limit',
      get('GET /api/health HTTP/1.1', `Host: localhost\r\nX-Big: ${'a'.repeat(SERVER_LIMITS.maxHeaderSize)}\r\n`),
      431,
      'headers_too_large',
    ],
    ['a bad method', get('FOO!BAR /api/health HTTP/1.1'), 400, 'bad_request'],
    ['a space in the path', get('GET /api/v1/makes/land rover HTTP/1.1'), 400, 'bad_request'],
    [
      'raw non-ASCII in the path',
      Buffer.concat([Buffer.from('GET /makes/'), Buffer.from('טויוטה'), Buffer.from(' HTTP/1.1\r\nHost: localhost\r\n\r\n')]),
      400,
      'bad_request',
    ],
    ['a NUL in a header', get('GET /api/health HTTP/1.1', 'Host: localhost\r\nX-Note: a\u0000b\r\n'), 400, 'bad_request'],
    ['a Host with @', get('GET /api/health HTTP/1.1', 'Host: user@localhost\r\nConnection: close\r\n'), 400, 'bad_request'],
    ['no Host (HTTP/1.1)', get('GET /api/health HTTP/1.1', ''), 400, 'bad_request'],
  ] as const)('%s: the Error schema with its status and the usual headers', async (_name, request, status, code) => {
    const answer = await sendRaw(request);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toContain('application/json');
    expectUsualHeaders(answer.headers);
    const body = ErrorBody.parse(JSON.parse(answer.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n$/g, '')));
    expect(body.error.code).toBe(code);
    expect(body.error.request_id).toBe(answer.headers['x-request-id']);
    // Logged like any request, and like any request without its path or headers.
    const line = logged.find((l) => l.request_id === body.error.request_id);
    expect(line).toMatchObject({ msg: 'request_refused', status, code });
    expect(JSON.stringify(line)).not.toMatch(/user@|land rover|X-Note|טויוטה/);
  });
});

describe('timeouts', () => {
  // Node checks the timeouts every connectionsCheckingInterval, so an answer may come that much later, and later
  // still on a loaded machine.
  const slack = SERVER_LIMITS.connectionsCheckingInterval + underLoad(1_000);

  it(
    'answers 408 and closes a request whose body is shorter than its Content-Length, and one whose headers never end',
    async () => {
      const [body, headers] = await Promise.all([
        sendRaw(
          'POST /api/v1/quote-request HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ' +
            '100\r\n\r\n{"consent":',
        ),
        sendRaw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Waiting: for the rest'),
      ]);
      expect(body.status).toBe(408);
      expect(JSON.parse(body.body)).toMatchObject({ error: { code: 'request_timeout' } });
      expectUsualHeaders(body.headers);
      expect(body.closedAfterMs).toBeGreaterThanOrEqual(SERVER_LIMITS.requestTimeout - 50);
      expect(body.closedAfterMs).toBeLessThan(SERVER_LIMITS.requestTimeout + slack);
      expect(headers.status).toBe(408);
      expect(headers.closedAfterMs).toBeLessThan(SERVER_LIMITS.headersTimeout + slack);
    },
    SERVER_LIMITS.requestTimeout + underLoad(10_000),
  );
});

describe('MCP event streams', () => {
  it('close the connection after the answer when the client sends Connection: close', async () => {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    const answer = await sendRaw(
      [
        'POST /api/mcp HTTP/1.1',
        'Host: localhost',
        'Connection: close',
        'Content-Type: application/json',
        'Accept: application/json, text/event-stream',
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body,
      ].join('\r\n'),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream');
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toContain('"protocolVersion":"2025-06-18"');
    // Kept alive, the server would hold the socket until its keep-alive timeout.
    expect(answer.closedAfterMs).toBeLessThan(SERVER_LIMITS.keepAliveTimeout);
  });
});

describe('security headers', () => {
  const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

  it('are on a page of every family, its markdown twin, the 404 page, llms.txt and a bundled script', async () => {
    const paths = new Map<string, string>();
    for (const p of store.pages) if (!paths.has(p.type)) paths.set(p.type, p.path);
    const script = /src="(\/_astro\/[^"]+\.js)"/.exec(await (await get('/')).text())?.[1];
    expect(script).toBeDefined();
    const all = [...paths.values(), `${[...paths.values()].at(-1)!}.md`, '/makes/no-such-make', '/llms.txt', script!];
    expect(paths.size).toBeGreaterThanOrEqual(16);
    for (const path of all) {
      const res = await get(path);
      expect(res.status, path).toBeLessThan(500);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), `${path} ${name}`).toBe(value);
      await res.arrayBuffer();
    }
  });

  it('are on API answers and errors, REST and MCP, and on the form post', async () => {
    const mcp = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const answers = [
      await get('/api/v1/makes'),
      await get('/api/v1/makes', { headers: { 'accept-encoding': 'gzip' } }),
      await get('/api/v1/makes/no-such-make/models'),
      await get('/api/v1/nothing-here'),
      await get('/openapi.json'),
      await get('/api/health'),
      await get('/api/v1/makes', { method: 'OPTIONS', headers: { origin: 'https://x.example', 'access-control-request-method': 'GET' } }),
      await get('/api/mcp', { method: 'POST', headers: mcp, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) }),
      await get('/api/mcp', { method: 'POST', headers: mcp, body: '{' }),
      await get('/.well-known/mcp/server-card.json'),
      await get('/callback', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=x' }),
    ];
    for (const res of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(res.headers.get(name), `${res.url} ${res.status} ${name}`).toBe(value);
      await res.arrayBuffer();
    }
  });

  it(
    'need nothing inline: the built pages hold no inline script, style or event handler',
    async () => {
      const found: string[] = [];
      for (const p of store.pages) {
        const html = await (await get(p.path)).text();
        for (const m of html.matchAll(/<script\b([^>]*)>|<style\b|\sstyle="|\son[a-z]+="/g)) {
          // A JSON-LD block is data, never run; a script with src is a bundled file.
          if (m[0].startsWith('<script') && /\bsrc=|type="application\/ld\+json"/.test(m[1] ?? '')) continue;
          found.push(`${p.path}: ${m[0]}`);
        }
      }
      expect(found).toEqual([]);
    },
    underLoad(60_000),
  );
});
