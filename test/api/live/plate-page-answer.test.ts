// Issue 34 §1: the plate answer is the plate page's answer, on REST and over MCP (the SDK client on real HTTP),
// for lookup_vehicle and check_open_recall alike, on the sample's local registry. Facts from raw/ by hand:
// 10000009 is the Hyundai Tucson 2021 with open recalls 12350 and 12361 (raw/open-recalls), both noticed by the
// importer כלמוביל בעמ, phone *0020 (raw/recall-notices), one ownership change (raw/ownership-changes), licence
// valid until 2027-04-27; 1000011 is a Mazda 3 only in the cancelled file (851ecab1), scrapped 2024-08-14.
// Before issue 34 both tools cited /makes/hyundai/tucson/2021 (lookup_vehicle) and /recalls (check_open_recall).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { LocalRegistry } from '../../../api/registry/local-registry.ts';
import { connectClient, MODERN_VERSION, startMcpTestServer, type McpTestServer } from '../helpers/mcp-test-server.ts';
import { message } from '../../../lib/i18n/messages.ts';
import { ATTENTION_MEANINGS } from '../../../lib/rules/attention-meanings.ts';

const store = DataStore.openCurrent(DATA_DIR);
const local = new LocalRegistry(() => store.registryDbPath);
let server: McpTestServer;
let client: Client;

beforeAll(async () => {
  server = await startMcpTestServer({}, local);
  client = await connectClient(server.mcpUrl, MODERN_VERSION);
});
afterAll(async () => {
  await client.close();
  await server.close();
  local.close();
});

type Data = Record<string, unknown> & { attention: { code: string; places: { phone: string | null }[] }[] | null };
const rest = async (path: string): Promise<Data> => ((await (await server.app.request(path)).json()) as { data: Data }).data;
const mcp = async (name: string, args: Record<string, string>) => {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text: string }[];
  return { data: result.structuredContent as Data, texts: content.map((c) => c.text) };
};
const SAMPLE_LINE = `${message('en', 'frame.sampleLabel')} ${message('en', 'frame.sampleText')}`;

describe("the plate answer carries the plate page's addresses and attention list", () => {
  it.each([
    ['lookup_vehicle', '/api/v1/vehicle'],
    ['check_open_recall', '/api/v1/recall'],
  ])('%s cites /vehicle/10000009 and gives its page, twin, feed and calendar, on REST and MCP', async (tool, path) => {
    const base = server.publicBaseUrl;
    const viaRest = await rest(`${path}?plate=10000009`);
    const viaMcp = await mcp(tool, { plate: '10000009' });
    for (const data of [viaRest, viaMcp.data]) {
      expect(data).toMatchObject({
        citation_url: `${base}/vehicle/10000009`,
        page_url: `${base}/vehicle/10000009`,
        markdown_url: `${base}/vehicle/10000009.md`,
        feed_url: `${base}/vehicle/10000009/feed.atom`,
        calendar_url: `${base}/vehicle/10000009/licence.ics`,
      });
      expect(data.attention!.map((a) => a.code)).toEqual(['open_recalls', 'ownership_changes']);
      expect(data.attention).toEqual(viaRest.attention);
    }
    // The text a client gives its model: the answer's JSON with the page's URLs and list, then the sample line.
    expect(viaMcp.texts).toHaveLength(2);
    expect(viaMcp.texts[0]).toContain(`"page_url":"${base}/vehicle/10000009"`);
    expect(viaMcp.texts[0]).toContain('"attention":[{"code":"open_recalls"');
    expect(viaMcp.texts[1]).toBe(SAMPLE_LINE);
  });

  it("names the recall notice's importer and phone, and says what each fact is, from the rule table", async () => {
    const data = await rest('/api/v1/vehicle?plate=10000009');
    const [recalls, owners] = data.attention as unknown as Record<string, unknown>[];
    expect(recalls).toMatchObject({
      section: 'recalls',
      section_url: `${server.publicBaseUrl}/vehicle/10000009#recalls`,
      text_he: '2 ריקולים פתוחים לרכב זה.',
      text_en: '2 open recalls for this car.',
      meaning_he: ATTENTION_MEANINGS.meanings.open_recalls!.meaning.he,
      meaning_en: ATTENTION_MEANINGS.meanings.open_recalls!.meaning.en,
      // Two recalls from one importer name it once; the notice's website (WWW.HYUNDAI.EXAMPLE) is no web address.
      places: [{ name_he: 'כלמוביל בעמ', name_en: 'כלמוביל בעמ', url: null, phone: '*0020' }],
    });
    expect(recalls).not.toHaveProperty('text_localized');
    expect(owners).toMatchObject({
      meaning_en: ATTENTION_MEANINGS.meanings.ownership_changes!.meaning.en,
      places: [
        {
          name_he: 'שינויי בעלות בכלי רכב',
          name_en: 'Vehicle ownership changes since 2017',
          url: 'https://data.gov.il/api/3/action/datastore_search?resource_id=bb2355dc-9ec7-4f06-9c3f-3344672171da',
          phone: null,
        },
      ],
    });
  });

  it('gives the page in the language asked and the list in it beside Hebrew and English', async () => {
    const base = server.publicBaseUrl;
    const { data } = await mcp('lookup_vehicle', { plate: '10000009', lang: 'ar' });
    expect(data).toMatchObject({ citation_url: `${base}/ar/vehicle/10000009`, page_url: `${base}/ar/vehicle/10000009` });
    expect(data.markdown_url).toBe(`${base}/ar/vehicle/10000009.md`);
    // The feed and calendar are Hebrew, at one address.
    expect(data.feed_url).toBe(`${base}/vehicle/10000009/feed.atom`);
    expect(data.attention![0]).toMatchObject({
      section_url: `${base}/ar/vehicle/10000009#recalls`,
      text_en: '2 open recalls for this car.',
      meaning_localized: ATTENTION_MEANINGS.meanings.open_recalls!.meaning.ar,
      places: [{ name_localized: 'כלמוביל בעמ', phone: '*0020' }],
    });
  });

  it('offers no calendar for a car off the road, and names the file its status was read from', async () => {
    const data = await rest('/api/v1/vehicle?plate=1000011');
    expect(data).toMatchObject({ page_url: `${server.publicBaseUrl}/vehicle/1000011`, calendar_url: null });
    expect(data.attention).toEqual([
      expect.objectContaining({
        code: 'cancelled',
        text_en: 'Cancelled for good (scrapped or exported) on 2024-08-14.',
        places: [expect.objectContaining({ name_he: 'כלי רכב שבוטלו סופית', url: expect.stringContaining('851ecab1') })],
      }),
    ]);
  });

  it('has no page, feed, calendar or list for a plate the registry does not know', async () => {
    for (const data of [await rest('/api/v1/vehicle?plate=99999990'), await rest('/api/v1/recall?plate=99999990')]) {
      expect(data).toMatchObject({ page_url: null, markdown_url: null, feed_url: null, calendar_url: null, attention: null });
    }
  });
});
