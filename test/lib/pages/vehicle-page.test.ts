// The plate page on lookup_vehicle's real answers for the golden plates of raw/README.md (the app in process, the
// local registry over the sample data version), parsed with the answer's own schema as the live page parses it.
// The attention list of each plate is written out here by hand from raw/ (registry, open-recalls, vehicle-history,
// ownership-changes, the inactive, cancelled and personal-import files) as of the sample's data date 2026-11-20;
// the rest checks the order of the sections, the history facts with their sources, and HTML and twin alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehiclePageModel, type FoundVehicle, type Vehicle } from '../../../lib/pages/vehicle.ts';
import { answerText, attentionFacts, ATTENTION_CODES } from '../../../lib/pages/vehicle-attention.ts';
import { ATTENTION_MEANINGS } from '../../../lib/rules/attention-meanings.ts';
import { translator } from '../../../lib/i18n/messages.ts';
import { LANGS, type Lang } from '../../../lib/i18n/lang.ts';
import { VehicleLookupData } from '../../../lib/plate-answer/vehicle.ts';
import { pageModelHtml } from '../../../lib/pages/serialise/html.ts';
import { pageModelMarkdown } from '../../../lib/pages/serialise/markdown.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { LocalRegistry } from '../../../api/registry/local-registry.ts';
import { GOLDEN } from '../../../pipeline/sample/golden.ts';
import { testApp } from '../../api/helpers/test-app.ts';

const store = DataStore.openCurrent(DATA_DIR);
const local = new LocalRegistry(() => store.registryDbPath);
const answers = new Map<string, FoundVehicle>();
/** The answers asked in each language (`lang=`), keyed "lang plate": a page in a language reads the answer asked in it. */
const answersIn = new Map<string, FoundVehicle>();

const known = GOLDEN.filter((g) => g.where !== 'none').map((g) => String(g.plate));

beforeAll(async () => {
  // Each plate asked once without lang and once in each language: more than a minute's live limit allows one caller.
  const { app } = testApp(DATA_DIR, { registry: local, config: { publicBaseUrl: 'https://cars.example', rateLimitLive: 1000 } });
  for (const plate of known) {
    const res = await app.request(`/api/v1/vehicle?plate=${plate}`);
    const data = VehicleLookupData.parse(((await res.json()) as { data: unknown }).data);
    answers.set(plate, { ...data, vehicle: data.vehicle! });
    for (const lang of LANGS) {
      const asked = await app.request(`/api/v1/vehicle?plate=${plate}&lang=${lang}`);
      const inLang = VehicleLookupData.parse(((await asked.json()) as { data: unknown }).data);
      answersIn.set(`${lang} ${plate}`, { ...inLang, vehicle: inLang.vehicle! });
    }
  }
});
afterAll(() => local.close());

const answer = (plate: string) => answers.get(plate)!;
const vehicle = (plate: string) => answer(plate).vehicle;
const render = (found: FoundVehicle) => {
  const model = vehiclePageModel(found, 'https://cars.example');
  return { model, html: pageModelHtml(model), md: pageModelMarkdown(model, (p) => `https://cars.example${p}`) };
};
const both = (plate: string, change: Partial<Vehicle> = {}) => render({ ...answer(plate), vehicle: { ...vehicle(plate), ...change } });
const inOrder = (text: string, parts: string[]) => {
  const at = parts.map((p) => text.indexOf(p));
  expect(
    at.every((i) => i >= 0),
    `all of ${parts.join(' | ')} present`,
  ).toBe(true);
  expect(at).toEqual([...at].sort((a, b) => a - b));
};

/**
 * The facts needing attention of each golden plate, read by hand from raw/: [code, section] in the list's order
 * (status conditions, open recalls, odometer, recorded changes, ownership changes). 10000016's 4,000 km after 9
 * years is below half the 1st percentile of its model year; 10000022's licence ran out on 2025-11-20 and its last
 * test was on 2024-11-20; a tyre-size change (10000005) is not on the list. Ownership (issue 33): a row on the road
 * month is the first registration, not a change (10000004, 10000008, 10000018, 10000024, 10000025's first rows), so
 * 10000008, whose one row is its first registration, has none; 10000006 was leased and owned by a company before the
 * dealer that holds it now; 10000017 was leased and rented before its private owners; 1000019 (cancelled) has a
 * dealer as its registry ownership, which is no news for a car off the road.
 */
