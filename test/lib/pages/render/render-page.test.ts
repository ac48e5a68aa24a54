import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../lib/pages/render/render-page.ts';
import { publicApiReference } from '../../../../api/public.ts';
import { openFixtureStore } from '../../../support/fixture-versions/content.ts';
import { assertTwinFrame, assertNothingForbidden } from '../../twin-assertions.ts';

/** One label for the cancelled cars on the model page and its years' pages: the same files counted. */
const CANCELLED_HE = 'בוטלו סופית (גריטה או יצוא, לפי קובץ הביטולים של משרד התחבורה והארכיונים שלו מ־2000 עד 2016)';

const BASE = 'https://cars.example';
const store = openFixtureStore();
/** Listed in the fixture's pages.json without their shards, to test a version with a missing shard. */
const WITHOUT_SHARD = new Set(['makes/mazda', 'makes/mazda/cx-5']);
const implemented = store.pages.filter((p) => !WITHOUT_SHARD.has(p.id));
const render = (id: string) => {
  const page = renderPage(store, id, BASE, publicApiReference());
  if (!page) throw new Error(`${id} did not render`);
  return page;
};

describe('renderPage on the fixture version', () => {
  it.each(implemented.map((p) => p.id))('%s carries the pointer, disclaimer, citation, sources and data date', (id) => {
    const page = render(id);
    assertTwinFrame(page, store.dataDate);
    assertNothingForbidden(page.text, page.metadata.type);
  });

  it('has guards that catch a forbidden word and a raw field name', () => {
    expect(() => assertNothingForbidden('דגם מסוכן', 'model')).toThrow();
    expect(() => assertNothingForbidden('cars_on_road: 5', 'model')).toThrow();
    expect(() => assertNothingForbidden('see [x](https://data.gov.il/dataset/hagbalat_recall)', 'model')).not.toThrow();
  });

  it('gives ids, URLs and metadata', () => {
    const home = render('index');
    expect(home.url).toBe(`${BASE}/`);
    expect(home.markdown_url).toBe(`${BASE}/index.md`);
    const model = render('makes/toyota/corolla');
    expect(model).toMatchObject({
      id: 'makes/toyota/corolla',
      title: 'טויוטה COROLLA',
      url: `${BASE}/makes/toyota/corolla`,
      markdown_url: `${BASE}/makes/toyota/corolla.md`,
    });
    expect(model.metadata).toMatchObject({
      type: 'model',
      data_date: '2026-11-20',
      make: 'toyota',
      model: 'corolla',
      sample_figures: true,
    });
  });

  it('is deterministic, also across two openings of the same version', () => {
    const again = openFixtureStore();
    for (const { id } of implemented) expect(renderPage(again, id, `${BASE}/`, publicApiReference())).toEqual(render(id));
  });

  it('answers null for an unknown page and for a page whose shard is missing', () => {
    expect(renderPage(store, 'makes/nope', BASE, publicApiReference())).toBeNull();
    for (const id of WITHOUT_SHARD) expect(renderPage(store, id, BASE, publicApiReference())).toBeNull();
  });

  it('writes the model facts from the shard', () => {
    const text = render('makes/toyota/corolla').text;
    expect(text).toContain('12,345 כלי רכב על הכביש');
    expect(text).toContain('- לא פעילים (ירדו מהכביש ולא בוטלו סופית, לפי ספירת משרד התחבורה): 678\n');
    // The years' cancelled cars summed (test/support/fleet-history-fixture.ts: 5% of those on the road): 300 + 317.
    expect(text).toContain(`- ${CANCELLED_HE}: 617\n`);
    expect(text).toContain('| 2019 | 6,000 |');
    expect(text).toContain('| 1,598 | 132 | בנזין | 12,345 |');
    expect(text).toContain('| התרעה על סטייה מנתיב | 25% |');
    expect(text).toContain('110,000 ₪ – 135,000 ₪');
    // Built 2019: registered 2019 or 2020, both in the 2017-2020 column of group 3.
    expect(text).toContain('| 2019 | 2019 או 2020 | 3 | 1,487 ₪ | 135 ₪ | ממקור משני |');
    expect(text).toContain('נרשם לראשונה באותה שנה או בשנה שאחריה');
    expect(text).toContain('SAMPLE FIGURES');
    expect(text).toContain('| 2024 | 30 | 12 |');
    // The rate with its numerator and denominator, and the national rate of the same vehicle class beside it.
    expect(text).toContain('ב־2025: 20 גניבות של הדגם, מתוך 12,345 כלי רכב מהדגם על הכביש: 1.62 לכל 1,000.');
    expect(text).toContain(
      'רכב פרטי, 2025: 380 גניבות של דגמי הרכב הפרטי בקובץ לפי דגם, מתוך 100,000 כלי רכב מסוג זה על הכביש: 3.80 לכל 1,000.',
    );
    expect(text).toContain('**מה התקלה:** כרית האוויר של הנהג עלולה לא להיפתח');
    expect(text).toContain('(כלי רכב שיוצרו מ־1/2019 עד 12/2019)');
  });

  it('writes each trim of a model year with its licence fee and a labelled fuel estimate', () => {
    const text = render('makes/toyota/corolla/2019').text;
    expect(text).toContain('| SUN | ZRE172L | סדאן | בנזין | 1,598 | 132 | 7 | 6,000 |');
    expect(text).toContain('| SUN | 3 | 1,622 ₪ (רישום ראשון 2019 או 2020; ממקור משני) | 110,000 ₪ | כ־6.4 (הערכה) |');
    expect(text).toContain('רכב משנת ייצור 2019 נרשם לראשונה ב־2019 או ב־2020');
    expect(text).toContain('- SUN: מערכת למניעת נעילת גלגלים');
  });

  it("writes the model year's fleet facts, and the model page its per-year figures in year order", () => {
    // test/support/fixture-versions/content.ts: 6,000 on the road, 600 inactive, 300 cancelled (6,000 / 6,900 = 87%), 2,640
    // readings of median 90,000 km at age 6, 3,960 without a history row, median 1 ownership change, km a year
    // 3,000 / 15,000 / 40,000.
    const text = render('makes/toyota/corolla/2019').text;
    expect(text).toContain(`- על הכביש: 6,000\n- לא פעילים: 600\n- ${CANCELLED_HE}: 300\n- חלק שעל הכביש: 87%`);
    expect(text).toContain('2,640 כלי רכב עם קריאה, חציון 90,000 ק"מ.');
    expect(text).toContain('ול־3,960 אין שורה במאגר ההיסטוריה: אין נתונים, לא אפס.');
    expect(text).toContain('| 6 | 2,640 | 90,000 |');
    expect(text).toContain('חציון שינויי הבעלות: 1.');
    expect(text).toContain('בין 2,640 כלי רכב: האחוזון הראשון 3,000 ק"מ, החציון 15,000 ק"מ, האחוזון ה־99 40,000 ק"מ בשנה.');
    expect(text).not.toMatch(/אמין|מסוכן/);
    const model = render('makes/toyota/corolla').text;
    const rows = ['| [2019](https://cars.example/makes/toyota/corolla/2019) | 87% | 90,000 | 1 |'];
    rows.push('| [2020](https://cars.example/makes/toyota/corolla/2020) | 87% | 90,000 | 1 |');
    expect(model).toContain(rows.join('\n'));
  });

  it('writes the licence-fee table from raw/rules: 7 groups by 4 registration-year columns, their one confidence said once', () => {
    const text = render('licence-fee').text;
    expect(text).toContain(
      '| קבוצת מחיר | מחיר הרכב כחדש (₪) | רישום ראשון 2024–2026 (עד 3 שנים) | רישום ראשון 2021–2023 (4 עד 6 שנים) | ' +
        'רישום ראשון 2017–2020 (7 עד 10 שנים) | רישום ראשון 2016 ולפני כן (11 שנים ומעלה) |',
    );
    expect(text).toContain('| 1 | עד 117,000 | 1,266 ₪ | 1,109 ₪ | 972 ₪ | 849 ₪ |');
    expect(text).toContain('| 7 | מעל 347,000 | 5,364 ₪ | 3,753 ₪ | 2,627 ₪ | 1,840 ₪ |');
    expect(text).toContain('כל הסכומים בטבלה ממקור משני.');
    expect(text).toContain('139 ₪');
    expect(text).not.toMatch(/shared\/|research|data-sources/);
    expect(text.match(/^\| [1-7] \|/gm)).toHaveLength(7);
    expect(text).toContain('135 ₪');
    expect(text).toContain('מ־1.4.2026 עד 31.3.2027');
  });

  it('writes the by-model yearly theft totals once, and a reported series under a short label with its source below', () => {
    const text = render('thefts').text;
    // The chart's figures are the table of thefts and recoveries: no second table of the same years.
    expect(text.match(/^\| שנה \| גניבות/gm)).toHaveLength(1);
    expect(text).toContain('| שנה | גניבות | הוחזרו |');
    // The fixture's one reported series (content.ts): its figure under a short label, the source named below.
    expect(text).toContain('| שנה | מקור א |\n|---|---|\n| 2023 | 19,094 |');
    expect(text).toContain('- מקור א: דיווח בתקשורת (פורסם 2025-08)');
  });

  it('labels national thefts as sample figures and lists makes alphabetically', () => {
    expect(render('thefts').text).toContain('SAMPLE FIGURES');
    const makes = render('makes').text;
    expect(makes).toContain('| [טויוטה](');
    expect(makes.indexOf('| [טויוטה](')).toBeLessThan(makes.indexOf('| [מזדה]('));
  });

  it('shows the exact consent text on the call-back page and the MCP address on the connect page', () => {
    expect(render('callback').text).toContain(`> ${store.rule('texts').consent.text_he}`);
    expect(render('connect').text).toContain(`${BASE}/api/mcp`);
  });
});
