// The endpoint's HTTP behaviour, raw: stateless serving of both eras, the version and header ladder, the
// DNS-rebinding guard, paginated resources/list, rate limits with a JSON-RPC body, and one server per request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_PROTOCOL_VERSIONS } from '../../../api/mcp/protocol-versions.ts';
import { RESOURCES_PAGE_SIZE } from '../../../api/mcp/page-resources.ts';
import { startMcpTestServer, type McpTestServer } from '../helpers/mcp-test-server.ts';
import { sampleModel } from '../helpers/mcp-tool-cases.ts';

let server: McpTestServer;
beforeAll(async () => {
  server = await startMcpTestServer();
});
afterAll(() => server.close());

const MODERN = '2026-07-28';
const meta = (version = MODERN) => ({
  'io.modelcontextprotocol/protocolVersion': version,
  'io.modelcontextprotocol/clientInfo': { name: 'raw-test', version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': {},
});

async function modern(
  method: string,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  id: number | string = 1,
  to: McpTestServer = server,
) {
  const res = await fetch(to.mcpUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': MODERN,
      'mcp-method': method,
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, _meta: meta() } }),
  });
  return {
    res,
    body: (await res.json()) as {
      result?: Record<string, unknown>;
      error?: { code: number; message: string; data?: Record<string, unknown> };
    },
  };
}

async function legacyInitialize(version: string, headers: Record<string, string> = {}) {
  return fetch(server.mcpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    }),
  });
}

describe('versions', () => {
  it('offers 2026-07-28 through server/discover, with public cache hints on open data', async () => {
    const { res, body } = await modern('server/discover');
    expect(res.status).toBe(200);
    expect(body.result).toMatchObject({ supportedVersions: [MODERN], ttlMs: 3_600_000, cacheScope: 'public' });
  });

  it.each(MCP_PROTOCOL_VERSIONS.filter((v) => v !== MODERN))(
    'answers initialize at %s with that version and no session id',
    async (version) => {
      const res = await legacyInitialize(version);
      expect(res.status).toBe(200);
      expect(res.headers.get('mcp-session-id')).toBeNull();
      const text = await res.text();
      expect(text).toContain(`"protocolVersion":"${version}"`);
    },
  );

  it('rejects an unsupported modern revision with -32022 and the supported list', async () => {
    const res = await fetch(server.mcpUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2099-01-01',
        'mcp-method': 'tools/list',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list', params: { _meta: meta('2099-01-01') } }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { id: number; error: { code: number; data: { supported: string[] } } };
    expect(body).toMatchObject({ id: 7, error: { code: -32022 } });
    expect(body.error.data.supported).toContain(MODERN);
  });

  it('rejects a header that disagrees with the body with -32020', async () => {
    const { res, body } = await modern('tools/list', {}, { 'mcp-method': 'prompts/list' });
    expect(res.status).toBe(400);
    expect(body.error?.code).toBe(-32020);
  });

  it('answers an unknown method with -32601', async () => {
    const { body } = await modern('no/such/method');
    expect(body.error?.code).toBe(-32601);
  });

  it('answers GET and DELETE with 405: there are no sessions', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(server.mcpUrl, { method, headers: { accept: 'text/event-stream' } });
      expect(res.status, method).toBe(405);
    }
  });
});

