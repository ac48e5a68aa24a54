// The MCP Apps cards with a real host: the extension's own host side (AppBridge) in Chromium connects to the
// running server with the MCP client, lists the tools, reads the `ui://` resource a tool names, loads it in a
// sandboxed frame and passes the tool's input and result through the bridge; the test reads the rendered card, which
// the card builds in the frame with the site's page-model code (the car's page model, the model pages' sections).
// On the sample's registry: plate 10000009 is on the road with two open recalls and an ownership change on its
// attention list, 1000011 was cancelled for good on 2024-08-14, 1000012 is no plate of the registry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import type { Client } from '@modelcontextprotocol/client';
import { EXTENSION_ID, RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/server';
import { DataStore } from '../../../lib/data/data-store.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { message } from '../../../lib/i18n/messages.ts';
import { formatDate, formatInt } from '../../../lib/text/format.ts';
import { LocalRegistry } from '../../../api/registry/local-registry.ts';
import { MODEL_CARD_URI, PLATE_CARD_URI } from '../../../api/mcp/apps/cards.ts';
import { SAMPLE_LINE } from '../../../api/mcp/tool-result.ts';
import { launchChromium } from '../../site/browser.ts';
import { underLoad } from '../../support/load-allowance.ts';
import { connectClient, MODERN_VERSION, modernEnvelope, startMcpTestServer, type McpTestServer } from '../helpers/mcp-test-server.ts';
import { cardHostScript } from './cards/card-host-bundle.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const AXE = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const store = DataStore.openCurrent(DATA_DIR);
const registry = new LocalRegistry(() => store.registryDbPath);
/** The narrowest phone a host frames a card in, a common phone, and a desktop chat column. */
const WIDTHS = [320, 390, 700] as const;

type Data = Record<string, any>;
interface Shown {
  uri: string;
  mimeType: string | undefined;
  html: string;
  resourceMeta: Data | undefined;
}

let server: McpTestServer;
let browser: Browser;
let hostScript: string;
let client: Client;

beforeAll(async () => {
  server = await startMcpTestServer({}, registry);
  client = await connectClient(server.mcpUrl, MODERN_VERSION);
  [browser, hostScript] = await Promise.all([launchChromium(), cardHostScript()]);
}, underLoad(180_000));
afterAll(async () => {
  await browser?.close();
  await client?.close();
  await server?.close();
  await registry.close();
});

async function rest(path: string, args: Record<string, string>): Promise<Data> {
  const res = await fetch(`${server.base}/api/v1${path}?${new URLSearchParams(args)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Data).data as Data;
}

/** The host page, served at the server's own origin (the MCP endpoint takes a browser's Origin only from there). */
async function hostPage(width: number, theme: 'light' | 'dark' = 'light'): Promise<{ page: Page; requests: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const url = `${server.base}/card-host.html`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><title>host</title></head><body><script>${hostScript}</script></body></html>`,
    }),
  );
  await page.goto(url);
  return { page, requests };
}

async function cardFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no card frame');
  // The card replaces its "waiting" line once it has the result: a heading or a status line, never a blank frame.
  await frame.waitForSelector('main h1, main [role="status"]');
  return frame;
}

async function showTool(page: Page, name: string, args: Record<string, string>, theme: 'light' | 'dark' = 'light') {
  const shown = (await page.evaluate(
    ([mcpUrl, tool, toolArgs, hostTheme]) => (globalThis as any).cardHost.showTool(mcpUrl, tool, toolArgs, hostTheme),
    [server.mcpUrl, name, args, theme] as const,
  )) as Shown;
  return { shown, frame: await cardFrame(page) };
}

