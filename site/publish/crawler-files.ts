// sitemap.xml (a sitemap index over numbered files past the protocol's 50,000 URLs per file) and robots.txt.
import type { Page } from '../../lib/shards/pages.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';

export const SITEMAP_URL_LIMIT = 50_000;

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function urlset(urls: string[], lastmod: string): string {
  const body = urls.map((u) => `<url><loc>${xmlEscape(u)}</loc><lastmod>${lastmod}</lastmod></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/** File name -> contents; a single sitemap.xml when the pages fit in one file. */
export function sitemapFiles(pages: readonly Page[], baseUrl: string, dataDate: string): Map<string, string> {
  const urls = [...pages]
    .map((p) => p.path)
    .sort()
    .map((p) => absoluteUrl(baseUrl, p));
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
