// Every page of a translated page type (lib/pages/translated-page-types.ts) in Arabic and English: no Hebrew
// interface word is left, in the HTML page or its twin. A Hebrew letter may stand only inside an element marked
// lang="he" (a data value with no translation, the governing Hebrew disclaimer), and in a twin only on the
// lines that quote the Hebrew disclaimer or name a ministry dataset by its Hebrew name.
import { describe, expect, it } from 'vitest';
import { publicApiReference } from '../../../api/public.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { buildPageModel, localizedPage, PAGE_TYPES } from '../../../lib/pages/index.ts';
import { renderContext, renderPage } from '../../../lib/pages/render/render-page.ts';
import { pageModelHtml } from '../../../lib/pages/serialise/html.ts';
import { TRANSLATED_PAGE_TYPES } from '../../../lib/pages/translated-page-types.ts';
import { message, translator } from '../../../lib/i18n/messages.ts';
import { SAFETY_LABELS } from '../../../lib/labels/safety-systems.ts';
import { layoutParts } from '../../../lib/layout/layout-parts.ts';
import { pageDocument } from '../../../lib/layout/page-document.ts';
import { TRANSLATED_LANGS, type Lang } from '../../../lib/i18n/lang.ts';
import type { Page } from '../../../lib/shards/pages.ts';
import { FLEET_COUNTED } from '../../../lib/rules/fleet-history.ts';
import { HEBREW, withoutHebrewRuns } from '../../support/hebrew-runs.ts';

const BASE = 'https://cars.example';
const store = DataStore.openCurrent();
const api = publicApiReference();
const pages = store.pages.filter((p) => TRANSLATED_PAGE_TYPES.has(p.type));

/** The Hebrew data values a page model marks (lang "he"): a twin, which cannot mark them, may hold them. */
function hebrewValues(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) hebrewValues(v, found);
  else if (value !== null && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.lang === 'he' && typeof o.text === 'string') found.add(o.text);
    for (const v of Object.values(o)) hebrewValues(v, found);
  }
  return found;
}

/** The whole HTML page as the publish step writes it (site/publish/text-files.ts; Astro's pages add their forms). */
function documentOf(page: Page, lang: Lang): string {
  const ctx = renderContext(store, page, BASE, api, lang);
  const m = buildPageModel(ctx)!;
  const parts = layoutParts({
    page: localizedPage(ctx),
    lang,
    crumbs: m.crumbs,
    about: m.about,
    offerCallback: m.offerCallback,
    base: BASE,
    dataDate: store.dataDate,
    sample: true,
    texts: store.rule('texts'),
  });
  return pageDocument(parts, pageModelHtml(m), '/site.css');
}

describe('translated pages', () => {
  it('lists page types the sample has pages of', () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(new Set(pages.map((p) => p.type))).toEqual(new Set(TRANSLATED_PAGE_TYPES.keys()));
  });

  it.each(TRANSLATED_LANGS)('%s: no Hebrew interface word in any page body or twin', (lang) => {
    const governs = translator(lang).t('common.hebrewOriginal');
    for (const page of pages) {
      const model = buildPageModel(renderContext(store, page, BASE, api, lang))!;
      // Longest first, so a run that holds a shorter one is taken whole.
      const runs = [...new Set(hebrewValues(model))].sort((a, b) => b.length - a.length);
      const html = withoutHebrewRuns(pageModelHtml(model));
      expect(
        html.match(HEBREW),
        `${page.id} (${lang}): ${html.slice(Math.max(0, html.search(HEBREW) - 80), html.search(HEBREW) + 40)}`,
      ).toBeNull();
      const twin = renderPage(store, page.id, BASE, api, lang)!;
      expect(twin.url).toBe(`${BASE}/${lang}${page.path === '/' ? '' : page.path}`);
      expect(twin.metadata.language).toBe(lang);
      const values = [...hebrewValues(model)].sort((x, y) => y.length - x.length);
      const lines = values
        .reduce((text, v) => text.split(v).join(''), twin.text)
        .split('\n')
        .filter((l) => !l.startsWith(`**${governs}:**`));
      for (const line of lines) {
        const rest = runs.reduce((l, run) => l.split(run).join(''), line);
        expect(rest, `${page.id} (${lang}): ${line}`).not.toMatch(HEBREW);
      }
    }
  });

  it.each(TRANSLATED_LANGS)('%s: the whole HTML page, frame included, has no Hebrew outside lang="he"', (lang) => {
    for (const page of pages) {
      const html = withoutHebrewRuns(documentOf(page, lang));
      const at = html.search(HEBREW);
      expect(at, `${page.id} (${lang}): ${html.slice(Math.max(0, at - 120), at + 40)}`).toBe(-1);
    }
  });

  it('writes the root language and direction, hreflang alternates and a switch to the other languages', () => {
    const page = pages.find((p) => p.type === 'licence_fee')!;
    const ar = documentOf(page, 'ar');
    expect(ar).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
    expect(documentOf(page, 'en')).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    for (const [tag, path] of [
      ['he', '/licence-fee'],
      ['ar', '/ar/licence-fee'],
      ['en', '/en/licence-fee'],
      ['ru', '/ru/licence-fee'],
      ['x-default', '/licence-fee'],
    ]) {
      expect(ar).toContain(`<link rel="alternate" hreflang="${tag}" href="${BASE}${path}">`);
    }
    expect(ar).toContain(`<link rel="canonical" href="${BASE}/ar/licence-fee">`);
    const switchHtml = /<nav class="lang-switch"[^>]*>(.*?)<\/nav>/.exec(ar)![1]!;
    expect([...switchHtml.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(['/licence-fee', '/en/licence-fee', '/ru/licence-fee']);
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

  it('says what a fleet figure and the theft totals count, and names the safety systems, in the page language', () => {
    const slugs = (p: Page) => p.path.split('/').slice(2);
    const year = store.pages.find((p) => {
      const [make = '', name = '', y = ''] = slugs(p);
      return p.type === 'model_year' && store.modelYear(make, name, Number(y))?.fleet_history;
    })!;
    const model = store.pages.find((p) => {
      const [make = '', name = ''] = slugs(p);
      return p.type === 'model' && (store.model(make, name)?.summary.safety_systems.length ?? 0) > 0;
    })!;
    const [make = '', name = ''] = slugs(model);
    const thefts = store.pages.find((p) => p.type === 'thefts')!;
    // What the reported totals count: the thefts catalogue's words, which the shard carries in its member languages.
    expect(store.nationalThefts.reported_totals.counted_ar).toBe(message('ar', 'thefts.reported.counted'));
    for (const lang of TRANSLATED_LANGS) {
      const html = withoutHebrewRuns(documentOf(year, lang));
      expect(html).toContain(FLEET_COUNTED.status[lang]);
      expect(html).toContain(FLEET_COUNTED.km_per_year[lang]);
      expect(withoutHebrewRuns(documentOf(thefts, lang))).toContain(message(lang, 'thefts.reported.counted'));
      const modelHtml = withoutHebrewRuns(documentOf(model, lang));
      for (const s of store.model(make, name)!.summary.safety_systems) expect(modelHtml).toContain(SAFETY_LABELS[s.key][lang]);
    }
  });

  it('writes every page type in the three languages', () => {
    expect(PAGE_TYPES.map((t) => t.type).filter((type) => !TRANSLATED_PAGE_TYPES.has(type))).toEqual([]);
  });
});
