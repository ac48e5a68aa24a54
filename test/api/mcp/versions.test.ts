// The SDK v2 client held to each protocol revision the endpoint serves: the revision is negotiated, and tools,
// prompts, completion and resources all answer in it, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { MCP_PROTOCOL_VERSIONS } from '../../../api/mcp/protocol-versions.ts';
import { operations } from '../../../api/operations/index.ts';
import { connectClient, startMcpTestServer, type McpTestServer } from '../helpers/mcp-test-server.ts';
import { sampleModel, toolCases } from '../helpers/mcp-tool-cases.ts';
import { message } from '../../../lib/i18n/messages.ts';

let server: McpTestServer;
beforeAll(async () => {
  server = await startMcpTestServer();
});
afterAll(() => server.close());

const toolNames = operations.filter((op) => op.mcp !== false).map((op) => op.name);

describe.each(MCP_PROTOCOL_VERSIONS)('protocol %s', (version) => {
  let client: Client;
  beforeAll(async () => {
    client = await connectClient(server.mcpUrl, version);
  });
  afterAll(() => client.close());

  it('negotiates this revision and carries the behavioural rules as instructions', () => {
    expect(client.getNegotiatedProtocolVersion()).toBe(version);
    const texts = server.store.rule('texts');
    const instructions = client.getInstructions() ?? '';
    expect(instructions).toContain(texts.disclaimer_he);
    expect(instructions).toContain(texts.consent.text_he);
    expect(instructions).toMatch(/search`, then `fetch/);
  });

  it('lists every operation that is an MCP tool, in the operation order', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(toolNames);
  });

  // The sample says so in the text too, after the JSON: many clients give the model the text alone, not _meta.
  it.each(toolNames)('calls %s and gets structuredContent plus the same JSON as one text item, then the sample line', async (name) => {
    const args = toolCases(server.store, server.publicBaseUrl)[name];
    expect(args, `add a case for tool ${name} in helpers/mcp-tool-cases.ts`).toBeDefined();
    const result = await client.callTool({ name, arguments: args });
    expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
    expect(server.store.manifest.sample.generated).toBe(true);
    expect(result._meta).toMatchObject({ sample: true });
    const [item, sample, ...more] = result.content as { type: string; text: string }[];
    expect(more).toEqual([]);
    expect(item!.type).toBe('text');
    expect(JSON.parse(item!.text)).toEqual(result.structuredContent);
    expect(sample).toEqual({ type: 'text', text: `${message('en', 'frame.sampleLabel')} ${message('en', 'frame.sampleText')}` });
    expect(result.structuredContent).toMatchObject({ data_date: server.store.dataDate });
  });

  it('answers a repeated catalog call (served from its answer frame) exactly as the first', async () => {
    const args = toolCases(server.store, server.publicBaseUrl).model_info;
    const first = await client.callTool({ name: 'model_info', arguments: args });
    const second = await client.callTool({ name: 'model_info', arguments: args });
    expect(second).toEqual(first);
    expect(second.isError ?? false).toBe(false);
  });

  it('answers bad arguments with isError and a message that says how to fix them', async () => {
    const result = await client.callTool({ name: 'model_info', arguments: { make: 'toyota', modle: 'corolla' } });
    expect(result.isError).toBe(true);
    const text = (result.content as { text: string }[])[0]!.text;
    expect(text).toContain('unknown_parameter');
    expect(text).toContain('model');
    expect(result.structuredContent).toBeUndefined();
  });

  it('gets each prompt with its arguments', async () => {
    const { make, model, year } = sampleModel(server.store);
    const texts = server.store.rule('texts');
    const checkup = await client.getPrompt({ name: 'car_checkup', arguments: { plate: '12-345-67' } });
    const facts = await client.getPrompt({ name: 'model_insurance_facts', arguments: { make, model, year: String(year) } });
    const renewal = await client.getPrompt({ name: 'renewal_offer', arguments: {} });
    const text = (r: typeof checkup) => (r.messages[0]!.content as { text: string }).text;
    expect(text(checkup)).toContain('lookup_vehicle {"plate": "12-345-67"}');
    expect(text(facts)).toContain(`model_info {"make": "${make}", "model": "${model}", "year": ${year}}`);
    for (const prompt of [checkup, facts, renewal]) {
      expect(text(prompt)).toContain(texts.consent.text_he);
      expect(text(prompt)).toContain(texts.disclaimer_he);
      expect(text(prompt)).toMatch(/only if the person asks for an insurance quote/);
    }
  });

  it('completes makes, and models of the make given', async () => {
    const { make, model } = sampleModel(server.store);
    const makes = await client.complete({
      ref: { type: 'ref/prompt', name: 'model_insurance_facts' },
      argument: { name: 'make', value: make.slice(0, 2) },
    });
    expect(makes.completion.values).toContain(make);
    const models = await client.complete({
      ref: { type: 'ref/prompt', name: 'model_insurance_facts' },
      argument: { name: 'model', value: model.slice(0, 2) },
      context: { arguments: { make } },
    });
    expect(models.completion.values).toContain(model);
    expect(models.completion.values.every((v) => v.startsWith(model.slice(0, 2)))).toBe(true);
  });

  it('lists every page (the client follows nextCursor) and reads one as markdown', async () => {
    const all = await client.listResources();
    expect(all.resources.map((r) => r.uri)).toEqual(server.store.pages.map((p) => `${server.publicBaseUrl}/${p.id}.md`));
    expect(all.resources[0]).toMatchObject({ uri: `${server.publicBaseUrl}/index.md`, mimeType: 'text/markdown' });
    const { make, model } = sampleModel(server.store);
    const uri = `${server.publicBaseUrl}/makes/${make}/${model}.md`;
    const read = await client.readResource({ uri });
    const [content] = read.contents as { uri: string; mimeType: string; text: string }[];
    expect(content).toMatchObject({ uri, mimeType: 'text/markdown' });
    expect(content!.text).toContain(server.store.dataDate);
    expect(content!.text).toContain(`${server.publicBaseUrl}/makes/${make}/${model}`);
  });
});
