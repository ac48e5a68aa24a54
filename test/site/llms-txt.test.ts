// llms.txt follows the llmstxt.org grammar; llms.txt and llms-full.txt are deterministic and as built.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataStore } from '../../lib/data/data-store.ts';
import { renderPage } from '../../lib/pages/render/render-page.ts';
import { publicApiReference } from '../../api/public.ts';
import { llmsFullTxt, llmsTxt } from '../../site/publish/llms-files.ts';
import { FEEDS_SECTION } from '../../site/publish/llms-feeds.ts';
import { builtSite } from './built-site.ts';
import { read } from './site-files.ts';
import { TRANSLATED_LANGS } from '../../lib/i18n/lang.ts';
import { message } from '../../lib/i18n/messages.ts';

let dir: string;
let store: DataStore;
let baseUrl: string;

beforeAll(async () => {
  ({ dir, store, baseUrl } = await builtSite());
});

/** Splits llms.txt into its parts, failing on anything the grammar does not allow. */
function parseLlmsTxt(text: string) {
  const lines = text.split('\n');
  const title = lines[0]?.match(/^# (\S.*)$/)?.[1];
  let i = 1;
  while (lines[i] === '') i++;
  const summary = lines[i]?.match(/^> (\S.*)$/)?.[1];
  i++;
  const details: string[] = [];
  while (i < lines.length && !lines[i]!.startsWith('## ')) {
    if (lines[i]!.startsWith('#')) throw new Error(`heading before the first H2 section: ${lines[i]}`);
    if (lines[i] !== '') details.push(lines[i]!);
    i++;
  }
  const sections: { name: string; links: { name: string; url: string; note?: string }[] }[] = [];
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const h2 = line.match(/^## (\S.*)$/);
    if (h2) {
      sections.push({ name: h2[1]!, links: [] });
      continue;
    }
    const item = line.match(/^- \[([^\]]+)\]\((\S+)\)(?:: (.+))?$/);
    if (!item) throw new Error(`line ${i + 1} is not a link list item: ${line}`);
    sections.at(-1)!.links.push({ name: item[1]!, url: item[2]!, note: item[3] });
  }
  return { title, summary, details, sections };
}

describe('llms.txt', () => {
  it('has an H1, a summary, details, H2 link lists and a last Optional section', () => {
    const parsed = parseLlmsTxt(read(dir, 'llms.txt'));
    expect(parsed.title).toBe('Israel Car Facts');
    expect(parsed.summary).toMatch(/No insurance prices/);
    expect(parsed.details.join(' ')).toContain(`${baseUrl}/api/mcp`);
    expect(parsed.sections.length).toBeGreaterThanOrEqual(3);
    expect(parsed.sections.at(-1)!.name).toBe('Optional');
    for (const s of parsed.sections) expect(s.links.length, s.name).toBeGreaterThan(0);
    const urls = parsed.sections.flatMap((s) => s.links.map((l) => l.url));
    expect(new Set(urls).size).toBe(urls.length);
    for (const s of parsed.sections.filter((s) => s.name !== FEEDS_SECTION))
      for (const l of s.links) expect(l.url).toMatch(new RegExp(`^${baseUrl}/.*\\.md$`));
  });

  it('lists the recall feed and one car feed and calendar before the Optional section', () => {
    const { sections } = parseLlmsTxt(read(dir, 'llms.txt'));
    const feeds = sections.find((s) => s.name === FEEDS_SECTION)!;
    expect(sections.indexOf(feeds)).toBe(sections.length - 2);
    expect(feeds.links.map((l) => l.url)).toEqual([
      `${baseUrl}/recalls.atom`,
      `${baseUrl}/vehicle/{plate}/feed.atom`,
      `${baseUrl}/vehicle/{plate}/licence.ics`,
    ]);
  });

  it('puts the rules before the optional models and leaves model years to llms-full.txt', () => {
    const { sections } = parseLlmsTxt(read(dir, 'llms.txt'));
    const first = sections.slice(0, -1).flatMap((s) => s.links.map((l) => l.url));
    expect(first).toContain(`${baseUrl}/licence-fee.md`);
    expect(first).toContain(`${baseUrl}/standard-policy.md`);
    const model = store.pages.find((p) => p.type === 'model')!;
    expect(sections.at(-1)!.links.map((l) => l.url)).toContain(`${baseUrl}${model.path}.md`);
    const year = store.pages.find((p) => p.type === 'model_year')!;
    expect(read(dir, 'llms.txt')).not.toContain(`${year.path}.md`);
    expect(read(dir, 'llms-full.txt')).toContain(`${year.path}.md`);
  });

  it('is deterministic and is what the build wrote', () => {
    expect(llmsTxt(store, baseUrl)).toBe(llmsTxt(store, baseUrl));
    expect(llmsTxt(store, baseUrl)).toBe(read(dir, 'llms.txt'));
  });
});

describe('llms-full.txt', () => {
  it("holds the full text of every page but the catalog's from the page renderer, deterministically", () => {
    const full = read(dir, 'llms-full.txt');
    const render = (id: string) => renderPage(store, id, baseUrl, publicApiReference())?.text ?? '';
    expect(llmsFullTxt(store, baseUrl, render)).toBe(full);
    const whole = store.pages.filter((p) => !['make', 'model', 'model_year'].includes(p.type));
    // The thefts and recalls pages were once missing: name them so a regression says which.
    expect(whole.map((p) => p.type)).toEqual(expect.arrayContaining(['thefts', 'recalls', 'licence_fee', 'terms', 'privacy']));
    for (const page of whole) expect(full, page.id).toContain(render(page.id).trim());
    // Catalog pages appear by title and summary only.
    const model = store.pages.find((p) => p.type === 'model')!;
    expect(full).not.toContain(render(model.id).trim());
    expect(Buffer.byteLength(full)).toBeLessThan(15 * 1024 * 1024);
  });
});

describe('llms.txt and llms-full.txt in every other language', () => {
  it.each(TRANSLATED_LANGS)('/%s/llms.txt lists the pages written in the language, in it, and points to the Hebrew index', (lang) => {
    const parsed = parseLlmsTxt(read(dir, `${lang}/llms.txt`));
    expect(parsed.title).toBe(message(lang, 'frame.siteName'));
    expect(parsed.details.join(' ')).toContain(`${baseUrl}/llms.txt`);
    const urls = parsed.sections.flatMap((s) => s.links.map((l) => l.url));
    expect(urls).toContain(`${baseUrl}/${lang}/licence-fee.md`);
    expect(urls).toContain(`${baseUrl}/${lang}.md`);
    for (const url of urls) expect(url.startsWith(`${baseUrl}/${lang}`), url).toBe(true);
    // Hebrew only in the governing disclaimer, quoted beside its translation.
    const hebrewLines = read(dir, `${lang}/llms.txt`)
      .split('\n')
      .filter((l) => /[\u0590-\u05FF]/.test(l));
    expect(hebrewLines).toEqual([expect.stringContaining(store.rule('texts').disclaimer_he)]);
  });

  it.each(TRANSLATED_LANGS)('/%s/llms-full.txt holds the full text of its non-catalog pages in the language', (lang) => {
    const full = read(dir, `${lang}/llms-full.txt`);
    const twin = renderPage(store, 'licence-fee', baseUrl, publicApiReference(), lang)!.text.trim();
    expect(full).toContain(twin);
    expect(full).not.toContain(renderPage(store, 'licence-fee', baseUrl, publicApiReference())!.text.trim());
  });
});
