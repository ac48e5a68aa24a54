// Search and the catalog 404 pages in real Chromium against the real server serving the built test site, at a
// phone's width and two desktop ones (390, 1280 and 1920 px): the /search page in Hebrew, Arabic and English in
// the one ranking, the home page's live box in the same order as the page and REST, a plate typed into the live
// box leading to the car's page, and the 404 page of a wrong model or model year naming the pages the API
// suggests, in its language, with the language switch. Screenshots go to test-results/site/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts';
import { builtSite, TEST_BASE_URL } from './built-site.ts';
import { launchChromium } from './browser.ts';
import { HEBREW } from '../support/hebrew-runs.ts';
import { localizedPath, splitLangPath } from '../../lib/i18n/lang.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SHOTS = path.join(ROOT, 'test-results/site');
let server: SpawnedServer;
let browser: Browser;

beforeAll(async () => {
  const site = await builtSite();
  server = await spawnServer({ SITE_OUT_DIR: site.root, PUBLIC_BASE_URL: TEST_BASE_URL });
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGTERM');
});

const WIDTHS = [390, 1280, 1920] as const;

async function open(at: string, width: number, expectStatus?: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'he-IL' });
  const page = await context.newPage();
  const response = await page.goto(`${server.url}${at}`);
  if (expectStatus !== undefined) expect(response?.status(), at).toBe(expectStatus);
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** Elements of main that run past either edge of the screen. */
const tooWide = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.left < -1 || box.right > width + 1 || el.scrollWidth > el.clientWidth + 1);
      })
      .map((el) => el.tagName.toLowerCase());
  });

/** The result links of a /search page, in order. */
const resultHrefs = (page: Page) =>
  page.locator('main section:not(.panel) ul a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));

const restIds = async (query: string, limit: number, lang = 'he') => {
  const res = await fetch(`${server.url}/api/v1/search?query=${encodeURIComponent(query)}&limit=${limit}&lang=${lang}`);
  return ((await res.json()) as any).data.results.map((r: { url: string }) => new URL(r.url).pathname) as string[];
};

const COROLLA = '/makes/toyota/corolla';

describe.each(WIDTHS)('at %i px', (width) => {
  it.each([
    ['he', '/search', 'טויוטה קורולה 2019', 'טויוטה COROLLA 2019'],
    ['ar', '/ar/search', 'كورولا 2019', 'Toyota COROLLA 2019'],
    ['en', '/en/search', 'corolla 2019', 'Toyota COROLLA 2019'],
    ['ru', '/ru/search', 'тойота королла 2019', 'Toyota COROLLA 2019'],
  ])('the %s search page lists the typed year first, in the one ranking and the page language', async (lang, at, q, first) => {
    const page = await open(`${at}?q=${encodeURIComponent(q)}`, width, 200);
    const prefix = lang === 'he' ? '' : `/${lang}`;
    const hrefs = await resultHrefs(page);
    expect(hrefs.slice(0, 2)).toEqual([`${prefix}${COROLLA}/2019`, `${prefix}${COROLLA}`]);
    expect(hrefs).toEqual((await restIds(q, 25, lang)).slice(0, hrefs.length));
    expect(await page.locator('main section:not(.panel) ul a').first().innerText()).toBe(first);
    if (lang !== 'he') expect(await page.locator('main section:not(.panel) ul').first().innerText()).not.toMatch(HEBREW);
    expect(await tooWide(page)).toEqual([]);
    await shot(page, `search-${lang}-${width}`);
    await page.context().close();
  });

  it('the home page live box shows the results in the order of the search page and REST', async () => {
    const page = await open('/', width);
    await page.fill('#site-search-input', 'corolla 2019');
    await page.click('form.site-search button[type=submit]');
    const links = page.locator('#site-search-results a');
    await links.first().waitFor();
    const box = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(box).toEqual(await restIds('corolla 2019', 10));
    expect(box.slice(0, 2)).toEqual([`${COROLLA}/2019`, COROLLA]);
    const full = await open(`/search?q=${encodeURIComponent('corolla 2019')}`, width);
    expect((await resultHrefs(full)).slice(0, box.length)).toEqual(box);
    await shot(page, `live-box-${width}`);
    await page.context().close();
    await full.context().close();
  });

  it('a plate typed into the live box or the search page leads to the car', async () => {
    const page = await open('/', width);
    await page.fill('#site-search-input', '10-000-009');
    await Promise.all([page.waitForURL('**/vehicle/10000009'), page.click('form.site-search button[type=submit]')]);
    expect(await page.locator('h1').innerText()).toContain('10000009');
    await page.goto(`${server.url}/ar/search?q=${encodeURIComponent('١٠٠٠٠٠٠٩')}`);
    expect(new URL(page.url()).pathname).toBe('/ar/vehicle/10000009');
    await page.context().close();
  });

  it.each([
    ['he', '/makes/toyota/corola', `${COROLLA}`, 'טויוטה COROLLA', 'הדף לא נמצא'],
    ['ar', '/ar/makes/toyota/corola', `/ar${COROLLA}`, 'Toyota COROLLA', 'الصفحة غير موجودة'],
    ['en', '/en/makes/toyota/corolla/1999', `/en${COROLLA}/2003`, 'Toyota COROLLA 2003', 'Page not found'],
    ['ru', '/ru/makes/toyota/corola', `/ru${COROLLA}`, 'Toyota COROLLA', 'Страница не найдена'],
  ])('the %s 404 page of %s names the page meant, and its language switch keeps the address', async (lang, at, href, text, title) => {
    const page = await open(at, width, 404);
    expect(await page.locator('h1').innerText()).toBe(title);
    const first = page.locator('main section:not(.panel) ul a').first();
    expect([await first.getAttribute('href'), await first.innerText()]).toEqual([href, text]);
    expect(await tooWide(page)).toEqual([]);
    await shot(page, `not-found-${lang}-${width}`);
    const other = lang === 'en' ? 'he' : 'en';
    const switchHref = await page.locator(`.lang-switch a[hreflang="${other}"]`).first().getAttribute('href');
    expect(switchHref).toBe(localizedPath(splitLangPath(at).path, other));
    expect((await page.goto(`${server.url}${switchHref}`))?.status()).toBe(404);
    expect(await page.locator('main section:not(.panel) ul a').count()).toBeGreaterThan(0);
    expect(await page.locator('html').getAttribute('lang')).toBe(other);
    // The suggestion is the page meant.
    const target = page.locator('main section:not(.panel) ul a').first();
    await Promise.all([page.waitForURL(`**${await target.getAttribute('href')}`), target.click()]);
    expect(await page.locator('h1').innerText()).toContain('COROLLA');
    await page.context().close();
  });
});
