// What app directories check before listing a server: every tool has a title, a description under 200
// characters, an object outputSchema and all four annotations set explicitly; only the call-back acts, and
// tools that may reach the ministry's live registry say so (openWorldHint), and only they.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import type { Tool } from '@modelcontextprotocol/client';
import { operations } from '../../../api/operations/index.ts';
import { connectClient, MODERN_VERSION, startMcpTestServer, type McpTestServer } from '../helpers/mcp-test-server.ts';

let server: McpTestServer;
let client: Client;
let tools: Tool[];
beforeAll(async () => {
  server = await startMcpTestServer();
  client = await connectClient(server.mcpUrl, MODERN_VERSION);
  tools = (await client.listTools()).tools;
});
afterAll(async () => {
  await client.close();
  await server.close();
});

describe('tool annotations', () => {
  it('sets all four hints as booleans on every tool, with a title and a short description', () => {
    expect(tools.length).toBeGreaterThan(0);
    for (const tool of tools) {
      for (const hint of ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const) {
        expect(typeof tool.annotations?.[hint], `${tool.name}.${hint}`).toBe('boolean');
      }
      expect(tool.title, tool.name).toBeTruthy();
      expect(tool.description!.length, tool.name).toBeLessThan(200);
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.inputSchema.type, tool.name).toBe('object');
    }
  });

  it('marks request_quote_callback as the only tool that is not read-only, and no tool as destructive', () => {
    const acting = tools.filter((t) => t.annotations?.readOnlyHint === false).map((t) => t.name);
    expect(acting).toEqual(tools.some((t) => t.name === 'request_quote_callback') ? ['request_quote_callback'] : []);
    expect(tools.filter((t) => t.annotations?.destructiveHint)).toEqual([]);
  });

  it('marks the tools on the live budget (they call the ministry registry) as open-world', () => {
    for (const op of operations.filter((o) => o.mcp !== false && o.budget === 'live')) {
      expect(tools.find((t) => t.name === op.name)?.annotations?.openWorldHint, op.name).toBe(true);
    }
  });

  it('marks a read-only tool open-world exactly when a call may reach the ministry: live, or given a plate', () => {
    for (const op of operations.filter((o) => o.mcp !== false && o.annotations.readOnlyHint)) {
      const reachesMinistry = op.budget === 'live' || 'plate' in op.input.shape;
      expect(tools.find((t) => t.name === op.name)?.annotations?.openWorldHint, op.name).toBe(reachesMinistry);
    }
    // Tools over local data alone say so.
    for (const name of ['search', 'fetch', 'model_info', 'list_makes', 'search_models'])
      expect(tools.find((t) => t.name === name)?.annotations?.openWorldHint, name).toBe(false);
  });

  it('advertises exactly the annotations of each operation definition', () => {
    for (const op of operations.filter((o) => o.mcp !== false)) {
      expect(tools.find((t) => t.name === op.name)?.annotations, op.name).toEqual(op.annotations);
    }
  });
});
