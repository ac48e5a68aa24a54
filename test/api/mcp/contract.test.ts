// One source of truth: for the same input, a tool's structuredContent is exactly the REST envelope's `data`,
// and a bad input is refused by both with the same error code and message. REST and MCP are asked on two
// separate apps, so neither answer can come from the answer cache the other filled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { operations } from '../../../api/operations/index.ts';
import type { Operation } from '../../../api/operations/define-operation.ts';
import { connectClient, MODERN_VERSION, startMcpTestServer, type McpTestServer } from '../helpers/mcp-test-server.ts';
import { toolCases, type ToolArgs } from '../helpers/mcp-tool-cases.ts';

let server: McpTestServer;
let restServer: McpTestServer;
let client: Client;
beforeAll(async () => {
  server = await startMcpTestServer();
  restServer = await startMcpTestServer();
  client = await connectClient(server.mcpUrl, MODERN_VERSION);
});
afterAll(async () => {
  await client.close();
  await server.close();
  await restServer.close();
});

async function rest(op: Operation, args: ToolArgs): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(`${restServer.base}/api/v1${op.path}`);
  let init: RequestInit = { method: op.method };
  if (op.method === 'GET') {
    for (const [key, value] of Object.entries(args)) url.searchParams.set(key, String(value));
  } else {
    init = { method: op.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(args) };
  }
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const tools = operations.filter((op) => op.mcp !== false);

describe('structuredContent equals REST data', () => {
  it.each(tools.map((op) => [op.name, op] as const))('%s', async (name, op) => {
    const args = toolCases(server.store, server.publicBaseUrl)[name];
    expect(args, `add a case for tool ${name} in helpers/mcp-tool-cases.ts`).toBeDefined();
    const viaRest = await rest(op, args!);
    expect(viaRest.status).toBe(200);
    const viaMcp = await client.callTool({ name, arguments: args });
    expect(viaMcp.structuredContent).toEqual(viaRest.body.data);
    // Asked again, MCP answers from the cache it shares with REST: still the same data.
    const again = await client.callTool({ name, arguments: args });
    expect(again.structuredContent).toEqual(viaRest.body.data);
    expect((again.content as { text: string }[])[0]!.text).toBe((viaMcp.content as { text: string }[])[0]!.text);
  });
});

describe('search and fetch in the deep-research connector shape', () => {
  it('search gives results with id, title and url; fetch of a result gives id, title, text, url, metadata', async () => {
    const args = toolCases(server.store, server.publicBaseUrl);
    const found = await client.callTool({ name: 'search', arguments: args.search });
    const results = (found.structuredContent as { results: { id: string; title: string; url: string }[] }).results;
    expect(results.length).toBeGreaterThan(0);
    for (const r of results)
      expect(r).toEqual(expect.objectContaining({ id: expect.any(String), title: expect.any(String), url: expect.any(String) }));
    const page = await client.callTool({ name: 'fetch', arguments: { id: results[0]!.id } });
    const doc = page.structuredContent as { id: string; title: string; text: string; url: string; metadata: object };
    expect(doc).toEqual(
      expect.objectContaining({ id: results[0]!.id, title: expect.any(String), url: results[0]!.url, metadata: expect.any(Object) }),
    );
    // text is the page's markdown twin: the same markdown the page resource serves.
    const twin = await client.readResource({ uri: `${server.publicBaseUrl}/${new URL(doc.url).pathname.slice(1) || 'index'}.md` });
    expect(doc.text).toBe((twin.contents[0] as { text: string }).text);
  });
});

describe('shared answer cache', () => {
  it('serves a REST-stored catalog answer to MCP for the same input (numbers as in a query string)', async () => {
    const op = tools.find((o) => o.name === 'model_info')!;
    const args = toolCases(server.store, server.publicBaseUrl).model_info!;
    const viaRest = await fetch(
      `${server.base}/api/v1${op.path}?${new URLSearchParams(Object.entries(args).map(([k, v]) => [k, String(v)]))}`,
    );
    const data = ((await viaRest.json()) as { data: unknown }).data;
    const viaMcp = await client.callTool({ name: 'model_info', arguments: args });
    expect(viaMcp.structuredContent).toEqual(data);
  });

  it('does not let a non-text argument reach a cached answer', async () => {
    const args = toolCases(server.store, server.publicBaseUrl).model_info!;
    const viaMcp = await client.callTool({ name: 'model_info', arguments: { ...args, make: [args.make] } });
    expect(viaMcp.isError).toBe(true);
  });
});

describe('bad input is refused alike', () => {
  const bad: [string, ToolArgs][] = [
    ['model_info', { make: 'toyota', modle: 'corolla' }],
    ['model_info', { make: '', model: 'corolla' }],
    ['standard_policy_at_age', { year: 1800 }],
    ['search_models', { limit: 0 }],
  ];
  it.each(bad)('%s %j', async (name, args) => {
    const op = tools.find((o) => o.name === name)!;
    const viaRest = await rest(op, args);
    expect(viaRest.status).toBe(400);
    const error = (viaRest.body as { error: { code: string; message: string } }).error;
    const viaMcp = await client.callTool({ name, arguments: args });
    expect(viaMcp.isError).toBe(true);
    const text = (viaMcp.content as { text: string }[])[0]!.text;
    expect(text.startsWith(error.code)).toBe(true);
    // REST echoes a query value in quotes (it arrived as text); MCP arguments are JSON values.
    expect(text.replaceAll('"', '')).toContain(error.message.replaceAll('"', ''));
  });
});
