// Search as a person expects it (issue 34, section 3), over the committed sample: one ranking on every surface
// (REST, MCP, the /search page in each language, the home page's live box, which asks REST for ten), a model year
// typed in the query first; titles and snippets in the language asked; a plate typed into search leads to the
// car's page, Arabic-Indic digits included. Facts from raw/: the sample has TOYOTA COROLLA of 2003-2026, 2,462
// cars on the road, and the golden plate 10000009 (raw/README.md).
import { describe, expect, it } from 'vitest';
import { testApp } from './helpers/test-app.ts';
import { MODERN_VERSION, modernEnvelope } from './helpers/mcp-test-server.ts';
import { HEBREW } from '../support/hebrew-runs.ts';
import { DATA_DIR } from '../../lib/shards/layout.ts';
import { MCP_PATH } from '../../lib/api/api-paths.ts';
import { LANGS, localizedPath, TRANSLATED_LANGS } from '../../lib/i18n/lang.ts';

const BASE = 'https://cars.example';
const { app } = testApp(DATA_DIR, { config: { publicBaseUrl: BASE } });

const get = (path: string) => Promise.resolve(app.request(path, { redirect: 'manual' } as RequestInit));
const rest = async (query: string, extra = '') =>
  ((await (await get(`/api/v1/search?query=${encodeURIComponent(query)}${extra}`)).json()) as any).data;
const ids = async (query: string, extra = '') => ((await rest(query, extra)).results as { id: string }[]).map((r) => r.id);

/** An MCP tools/call's result. */
async function mcpCall(name: string, args: Record<string, unknown>): Promise<any> {
  const res = await app.request(MCP_PATH, {
    method: 'POST',
    headers: {
      host: 'localhost',
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': MODERN_VERSION,
      'mcp-method': 'tools/call',
      'mcp-name': name,
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name, arguments: args, _meta: modernEnvelope('search-test') },
    }),
  });
  const text = await res.text();
  const json =
    text.startsWith('event:') || text.startsWith('data:')
      ? text
          .split('\n')
          .find((l) => l.startsWith('data: '))!
          .slice(6)
      : text;
  return JSON.parse(json).result;
}
const mcpSearch = async (args: Record<string, unknown>) => (await mcpCall('search', args)).structuredContent;

/** The result links of a /search page, in order: [href, text]. */
function resultLinks(html: string): [string, string][] {
  const list = /<h2>[^<]*<\/h2><ul>(.*?)<\/ul>/s.exec(html.slice(html.indexOf('<main')))?.[1] ?? '';
  return [...list.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1]!, m[2]!]);
}

const COROLLA = 'makes/toyota/corolla';
/** The sample's COROLLA years other than 2019, newest first: the model's years as the one ranking gathers them. */
const OTHER_YEARS = [2026, 2025, 2024, 2023, 2022, 2021, 2020, 2018].map((y) => `${COROLLA}/${y}`);

describe('one ranking, the year typed first', () => {
  it.each(['corolla 2019', 'טויוטה קורולה 2019', 'Toyota Corolla 2019', 'كورولا ٢٠١٩', 'тойота королла 2019', 'Королла 2019'])(
    'REST %s: the 2019 page, the model, then its other years newest first',
    async (query) => {
      expect((await ids(query)).slice(0, 10)).toEqual([`${COROLLA}/2019`, COROLLA, ...OTHER_YEARS]);
    },
  );

  it('gives every limit the first results of the largest (the live box asks for ten, the page for 25)', async () => {
    for (const query of ['corolla 2019', 'טויוטה קורולה 2019', 'toyota', 'kia picanto']) {
      const all = await ids(query, '&limit=25');
      expect(await ids(query, '&limit=10')).toEqual(all.slice(0, 10));
      expect(await ids(query, '&limit=3')).toEqual(all.slice(0, 3));
    }
  });

  it('does not lift another model of the year typed above the model named', async () => {
    const found = await ids('kia picanto 2019', '&limit=25');
    expect(found.slice(0, 2)).toEqual(['makes/kia/picanto/2019', 'makes/kia/picanto']);
    expect(found.indexOf('makes/kia/sportage/2019')).toBeGreaterThan(found.indexOf('makes/kia/picanto/2011'));
  });

  it('MCP search answers the same order as REST, in the language asked', async () => {
    for (const [query, lang] of [
      ['corolla 2019', undefined],
      ['טויוטה קורולה 2019', 'en'],
    ] as const) {
      const args = { query, limit: 25, ...(lang ? { lang } : {}) };
      const mcp = await mcpSearch(args);
      const viaRest = await rest(query, `&limit=25${lang ? `&lang=${lang}` : ''}`);
      expect(mcp.results).toEqual(viaRest.results);
      expect(mcp.results[0].id).toBe(`${COROLLA}/2019`);
    }
  });

  it.each([
    ['/search', 'טויוטה COROLLA 2019'],
    ['/ar/search', 'Toyota COROLLA 2019'],
    ['/en/search', 'Toyota COROLLA 2019'],
  ])('%s?q=corolla 2019 lists the results in the same order as REST', async (path, firstTitle) => {
    const res = await get(`${path}?q=${encodeURIComponent('corolla 2019')}`);
    expect(res.status).toBe(200);
    const links = resultLinks(await res.text());
    const prefix = path === '/search' ? '' : path.slice(0, 3);
    expect(links.map(([href]) => href)).toEqual([`${COROLLA}/2019`, COROLLA, ...OTHER_YEARS].map((id) => `${prefix}/${id}`));
    expect(links[0]![1]).toBe(firstTitle);
  });
});

