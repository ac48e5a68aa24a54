// Every page in pages.json is built as HTML and as its markdown twin, nothing else is, and every link the
// site, its twins and llms.txt give to this site resolves to a built page or file.
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DataStore } from '../../lib/data/data-store.ts';
import { markdownPathOf, pathOfPageId } from '../../lib/urls/page-urls.ts';
import { isFeedPath } from '../../lib/urls/feed-urls.ts';
import { isServicePath } from '../../api/pages/site-routes.ts';
import { STATUS_PATH } from '../../lib/pages/status.ts';
import { builtSite } from './built-site.ts';
import { pageLangs } from '../../lib/pages/translated-page-types.ts';
import { AUTHORITY_LANG, LANGS, localizedPath, splitLangPath } from '../../lib/i18n/lang.ts';
import { htmlLinks, internalPath, listFiles, markdownLinks, pagePathOfHtml, read } from './site-files.ts';

let dir: string;
let store: DataStore;
let baseUrl: string;
let files: string[];

beforeAll(async () => {
  ({ dir, store, baseUrl } = await builtSite());
  files = listFiles(dir);
});

/**
 * Built pages, twins and files a link may land on; API paths, feeds and the live status page (and its twin) are
 * answered by the application, not the site, in every language.
 */
const LIVE_PATHS = new Set([
  '/openapi.json',
  ...LANGS.flatMap((lang) => [localizedPath(STATUS_PATH, lang), markdownPathOf(localizedPath(STATUS_PATH, lang))]),
]);

function resolves(sitePath: string): boolean {
  if (isServicePath(sitePath) || isFeedPath(decodeURI(sitePath)) || LIVE_PATHS.has(sitePath)) return true;
  const rel = sitePath.slice(1);
  if (sitePath === '/') return existsSync(path.join(dir, 'index.html'));
  return existsSync(path.join(dir, `${rel}.html`)) || (rel !== '' && existsSync(path.join(dir, rel)));
}

/** The 404 page in each language: a file of the build, not a page of pages.json. */
const notFoundFiles = (ext: 'html' | 'md') => LANGS.map((lang) => localizedPath(`/404.${ext}`, lang).slice(1));

/** Every page's path in each language it is written in (lib/pages/translated-page-types.ts). */
const sitePaths = () => store.pages.flatMap((p) => pageLangs(p.type).map((lang) => localizedPath(p.path, lang))).sort();

