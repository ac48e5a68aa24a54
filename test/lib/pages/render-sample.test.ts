// Every page of the committed sample (built into build/data by the global setup) through the one renderer and
// the search index: the frame, the forbidden words, determinism, and facts as the shards hold them.
import { describe, expect, it } from 'vitest';
import { DataStore } from '../../../lib/data/data-store.ts';
import { renderPage } from '../../../lib/pages/render/render-page.ts';
import { publicApiReference } from '../../../api/public.ts';
import { formatInt } from '../../../lib/text/format.ts';
import { buildSearchIndex } from '../../../lib/search/search-index.ts';
import { carsOnRoadByPage, searchIndexOf } from '../../../lib/search/cars-on-road.ts';
import { searchPages } from '../../../lib/search/search-pages.ts';
import { assertNothingForbidden, assertTwinFrame } from '../twin-assertions.ts';

const BASE = 'https://cars.example';
const store = DataStore.openCurrent();
const pages = store.pages;

describe('the committed sample', () => {
  it('renders every page with the frame and without forbidden words', () => {
    expect(pages.length).toBeGreaterThan(300);
    for (const page of pages) {
      const rendered = renderPage(store, page.id, BASE, publicApiReference());
      expect(rendered, page.id).not.toBeNull();
      assertTwinFrame(rendered!, store.dataDate);
      assertNothingForbidden(rendered!.text, page.type);
    }
  });

  it('says why a trim has no fuel-use estimate and which registration years a fee assumes', () => {
    // model-data 351,12,2015 AMBIANCE has no CO2_WLTP (measured before WLTP, kamut_CO2 only); Tesla is electric.
    const sandero = renderPage(store, 'makes/dacia/sandero/2015', BASE, publicApiReference())!.text;
    expect(sandero).toContain('לא ידוע: אין בנתוני הדגם פליטה לפי WLTP');
    // Built 2015, group 1: registered 2015 or 2016, both in the "2016 and older" column: 849 + 135.
    expect(sandero).toContain('| AMBIANCE | 1 | 984 ₪ (רישום ראשון 2015 או 2016; ממקור משני) |');
    expect(renderPage(store, 'makes/tesla/model-3/2024', BASE, publicApiReference())!.text).toContain('לא רלוונטי (רכב חשמלי)');
  });

  it('writes a count of one in Hebrew grammar: Dacia has one model in the sample', () => {
    const dacia = renderPage(store, 'makes/dacia', BASE, publicApiReference())!.text;
    expect(dacia).toContain('בדגם אחד.');
    expect(dacia).not.toMatch(/ 1 דגמים/);
    expect(store.pages.find((p) => p.id === 'makes/dacia')!.summary).toContain(', דגם אחד.');
  });

  it('renders the same text from a second opening of the version', () => {
    const again = DataStore.openCurrent();
    for (const page of pages.filter((_, i) => i % 7 === 0)) {
      expect(renderPage(again, page.id, BASE, publicApiReference())).toEqual(renderPage(store, page.id, BASE, publicApiReference()));
    }
  });

  it("shows each model's cars on the road and years as its shard has them", () => {
    const make = store.makes.find((m) => m.slug === 'toyota')!;
    const models = store.make('toyota')!.models;
    const makeText = renderPage(store, 'makes/toyota', BASE, publicApiReference())!.text;
    expect(makeText).toContain(`${formatInt(make.cars_on_road)} כלי רכב על הכביש`);
    for (const m of models) expect(makeText).toContain(`${BASE}${m.path}`);
    const corolla = store.model('toyota', 'corolla')!;
    const text = renderPage(store, 'makes/toyota/corolla', BASE, publicApiReference())!.text;
    for (const y of corolla.summary.years) expect(text).toContain(`| ${y.year} | ${formatInt(y.cars_on_road)} |`);
  });

  it('labels theft figures as sample figures wherever they show', () => {
    expect(store.nationalThefts.sample).toBe(true);
    expect(renderPage(store, 'thefts', BASE, publicApiReference())!.text).toContain('SAMPLE FIGURES');
    for (const page of pages.filter((p) => p.type === 'model')) {
      const text = renderPage(store, page.id, BASE, publicApiReference())!.text;
      if (!text.includes('| שנה | גניבות |')) continue;
      expect(text, page.id).toContain('SAMPLE FIGURES');
    }
  });

  it("names the reported series and their notes in the page's language, and lists the top models in its own order", () => {
    const he = renderPage(store, 'thefts', BASE, publicApiReference())!.text;
    // raw/police-thefts/national-totals.csv: the Knesset series, its 2024 figure noted "to the end of the third quarter".
    expect(he).toContain('מרכז המחקר והמידע של הכנסת, לפי נתוני משטרת ישראל');
    expect(he).toMatch(/מקור א, 2024: עד סוף הרבעון השלישי/);
    expect(he).not.toMatch(/Knesset|third quarter|press report/);
    const ar = renderPage(store, 'thefts', BASE, publicApiReference(), 'ar')!.text;
    expect(ar).toContain('مركز الأبحاث والمعلومات في الكنيست');
    expect(ar).not.toContain('Knesset');
    // The top-models table: each model by its Hebrew page's title, in Hebrew alphabetical order.
    const rows = (text: string) => [...text.matchAll(/^\| \[([^\]]+)\]\([^)]*\/makes\/[^)]+\) \| \d+ \|$/gm)].map((m) => m[1]!);
    const names = rows(he);
    expect(names.length).toBe(store.nationalThefts.top_models.length);
    expect(names).toContain('טויוטה COROLLA');
    expect(names).toEqual([...names].sort(new Intl.Collator('he').compare));
    expect(names.indexOf('טויוטה COROLLA')).toBeLessThan(names.indexOf('מזדה MAZDA 3'));
    const en = rows(renderPage(store, 'thefts', BASE, publicApiReference(), 'en')!.text);
    expect(en).toEqual([...en].sort(new Intl.Collator('en').compare));
    expect(en[0]).toBe('Ford TRANSIT');
  });

  it("says a recall's type in the page's language and its Hebrew texts as published", () => {
    const table = store.rule('recall-categories').categories;
    for (const [lang, label] of [
      ['en', '(in Hebrew, as published)'],
      ['ar', '(بالعبرية، كما نُشر)'],
    ] as const) {
      const text = renderPage(store, 'recalls', BASE, publicApiReference(), lang)!.text;
      // Every category of the sample's notices is in the table (raw/recall-notices: SUG_TAKALA, seven values).
      const term = lang === 'en' ? 'Type' : 'النوع';
      const types = [...text.matchAll(new RegExp(`^- \\*\\*${term}:\\*\\* (.+)$`, 'gm'))].map((m) => m[1]!);
      expect(types.length, lang).toBeGreaterThan(0);
      for (const t of types)
        expect(
          table.map((c) => c[lang]),
          lang,
        ).toContain(t);
      const fault = store.recalls.recalls.find((r) => text.includes(r.problem_he))!;
      expect(text, lang).toContain(`${fault.problem_he} ${label}`);
    }
    const he = renderPage(store, 'recalls', BASE, publicApiReference())!.text;
    expect(table.some((c) => he.includes(c.he))).toBe(true);
    expect(he).not.toContain('(בעברית, כפי שפורסם)');
  });

  it('writes a single theft as a word and every rate with its numerator and denominator', () => {
    // KANGOO, 2025: one row of 1 theft in thefts-by-model.csv; 571 KANGOO rows in registry/: 1 / 571 x 1,000 = 1.75.
    expect(renderPage(store, 'makes/renault/kangoo', BASE, publicApiReference())!.text).toContain(
      'ב־2025: גניבה אחת של הדגם, מתוך 571 כלי רכב מהדגם על הכביש: 1.75 לכל 1,000.',
    );
    // SWIFT has no row in the police file: "none recorded", never "no data".
    const swift = renderPage(store, 'makes/suzuki/swift', BASE, publicApiReference())!.text;
    expect(swift).toContain('לא נרשמה אף גניבה של הדגם');
    expect(swift).not.toContain('אין נתונים');
  });
});