async function axeFindings(frame: Frame): Promise<string[]> {
  await frame.addScriptTag({ content: AXE });
  const violations = (await frame.evaluate(async () => {
    const result = await (window as any).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v: any) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n: any) => n.target.join(' ')),
    }));
  })) as { id: string; impact: string; targets: string[] }[];
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.targets.join(', ')}`);
}

async function layout(frame: Frame) {
  return frame.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    text: document.body.innerText,
  }));
}

/** Each link's text and address. */
async function links(frame: Frame, selector: string): Promise<[string, string][]> {
  return frame.$$eval(selector, (as) => as.map((a) => [a.textContent ?? '', a.getAttribute('href') ?? ''] as [string, string]));
}

describe('the plate card in a real MCP Apps host', () => {
  it('is declared: the extension in the capabilities, the card on both plate tools, a self-contained HTML resource', async () => {
    expect(client.getServerCapabilities()?.extensions?.[EXTENSION_ID]).toEqual({ mimeTypes: [RESOURCE_MIME_TYPE] });
    const { tools } = await client.listTools();
    for (const name of ['lookup_vehicle', 'check_open_recall']) {
      const tool = tools.find((t) => t.name === name);
      expect(tool?._meta, name).toEqual({ ui: { resourceUri: PLATE_CARD_URI }, 'ui/resourceUri': PLATE_CARD_URI });
    }
    expect(tools.find((t) => t.name === 'model_info')?._meta).toEqual({
      ui: { resourceUri: MODEL_CARD_URI },
      'ui/resourceUri': MODEL_CARD_URI,
    });
    const withCards = tools.filter((t) => t._meta?.ui !== undefined).map((t) => t.name);
    expect(withCards.sort()).toEqual(['check_open_recall', 'lookup_vehicle', 'model_info']);
    for (const uri of [PLATE_CARD_URI, MODEL_CARD_URI]) {
      const read = await client.readResource({ uri });
      const content = read.contents[0] as Data;
      expect(content.mimeType, uri).toBe('text/html;profile=mcp-app');
      expect(content._meta.ui.csp).toEqual({ connectDomains: [], resourceDomains: [] });
      // Nothing loaded from elsewhere: no script, style sheet or font by address.
      expect(content.text).not.toMatch(/<script[^>]*\ssrc=|<link\b|@import|@font-face/);
      expect((await client.readResource({ uri })).contents[0]).toEqual(content);
    }
  });

  it('leaves the tool answers as they were: the REST data as structuredContent and as text, the sample line, nothing added', async () => {
    for (const [tool, route] of [
      ['lookup_vehicle', '/vehicle'],
      ['check_open_recall', '/recall'],
    ] as const) {
      const data = await rest(route, { plate: '10000009' });
      const result = (await client.callTool({ name: tool, arguments: { plate: '10000009' } })) as Data;
      expect(Object.keys(result).sort(), tool).toEqual(['_meta', 'content', 'structuredContent']);
      expect(result.structuredContent).toEqual(data);
      expect(result.content).toEqual([
        { type: 'text', text: JSON.stringify(data) },
        { type: 'text', text: SAMPLE_LINE },
      ]);
      expect(result._meta).toEqual({ sample: true, 'io.modelcontextprotocol/serverInfo': expect.any(Object) });
    }
  });

  it('answers a host that negotiates the extension and one that does not with the same bytes', async () => {
    const call = async (capabilities: Record<string, unknown>) => {
      const envelope = { ...modernEnvelope('card-test'), 'io.modelcontextprotocol/clientCapabilities': capabilities };
      const res = await fetch(server.mcpUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': MODERN_VERSION,
          'mcp-method': 'tools/call',
          'mcp-name': 'lookup_vehicle',
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 7,
          method: 'tools/call',
          params: { name: 'lookup_vehicle', arguments: { plate: '10000009' }, _meta: envelope },
        }),
      });
      expect(res.status).toBe(200);
      return res.text();
    };
    const plain = await call({});
    expect(plain).toContain('"structuredContent"');
    expect(await call({ extensions: { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } } })).toBe(plain);
  });

  it.each(WIDTHS)(
    'shows plate 10000009 in Hebrew at %i px from its page model: status, facts worth noting, recalls, dates, odometer, owners, links',
    async (width) => {
      const data = await rest('/vehicle', { plate: '10000009' });
      const { page, requests } = await hostPage(width);
      const { shown, frame } = await showTool(page, 'lookup_vehicle', { plate: '10000009' });
      expect(shown.uri).toBe(PLATE_CARD_URI);
      expect(shown.mimeType).toBe(RESOURCE_MIME_TYPE);
      const seen = await layout(frame);
      expect(seen).toMatchObject({ lang: 'he', dir: 'rtl' });
      expect(seen.overflow).toBeLessThanOrEqual(0);
      expect(await frame.textContent('h1')).toContain('10000009');
      // The page's lead: the status line, as a banner.
      expect(await frame.textContent('.lead')).toBe('על הכביש: הרכב פעיל במאגר משרד התחבורה.');
      expect(data.attention.map((a: Data) => a.code)).toEqual(['open_recalls', 'ownership_changes']);
      expect(await links(frame, '#attention > ul > li > a:first-child')).toEqual(
        data.attention.map((item: Data) => [item.text_he, item.section_url]),
      );
      for (const item of data.attention) expect(seen.text).toContain(item.meaning_he);
      // The page's sections a card shows, in the page's order, with the page's headings.
      expect(await frame.$$eval('main section[id]', (sections) => sections.map((section) => section.id))).toEqual([
        'attention',
        'recalls',
        'licence',
        'follow',
        'odometer',
        'owners',
      ]);
      expect(await frame.textContent('#recalls > h2')).toBe(message('he', 'vehicle.recalls.headingCount', { count: '2' }));
      for (const recall of data.vehicle.open_recalls.recalls) expect(seen.text).toContain(`${recall.recall_id}`);
      // Dates as the car's page writes them in the language, not the answer's ISO text.
      expect(seen.text).toContain(formatDate(data.vehicle.licence_valid_until, 'he'));
      expect(seen.text).not.toContain(data.vehicle.licence_valid_until);
      expect(seen.text).toContain(data.vehicle.odometer.text_he);
      expect(seen.text).toContain(data.vehicle.owners.text_he);
      expect(await links(frame, '.links a')).toEqual([
        [message('he', 'cards.pageLink'), data.page_url],
        [message('he', 'frame.markdownVersion'), data.markdown_url],
      ]);
      const follow = (await links(frame, '#follow a')).map(([, href]) => href);
      expect(follow).toContain(data.feed_url);
      expect(follow).toContain(data.calendar_url);
      expect(seen.text).toContain(message('he', 'cards.source', { date: formatDate(data.data_date, 'he') }));
      expect(seen.text).toContain(message('he', 'frame.sampleText'));
      expect(await axeFindings(frame)).toEqual([]);
      // The host page and the MCP endpoint, nothing else: the card loads nothing.
      expect(requests.every((url) => url.startsWith(`${server.base}/`))).toBe(true);
      await page.context().close();
    },
    underLoad(90_000),
  );

  it.each(WIDTHS)(
    'shows the answer in English, left to right, at %i px, from check_open_recall too',
    async (width) => {
      const data = await rest('/vehicle', { plate: '10000009', lang: 'en' });
      const { page } = await hostPage(width, 'dark');
      const { frame } = await showTool(page, 'lookup_vehicle', { plate: '10000009', lang: 'en' }, 'dark');
      const seen = await layout(frame);
      expect(seen).toMatchObject({ lang: 'en', dir: 'ltr' });
      expect(seen.overflow).toBeLessThanOrEqual(0);
      expect(await frame.textContent('h1')).toBe(
        'Vehicle 10000009: ' + `${data.vehicle.make.name_en} ${data.vehicle.model.name} ${data.vehicle.year}`,
      );
      expect(await frame.textContent('.lead')).toBe('On the road: active in the Ministry of Transport registry.');
      expect(await links(frame, '#attention > ul > li > a:first-child')).toEqual(
        data.attention.map((item: Data) => [item.text_localized ?? item.text_en, item.section_url]),
      );
      expect(seen.text).toContain(message('en', 'frame.sampleText'));
      expect(seen.text).toContain('Source: Ministry of Transport open data (data.gov.il), data of 20 November 2026.');
      // The host's dark theme reaches the card.
      expect(await frame.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await axeFindings(frame)).toEqual([]);

      const recalls = await rest('/recall', { plate: '10000009', lang: 'en' });
      const recall = await showTool(page, 'check_open_recall', { plate: '10000009', lang: 'en' }, 'dark');
      expect((await layout(recall.frame)).overflow).toBeLessThanOrEqual(0);
      expect(await recall.frame.textContent('#recalls > h2')).toBe('Open recalls (2)');
      expect(await links(recall.frame, '#attention > ul > li > a:first-child')).toEqual(
        recalls.attention.map((item: Data) => [item.text_localized ?? item.text_en, item.section_url]),
      );
      expect((await links(recall.frame, '.links a')).map(([, href]) => href)).toEqual([
        recalls.page_url,
        recalls.markdown_url,
        recalls.feed_url,
        recalls.calendar_url,
      ]);
      expect(await axeFindings(recall.frame)).toEqual([]);
      await page.context().close();
    },
    underLoad(90_000),
  );

  it(
    'shows the answer in Arabic, right to left',
    async () => {
      const data = await rest('/vehicle', { plate: '10000009', lang: 'ar' });
      const { page } = await hostPage(390);
      const { frame } = await showTool(page, 'lookup_vehicle', { plate: '10000009', lang: 'ar' });
      const seen = await layout(frame);
      expect(seen).toMatchObject({ lang: 'ar', dir: 'rtl' });
      expect(seen.overflow).toBeLessThanOrEqual(0);
      expect(await frame.textContent('.lead')).toBe(data.vehicle.status_line.text_ar);
      expect((await links(frame, '#attention > ul > li > a:first-child')).map(([text]) => text)).toEqual(
        data.attention.map((item: Data) => item.text_localized),
      );
      expect(await frame.textContent('#attention > h2')).toBe(message('ar', 'vehicle.attention.heading'));
      expect(await axeFindings(frame)).toEqual([]);
      await page.context().close();
    },
    underLoad(90_000),
  );

  it(
    'says so for a plate the registry does not have, an off-road car, a tool error and a malformed answer: never a blank frame',
    async () => {
      const { page } = await hostPage(390);
      const unknown = await showTool(page, 'lookup_vehicle', { plate: '1000012', lang: 'en' });
      expect(await unknown.frame.textContent('h1')).toBe(message('en', 'vehicle.error.notFoundTitle', { plate: '1000012' }));
      expect(await unknown.frame.textContent('[role="status"]')).toBe(message('en', 'vehicle.error.notFound', { plate: '1000012' }));
      expect(await axeFindings(unknown.frame)).toEqual([]);

      const offRoadData = await rest('/vehicle', { plate: '1000011', lang: 'en' });
      const offRoad = await showTool(page, 'lookup_vehicle', { plate: '1000011', lang: 'en' });
      expect(await offRoad.frame.textContent('.lead.banner-warn')).toBe('Cancelled for good (scrapped or exported) on 2024-08-14.');
      // A car off the road has no calendar: the page and its card offer its feed alone, and say why.
      expect(offRoadData.calendar_url).toBeNull();
      expect((await links(offRoad.frame, '#follow a')).map(([, href]) => href)).toEqual([offRoadData.feed_url]);
      expect(await offRoad.frame.textContent('#follow')).toContain(message('en', 'vehicle.follow.noCalendar.offRoad'));
      expect(await axeFindings(offRoad.frame)).toEqual([]);

      const refused = await showTool(page, 'lookup_vehicle', { plate: '12a4567' });
      expect(await refused.frame.textContent('[role="status"]')).toBe(message('he', 'cards.toolError'));
      expect(await refused.frame.textContent('main')).toMatch(/invalid_plate|plate/);

      for (const malformed of [{ content: [] }, { content: [], structuredContent: { plate: '10000009', lang: 'en', attention: 'x' } }]) {
        await page.evaluate(([html, result]) => (globalThis as any).cardHost.showResult(html, result, 'light'), [
          unknown.shown.html,
          malformed,
        ] as const);
        const frame = await cardFrame(page);
        const expected = message('structuredContent' in malformed ? 'en' : 'he', 'cards.unreadable');
        expect(await frame.textContent('[role="status"]')).toBe(expected);
      }
      await page.context().close();
    },
    underLoad(90_000),
  );
});

describe('the model card in a real MCP Apps host', () => {
  it.each(WIDTHS)(
    'shows the Toyota Corolla at %i px in Hebrew and English: cars on the road by year, trims, list prices, fees, recalls, theft rate',
    async (width) => {
      const { page, requests } = await hostPage(width);
      for (const lang of ['he', 'en'] as const) {
        const data = await rest('/model-info', { make: 'toyota', model: 'corolla', ...(lang === 'en' ? { lang } : {}) });
        const { shown, frame } = await showTool(page, 'model_info', {
          make: 'toyota',
          model: 'corolla',
          ...(lang === 'en' ? { lang } : {}),
        });
        expect(shown.uri).toBe(MODEL_CARD_URI);
        const seen = await layout(frame);
        expect(seen).toMatchObject({ lang, dir: lang === 'he' ? 'rtl' : 'ltr' });
        expect(seen.overflow).toBeLessThanOrEqual(0);
        expect(await frame.textContent('h1')).toBe(lang === 'he' ? 'טויוטה COROLLA' : 'Toyota COROLLA');
        expect(data.summary.cars_on_road).toBe(2462);
        expect(seen.text).toContain('2,462');
        expect(seen.text).toContain(data.summary.trims.join(', '));
        // The model page's chart of cars by production year, with its figures as a table.
        const years = await frame.$$eval('figure.chart tbody tr', (trs) => trs.map((tr) => tr.textContent));
        expect(years).toEqual(data.summary.years.map((y: Data) => `${y.year}${formatInt(y.cars_on_road)}`));
        expect(seen.text).toContain(message(lang, 'common.money', { amount: '105,000' }));
        const headings = await frame.$$eval('main section > h2', (hs) => hs.map((h) => h.textContent));
        expect(headings).toEqual([
          message(lang, 'model.years.heading'),
          message(lang, 'model.price.heading'),
          message(lang, 'model.fees.heading'),
          message(lang, 'car-blocks.theft.heading'),
          message(lang, 'car-blocks.recall.heading'),
        ]);
        for (const recall of data.summary.recalls) expect(seen.text).toContain(String(recall.recall_id));
        expect(seen.text).toContain('5.69');
        expect(await frame.$('.sample-flag')).not.toBeNull();
        expect(seen.text).toContain(message(lang, 'frame.sampleText'));
        expect(await frame.getAttribute('.links a', 'href')).toBe(data.page_url);
        expect(await axeFindings(frame)).toEqual([]);
      }
      expect(requests.every((url) => url.startsWith(`${server.base}/`))).toBe(true);
      await page.context().close();
    },
    underLoad(90_000),
  );

  it(
    "shows one model year when model_info is asked for it: the year's cars, trims with list price and fee, its recalls",
    async () => {
      const { page } = await hostPage(390);
      const money = (lang: 'he' | 'en', n: number) => message(lang, 'common.money', { amount: formatInt(n) });
      // raw/ sample: Corolla 2022 has 247 cars on the road, EXCLUSIVE (list price 161,660, 77 cars) and SUN (149,690,
      // 170 cars), both first registered in the 2022 fee column (1,833 with the add-on), and recall 12806 alone.
      const en = await showTool(page, 'model_info', { make: 'toyota', model: 'corolla', year: '2022', lang: 'en' });
      expect(await en.frame.textContent('h1')).toBe('Toyota COROLLA 2022');
      const seen = await layout(en.frame);
      expect(seen).toMatchObject({ lang: 'en', dir: 'ltr' });
      expect(seen.overflow).toBeLessThanOrEqual(0);
      expect(seen.text).toMatch(new RegExp(`${message('en', 'model-year.fact.onRoad')}\\s*247\\b`));
      const rows = await en.frame.$$eval('tbody tr', (trs) => trs.map((tr) => tr.textContent ?? ''));
      expect(rows).toHaveLength(2);
      for (const [row, trim, price] of [
        [rows[0], 'EXCLUSIVE', 161660],
        [rows[1], 'SUN', 149690],
      ] as const) {
        expect(row).toContain(trim);
        expect(row).toContain(money('en', price));
        expect(row).toContain(money('en', 1833));
      }
      expect(seen.text).toContain('12806');
      // The whole model's facts are not the year's: no chart of years.
      expect(await en.frame.$('figure.chart')).toBeNull();
      expect(await en.frame.getAttribute('.links a', 'href')).toMatch(/\/2022$/);
      expect(await axeFindings(en.frame)).toEqual([]);

      // 2016: GLI first registered in 2016 or 2017 pays 1,432 or 1,622; no recall that year.
      const he = await showTool(page, 'model_info', { make: 'toyota', model: 'corolla', year: '2016' });
      expect(await he.frame.textContent('h1')).toBe('Toyota COROLLA 2016');
      const rowsHe = await he.frame.$$eval('tbody tr', (trs) => trs.map((tr) => tr.textContent ?? ''));
      expect(rowsHe[0]).toContain('GLI');
      expect(rowsHe[0]).toContain(money('he', 146540));
      expect(rowsHe[0]).toContain(money('he', 1432));
      expect(rowsHe[0]).toContain(money('he', 1622));
      expect((await layout(he.frame)).text).toContain(message('he', 'model-year.recalls.none'));
      await page.context().close();
    },
    underLoad(90_000),
  );

  it(
    'says so for a model the data does not have and for an answer it cannot read',
    async () => {
      const { page } = await hostPage(390);
      const unknown = await showTool(page, 'model_info', { make: 'toyota', model: 'no-such-model', lang: 'en' });
      expect(await unknown.frame.textContent('[role="status"]')).toBe(message('en', 'cards.toolError'));
      expect(await unknown.frame.textContent('main')).toMatch(/no-such-model|not_found/);
      await page.evaluate(([html, result]) => (globalThis as any).cardHost.showResult(html, result, 'light'), [
        unknown.shown.html,
        { content: [], structuredContent: { plate: '10000009' } },
      ] as const);
      expect(await (await cardFrame(page)).textContent('[role="status"]')).toBe(message('he', 'cards.unreadable'));
      await page.context().close();
    },
    underLoad(90_000),
  );
});