const ATTENTION: Record<string, [string, string][]> = {
  '1000001': [['ownership_changes', 'owners']],
  '10000002': [],
  '10000003': [],
  '10000004': [['ownership_changes', 'owners']],
  '10000005': [],
  '10000006': [
    ['ownership_changes', 'owners'],
    ['ownership_past_fleet', 'owners'],
    ['dealer_now', 'owners'],
  ],
  '10000007': [],
  '10000008': [],
  '10000009': [
    ['open_recalls', 'recalls'],
    ['ownership_changes', 'owners'],
  ],
  '1000010': [['not_active', 'status']],
  '1000011': [['cancelled', 'status']],
  '10000013': [['ownership_changes', 'owners']],
  '10000014': [['recorded_changes', 'changes']],
  '1000015': [
    ['open_recalls', 'recalls'],
    ['ownership_changes', 'owners'],
  ],
  '10000016': [['odometer_implausible', 'odometer']],
  '10000017': [
    ['ownership_changes', 'owners'],
    ['ownership_past_fleet', 'owners'],
  ],
  '10000018': [
    ['personal_import', 'status'],
    ['ownership_changes', 'owners'],
  ],
  '1000019': [['cancelled', 'status']],
  '1000020': [['cancelled', 'status']],
  '10000021': [],
  '10000022': [
    ['test_overdue', 'licence'],
    ['licence_expired', 'licence'],
  ],
  '10000023': [
    ['recorded_changes', 'changes'],
    ['ownership_changes', 'owners'],
  ],
  '10000024': [['personal_import', 'status']],
  '10000025': [
    ['personal_import', 'status'],
    ['ownership_changes', 'owners'],
  ],
};

describe('the facts that deserve attention', () => {
  it('are written out here for every golden plate', () => {
    expect(Object.keys(ATTENTION).sort()).toEqual([...known].sort());
  });

  it.each(known)('plate %s: the list computed by hand from raw/, each linked to its section on the page', (plate) => {
    const facts = attentionFacts(vehicle(plate));
    expect(facts.map((f) => [f.code, f.section])).toEqual(ATTENTION[plate]);
    const { html, md } = both(plate);
    const list = html.split('<section id="attention"')[1]!.split('</section>')[0]!;
    for (const f of facts) {
      expect(list).toContain(`href="/vehicle/${plate}#${f.section}"`);
      expect(html, f.section).toContain(f.section === 'status' ? '<div id="status">' : `<section id="${f.section}"`);
      expect(md).toContain(`](https://cars.example/vehicle/${plate}#${f.section})`);
    }
  });

  it('say how many recalls and ownership changes, and which changes, in neutral words', () => {
    const words = (plate: string) => attentionFacts(vehicle(plate)).map((f) => f.text);
    expect(words('10000009')).toEqual(['2 ריקולים פתוחים לרכב זה.', 'העברת בעלות אחת פורסמה מאז 2017.']);
    expect(words('1000015')[0]).toBe('ריקול פתוח אחד לרכב זה.');
    expect(words('10000017')).toEqual(['6 העברות בעלות פורסמו מאז 2017.', 'בעבר היה הרכב בבעלות ליסינג (מ־3/2018), השכרה (מ־6/2019).']);
    expect(words('10000006').slice(1)).toEqual(['בעבר היה הרכב בבעלות ליסינג (מ־3/2022), חברה (מ־1/2025).', 'הרכב בידי סוחר מ־10/2025.']);
    const en = translator('en');
    expect(
      attentionFacts(vehicle('10000006'), en)
        .map((f) => f.text)
        .slice(1),
    ).toEqual(['The car was earlier held under Leasing (from 3/2022), Company (from 1/2025).', 'A dealer holds the car since 10/2025.']);
    expect(words('10000023')[0]).toBe('במאגר היסטוריית כלי הרכב נרשמו: הותקנה מערכת גפ"מ, שינוי צבע.');
    expect(words('10000014')[0]).toBe('במאגר היסטוריית כלי הרכב נרשמו: שינוי מבנה.');
    expect(words('10000016')[0]).toContain('אינה סבירה לפי הכלל');
    // Status conditions in the status rule's own words, as the banner says them.
    expect(words('10000022')).toEqual([vehicle('10000022').status_line.text_he, vehicle('10000022').status_line.also[0]!.text_he]);
    const all = known.flatMap(words).join(' ');
    expect(all).not.toMatch(/מסוכן|מומלץ|המלצה|ציון|חשוד|הונאה|אמין/);
  });

  it('come first after the status, boxed as needing attention, and the status box is never green', () => {
    for (const plate of known) {
      const { html, md } = both(plate);
      inOrder(md, ['עובדות שכדאי לשים לב אליהן', '## ריקולים פתוחים']);
      expect(html).not.toContain('banner-ok');
      const code = vehicle(plate).status_line.code;
      expect(html, plate).toContain(`<p class="lead banner banner-${code === 'on_road' ? 'plain' : 'warn'}">`);
      expect(html.includes('<section id="attention" class="banner banner-warn">'), plate).toBe(ATTENTION[plate]!.length > 0);
    }
  });

  it('when there is none, say that no such fact was found in the data and what the data does not cover', () => {
    for (const text of [both('10000002').html, both('10000002').md]) {
      expect(text).toContain('בנתונים לא נמצאה אף אחת מהעובדות שהרשימה הזאת מציינת');
      expect(text).toContain('הנתונים הפתוחים אינם מספרים על תאונות ונזקים');
    }
    expect(both('10000002').html).toContain('<section id="attention"><h2>');
  });

  it('name what could not be checked now rather than saying nothing was found', () => {
    const { html, md } = both('10000002', { open_recalls: null, odometer: null, changes: null, owners: null });
    for (const text of [html, md]) expect(text).toContain('לא ניתן היה לבדוק כעת: ריקולים פתוחים, מד המרחק ושינויים ברכב, העברות בעלות');
  });
});