describe('search over the sample', () => {
  const index = searchIndexOf(store);
  const top = (q: string) => searchPages(index, q, 5).map((r) => r.id);

  it('is what DataStore.searchIndex gives, and deterministic', () => {
    expect(store.searchIndex).toEqual(index);
    expect(buildSearchIndex([...store.pages].reverse(), carsOnRoadByPage(store))).toEqual(index);
  });

  it('finds makes, models and rule pages across scripts, prefixes and typos', () => {
    expect(top('toyota')[0]).toBe('makes/toyota');
    expect(top('טויוטה')[0]).toBe('makes/toyota');
    expect(top('קורולה')[0]).toBe('makes/toyota/corolla');
    expect(top('היילקס')[0]).toBe('makes/toyota/hilux');
    expect(top('corola')[0]).toBe('makes/toyota/corolla');
    expect(top('ובמזדה')[0]).toBe('makes/mazda');
    expect(top('אגרת רישוי')[0]).toBe('licence-fee');
    expect(top('פוליסה תקנית')[0]).toBe('standard-policy');
  });

  it('orders equal matches by cars on the road', () => {
    const models = store.make('toyota')!.models.map((m) => ({ id: m.path.slice(1), cars: m.cars_on_road }));
    const hits = searchPages(index, 'toyota', 50)
      .filter((r) => r.type === 'model')
      .map((r) => r.id);
    const expected = [...models].sort((a, b) => b.cars - a.cars || (a.id < b.id ? -1 : 1)).map((m) => m.id);
    expect(hits).toEqual(expected);
  });
});
