// sitemap.xml (a sitemap index over numbered files past the protocol's 50,000 URLs per file) and robots.txt.
import type { Page } from '../../lib/shards/pages.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';
import { AUTHORITY_LANG, LANG_TAG, LANGS, localizedPath, type Lang } from '../../lib/i18n/lang.ts';
import { pageLangs } from '../../lib/pages/translated-page-types.ts';

export const SITEMAP_URL_LIMIT = 50_000;

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One page in one language, and the page in every language it exists in (empty when only in Hebrew). */
interface SitemapUrl {
  loc: string;
  alternates: readonly (readonly [tag: string, url: string])[];
}

function urlset(urls: readonly SitemapUrl[], lastmod: string): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${xmlEscape(u.loc)}</loc><lastmod>${lastmod}</lastmod>` +
        u.alternates.map(([tag, href]) => `<xhtml:link rel="alternate" hreflang="${tag}" href="${xmlEscape(href)}"/>`).join('') +
        '</url>',
    )
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${body}\n</urlset>\n`
  );
}

/**
 * Every page in every language the build writes it in (`langs`), sorted by address. A page in more than one
 * language lists all of them, itself included, and x-default (the Hebrew page), as the pages' own hreflang
 * links do: search engines read the same alternates from either.
 */
function sitemapUrls(pages: readonly Page[], baseUrl: string, langs: readonly Lang[]): SitemapUrl[] {
  const urls: SitemapUrl[] = [];
  for (const page of pages) {
    const inLangs = pageLangs(page.type).filter((l) => langs.includes(l));
    const alternates =
      inLangs.length > 1
        ? [
            ...inLangs.map((l) => [LANG_TAG[l], absoluteUrl(baseUrl, localizedPath(page.path, l))] as const),
            ['x-default', absoluteUrl(baseUrl, localizedPath(page.path, AUTHORITY_LANG))] as const,
          ]
        : [];
    for (const lang of inLangs) urls.push({ loc: absoluteUrl(baseUrl, localizedPath(page.path, lang)), alternates });
  }
  return urls.sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));
}

/** File name -> contents; a single sitemap.xml when the pages fit in one file. */
export function sitemapFiles(
  pages: readonly Page[],
  baseUrl: string,
  dataDate: string,
  langs: readonly Lang[] = LANGS,
): Map<string, string> {
  const urls = sitemapUrls(pages, baseUrl, langs);
  if (urls.length <= SITEMAP_URL_LIMIT) return new Map([['sitemap.xml', urlset(urls, dataDate)]]);
  const files = new Map<string, string>();
  for (let i = 0; i * SITEMAP_URL_LIMIT < urls.length; i++) {
    files.set(`sitemap-${i + 1}.xml`, urlset(urls.slice(i * SITEMAP_URL_LIMIT, (i + 1) * SITEMAP_URL_LIMIT), dataDate));
  }
  const entries = [...files.keys()].map(
    (f) => `<sitemap><loc>${xmlEscape(absoluteUrl(baseUrl, `/${f}`))}</loc><lastmod>${dataDate}</lastmod></sitemap>`,
  );
  files.set(
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}` +
      `\n</sitemapindex>\n`,
  );
  return files;
}

export function robotsTxt(baseUrl: string): string {
  // API answers are for programs, not for indexes; pages, twins and llms files are open to every crawler.
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`, ''].join('\n');
}
