// The `lang` input of issue 24 over real HTTP, REST and the SDK's MCP client alike, on the sample's registry: it
// selects the page citation_url points at and the text members for people, keeps the spec's Hebrew and English
// fields as they are, refuses a language the service does not speak, and search finds a make by its Arabic and
// English names as by its Hebrew one. Plate 10000002 is the sample's Toyota Corolla (silver metallic, petrol).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { message } from '../../../lib/i18n/messages.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { LocalRegistry } from '../../../api/registry/local-registry.ts';
import { operations } from '../../../api/operations/index.ts';
import { connectClient, MODERN_VERSION, startMcpTestServer, type McpTestServer } from '../helpers/mcp-test-server.ts';
import { LANGS, TRANSLATED_LANGS } from '../../../lib/i18n/lang.ts';

const store = DataStore.openCurrent(DATA_DIR);
const registry = new LocalRegistry(() => store.registryDbPath);
const texts = store.rule('texts');
const PLATE = '10000002';
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

async function rest(path: string, args: Record<string, string>): Promise<{ status: number; body: Data }> {
  const res = await fetch(`${server.base}/api/v1${path}?${new URLSearchParams(args)}`);
  return { status: res.status, body: (await res.json()) as Data };
}

/** The REST answer's data, checked to be the MCP tool's structuredContent for the same arguments. */
async function both(tool: string, path: string, args: Record<string, string>): Promise<Data> {
  const { status, body } = await rest(path, args);
  expect(status).toBe(200);
  const mcp = await client.callTool({ name: tool, arguments: args });
  expect(mcp.isError ?? false).toBe(false);
  expect(mcp.structuredContent).toEqual(body.data);
  return body.data as Data;
}

describe('lang', () => {
  it('is an optional input of every operation and every MCP tool, in every language', async () => {
    const { tools } = await client.listTools();
    const mcpOps = operations.filter((op) => op.mcp !== false);
    expect(tools.length).toBe(mcpOps.length);
    for (const tool of tools) {
      expect(tool.inputSchema.properties?.lang, tool.name).toMatchObject({ type: 'string', enum: LANGS });
      expect(tool.inputSchema.required ?? [], tool.name).not.toContain('lang');
    }
    for (const op of operations) expect(Object.keys(op.input.shape), op.name).toContain('lang');
  });

  it('is named in the server instructions for a reader of another language than Hebrew', () => {
    expect(client.getInstructions()).toContain(`pass \`lang\` (${TRANSLATED_LANGS.join(', ')})`);
  });

  it('answers in Arabic: the Arabic page to cite, the disclaimer translated and marked, the data values from the glossaries', async () => {
    const data = await both('lookup_vehicle', '/vehicle', { plate: PLATE, lang: 'ar' });
    const hebrew = await both('lookup_vehicle', '/vehicle', { plate: PLATE });
    expect(hebrew.citation_url).toBe(`${server.publicBaseUrl}/vehicle/${PLATE}`);
    expect(data.citation_url).toBe(hebrew.citation_url.replace(server.publicBaseUrl, `${server.publicBaseUrl}/ar`));
    expect(data.lang).toBe('ar');
    expect(data.disclaimer).toBe(texts.disclaimer_he);
    expect(data.disclaimer_en).toBe(texts.disclaimer_en);
    expect(data.disclaimer_localized).toBe(`${texts.disclaimer_ar} (${message('ar', 'common.translationNotice')})`);
    expect(data.vehicle.colour_he).toBe('כסף מטלי');
    expect(data.vehicle.localized).toEqual({
      make: { text: 'تويوتا', lang: 'ar', translated: true },
      colour: { text: 'فضي معدني', lang: 'ar', translated: true },
      fuel: { text: 'بنزين', lang: 'ar', translated: true },
      body: data.vehicle.body === null ? null : expect.objectContaining({ lang: 'ar', translated: true }),
      ownership: { text: 'خاص', lang: 'ar', translated: true },
      // An importer's car: no import type to read (a personal import's is tested in vehicle-page.test.ts).
      import_type: null,
    });
    // Without lang the answer is today's: no localized members.
    expect(hebrew).not.toHaveProperty('lang');
    expect(hebrew).not.toHaveProperty('disclaimer_localized');
    expect(hebrew.vehicle).not.toHaveProperty('localized');
  });

  it('answers in English with the English page, and in Hebrew (asked) with the Hebrew one', async () => {
    const en = await both('list_makes', '/makes', { lang: 'en' });
    expect(en.citation_url).toBe(`${server.publicBaseUrl}/en/makes`);
    expect(en.disclaimer_localized).toBe(`${texts.disclaimer_en} (${message('en', 'common.translationNotice')})`);
    const he = await both('list_makes', '/makes', { lang: 'he' });
    expect(he.citation_url).toBe(`${server.publicBaseUrl}/makes`);
    expect(he).toMatchObject({ lang: 'he', disclaimer_localized: texts.disclaimer_he });
  });

  it('refuses a language it does not speak with a 400 naming the allowed values, on REST and MCP', async () => {
    const { status, body } = await rest('/makes', { lang: 'fr' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'invalid_parameter', message: `lang must be one of ${LANGS.join(', ')}; got "fr"` });
    const mcp = await client.callTool({ name: 'list_makes', arguments: { lang: 'fr' } });
    expect(mcp.isError).toBe(true);
    expect(JSON.stringify(mcp.content)).toContain(`lang must be one of ${LANGS.join(', ')}`);
  });
});

describe('search in Arabic and English', () => {
  it.each(['تويوتا', 'toyota', 'TOYOTA'])('finds Toyota for "%s" as for טויוטה, REST and MCP agreeing', async (query) => {
    const hebrew = await both('search', '/search', { query: 'טויוטה' });
    const other = await both('search', '/search', { query });
    expect(hebrew.results[0].id).toBe('makes/toyota');
    expect(other.results[0].id).toBe(hebrew.results[0].id);
  });

  it('finds a make by an Arabic spelling (ى for ي too) and a model by its Arabic name; an Arabic make is a make parameter', async () => {
    const kia = await both('search', '/search', { query: 'كيا' });
    expect(kia.results[0].id).toBe('makes/kia');
    expect((await both('search', '/search', { query: 'ميتسوبيشى' })).results[0].id).toBe('makes/mitsubishi');
    expect((await both('search', '/search', { query: 'تويوتا كورولا' })).results[0].id).toBe('makes/toyota/corolla');
    expect((await both('search', '/search', { query: 'كورولا' })).results[0].id).toBe('makes/toyota/corolla');
    // list_models is REST only.
    const { status, body } = await rest(`/makes/${encodeURIComponent('هيونداي')}/models`, {});
    expect(status).toBe(200);
    expect(body.data.make.slug).toBe('hyundai');
  });
});
