// The sitemap past the protocol's 50,000 URLs a file: every page in each of its languages, split over numbered
// files under an index, each entry keeping its hreflang alternates; a Hebrew-only build lists Hebrew pages alone.
// Every page type is written in every language of LANGS (lib/pages/translated-page-types.ts).
import { describe, expect, it } from 'vitest';
import type { Page } from '../../lib/shards/pages.ts';
import { SITEMAP_URL_LIMIT, sitemapFiles } from '../../site/publish/crawler-files.ts';
import { LANGS, LANG_TAG, localizedPath } from '../../lib/i18n/lang.ts';

const BASE = 'https://cars.example';
const page = (type: Page['type'], path: string): Page => ({ id: path, path, type, title: path, summary: '', keywords: [] });
// 17,001 pages in every language (four: 68,004 URLs), past one file and within two.
const pages = [page('callback', '/callback'), ...Array.from({ length: 17_000 }, (_, i) => page('make', `/makes/m${i}`))];
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('sitemapFiles', () => {
  it('splits past 50,000 URLs into numbered files with an index, every page in every language once', () => {
    const files = sitemapFiles(pages, BASE, '2026-11-20');
    expect([...files.keys()].sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap.xml']);
    expect(locsOf(files.get('sitemap.xml')!)).toEqual([`${BASE}/sitemap-1.xml`, `${BASE}/sitemap-2.xml`]);
    const first = locsOf(files.get('sitemap-1.xml')!);
    const all = [...first, ...locsOf(files.get('sitemap-2.xml')!)];
    expect(first.length).toBe(SITEMAP_URL_LIMIT);
    expect(all.length).toBe(17_001 * LANGS.length);
    expect(new Set(all).size).toBe(all.length);
    for (const lang of LANGS) {
      expect(all).toContain(`${BASE}${localizedPath('/makes/m7', lang)}`);
      expect(all).toContain(`${BASE}${localizedPath('/callback', lang)}`);
    }
  });

  it('names each language of a page, itself included, and the Hebrew page as x-default', () => {
    const xml = sitemapFiles(pages.slice(0, 2), BASE, '2026-11-20').get('sitemap.xml')!;
    const alternates =
      LANGS.map(
        (lang) => `<xhtml:link rel="alternate" hreflang="${LANG_TAG[lang]}" href="${BASE}${localizedPath('/makes/m0', lang)}"/>`,
      ).join('') + `<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/makes/m0"/>`;
    for (const loc of LANGS.map((lang) => localizedPath('/makes/m0', lang)))
      expect(xml).toContain(`<url><loc>${BASE}${loc}</loc><lastmod>2026-11-20</lastmod>${alternates}</url>`);
  });

  it('lists the Hebrew pages alone, without alternates, when the site is built in Hebrew only (SITE_LANGS=he)', () => {
    const xml = sitemapFiles(pages.slice(0, 2), BASE, '2026-11-20', ['he']).get('sitemap.xml')!;
    expect(locsOf(xml)).toEqual([`${BASE}/callback`, `${BASE}/makes/m0`]);
    expect(xml).not.toContain('<xhtml:link');
  });
});
