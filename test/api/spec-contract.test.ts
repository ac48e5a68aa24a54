// The contract test generated from the specification's own tables (test/fixtures/spec/service-spec.md): for each
// operation of its Endpoints table, requests are built from the parameters it lists (golden plates, the golden
// plates' models and model years, their first-registration months), sent over REST (real HTTP) and as the MCP
// tool of the same name (real MCP client), and every 200 is checked against the envelope, the common members and
// the field table its "Returns in data" column names: each typed field has exactly the spec's type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { DataStore } from '../../lib/data/data-store.ts';
import { DATA_DIR } from '../../lib/shards/layout.ts';
import { LocalRegistry } from '../../api/registry/local-registry.ts';
import { GOLDEN } from '../../pipeline/sample/golden.ts';
import { readSpec, tableFor, tableProblems, typeProblem, type SpecEndpoint } from '../support/spec-tables.ts';
import { goldenModels } from '../support/golden-models.ts';
import { connectClient, MODERN_VERSION, startMcpTestServer, type McpTestServer } from './helpers/mcp-test-server.ts';

const spec = readSpec();
const store = DataStore.openCurrent(DATA_DIR);
const registry = new LocalRegistry(() => store.registryDbPath);
let server: McpTestServer;
let client: Client;

type Args = Record<string, string | number | boolean>;

const MODELS = goldenModels(store);
const PLATES = GOLDEN.map((g) => String(g.plate));
const MONTHS = GOLDEN.filter((g) => g.where !== 'none').map((g) => `${g.moed[0]}-${String(g.moed[1]).padStart(2, '0')}`);

/** Requests for an endpoint, from the parameters its row of the Endpoints table lists. */
function requestsFor(e: SpecEndpoint): Args[] {
  const p = new Set(e.params);
  const out: Args[] = [];
  if (p.has('query')) out.push(...MODELS.map((m) => ({ query: m.model.replace(/-/g, ' ') })));
  if (p.has('id')) out.push(...MODELS.map((m) => ({ id: `makes/${m.make}/${m.model}` })));
  if (p.has('plate')) out.push(...PLATES.map((plate) => ({ plate })));
  if (p.has('make') && p.has('model')) {
    out.push(...MODELS.map((m) => ({ make: m.make, model: m.model })));
    if (p.has('year')) out.push(...MODELS.flatMap((m) => m.years.map((year) => ({ make: m.make, model: m.model, year }))));
  } else if (p.has('year')) out.push(...[...new Set(GOLDEN.filter((g) => g.year > 0).map((g) => g.year))].map((year) => ({ year })));
  if (p.has('on_road_since')) out.push(...MONTHS.map((on_road_since) => ({ on_road_since })));
  if (e.method === 'POST') out.push({ consent: false, name: 'Dana Levi', phone: '050-1234567' });
  return out;
}

const envelope = spec.tables.get('Response envelope (every successful REST response)')!;
const common = [...spec.tables.values()].find((t) => t.title.startsWith('Common members'))!;

/** Every way a `data` object breaks the spec: common members, then the operation's own table. */
function problems(e: SpecEndpoint, data: Record<string, unknown>): string[] {
  const table = tableFor(spec, e.returns);
  const own = e.returns.endsWith('[]')
    ? (() => {
        const list = data[e.returns.slice(0, -2)];
        return Array.isArray(list)
          ? list.flatMap((item) => tableProblems(item as Record<string, unknown>, table))
          : [`${e.returns} is not an array`];
      })()
    : tableProblems(data, table);
  // Every answer carries a disclaimer, a page URL to cite and a data date (spec, "What the service does" 6-7).
  const carried = ['disclaimer', 'citation_url', 'data_date'].filter((k) => data[k] == null).map((k) => `${k} is missing`);
  return [...tableProblems(data, common), ...carried, ...handoffProblems(e, data.handoff), ...own];
}

/**
 * Every answer carries a handoff (spec, "What the service does" 8): `offer_he` and `options`, compact (at most 300
 * characters, no consent text) on every answer, and the consent text where the call-back is requested (spec 9: the
 * person must be shown it before agreeing).
 */
function handoffProblems(e: SpecEndpoint, handoff: unknown): string[] {
  if (typeof handoff !== 'object' || handoff === null) return ['handoff is missing'];
  const { offer_he, options } = handoff as { offer_he?: unknown; options?: Record<string, unknown> };
  if (typeof offer_he !== 'string' || offer_he === '') return ['handoff.offer_he is not a non-empty string'];
  if (typeof options !== 'object' || options === null) return ['handoff.options is not an object'];
  if (options.mcp_tool !== 'request_quote_callback') return ['handoff.options.mcp_tool does not name the call-back tool'];
  if (e.operationId === 'request_quote_callback')
    return typeof options.consent_text === 'string' ? [] : ['the call-back answer has no handoff.options.consent_text'];
  const size = JSON.stringify(handoff).length;
  return [
    ...(size > 300 ? [`handoff is ${size} characters; the compact form is at most 300`] : []),
    ...('consent_text' in options ? ['a compact handoff carries consent_text'] : []),
  ];
}

