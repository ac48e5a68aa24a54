// Every page of a translated page type (lib/pages/translated-page-types.ts) in Arabic and English: no Hebrew
// interface word is left, in the HTML page or its twin. A Hebrew letter may stand only inside an element marked
// lang="he" (a data value with no translation, the governing Hebrew disclaimer), and in a twin only on the
// lines that quote the Hebrew disclaimer or name a ministry dataset by its Hebrew name.
import { describe, expect, it } from 'vitest';
import { publicApiReference } from '../../../api/public.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { buildPageModel } from '../../../lib/pages/index.ts';
import { renderContext, renderPage } from '../../../lib/pages/render/render-page.ts';
import { pageModelHtml } from '../../../lib/pages/serialise/html.ts';
import { TRANSLATED_PAGE_TYPES } from '../../../lib/pages/translated-page-types.ts';
import { translator } from '../../../lib/i18n/messages.ts';

const BASE = 'https://cars.example';
const store = DataStore.openCurrent();
const api = publicApiReference();
const HEBREW = /[\u0590-\u05FF]/;
const pages = store.pages.filter((p) => TRANSLATED_PAGE_TYPES.has(p.type));

/** The texts a page model marks Hebrew (`lang: 'he'`): data values with no translation, quoted as written. */
function hebrewRuns(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const x of node) hebrewRuns(x, out);
  else if (node !== null && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (o.lang === 'he' && typeof o.text === 'string') out.push(o.text);
    for (const v of Object.values(o)) hebrewRuns(v, out);
  }
  return out;
}

/** The HTML without the elements marked lang="he" (they hold no further elements of their own kind). */
const withoutHebrewRuns = (html: string) => html.replace(/<(\w+)[^>]*\blang="he"[^>]*>[\s\S]*?<\/\1>/g, '');

describe('translated pages', () => {
  it('lists page types the sample has pages of', () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(new Set(pages.map((p) => p.type))).toEqual(TRANSLATED_PAGE_TYPES);
  });

  it.each(['ar', 'en'] as const)('%s: no Hebrew interface word in any page body or twin', (lang) => {
    const governs = translator(lang).t('common.hebrewOriginal');
    for (const page of pages) {
      const model = buildPageModel(renderContext(store, page, BASE, api, lang))!;
      // Longest first, so a run that holds a shorter one is taken whole.
      // In Arabic a source is named by its Hebrew name too, a release without a ministry resource included.
      const names = lang === 'ar' ? store.rule('sources').datasets.map((d) => d.name_he) : [];
      const runs = [...new Set([...hebrewRuns(model), ...names])].sort((a, b) => b.length - a.length);
      const html = withoutHebrewRuns(pageModelHtml(model));
      expect(
        html.match(HEBREW),
        `${page.id} (${lang}): ${html.slice(Math.max(0, html.search(HEBREW) - 80), html.search(HEBREW) + 40)}`,
      ).toBeNull();
      const twin = renderPage(store, page.id, BASE, api, lang)!;
      expect(twin.url).toBe(`${BASE}/${lang}${page.path === '/' ? '' : page.path}`);
      expect(twin.metadata.language).toBe(lang);
      const lines = twin.text
        .split('\n')
        .filter((l) => !l.startsWith(`**${governs}:**`))
        // A ministry dataset named by its Hebrew name in Arabic: the catalogue of datasets has no Arabic names.
        .filter((l) => !(lang === 'ar' && l.startsWith('- [وزارة المواصلات: ')));
      for (const line of lines) {
        const rest = runs.reduce((l, run) => l.split(run).join(''), line);
        expect(rest, `${page.id} (${lang}): ${line}`).not.toMatch(HEBREW);
      }
    }
  });

  it('says on a translated page that the Hebrew text governs its rule texts and disclaimer', () => {
    const ar = renderPage(store, 'licence-fee', BASE, api, 'ar')!.text;
    expect(ar).toContain('ترجمة؛ النص العبري هو الملزم');
    expect(ar).toContain(store.rule('texts').disclaimer_he);
    const en = renderPage(store, 'licence-fee', BASE, api, 'en')!.text;
    expect(en).toContain('translation; the Hebrew text governs');
    expect(en).not.toContain('## In English');
    expect(en).toContain('| 7 | over 347,000 | ₪5,364 | ₪3,753 | ₪2,627 | ₪1,840 |');
  });

  it('has no page of an untranslated type in another language', () => {
    const untranslated = store.pages.find((p) => !TRANSLATED_PAGE_TYPES.has(p.type))!;
    expect(renderPage(store, untranslated.id, BASE, api, 'ar')).toBeNull();
    expect(renderPage(store, untranslated.id, BASE, api, 'he')).not.toBeNull();
  });
});