describe('titles and snippets in the page language', () => {
  it.each([
    ['en', 'Toyota COROLLA', 'Toyota COROLLA: 2,462 vehicles on the road, model years 2003-2026.'],
    ['ar', 'Toyota COROLLA', 'Toyota COROLLA: 2,462 مركبة على الطريق، طرازات السنوات 2003-2026.'],
  ])('REST lang=%s names the model page as the page does and links it in that language', async (lang, title, snippet) => {
    const data = await rest('corolla', `&lang=${lang}&limit=25`);
    expect(data.results[0]).toEqual({
      id: COROLLA,
      type: 'model',
      title,
      snippet,
      url: `${BASE}/${lang}/${COROLLA}`,
      markdown_url: `${BASE}/${lang}/${COROLLA}.md`,
      language: lang,
    });
    expect(data.citation_url).toBe(`${BASE}/${lang}/${COROLLA}`);
    for (const r of data.results) {
      expect(r.language).toBe(lang);
      expect(`${r.title} ${r.snippet}`).not.toMatch(HEBREW);
    }
  });

  it('keeps the Hebrew answer as it was', async () => {
    const data = await rest('corolla');
    expect(data.results[0]).toMatchObject({ title: 'טויוטה COROLLA', url: `${BASE}/${COROLLA}`, language: 'he' });
    expect(data.results[0].snippet).toContain('2,462');
  });

  it.each([
    ['/en/search?q=corolla', 'Toyota COROLLA'],
    ['/ar/search?q=%D9%83%D9%88%D8%B1%D9%88%D9%84%D8%A7', 'Toyota COROLLA'],
  ])('%s lists titles and snippets with no Hebrew letter', async (path, title) => {
    const html = await (await get(path)).text();
    const list = /<h2>[^<]*<\/h2><ul>(.*?)<\/ul>/s.exec(html.slice(html.indexOf('<main')))![1]!;
    expect(list).not.toMatch(HEBREW);
    expect(resultLinks(html)[0]).toEqual([`${path.slice(0, 3)}/${COROLLA}`, title]);
  });

  it('keeps the Hebrew page in Hebrew', async () => {
    const html = await (await get(`/search?q=${encodeURIComponent('קורולה')}`)).text();
    expect(resultLinks(html)[0]).toEqual([`/${COROLLA}`, 'טויוטה COROLLA']);
    expect(html).toContain('רכבים על הכביש');
  });
});

describe('a plate typed into search', () => {
  it.each([
    ['/search?q=10000009', '/vehicle/10000009'],
    ['/search?q=10-000-009', '/vehicle/10000009'],
    ['/en/search?q=10000009', '/en/vehicle/10000009'],
    ['/ar/search?q=%D9%A1%D9%A0%D9%A0%D9%A0%D9%A0%D9%A0%D9%A0%D9%A9', '/ar/vehicle/10000009'],
    ['/ar/vehicle?plate=%D9%A1%D9%A0%D9%A0%D9%A0%D9%A0%D9%A0%D9%A0%D9%A9', '/ar/vehicle/10000009'],
    ['/vehicle?plate=%DB%B1%DB%B0-%DB%B0%DB%B0%DB%B0-%DB%B0%DB%B0%DB%B9', '/vehicle/10000009'],
  ])('%s leads to %s', async (path, location) => {
    const res = await get(path);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
  });

  it('REST and MCP read Arabic-Indic digits as the plate', async () => {
    const data = await rest('١٠٠٠٠٠٠٩');
    expect(data.plate_lookup).toMatchObject({ plate: '10000009', page_url: `${BASE}/vehicle/10000009` });
    expect((await mcpSearch({ query: '١٠٠٠٠٠٠٩' })).plate_lookup.plate).toBe('10000009');
    const vehicle = (await (await get('/api/v1/vehicle?plate=%D9%A1%D9%A0%D9%A0%D9%A0%D9%A0%D9%A0%D9%A0%D9%A9')).json()) as any;
    expect(vehicle.error).toBeUndefined();
  });

  it('a number that is not a plate stays a search', async () => {
    const res = await get('/search?q=2019');
    expect(res.status).toBe(200);
    expect(resultLinks(await res.text()).length).toBeGreaterThan(0);
  });
});