async function rest(e: SpecEndpoint, args: Args) {
  const url = new URL(`${server.base}${e.path}`);
  const init: RequestInit =
    e.method === 'GET' ? {} : { method: e.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(args) };
  if (e.method === 'GET') for (const [k, v] of Object.entries(args)) url.searchParams.set(k, String(v));
  const res = await fetch(url, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startMcpTestServer({}, registry);
  client = await connectClient(server.mcpUrl, MODERN_VERSION);
});
afterAll(async () => {
  await client.close();
  await server.close();
  await registry.close();
});

describe('the spec tables, read', () => {
  it('name every operation of the Endpoints table and a field table for each', () => {
    expect(spec.endpoints.map((e) => e.operationId)).toEqual([
      'search',
      'fetch',
      'lookup_vehicle',
      'check_open_recall',
      'model_info',
      'theft_by_model',
      'standard_policy_at_age',
      'explain_chova_price',
      'explain_licence_fee',
      'request_quote_callback',
    ]);
    for (const e of spec.endpoints) expect(tableFor(spec, e.returns).fields.length, e.operationId).toBeGreaterThan(0);
    expect(tableFor(spec, 'Standard policy at age').fields.find((f) => f.name === 'tier')).toMatchObject({
      type: 'string',
      enum: ['new', 'mid', 'old', 'edge2', 'edge9'],
    });
    expect(tableFor(spec, 'Recall check').fields.find((f) => f.name === 'open_recalls')).toMatchObject({ type: 'object or null' });
  });

  it('catch a value of the wrong type', () => {
    expect(typeProblem({ count: 0, recalls: [] }, 'object or null')).toBeNull();
    expect(typeProblem([], 'object or null')).toMatch(/expected object or null/);
    expect(typeProblem(null, 'string')).toMatch(/expected string/);
    expect(typeProblem(2.5, 'integer or null')).toMatch(/expected integer/);
  });
});

describe.each(spec.endpoints.map((e) => [e.operationId, e] as const))('%s', (_name, e) => {
  const requests = requestsFor(e);
  it('has requests built from its parameters', () => expect(requests.length).toBeGreaterThan(0));

  it.each(requests.map((args) => [JSON.stringify(args), args] as const))('%s over REST and MCP', async (_label, args) => {
    const viaRest = await rest(e, args);
    const viaMcp = await client.callTool({ name: e.operationId, arguments: args });
    if (viaRest.status !== 200) {
      // Only the statuses the spec lists (400, 404, 429), and the tool refuses alike.
      expect([400, 404, 429]).toContain(viaRest.status);
      expect(viaMcp.isError).toBe(true);
      return;
    }
    expect(tableProblems(viaRest.body, envelope)).toEqual([]);
    const meta = viaRest.body.meta as Record<string, unknown>;
    expect(typeof meta.data_date === 'string' && typeof meta.citation_url === 'string').toBe(true);
    const data = viaRest.body.data as Record<string, unknown>;
    expect(problems(e, data)).toEqual([]);
    expect(viaMcp.isError ?? false).toBe(false);
    expect(viaMcp.structuredContent).toEqual(data);
  });
});

describe('plates as people and clients send them', () => {
  it('takes a plate sent as a JSON number on MCP as its digits', async () => {
    const asText = await client.callTool({ name: 'lookup_vehicle', arguments: { plate: '1000001' } });
    const asNumber = await client.callTool({ name: 'lookup_vehicle', arguments: { plate: 1000001 } });
    expect(asNumber.isError ?? false).toBe(false);
    expect(asNumber.structuredContent).toEqual(asText.structuredContent);
    expect((asNumber.structuredContent as { vehicle: { plate: string } }).vehicle.plate).toBe('1000001');
  });

  it('names the type expected when a value has the wrong type', async () => {
    const bool = await client.callTool({ name: 'check_open_recall', arguments: { plate: true } });
    expect(bool.isError).toBe(true);
    expect((bool.content as { text: string }[])[0]!.text).toContain('plate must be a string of 7 to 12 characters; got true (a boolean)');
    const make = await client.callTool({ name: 'model_info', arguments: { make: 5, model: 'corolla' } });
    expect((make.content as { text: string }[])[0]!.text).toContain('make must be a string of 1 to 60 characters; got 5 (a number)');
    // A number with a digit count no plate has is refused for its digits, not for its type.
    const short = await client.callTool({ name: 'lookup_vehicle', arguments: { plate: 123456 } });
    expect((short.content as { text: string }[])[0]!.text).toContain('plate must have 7 or 8 digits; got 6');
  });
});
