// Every page of the committed sample that has a page model, written both ways: each fact, table row and link
// of its HTML body is in its markdown body and the other way round. The two forms are read back with plain
// text patterns, not with the serialisers' own code, so a serialiser that drops or changes something fails.
import { publicApiReference } from '../../../api/public.ts';
import { describe, expect, it } from 'vitest';
import { DataStore } from '../../../lib/data/data-store.ts';
import { renderContext } from '../../../lib/pages/render/render-page.ts';
import { buildPageModel, PAGE_TYPES } from '../../../lib/pages/index.ts';
import { PageType } from '../../../lib/shards/pages.ts';
import { pageModelHtml } from '../../../lib/pages/serialise/html.ts';
import { pageModelMarkdown } from '../../../lib/pages/serialise/markdown.ts';

const BASE = 'https://cars.example';
const store = DataStore.openCurrent();
const TYPES = PAGE_TYPES.map((t) => t.type);
const pages = store.pages.filter((p) => TYPES.includes(p.type));

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot);/g, (e) => ENTITIES[e]!)
    .trim();
const unlink = (md: string) => md.replace(/\[((?:\\.|[^\]])*)\]\([^)]*\)/g, (_, t: string) => t.replace(/\\([[\]])/g, '$1'));
/** Markdown as the words it shows: links, bold and inline code marks removed. */
const plain = (md: string) => unlink(md).replace(/\*\*|`/g, '');
const sorted = (xs: string[]) => [...xs].sort();

/** What each form states: facts ("term: value"), table rows (cells joined by " | ") and link targets. */
function readHtml(html: string) {
  const facts = [...html.matchAll(/<dt>(.*?)<\/dt><dd>(.*?)<\/dd>/g)].map((m) => `${text(m[1]!)}: ${text(m[2]!)}`);
  const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) =>
    [...m[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) => text(c[1]!)).join(' | '),
  );
  const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => text(m[1]!));
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1]!.startsWith('/') ? `${BASE}${m[1]}` : m[1]!.replace(/&amp;/g, '&')));
  const code = [...html.matchAll(/<pre[^>]*><code>([\s\S]*?)<\/code><\/pre>/g)].map((m) => text(m[1]!));
  const paragraphs = [...html.matchAll(/<p(?: [^>]*)?>(.*?)<\/p>/g)].map((m) => text(m[1]!)).filter((p) => p !== '');
  return { facts: sorted(facts), items, rows: sorted(rows), links: sorted(links), code, paragraphs };
}

function readMarkdown(md: string) {
  const lines = md.split('\n');
  const facts = lines.filter((l) => l.startsWith('- ') && /^- (\*\*)?[^:*]+:(\*\*)? /.test(l)).map((l) => plain(l.slice(2)));
  const rows = lines
    .filter((l) => l.startsWith('| '))
    .map((l) =>
      l
        .slice(2, -2)
        .split(/ (?<!\\)\| /)
        .map((c) => plain(c).replace(/\\\|/g, '|'))
        .join(' | '),
    );
  const links = [...md.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
  const code = [...md.matchAll(/^```\w*\n([\s\S]*?)\n```$/gm)].map((m) => m[1]!);
  const words = plain(lines.map((l) => l.replace(/^> /, '')).join('\n'));
  return { facts: sorted(facts), rows: sorted(rows), links: sorted(links), code, words };
}

describe('page models written both ways', () => {
  it('covers every page type with a page model, and every page of the sample of those types', () => {
    expect([...TYPES].sort()).toEqual([...PageType.options].sort());
    expect(new Set(pages.map((p) => p.type))).toEqual(new Set(TYPES));
    expect(pages.length).toBeGreaterThan(300);
    expect(pages.filter((p) => p.type === 'connect')).toHaveLength(1);
  });

  it.each(TYPES)('%s pages: every fact, table row, paragraph, link and code block is in both forms', (type) => {
    let linked = 0;
    for (const page of pages.filter((p) => p.type === type)) {
      const ctx = renderContext(store, page, BASE, publicApiReference());
      const model = buildPageModel(ctx)!;
      const html = readHtml(pageModelHtml(model));
      const md = readMarkdown(pageModelMarkdown(model, ctx.url));
      // Every page states something the reading below can see.
      expect(html.facts.length + html.rows.length + html.items.length + html.paragraphs.length, page.id).toBeGreaterThan(0);
      linked += html.links.length;
      // The markdown writes facts and list items alike as "- term: value" lines.
      for (const fact of html.facts) expect(md.facts, `${page.id}: ${fact}`).toContain(fact);
      for (const line of md.facts) expect([...html.facts, ...html.items], `${page.id}: ${line}`).toContain(line);
      expect(md.rows, page.id).toEqual(html.rows);
      expect(md.links, page.id).toEqual(html.links);
      expect(md.code, page.id).toEqual(html.code);
      for (const p of html.paragraphs) expect(md.words, `${page.id}: ${p}`).toContain(p);
    }
    // The privacy and standard-policy pages link nowhere (their rule files hold plain text); every other type
    // must show links to the comparison above.
    if (type !== 'privacy' && type !== 'standard_policy') expect(linked).toBeGreaterThan(0);
  });
});