describe("fetch's 404 suggestions in the language asked", () => {
  const unknown = '/api/v1/fetch?id=makes/toyota/corola';
  const suggestions = async (extra = '') => {
    const res = await get(`${unknown}${extra}`);
    expect(res.status).toBe(404);
    return ((await res.json()) as any).error.suggestions as { value: string; label: string; url: string }[];
  };

  it.each(['en', 'ar'])('REST lang=%s names the pages meant as search does, and links them in that language', async (lang) => {
    const near = await suggestions(`&lang=${lang}`);
    expect(near[0]).toEqual({ value: COROLLA, label: 'Toyota COROLLA', url: `${BASE}/${lang}/${COROLLA}` });
    // The same ranking as the Hebrew answer, only named in the language asked.
    expect(near.map((s) => s.value)).toEqual((await suggestions()).map((s) => s.value));
    for (const s of near) {
      expect(s.label).not.toMatch(HEBREW);
      expect(s.url.startsWith(`${BASE}/${lang}/`)).toBe(true);
    }
  });

  it('keeps the Hebrew answer as it was', async () => {
    expect((await suggestions())[0]).toEqual({ value: COROLLA, label: 'טויוטה COROLLA', url: `${BASE}/${COROLLA}` });
  });

  it('the MCP fetch tool names them in the language asked', async () => {
    const result = await mcpCall('fetch', { id: 'makes/toyota/corola', lang: 'en' });
    expect(result.isError).toBe(true);
    const text = result.content[0].text as string;
    expect(text).toContain(`${COROLLA} (Toyota COROLLA)`);
    expect(text).not.toMatch(HEBREW);
  });
});

describe('the language switch of a results page keeps the question', () => {
  /** The language switch's links, [hreflang, href] with the attribute's entities read back. */
  function langSwitch(html: string): [string, string][] {
    const nav = /<nav class="lang-switch"[^>]*>(.*?)<\/nav>/s.exec(html)![1]!;
    return [...nav.matchAll(/href="([^"]+)" hreflang="([^"]+)"/g)].map((m) => [m[2]!, m[1]!.replaceAll('&amp;', '&')]);
  }

  it.each(LANGS.map((lang) => [localizedPath('/search', lang), LANGS.filter((l) => l !== lang)] as const))(
    '%s?q=corolla 2019 switches to the same results in each other language',
    async (path, others) => {
      const q = `q=${encodeURIComponent('corolla 2019')}`;
      const html = await (await get(`${path}?${q}`)).text();
      const prefixOf = (lang: string) => (lang === 'he' ? '' : `/${lang}`);
      const links = langSwitch(html);
      expect(links).toEqual(others.map((l) => [l, `${prefixOf(l)}/search?${q}`]));
      for (const [lang, href] of links) {
        expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${BASE}${href.replaceAll('&', '&amp;')}">`);
        const there = await get(href);
        expect(there.status).toBe(200);
        const found = resultLinks(await there.text()).map(([h]) => h);
        expect(found).toEqual([`${COROLLA}/2019`, COROLLA, ...OTHER_YEARS].map((id) => `${prefixOf(lang)}/${id}`));
      }
    },
  );

  it('keeps words in any script and "all", encoded', async () => {
    const html = await (await get(`/en/search?q=${encodeURIComponent('טויוטה קורולה')}&all`)).text();
    expect(langSwitch(html)).toEqual(
      LANGS.filter((l) => l !== 'en').map((l) => [l, `${localizedPath('/search', l)}?q=${encodeURIComponent('טויוטה קורולה')}&all`]),
    );
  });

  it('lets nothing a client sends out of the address', async () => {
    const q = '"><script>alert(1)</script>&lang=en#x \'';
    const res = await get(`/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<script>alert');
    expect(langSwitch(html)).toEqual(TRANSLATED_LANGS.map((l) => [l, `${localizedPath('/search', l)}?q=${encodeURIComponent(q)}`]));
    const switched = await (await get(langSwitch(html)[TRANSLATED_LANGS.indexOf('en')]![1])).text();
    expect(switched).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(switched).not.toContain('<script>alert');
  });

  it('an empty search page switches to the empty page', async () => {
    expect(langSwitch(await (await get('/search')).text())).toEqual(TRANSLATED_LANGS.map((l) => [l, localizedPath('/search', l)]));
  });
});