describe('vehicle page with the history facts', () => {
  it('opens with the status line and the other conditions, then attention, recalls, dates, costs, odometer, owners, changes, model', () => {
    const { model, html, md } = both('10000022');
    expect(model.page.summary).toBe(vehicle('10000022').status_line.text_he);
    const headings = ['עובדות שכדאי לשים לב אליהן', 'ריקולים פתוחים', 'רישיון וטסט', 'אגרה ועלות שימוש', 'מד המרחק', 'בעלות'];
    const rest = ['שינויים ברכב', 'וו גרירה וצמיגים', 'פרטי הדגם'];
    inOrder(md, ['הטסט השנתי באיחור', 'רישיון הרכב פג ב־20.11.2025', ...[...headings, ...rest].map((h) => `## ${h}\n`)]);
    inOrder(html, ['הטסט השנתי באיחור', 'רישיון הרכב פג ב־20.11.2025', ...[...headings, ...rest].map((h) => `<h2>${h}</h2>`)]);
  });

  it('gives the reading, its test date, km a year, the verdict and the rule in plain words', () => {
    const o = vehicle('10000016').odometer!;
    for (const text of [both('10000016').html, both('10000016').md]) {
      expect(text).toMatch(/4,000 ק("|&quot;)מ/);
      expect(text).toMatch(new RegExp(`${o.km_per_year} ק("|&quot;)מ`));
      expect(text).toContain('לא סבירה לפי הכלל');
      expect(text).toContain('הכלל: קריאת מד המרחק נחשבת לא סבירה');
    }
  });

  it('gives each row with its month, the ownership type and what it is, the hand, and what is not published', () => {
    const { html, md } = both('10000017');
    expect(md).toContain(
      [
        '- 3/2018: ליסינג (רישום ראשון)',
        '- 6/2019: השכרה (העברת בעלות)',
        '- 4/2020: פרטי (העברת בעלות)',
        '- 4/2020: פרטי (חזרה מדויקת על השורה הקודמת)',
        '- 8/2021: סוחר (העברת בעלות)',
        '- 10/2021: פרטי (העברת בעלות)',
        '- 2/2023: סוחר (העברת בעלות)',
        '- 5/2023: פרטי (העברת בעלות)',
      ].join('\n'),
    );
    expect(html).toContain('<li>3/2018: ליסינג (רישום ראשון)</li><li>6/2019: השכרה (העברת בעלות)</li>');
    for (const text of [html, md]) {
      expect(text).toContain('6 העברות בעלות פורסמו מאז 2017. הרכב ביד 5: הקובץ מפרסם את כל בעליו מאז הרישום הראשון ב־3/2018.');
      expect(text).toContain('סוחר שהחזיק ברכב בין בעלים אינו נספר כיד');
      expect(text).toContain('שורה אחת במאגר חוזרת בדיוק על השורה שלפניה');
    }
    expect(md).toContain('- יד: 5\n');
    expect(md).toContain('- רישום ראשון: 3/2018: ליסינג\n');
    // A dealer holds 10000006 now; a car registered before 2017 gives its hand as a lower bound.
    for (const text of [both('10000006').html, both('10000006').md])
      expect(text).toContain('כעת הרכב בידי סוחר (מ־10/2025); מי שיקנה אותו יהיה יד 3.');
    expect(both('1000015').md).toContain('- יד: לפחות 3\n');
    for (const text of [both('1000015').html, both('1000015').md]) expect(text).toContain('היסטוריית הבעלות שלפני 2017 אינה מפורסמת.');
  });

  it('names the dataset, resource and data date of each history fact', () => {
    const { md } = both('10000023');
    for (const id of [
      '053cea08-09bc-40ec-8f7a-156f0677aff3',
      '56063a99-8a3e-4ff4-912e-5966c0279bad',
      'bb2355dc-9ec7-4f06-9c3f-3344672171da',
      '0866573c-40cd-4ca8-91d2-9dd2d7a492e5',
    ]) {
      expect(md).toContain(id);
    }
    expect(md.match(/נתונים מ־20\.11\.2026/g)).toHaveLength(5);
    expect(md).toContain('מקור: [מספרי רישוי של כלי רכב פרטיים ומסחריים](https://data.gov.il/dataset/private-and-commercial-vehicles)');
  });

  it('a car without a history row says "no data", and no odometer figures', () => {
    const { html } = both('10000021');
    expect(html).toContain('הכרעה</dt><dd>לא ניתן להכריע');
    expect(html).not.toContain('קריאת מד המרחק</');
    expect(html).toContain('אין נתונים');
  });

  it("gives the tow hitch and each axle's tyre code as published", () => {
    const e = vehicle('10000017').extras!;
    const code = `${e.tyres.front.load_index}${e.tyres.front.speed_symbol}`;
    for (const text of [both('10000017').html, both('10000017').md]) {
      expect(text).toContain(e.tow_hitch_he);
      expect(text).toMatch(new RegExp(`צמיגים קדמיים[^\\n]*${code}`));
    }
  });

  it("says the tow hitch in the reader's language, and a recall's Hebrew texts as published, marked and labelled", () => {
    const inLang = (plate: string, lang: 'ar' | 'en') => pageModelHtml(vehiclePageModel(answer(plate), 'https://cars.example', lang));
    // The continuation writes "וו גרירה קבוע" or "אין וו גרירה" (raw/registry-extras).
    const hitch = vehicle('10000017').extras!.tow_hitch_he;
    const en = inLang('10000017', 'en');
    expect(en).toContain(hitch === 'וו גרירה קבוע' ? 'Fixed tow hitch' : 'No tow hitch');
    expect(inLang('10000017', 'ar')).toContain(hitch === 'וו גרירה קבוע' ? 'خطاف قَطر ثابت' : 'لا يوجد خطاف قَطر');
    expect(en).not.toContain(hitch);
    const r = vehicle('10000009').open_recalls!.recalls[0]!;
    for (const [lang, label] of [
      ['en', '(in Hebrew, as published)'],
      ['ar', '(بالعبرية، كما نُشر)'],
    ] as const) {
      const html = inLang('10000009', lang);
      for (const text of [r.problem_he!, r.importer!]) {
        expect(html, lang).toContain(`<span lang="he" dir="rtl">${text}</span> ${label}`);
      }
    }
  });

  it('says which history facts could not be read now, and leaves out extras the continuation has no row for', () => {
    const { html, md } = both('10000017', { odometer: null, owners: null, changes: null, extras: null });
    const unread = (odometer: string, owners: string) => [
      odometer,
      'לא ניתן היה לקרוא כעת את מאגר היסטוריית כלי הרכב',
      owners,
      'לא ניתן היה לקרוא כעת את מאגר העברות הבעלות',
    ];
    inOrder(md, unread('## מד המרחק', '## בעלות'));
    inOrder(html, unread('<h2>מד המרחק</h2>', '<h2>בעלות</h2>'));
    for (const text of [html, md]) {
      expect(text).not.toContain('וו גרירה');
      expect(text).not.toMatch(/130,000/);
    }
  });

  it('writes a first registration known to the month as the month, and one known to the year only as that year alone', () => {
    for (const text of [both('10000017').html, both('10000017').md]) expect(text).toMatch(/עלה לכביש[^\n]*3\/2018/);
    const yearOnly = both('1000011');
    for (const text of [yearOnly.html, yearOnly.md]) {
      expect(text).toMatch(/עלה לכביש[^\n]*2010 \(שנה בלבד, ללא חודש\)/);
      expect(text).not.toMatch(/1\/2010|ינואר 2010/);
    }
  });

  it('says why there is no fee in the one Hebrew wording of missing codes', () => {
    for (const text of [both('1000010').md, both('1000010').html]) expect(text).toContain('אין (רכב שאינו על הכביש אינו משלם אגרת רישוי)');
    expect(both('10000018').md).toContain('אגרת רישוי השנה: לא ידועה (הדגם אינו בנתוני הדגמים)');
  });

  it('shows the ownership type by its label, and a word the vocabulary lacks as written, said to be unrecognised', () => {
    const v = vehicle('10000006');
    for (const text of [both('10000006').html, both('10000006').md]) expect(text).toMatch(/סוג הבעלות כיום[^\n]*סוחר/);
    const unknown = {
      code: 'unknown' as const,
      label_he: 'ממשלתי',
      label_en: 'ממשלתי (unrecognised ownership type)',
      label_ar: 'ממשלתי (نوع ملكية غير معروف)',
      recognised: false,
    };
    const odd = both('10000006', { ownership: unknown, owners: { ...v.owners!, current_ownership: unknown } });
    for (const text of [odd.html, odd.md]) expect(text).toMatch(/סוג הבעלות כיום[^\n]*ממשלתי \(סוג בעלות לא מוכר\)/);
  });
});

describe('a personal import (issue 33)', () => {
  /** The answer asked in a language (its glossary readings), and the page written in it. */
  const inLang = async (plate: string, lang: 'he' | 'ar' | 'en') => {
    // Each plate asked once without lang and once in each language: more than a minute's live limit allows one caller.
    const { app } = testApp(DATA_DIR, { registry: local, config: { publicBaseUrl: 'https://cars.example', rateLimitLive: 1000 } });
    const res = await app.request(`/api/v1/vehicle?plate=${plate}&lang=${lang}`);
    const data = VehicleLookupData.parse(((await res.json()) as { data: unknown }).data);
    const model = vehiclePageModel({ ...data, vehicle: data.vehicle! }, 'https://cars.example', lang);
    return { data, html: pageModelHtml(model), md: pageModelMarkdown(model, (p) => `https://cars.example${p}`) };
  };

  it.each([
    ['10000018', 'יבוא אישי-משומש', 'Personal import, used', 'استيراد شخصي - مستعملة'],
    ['10000024', 'יבוא אישי-חדש', 'Personal import, new', 'استيراد شخصي - جديدة'],
    ['10000025', 'עולה חדש', 'New immigrant', 'مهاجر جديد'],
  ])('%s gives its import type as the file writes it, in each language', async (plate, he, en, ar) => {
    expect(vehicle(plate).import_type_he).toBe(he);
    for (const [lang, term, word] of [
      ['he', 'סוג היבוא', he],
      ['en', 'Import type', en],
      ['ar', 'نوع الاستيراد', ar],
    ] as const) {
      const { data, md, html } = await inLang(plate, lang);
      expect(data.vehicle!.import_type_he).toBe(he);
      if (lang !== 'he') expect(data.vehicle!.localized?.import_type).toEqual({ text: word, lang, translated: true });
      expect(md, lang).toContain(`- ${term}: ${word}\n`);
      expect(html, lang).toContain(word);
    }
  });

  it('a type the glossary lacks stays Hebrew, as the file writes it', () => {
    const odd = render({ ...answer('10000018'), vehicle: { ...vehicle('10000018'), import_type_he: 'תושב חוזר' } });
    expect(odd.md).toContain('- סוג היבוא: תושב חוזר\n');
  });

  it('says the open-recall list may not cover it, and where its owner can ask, instead of "no open recall"', () => {
    for (const plate of ['10000018', '10000024', '10000025']) {
      expect(vehicle(plate).open_recalls?.count).toBe(0);
      const { html, md } = both(plate);
      for (const text of [html, md]) {
        expect(text).not.toContain('אין ריקול פתוח לרכב זה.');
        expect(text).toContain('ייתכן שאינה מכסה רכב ביבוא אישי');
        expect(text).toContain('מספר השלדה (VIN)');
      }
    }
    // A car of the importers' own keeps the plain sentence.
    expect(both('10000002').md).toContain('אין ריקול פתוח לרכב זה.');
  });

  it('REST says the same: the open recalls of a personal import carry the caveat, in the three languages', async () => {
    // Each plate asked once without lang and once in each language: more than a minute's live limit allows one caller.
    const { app } = testApp(DATA_DIR, { registry: local, config: { publicBaseUrl: 'https://cars.example', rateLimitLive: 1000 } });
    const recall = async (plate: string) => ((await (await app.request(`/api/v1/recall?plate=${plate}`)).json()) as { data: any }).data;
    for (const plate of ['10000018', '10000024', '10000025']) {
      const data = await recall(plate);
      expect(data).toMatchObject({ has_open_recall: false, open_recalls: { count: 0, coverage: { code: 'personal_import' } } });
      expect(data.open_recalls.coverage.text_he).toContain('ייתכן שאינה מכסה רכב ביבוא אישי');
      expect(data.open_recalls.coverage.text_en).toContain('may not cover a personally imported car');
      expect(data.open_recalls.coverage.text_ar).toContain('استيرادًا شخصيًا');
      expect(vehicle(plate).open_recalls?.coverage).toEqual(data.open_recalls.coverage);
    }
    expect((await recall('10000002')).open_recalls.coverage).toBeUndefined();
    expect(vehicle('10000009').open_recalls?.coverage).toBeUndefined();
  });

  it('gives the owners, the hand and how it is counted in English and Arabic too, from the answer in that language', async () => {
    const en = await inLang('10000006', 'en');
    expect(en.md).toContain('- Hand: 2\n');
    expect(en.md).toContain('- First registration: 3/2022: Leasing\n');
    expect(en.md).toContain('A dealer holds the car now (since 10/2025); whoever buys it will be hand 3.');
    expect(en.md).toContain('A dealer holding the car between owners is not counted as a hand.');
    expect(en.md).toContain('- 10/2025: Dealer (ownership change)');
    expect(en.md).toContain('The car was earlier held under Leasing (from 3/2022), Company (from 1/2025).');
    const ar = await inLang('1000015', 'ar');
    expect(ar.md).toContain('- اليد: 3 على الأقل\n');
    expect(ar.md).toContain('المركبة في اليد 3 على الأقل: المالكون قبل 2017 غير منشورين.');
    expect(ar.md).toContain('التاجر الذي احتفظ بالمركبة بين مالكَين لا يُحسب يدًا.');
  });

  it('the registry gives it no ownership type, its ownership rows do: the page says which source says what', () => {
    const o = vehicle('10000018').owners!;
    expect(o).toMatchObject({ current_ownership: null, first_registration: { month: '2021-06', ownership_he: 'סוחר' } });
    expect(o.hand).toEqual({ number: 1, basis: 'complete', reason: null });
    for (const text of [both('10000018').html.replace(/&quot;/g, '"'), both('10000018').md])
      expect(text).toContain('מאגר הרכב אינו מציין סוג בעלות; השורה האחרונה של מאגר העברות הבעלות (1/2022) מציינת "פרטי".');
    // 10000025's first registration row is repeated exactly: one change, hand 2.
    expect(vehicle('10000025').owners).toMatchObject({ changes_since_2017: 1, repeated_rows: 1, hand: { number: 2, basis: 'complete' } });
  });
});

describe('what each fact means and where it is kept (issue 33 §3)', () => {
  const meaning = (code: string, lang: Lang) => ATTENTION_MEANINGS.meanings[code]!.meaning[lang];
  const attentionOf = (html: string) => html.split('<section id="attention"')[1]!.split('</section>')[0]!;
  const renderIn = (plate: string, lang: Lang) => {
    const model = vehiclePageModel(answersIn.get(`${lang} ${plate}`)!, 'https://cars.example', lang);
    return { html: pageModelHtml(model), md: pageModelMarkdown(model, (p) => `https://cars.example${p}`) };
  };

  it('has a line for every code a fact can carry', () => {
    expect(Object.keys(ATTENTION_MEANINGS.meanings).sort()).toEqual([...ATTENTION_CODES].sort());
  });

  it.each(known.filter((p) => ATTENTION[p]!.length > 0))('plate %s: each fact is followed by its line, in the three languages', (plate) => {
    for (const lang of LANGS) {
      const asked = answersIn.get(`${lang} ${plate}`)!.vehicle;
      const facts = attentionFacts(asked, translator(lang));
      const { html, md } = renderIn(plate, lang);
      const items = attentionOf(html).split('<ul>')[1]!.split('</ul>')[0]!.split('<li>').slice(1);
      expect(items, lang).toHaveLength(facts.length);
      facts.forEach((f, i) => {
        const line = typeof f.meaning === 'string' ? f.meaning : f.meaning.text;
        // The odometer's line quotes the reading's own case, as the odometer section says it.
        if (f.code === 'odometer_implausible') expect(line).toContain(answerText(asked.odometer!, lang));
        else expect(line).toBe(meaning(f.code, lang));
        expect(md, `${plate} ${lang} ${f.code}`).toContain(line);
        if (f.code !== 'odometer_implausible') expect(items[i], `${plate} ${lang} ${f.code}`).toContain(line);
      });
    }
  });

  it("name the recall notice's importer and phone, the licence rule and its office, the dataset of a status", () => {
    const item = (plate: string, n: number) => both(plate).md.split('## עובדות שכדאי לשים לב אליהן')[1]!.split('\n- ')[n + 1]!;
    // raw/recall-notices: 12350 and 12361 are both כלמוביל בעמ, *0020; named once.
    expect(item('10000009', 0)).toContain('היכן: כלמוביל בעמ טלפון *0020');
    expect(item('10000009', 0).match(/כלמוביל/g)).toHaveLength(1);
    expect(item('10000022', 1)).toContain('אסור לנהוג ברכב בדרך בלי רישיון רכב בתוקף (פקודת התעבורה, סעיף 2).');
    expect(item('10000022', 1)).toContain('היכן: משרדי הרישוי של משרד התחבורה');
    expect(item('10000022', 0)).toContain('היכן: מכוני הרישוי (תחנות הטסט) שמשרד התחבורה הסמיך');
    // 1000019 is in the 2010-2016 archive of cancelled cars (raw/README.md): the place is that file, not the current one.
    expect(item('1000019', 0)).toContain('[כלי רכב שבוטלו סופית: ארכיון 2010-2016](https://data.gov.il/');
    expect(item('10000018', 0)).toContain('[כלי רכב ביבוא אישי](https://data.gov.il/');
  });

  it('say where what the data does not tell is kept, as official sources, in the three languages', () => {
    for (const lang of LANGS) {
      const { html, md } = renderIn('10000002', lang);
      for (const n of ATTENTION_MEANINGS.not_covered) {
        expect(md, lang).toContain(`${n.what[lang]}: ${n.kept_by[lang]}`);
        expect(attentionOf(html), lang).toContain(n.kept_by[lang]);
      }
    }
    expect(both('10000002').md).toContain('שעבודים (משכונות): רשם המשכונות ברשות התאגידים, משרד המשפטים');
  });

  it('are facts and where they come from: no advice, ranking or verdict', () => {
    const texts = [
      ...Object.values(ATTENTION_MEANINGS.meanings).flatMap((m) => [
        ...Object.values(m.meaning),
        ...m.places.flatMap((p) => (p.kind === 'office' ? Object.values(p.name) : [])),
      ]),
      ...ATTENTION_MEANINGS.not_covered.flatMap((n) => [...Object.values(n.what), ...Object.values(n.kept_by)]),
    ].join(' ');
    expect(texts).not.toMatch(/מסוכן|מומלץ|המלצה|כדאי|עדיף|dangerous|unsafe|recommend|should|advise|خطير|ننصح|يُنصح|الأفضل/i);
  });
});
