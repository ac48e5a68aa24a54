// Reading a built site back for the tests: its pages, twins and the links inside them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function listFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(dir, child));
    else out.push(child);
  }
  return out.sort();
}

export const read = (dir: string, rel: string) => readFileSync(path.join(dir, rel), 'utf8');

/** Page path of a built HTML file ("makes/toyota.html" -> "/makes/toyota", "index.html" -> "/"). */
export const pagePathOfHtml = (rel: string) => (rel === 'index.html' ? '/' : `/${rel.slice(0, -5)}`);

export function htmlLinks(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
}

export function markdownLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);
}

/** The site path a link points to, or null when it leaves the site (another host, mailto:, a fragment). */
export function internalPath(link: string, baseUrl: string): string | null {
  if (link.startsWith('#')) return null;
  if (link.startsWith(baseUrl)) link = link.slice(baseUrl.length) || '/';
  if (!link.startsWith('/') || link.startsWith('//')) return null;
  return link.split(/[?#]/)[0] || '/';
}
