// What an assistant reads, over real HTTP with the SDK client, and the same answer over REST where the behaviour
// is the operation's (issue 21 §4): car_checkup asks for the facts a person decides on; the handoff is compact on
// every answer and whole where the call-back is requested; a car off the road says so in the recall and policy
// answers; a plate typed into search points to lookup_vehicle; search_models names how a name matched; the theft
// answer carries its sample flag at the top. Plates are the sample's golden plates (pipeline/sample/golden.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { DataStore } from '../../../lib/data/data-store.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { TextsRule } from '../../../lib/rules/texts.ts';
import { LocalRegistry } from '../../../api/registry/local-registry.ts';
import { connectClient, MODERN_VERSION, startMcpTestServer, type McpTestServer } from '../helpers/mcp-test-server.ts';
import { toolCases } from '../helpers/mcp-tool-cases.ts';

const store = DataStore.openCurrent(DATA_DIR);
const registry = new LocalRegistry(() => store.registryDbPath);
const texts = store.rule('texts');
let server: McpTestServer;
let client: Client;

type Data = Record<string, any>;

beforeAll(async () => {
  server = await startMcpTestServer({}, registry);
  client = await connectClient(server.mcpUrl, MODERN_VERSION);
});
afterAll(async () => {
  await client.close();
  await server.close();
  await registry.close();
});

/** The tool's structuredContent, checked to be the REST answer's data for the same arguments. */
async function both(tool: string, path: string, args: Record<string, string>): Promise<Data> {
  const res = await fetch(`${server.base}/api/v1${path}?${new URLSearchParams(args)}`);
  expect(res.status).toBe(200);
  const rest = ((await res.json()) as { data: Data }).data;
  const mcp = await client.callTool({ name: tool, arguments: args });
  expect(mcp.isError ?? false).toBe(false);
  expect(mcp.structuredContent).toEqual(rest);
  return rest;
}

describe('car_checkup', () => {
  it('asks for status, open recalls, the odometer verdict, owners and changes before fee and dates', async () => {
    const prompt = await client.getPrompt({ name: 'car_checkup', arguments: { plate: '1000001' } });
    const text = (prompt.messages[0]!.content as { text: string }).text;
    const at = (s: string) => {
      expect(text, s).toContain(s);
      return text.indexOf(s);
    };
    const first = ['vehicle.status_line', 'open_recalls', 'vehicle.odometer', 'vehicle.owners', 'vehicle.changes'].map(at);
    expect(first).toEqual([...first].sort((a, b) => a - b));
    expect(Math.max(...first)).toBeLessThan(at('exact licence fee'));
    expect(text).toMatch(/never judge the car or a seller/);
  });
});

describe('handoff', () => {
  it('is compact on every read-only tool: offer, tool, REST url and when, no consent text, at most 300 characters', async () => {
    const cases = toolCases(server.store, server.publicBaseUrl);
    for (const [tool, args] of Object.entries(cases)) {
      if (tool === 'request_quote_callback') continue;
      const answer = await client.callTool({ name: tool, arguments: args });
      const handoff = (answer.structuredContent as Data).handoff;
      expect(handoff, tool).toEqual({
        offer_he: texts.handoff_offer_he,
        options: {
          mcp_tool: 'request_quote_callback',
          rest: { method: 'POST', url: `${server.publicBaseUrl}/api/v1/quote-request` },
          when: expect.stringContaining('consent:false returns consent_text'),
        },
      });
      expect(JSON.stringify(handoff).length, tool).toBeLessThanOrEqual(300);
    }
  });

  it('is whole where the call-back is requested: consent false answers with the consent text and its version', async () => {
    const answer = await client.callTool({
      name: 'request_quote_callback',
      arguments: { consent: false, name: 'Dana Levi', phone: '054-1234567' },
    });
    const data = answer.structuredContent as Data;
    expect(data.status).toBe('consent_required');
    expect(data.handoff.options).toMatchObject({
      consent_text: texts.consent.text_he,
      consent_text_en: texts.consent.text_en,
      consent_version: texts.consent.version,
    });
  });
});

describe('a car off the road', () => {
  it('check_open_recall says a cancelled car is cancelled, with the date and file of lookup_vehicle', async () => {
    const recall = await both('check_open_recall', '/recall', { plate: '1000011' });
    expect(recall.off_road).toMatchObject({ code: 'cancelled', date: '2024-08-14', source: { dataset: 'cancelled' } });
    const vehicle = await both('lookup_vehicle', '/vehicle', { plate: '1000011' });
    const { also: _also, notes: _notes, ...line } = vehicle.vehicle.status_line;
    expect(recall.off_road).toEqual(line);
  });

  it('standard_policy_at_age says an inactive car is off the road, and still gives the tier of its age', async () => {
    const policy = await both('standard_policy_at_age', '/standard-policy', { plate: '1000010' });
    expect(policy.off_road).toMatchObject({ code: 'not_active', date: null, source: { dataset: 'inactive' } });
    expect(policy.off_road.text_en).toMatch(/off the road/);
    expect(policy.tier).toBe('old');
  });

  it('is null for a car on the road and for an age not given by plate', async () => {
    expect((await both('check_open_recall', '/recall', { plate: '1000001' })).off_road).toBeNull();
    expect((await both('standard_policy_at_age', '/standard-policy', { plate: '1000001' })).off_road).toBeNull();
    expect((await both('standard_policy_at_age', '/standard-policy', { year: '2019' })).off_road).toBeNull();
  });
});

describe('search', () => {
  it('points a plate to lookup_vehicle, with its REST url and page', async () => {
    const found = await both('search', '/search', { query: '12-345-67' });
    expect(found.results).toEqual([]);
    expect(found.plate_lookup).toEqual({
      plate: '1234567',
      mcp_tool: 'lookup_vehicle',
      rest: { method: 'GET', url: `${server.publicBaseUrl}/api/v1/vehicle?plate=1234567` },
      page_url: `${server.publicBaseUrl}/vehicle/1234567`,
      message: expect.stringContaining('call lookup_vehicle with plate 1234567'),
    });
  });

  it('says nothing of plates for words, or for digits that are no plate', async () => {
    expect((await both('search', '/search', { query: 'corolla' })).plate_lookup).toBeNull();
    expect((await both('search', '/search', { query: '2019' })).plate_lookup).toBeNull();
  });
});

describe('search_models', () => {
  it('names how each name matched, best first: the exact match reads exact, never 0', async () => {
    const exact = await both('search_models', '/models/search', { query: 'corolla' });
    expect(exact.results[0]).toMatchObject({ slug: 'corolla', match_quality: 'exact' });
    const near = await both('search_models', '/models/search', { query: 'corola' });
    expect(near.results[0]).toMatchObject({ slug: 'corolla', match_quality: 'one_edit' });
    const listed = await both('search_models', '/models/search', { make: 'toyota' });
    expect(new Set(listed.results.map((r: Data) => r.match_quality))).toEqual(new Set(['listed']));
  });
});

describe('theft_by_model', () => {
  it('carries the sample flag of the theft figures at the top of the answer', async () => {
    const asked: Record<string, string>[] = [{}, { make: 'toyota', model: 'corolla' }, { plate: '1000001' }];
    for (const args of asked) {
      const thefts = await both('theft_by_model', '/thefts', args);
      expect(thefts.sample, JSON.stringify(args)).toBe(true);
      expect(thefts.national.sample).toBe(true);
    }
  });
});