describe('DNS-rebinding guard with open CORS', () => {
  const init = {
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'x', version: '1' } },
  };
  const post = (headers: Record<string, string>) =>
    server.app.request('/api/mcp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body: JSON.stringify(init),
    });

  it('refuses a foreign Host or Origin with 403 (readable cross-origin: CORS headers stay on)', async () => {
    expect((await post({ host: 'evil.example.com' })).status).toBe(403);
    const foreign = await post({ host: 'localhost', origin: 'http://evil.example.com' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('puts the open CORS headers on MCP answers', async () => {
    const res = await post({ host: 'localhost' });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('mcp-protocol-version');
  });

  it('accepts localhost, the public host and a same-host Origin', async () => {
    expect((await post({ host: 'localhost:8787' })).status).toBe(200);
    expect((await post({ host: '127.0.0.1' })).status).toBe(200);
    const publicHost = new URL(server.publicBaseUrl).host;
    expect((await post({ host: publicHost, origin: server.publicBaseUrl })).status).toBe(200);
  });

  it('answers a browser preflight from any origin', async () => {
    const res = await server.app.request('/api/mcp', {
      method: 'OPTIONS',
      headers: {
        host: 'localhost',
        origin: 'https://client.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, mcp-protocol-version',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('mcp-protocol-version');
  });
});

describe('resources/list pagination', () => {
  it('pages by 100 with an opaque cursor until the last page, and refuses a made-up cursor', async () => {
    const uris: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { body } = await modern('resources/list', cursor === undefined ? {} : { cursor });
      const result = body.result as { resources: { uri: string }[]; nextCursor?: string };
      expect(result.resources.length).toBeLessThanOrEqual(RESOURCES_PAGE_SIZE);
      uris.push(...result.resources.map((r) => r.uri));
      cursor = result.nextCursor;
      pages += 1;
    } while (cursor !== undefined);
    expect(uris).toHaveLength(server.store.pages.length);
    expect(pages).toBe(Math.ceil(server.store.pages.length / RESOURCES_PAGE_SIZE));
    const { body } = await modern('resources/list', { cursor: 'bm90LWEtY3Vyc29y' });
    expect(body.error?.code).toBe(-32602);
  });

  it('answers an unknown page with a resource-not-found error', async () => {
    const { body } = await modern(
      'resources/read',
      { uri: `${server.publicBaseUrl}/makes/no-such-make.md` },
      { 'mcp-name': `${server.publicBaseUrl}/makes/no-such-make.md` },
    );
    expect(body.error?.message).toMatch(/no page makes\/no-such-make/);
  });
});

describe('one server per request', () => {
  it('keeps concurrent calls apart: each answer is for its own arguments', async () => {
    const { make } = sampleModel(server.store);
    const models = server.store.make(make)!.models.slice(0, 8);
    const answers = await Promise.all(
      models.map((m, i) =>
        modern('tools/call', { name: 'theft_by_model', arguments: { make, model: m.slug } }, { 'mcp-name': 'theft_by_model' }, i),
      ),
    );
    answers.forEach(({ body }, i) => {
      expect((body.result!.structuredContent as { model: { model_slug: string } }).model.model_slug).toBe(models[i]!.slug);
    });
  });
});

// With the answer frames on (a repeated call is filled into its frame) and off (MCP_ANSWER_FRAMES=off: the SDK
// answers every call), the answers are the same.
describe.each(['on', 'off'] as const)('answer frames %s', (frames) => {
  let framed: McpTestServer;
  beforeAll(async () => {
    framed = await startMcpTestServer({ answerFrames: frames === 'on' });
  });
  afterAll(() => framed.close());

  it('answers a repeated catalog tools/call with the same result under the new id', async () => {
    const { make, model } = sampleModel(framed.store);
    const call = (id: number | string) =>
      modern('tools/call', { name: 'theft_by_model', arguments: { make, model } }, { 'mcp-name': 'theft_by_model' }, id, framed);
    const first = await call(11);
    const second = await call('twelve');
    expect(first.res.status).toBe(200);
    expect(second.res.status).toBe(200);
    expect(second.res.headers.get('access-control-allow-origin')).toBe('*');
    expect((second.body as { id: unknown }).id).toBe('twelve');
    expect(second.body.result).toEqual(first.body.result);
  });

  it('still refuses a request that differs only in a header the SDK checks', async () => {
    const { make, model } = sampleModel(framed.store);
    await modern('tools/call', { name: 'theft_by_model', arguments: { make, model } }, { 'mcp-name': 'theft_by_model' }, 1, framed);
    const mismatched = await modern(
      'tools/call',
      { name: 'theft_by_model', arguments: { make, model } },
      { 'mcp-name': 'model_info' },
      2,
      framed,
    );
    expect(mismatched.res.status).toBe(400);
    expect(mismatched.body.error?.code).toBe(-32020);
  });
});

describe('rate limits', () => {
  it('answers over-budget calls with 429, Retry-After and a JSON-RPC error body', async () => {
    const limited = await startMcpTestServer({ rateLimitCatalog: 2 });
    try {
      const call = () =>
        fetch(limited.mcpUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json, text/event-stream',
            'mcp-protocol-version': MODERN,
            'mcp-method': 'tools/list',
          },
          body: JSON.stringify({ jsonrpc: '2.0', id: 42, method: 'tools/list', params: { _meta: meta() } }),
        });
      expect((await call()).status).toBe(200);
      expect((await call()).status).toBe(200);
      const res = await call();
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(await res.json()).toMatchObject({ jsonrpc: '2.0', id: 42, error: { code: -32000, data: { code: 'rate_limited' } } });
    } finally {
      await limited.close();
    }
  });
});