describe('twin closure', () => {
  it('builds exactly the pages of pages.json as HTML, in each of their languages', () => {
    const built = files
      .filter((f) => f.endsWith('.html') && !notFoundFiles('html').includes(f))
      .map(pagePathOfHtml)
      .sort();
    expect(built).toEqual(sitePaths());
    expect(built.length).toBeGreaterThan(20);
    expect(built).toContain('/ar/licence-fee');
    expect(built).toContain('/en/makes/toyota');
  });

  it('gives every page its twin and every twin its page', () => {
    const twins = files
      .filter((f) => f.endsWith('.md') && !notFoundFiles('md').includes(f))
      .map((f) => pathOfPageId(f.slice(0, -3)))
      .sort();
    expect(twins).toEqual(sitePaths());
    for (const page of store.pages) expect(files).toContain(markdownPathOf(page.path).slice(1));
  });

  it('resolves every internal link of every page and twin', () => {
    const broken: string[] = [];
    for (const f of files.filter((x) => x.endsWith('.html') || x.endsWith('.md'))) {
      const text = read(dir, f);
      const links = f.endsWith('.html') ? htmlLinks(text) : markdownLinks(text);
      for (const link of links) {
        const target = internalPath(link, baseUrl);
        if (target !== null && !resolves(target)) broken.push(`${f} -> ${link}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('resolves every link of llms.txt and lists every page in llms-full.txt', () => {
    const llms = read(dir, 'llms.txt');
    const links = markdownLinks(llms);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      const target = internalPath(link, baseUrl);
      if (target !== null) expect(resolves(target), link).toBe(true);
    }
    const full = read(dir, 'llms-full.txt');
    for (const page of store.pages) expect(full).toContain(`(${baseUrl}${markdownPathOf(page.path)})`);
  });

  it('lists every page once in each of its languages in the sitemap with the data date', () => {
    const sitemap = read(dir, 'sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(sitePaths().map((p) => `${baseUrl}${p}`));
    expect(sitemap).toContain(`<lastmod>${store.dataDate}</lastmod>`);
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(read(dir, 'robots.txt')).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it("gives each page in the sitemap the same hreflang alternates as the page's own head", () => {
    const sitemap = read(dir, 'sitemap.xml');
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>.*?<\/url>/g)];
    expect(entries.length).toBe(sitePaths().length);
    let translated = 0;
    for (const [entry, loc] of entries) {
      const inSitemap = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
      const sitePath = loc!.slice(baseUrl.length) || '/';
      const html = read(dir, sitePath === '/' ? 'index.html' : `${sitePath.slice(1)}.html`);
      const inHead = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);
      expect(inSitemap.sort(), sitePath).toEqual(inHead.sort());
      if (inSitemap.length > 0) {
        translated++;
        // Itself among them, and x-default the Hebrew page.
        expect(inSitemap, sitePath).toContain(`${splitLangPath(sitePath).lang} ${loc}`);
        const xDefault = inSitemap.find((a) => a.startsWith('x-default '))!;
        expect(splitLangPath(new URL(xDefault.split(' ')[1]!).pathname).lang, sitePath).toBe(AUTHORITY_LANG);
      }
    }
    // Each translated page in every language of LANGS, its Hebrew original included: an entry for each.
    expect(translated).toBe(LANGS.length * store.pages.filter((p) => pageLangs(p.type).length === LANGS.length).length);
    expect(translated).toBeGreaterThan(0);
  });
});

describe('every page', () => {
  it('is Hebrew right-to-left with canonical, markdown alternate, JSON-LD, Open Graph, data date, citation and disclaimer', () => {
    const texts = store.rule('texts');
    for (const page of store.pages) {
      const rel = page.path === '/' ? 'index.html' : `${page.path.slice(1)}.html`;
      const html = read(dir, rel);
      const canonical = `${baseUrl}${page.path}`;
      expect(html, rel).toContain('<html lang="he" dir="rtl">');
      expect(html, rel).toContain(`<link rel="canonical" href="${canonical}">`);
      expect(html, rel).toContain(`<link rel="alternate" type="text/markdown" href="${baseUrl}${markdownPathOf(page.path)}">`);
      expect(html, rel).toContain(`<meta property="og:url" content="${canonical}">`);
      const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
      expect(JSON.parse(ld ?? 'null'), rel).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        url: canonical,
        dateModified: store.dataDate,
      });
      expect(html, rel).toContain(`datetime="${store.dataDate}"`);
      expect(html, rel).toContain(`לציטוט: <a href="${canonical}"`);
      expect(html, rel).toContain(texts.disclaimer_he);
      // Never a judgement of a car.
      expect(html, rel).not.toMatch(/מסוכנ|dangerous/i);
    }
  });

  it('loads scripts only on the plate check, search and call-back pages, and nothing from another host', () => {
    const withScript: string[] = [];
    for (const f of files.filter((x) => x.endsWith('.html'))) {
      const html = read(dir, f);
      if (/<script type="module"/.test(html)) withScript.push(f);
      for (const m of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+)"/g)) {
        const url = m[1]!;
        if (/^(https?:)?\/\//.test(url)) expect(url.startsWith(baseUrl), `${f}: ${url}`).toBe(true);
      }
    }
    // The home and call-back pages, in every language.
    const htmlOf = (page: string) => (page === '/' ? 'index.html' : `${page.slice(1)}.html`);
    const expected = LANGS.flatMap((lang) => ['/', '/callback'].map((page) => htmlOf(localizedPath(page, lang))));
    expect(withScript.sort()).toEqual(expected.sort());
  });

  it.each(['/', '/callback', '/404'])('gives %s the same forms and scripts in every language', (page) => {
    const htmlOf = (p: string) => (p === '/' ? 'index.html' : `${p.slice(1)}.html`);
    /** Each form's id, class, method and action (its language prefix taken off), and the scripts loaded. */
    const shape = (lang: (typeof LANGS)[number]) => {
      const html = read(dir, htmlOf(localizedPath(page, lang)));
      const forms = [...html.matchAll(/<form\b([^>]*)>/g)].map(([, attrs]) =>
        ['id', 'class', 'method', 'action', 'data-api']
          .map((name) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs!)?.[1] ?? '')
          .map((value, i) => (i === 3 ? splitLangPath(value).path : value))
          .join(' '),
      );
      const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
      return { forms, scripts };
    };
    const hebrew = shape('he');
    expect(hebrew.forms.length).toBeGreaterThan(0);
    for (const lang of LANGS) expect(shape(lang), lang).toEqual(hebrew);
  });

  it('shows the call-back offer on car and insurance pages only', () => {
    const offers = (rel: string) => read(dir, rel).includes('id="callback-offer-title"');
    const model = store.pages.find((p) => p.type === 'model')!;
    expect(offers(`${model.path.slice(1)}.html`)).toBe(true);
    expect(offers('standard-policy.html')).toBe(true);
    expect(offers('thefts.html')).toBe(false);
    expect(offers('privacy.html')).toBe(false);
  });
});

describe('facts on the pages', () => {
  it('prints the 2026 licence-fee table from raw/rules/licence-fee-2026.json', () => {
    const html = read(dir, 'licence-fee.html');
    // Group 1 registered 2024-2026: 1,266; group 7 the same: 5,364; group 7 registered 2016 and older: 1,840; add-on 135.
    for (const amount of ['1,266 ₪', '5,364 ₪', '1,840 ₪', '135 ₪']) expect(html).toContain(amount);
    expect(html).toContain('רישום ראשון <bdi dir="ltr">2017–2020</bdi> (7 עד 10 שנים)');
    expect(html).toContain('139 ₪');
    expect(html).toContain('1.4.2026');
    expect(html).toContain('31.3.2027');
  });

  it('links the regulator calculator and shows no price on the compulsory-insurance page', () => {
    const html = read(dir, 'chova-factors.html');
    expect(html).toContain('href="https://car.cma.gov.il/"');
    expect(html).not.toMatch(/\d ₪/);
  });

  it('draws each chart with a table of the same figures', () => {
    const html = read(dir, 'thefts.html');
    const svg = html.match(/<svg[\s\S]*?<\/svg>/)?.[0] ?? '';
    expect(svg).toContain('role="img"');
    const years = store.nationalThefts.by_model_file;
    expect(svg.match(/<rect /g)?.length).toBe(years.length);
    for (const y of years) expect(html).toContain(`<th scope="row">${y.year}</th><td class="num">${y.thefts.toLocaleString('he-IL')}</td>`);
  });
});
