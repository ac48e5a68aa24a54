// A wrong catalog address gets a 404 page naming what the API suggests for it (model_not_found's closest models,
// model_year_not_found's nearest years, make_not_found's closest makes), in the page's language, with the language
// switch to the same address; any other unknown path keeps the generic 404. Facts from the committed sample:
// TOYOTA's models and COROLLA's years 2003-2026 (the nearest five to 1999 are 2003-2007).
import { describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-app.ts';
import { HEBREW, hebrewLeft } from '../../support/hebrew-runs.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { LANGS, localizedPath } from '../../../lib/i18n/lang.ts';

const BASE = 'https://cars.example';
const { app } = testApp(DATA_DIR, { config: { publicBaseUrl: BASE } });
const get = (path: string, headers: Record<string, string> = {}) => Promise.resolve(app.request(path, { headers }));
const api = async (path: string) => ((await (await get(path)).json()) as any).error;

/** The links of the page's first section after the lead: the suggestions, [href, text]. */
function suggested(html: string): [string, string][] {
  const section = /<p class="lead">.*?<\/p><section><h2>[^<]*<\/h2><ul>(.*?)<\/ul><\/section>/s.exec(html)?.[1] ?? '';
  return [...section.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1]!, m[2]!]);
}

function langSwitch(html: string): string[] {
  const nav = /<nav class="lang-switch"[^>]*>(.*?)<\/nav>/s.exec(html)![1]!;
  return [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
}

/** The URL the page's footer cites. */
const cited = (html: string) => /<p class="citation">[^<]*<a href="([^"]+)"/.exec(html)![1]!;

const YEARS = [2003, 2004, 2005, 2006, 2007];

describe('the 404 page of a wrong catalog address', () => {
  it.each([
    ['he', '', 'אולי התכוונתם לאחד מאלה:', 'טויוטה COROLLA'],
    ['ar', '/ar', 'ربما تقصدون إحدى هذه الصفحات:', 'Toyota COROLLA'],
    ['en', '/en', 'Perhaps you meant one of these:', 'Toyota COROLLA'],
  ])('%s: a misspelt model suggests the make’s models the API suggests', async (lang, prefix, heading, first) => {
    const res = await get(`${prefix}/makes/toyota/corola`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}"`));
    expect(html).toContain(`<h2>${heading}</h2>`);
    const error = await api('/api/v1/makes/toyota/models/corola/years');
    expect(error.code).toBe('model_not_found');
    const links = suggested(html);
    expect(links.map(([href]) => href)).toEqual(error.suggestions.map((s: { url: string }) => `${prefix}${new URL(s.url).pathname}`));
    expect(links[0]).toEqual([`${prefix}/makes/toyota/corolla`, first]);
    expect(langSwitch(html)).toEqual(LANGS.filter((l) => l !== lang).map((l) => localizedPath('/makes/toyota/corola', l)));
    if (lang !== 'he') {
      expect(hebrewLeft(html)).toBeNull();
      expect(links.map(([, text]) => text).join(' ')).not.toMatch(HEBREW);
    }
    // The next try is on the page: the search and plate forms of its language.
    expect(html).toContain(`action="${prefix}/search"`);
    expect(html).toContain(`action="${prefix}/vehicle"`);
  });

  it.each([
    ['', 'טויוטה COROLLA'],
    ['/ar', 'Toyota COROLLA'],
    ['/en', 'Toyota COROLLA'],
  ])('%s: a model year the model does not have suggests its nearest years', async (prefix, name) => {
    const res = await get(`${prefix}/makes/toyota/corolla/1999`);
    expect(res.status).toBe(404);
    const error = await api('/api/v1/model-info?make=toyota&model=corolla&year=1999');
    expect(error.code).toBe('model_year_not_found');
    expect(error.suggestions.map((s: { value: string }) => Number(s.value))).toEqual(YEARS);
    expect(suggested(await res.text())).toEqual(YEARS.map((y) => [`${prefix}/makes/toyota/corolla/${y}`, `${name} ${y}`]));
  });

  it('a misspelt make suggests the closest makes, and the twin says the same', async () => {
    expect(suggested(await (await get('/en/makes/toyotta')).text())[0]).toEqual(['/en/makes/toyota', 'Toyota']);
    const twin = await get('/makes/toyota/corola.md');
    expect(twin.status).toBe(404);
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await twin.text()).toContain(`- [טויוטה COROLLA](${BASE}/makes/toyota/corolla)`);
    const negotiated = await get('/en/makes/toyota/corolla/1999', { accept: 'text/markdown' });
    expect(await negotiated.text()).toContain(`- [Toyota COROLLA 2003](${BASE}/en/makes/toyota/corolla/2003)`);
  });

  it('keeps the generic 404 where the API has nothing to suggest', async () => {
    for (const path of ['/makes/toyota/corolla/2019/trims', '/nowhere', '/en/makes/toyota/corolla/abcd']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(suggested(await res.text())).toEqual([]);
    }
  });

  // The address asked is no page: the page and its twin cite the nearest page above it that exists, the one whose
  // list the suggestions come from, in the page's language.
  it.each([
    ['/makes/toyota/corola', '/makes/toyota', 'לציטוט · Cite'],
    ['/ar/makes/toyota/corola', '/ar/makes/toyota', 'للاقتباس'],
    ['/en/makes/toyota/corolla/1999', '/en/makes/toyota/corolla', 'Cite'],
    ['/en/makes/toyotta', '/en/makes', 'Cite'],
  ])('%s cites %s, not the address that does not exist', async (at, parent, cite) => {
    const res = await get(at);
    expect(res.status).toBe(404);
    expect(cited(await res.text())).toBe(`${BASE}${parent}`);
    // The page cited exists (the site's pages are the fetch operation's).
    expect((await get(`/api/v1/fetch?id=${parent.replace(/^\/(ar|en)\//, '/')}`)).status).toBe(200);
    const twin = await (await get(`${at}.md`)).text();
    expect(twin).toContain(`\n${cite}: ${BASE}${parent}\n`);
    expect(twin).not.toContain(`${cite}: ${BASE}${at}`);
  });

  it('a page that exists still cites itself', async () => {
    expect(cited(await (await get('/en/search?q=corolla')).text())).toBe(`${BASE}/en/search`);
  });
});
