// The discovery documents: one server card (valid against the vendored SEP-2127 schema, carrying the legacy
// keys too) with identical bytes at every address, the AI Catalog and the RFC 9727 api-catalog pointing at it,
// all with open CORS, ETag/304, public caching and rate limits.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/server/validators/ajv';
import type { Client } from '@modelcontextprotocol/client';
import { MCP_PROTOCOL_VERSIONS } from '../../../api/mcp/protocol-versions.ts';
import { connectClient, MODERN_VERSION, startMcpTestServer, type McpTestServer } from '../helpers/mcp-test-server.ts';

const SCHEMA = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../fixtures/mcp/server-card.schema.json'), 'utf8')) as {
  $defs: Record<string, unknown>;
};
const CARD_PATHS = ['/api/mcp/server-card', '/.well-known/mcp/server-card.json', '/.well-known/mcp/server-card', '/.well-known/mcp.json'];
const CARD_TYPE = 'application/mcp-server-card+json';

let server: McpTestServer;
let client: Client;
beforeAll(async () => {
  server = await startMcpTestServer();
  client = await connectClient(server.mcpUrl, MODERN_VERSION);
});
afterAll(async () => {
  await client.close();
  await server.close();
});

const get = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base}${p}`, { headers: { origin: 'https://scanner.example', ...headers } });

describe('server card', () => {
  it('has identical bytes, media type, CORS and caching headers at every address', async () => {
    const bodies = new Set<string>();
    const etags = new Set<string | null>();
    for (const p of CARD_PATHS) {
      const res = await get(p, { 'accept-encoding': 'identity' });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type'), p).toBe(CARD_TYPE);
      expect(res.headers.get('access-control-allow-origin'), p).toBe('*');
      expect(res.headers.get('cache-control'), p).toBe('public, max-age=3600');
      etags.add(res.headers.get('etag'));
      bodies.add(await res.text());
    }
    expect(bodies.size).toBe(1);
    expect(etags.size).toBe(1);
  });

  it('is valid against the SEP-2127 ServerCard schema', async () => {
    const card = await (await get(CARD_PATHS[0]!)).json();
    const validate = new AjvJsonSchemaValidator().getValidator({ $ref: '#/$defs/ServerCard', $defs: SCHEMA.$defs } as Parameters<
      AjvJsonSchemaValidator['getValidator']
    >[0]);
    const result = validate(card);
    expect(result.errorMessage).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(card.description.length).toBeLessThanOrEqual(100);
    expect(card.name.split('/')).toHaveLength(2);
  });

  it('names the endpoint, every served revision, and what initialize and tools/list say', async () => {
    const card = await (await get('/.well-known/mcp.json')).json();
    const endpoint = `${server.publicBaseUrl}/api/mcp`;
    expect(card.remotes).toEqual([{ type: 'streamable-http', url: endpoint, supportedProtocolVersions: MCP_PROTOCOL_VERSIONS }]);
    expect(card.transport).toEqual({ type: 'streamable-http', endpoint });
    expect(card.serverInfo).toEqual(
      client.getServerVersion() && {
        name: client.getServerVersion()!.name,
        title: client.getServerVersion()!.title,
        version: client.getServerVersion()!.version,
      },
    );
    expect(card.capabilities).toEqual(client.getServerCapabilities());
    const { tools } = await client.listTools();
    expect(card.tools).toEqual(
      tools.map((t) => ({
        name: t.name,
        title: t.title,
        description: t.description,
        inputSchema: t.inputSchema,
        outputSchema: t.outputSchema,
        annotations: t.annotations,
        ...(t._meta === undefined ? {} : { _meta: t._meta }),
      })),
    );
    const { prompts } = await client.listPrompts();
    expect(card.prompts).toEqual(
      prompts.map((p) => ({ name: p.name, title: p.title, description: p.description, arguments: p.arguments })),
    );
    expect(card.resources.map((r: { uri: string }) => r.uri)).toContain(`${server.publicBaseUrl}/index.md`);
  });

  it('answers If-None-Match with 304 and HEAD with the headers only', async () => {
    const first = await get(CARD_PATHS[1]!);
    const etag = first.headers.get('etag')!;
    const again = await get(CARD_PATHS[1]!, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    // Compression marks the gzip representation's tag weak (W/); the validator underneath is the same.
    expect(again.headers.get('etag')?.replace(/^W\//, '')).toBe(etag.replace(/^W\//, ''));
    const head = await fetch(`${server.base}${CARD_PATHS[1]}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe(CARD_TYPE);
    expect(await head.text()).toBe('');
  });
});

describe('AI Catalog', () => {
  it('lists the server card by URL with its media type', async () => {
    const res = await get('/.well-known/ai-catalog.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/ai-catalog+json');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const catalog = await res.json();
    const host = new URL(server.publicBaseUrl).hostname;
    expect(catalog).toEqual({
      specVersion: '1.0',
      entries: [{ identifier: `urn:air:${host}:mcp:car-facts`, type: CARD_TYPE, url: `${server.publicBaseUrl}/api/mcp/server-card` }],
    });
  });
});

describe('RFC 9727 api-catalog', () => {
  const TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';
  const LINK = '</.well-known/api-catalog>; rel="api-catalog"';

  it('GET returns the linkset: REST with OpenAPI, docs and health; MCP with the server card', async () => {
    const res = await get('/.well-known/api-catalog');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(TYPE);
    expect(res.headers.get('link')).toBe(LINK);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const { linkset } = (await res.json()) as { linkset: Record<string, unknown>[] };
    const b = server.publicBaseUrl;
    expect(linkset).toContainEqual({
      anchor: `${b}/api/v1`,
      'service-desc': [{ href: `${b}/openapi.json`, type: 'application/vnd.oai.openapi+json;version=3.1' }],
      'service-doc': [{ href: `${b}/api-docs`, type: 'text/html' }],
      status: [{ href: `${b}/api/health`, type: 'application/json' }],
    });
    expect(linkset).toContainEqual(
      expect.objectContaining({
        anchor: `${b}/api/mcp`,
        'service-desc': [{ href: `${b}/api/mcp/server-card`, type: CARD_TYPE }],
      }),
    );
    for (const entry of linkset) {
      for (const [rel, value] of Object.entries(entry)) if (rel !== 'anchor') expect(Array.isArray(value), rel).toBe(true);
    }
  });

  it('HEAD returns the same status and the Link header', async () => {
    const res = await fetch(`${server.base}/.well-known/api-catalog`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toBe(LINK);
    expect(res.headers.get('content-type')).toBe(TYPE);
  });

  it('is rate-limited like REST: 429 with Retry-After', async () => {
    const limited = await startMcpTestServer({ rateLimitCatalog: 1 });
    try {
      expect((await fetch(`${limited.base}/.well-known/api-catalog`)).status).toBe(200);
      const res = await fetch(`${limited.base}/.well-known/api-catalog`);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect(await res.json()).toMatchObject({ error: { code: 'rate_limited' } });
    } finally {
      await limited.close();
    }
  });
});
