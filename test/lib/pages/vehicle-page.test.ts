// The plate page on hand-made lookup_vehicle answers: the status banner first, then recalls, dates, costs,
// odometer, owners, changes and the model; each history fact with its dataset and data date; HTML and twin alike.
import { describe, expect, it } from 'vitest';
import { vehiclePageModel, type FoundVehicle, type Vehicle } from '../../../lib/pages/vehicle.ts';
import { pageModelHtml } from '../../../lib/pages/serialise/html.ts';
import { pageModelMarkdown } from '../../../lib/pages/serialise/markdown.ts';

const source = (dataset: string, resource_id: string | null) => ({ dataset, resource_id, data_date: '2026-11-20' });
const HISTORY = source('vehicleHistory', '56063a99-8a3e-4ff4-912e-5966c0279bad');

const withHistory: Vehicle = {
  status: 'active',
  on_the_road: true,
  off_road_since: null,
  make: { name_he: 'טויוטה' },
  model: { name: 'COROLLA', name_he: 'קורולה' },
  year: 2019,
  trim: null,
  vehicle_class: 'private',
  fuel: { type: 'petrol', registry_he: 'בנזין' },
  colour_he: 'לבן',
  ownership: { label_he: 'ליסינג', recognised: true },
  safety_systems: null,
  on_road_since: '2019-03',
  licence_valid_until: '2025-11-28',
  last_annual_test: '2024-11-14',
  open_recalls: { count: 0, recalls: [] },
  licence_fee: null,
  licence_fee_retrofit_discount: null,
  running_cost_estimate: null,
  model_url: null,
  model_year_url: null,
  status_line: {
    code: 'test_overdue',
    text_he: 'הטסט השנתי באיחור: הטסט האחרון היה ב־14.11.2024 והרישיון פג.',
    also: [{ text_he: 'רישיון הרכב פג ב־28.11.2025, לפני תאריך הנתונים.' }],
    notes: [{ text_he: 'המאגרים אינם מסכימים על מועד הרישום הראשון.' }],
    source: source('registry', '053cea08-09bc-40ec-8f7a-156f0677aff3'),
  },
  odometer: {
    km: 84000,
    as_of: '2024-11-14',
    km_per_year: 14807,
    verdict: 'plausible',
    text_he: 'הקריאה מרמזת על 14,807 ק"מ בשנה; הכלל מתייחס לכך כסביר.',
    rule_he: 'קריאת מד המרחק נחשבת לא סבירה אם היא נמוכה מקריאה קודמת.',
    sources: { reading: HISTORY },
  },
  owners: {
    changes_since_2017: 2,
    change_months: ['2019-03', '2023-02'],
    current_ownership: { label_he: 'ליסינג', recognised: true },
    text_he: '2 העברות בעלות פורסמו מאז 2017.',
    notes: [{ text_he: 'היסטוריית הבעלות שלפני 2017 אינה מפורסמת.' }],
    sources: { changes: source('ownershipChanges', 'bb2355dc-9ec7-4f06-9c3f-3344672171da') },
  },
  changes: {
    known: true,
    text_he: 'שינויים שנרשמו במאגר היסטוריית כלי הרכב: שינוי צבע.',
    items: [
      { label_he: 'שינוי מבנה', value: false },
      { label_he: 'שינוי צבע', value: true },
      { label_he: 'צמיגים במידה שונה מהמאושרת', value: null },
    ],
    source: HISTORY,
  },
  extras: {
    tow_hitch_he: 'וו גרירה קבוע',
    tyres: { front: { load_index: '94', speed_symbol: 'H' }, rear: { load_index: '94', speed_symbol: null } },
    source: source('registryExtras', '0866573c-40cd-4ca8-91d2-9dd2d7a492e5'),
  },
};

const answer = (vehicle: Vehicle): FoundVehicle => ({ plate: '1234567', vehicle, data_date: '2026-11-20' });
const both = (vehicle: Vehicle) => {
  const model = vehiclePageModel(answer(vehicle));
  return { model, html: pageModelHtml(model), md: pageModelMarkdown(model, (p) => `https://cars.example${p}`) };
};
const inOrder = (text: string, parts: string[]) => {
  const at = parts.map((p) => text.indexOf(p));
  expect(
    at.every((i) => i >= 0),
    `all of ${parts.join(' | ')} present`,
  ).toBe(true);
  expect(at).toEqual([...at].sort((a, b) => a - b));
};

describe('vehicle page with the history facts', () => {
  it('opens with the status line, the other conditions and the notes, then recalls, dates, costs, odometer, owners, changes, model', () => {
    const { model, html, md } = both(withHistory);
    expect(model.page.summary).toBe(withHistory.status_line!.text_he);
    for (const text of [html, md]) {
      inOrder(text, [
        'הטסט השנתי באיחור',
        'רישיון הרכב פג ב־28.11.2025',
        'המאגרים אינם מסכימים',
        'ריקולים פתוחים',
        'רישיון וטסט',
        'אגרה ועלות שימוש',
        'מד המרחק',
        'בעלות',
        'שינויים ברכב',
        'וו גרירה וצמיגים',
        'פרטי הדגם',
      ]);
    }
  });

  it('gives the reading, its test date, km a year, the verdict and the rule in plain words', () => {
    for (const text of [both(withHistory).html, both(withHistory).md]) {
      expect(text).toMatch(/84,000 ק("|&quot;)מ/);
      expect(text).toContain('14.11.2024');
      expect(text).toMatch(/14,807 ק("|&quot;)מ/);
      expect(text).toContain('סבירה לפי הכלל');
      expect(text).toContain('הכלל: קריאת מד המרחק נחשבת לא סבירה');
    }
  });

  it('gives the changes since 2017 with their months, says what is not published, and each flag as published', () => {
    for (const text of [both(withHistory).html, both(withHistory).md]) {
      expect(text).toContain('2 העברות בעלות פורסמו מאז 2017.');
      inOrder(text, ['3/2019', '2/2023']);
      expect(text).toContain('היסטוריית הבעלות שלפני 2017 אינה מפורסמת.');
      expect(text).toContain('שינוי צבע');
      expect(text).toContain('לא צוין');
    }
  });

  it('names the dataset, resource and data date of each history fact', () => {
    const { md } = both(withHistory);
    for (const id of [
      '053cea08-09bc-40ec-8f7a-156f0677aff3',
      '56063a99-8a3e-4ff4-912e-5966c0279bad',
      'bb2355dc-9ec7-4f06-9c3f-3344672171da',
    ]) {
      expect(md).toContain(id);
    }
    expect(md).toContain('0866573c-40cd-4ca8-91d2-9dd2d7a492e5');
    expect(md.match(/נתונים מ־20\.11\.2026/g)).toHaveLength(5);
    // Each dataset by its name on the sources page, linked to its page on data.gov.il (raw/rules/sources.json).
    expect(md).toContain('מקור: [מספרי רישוי של כלי רכב פרטיים ומסחריים](https://data.gov.il/dataset/private-and-commercial-vehicles)');
    expect(md).toContain(
      'מקור: [היסטוריית כלי רכב](https://data.gov.il/api/3/action/datastore_search?resource_id=56063a99-8a3e-4ff4-912e-5966c0279bad)',
    );
  });

  it('shows the status as a banner that asks for attention unless the car is simply on the road', () => {
    expect(both(withHistory).html).toContain('<p class="lead banner banner-warn">');
    const onRoad = { ...withHistory.status_line!, code: 'on_road', text_he: 'על הכביש', also: [], notes: [] };
    expect(both({ ...withHistory, status_line: onRoad }).html).toContain('<p class="lead banner banner-ok">');
  });

  it('a car without a history row says "no data", and no odometer figures', () => {
    const noRow: Vehicle = {
      ...withHistory,
      odometer: {
        ...withHistory.odometer!,
        km: null,
        as_of: null,
        km_per_year: null,
        verdict: 'no_verdict',
        text_he: 'אין קריאת מד מרחק.',
      },
      changes: { known: false, text_he: 'אין נתונים: במאגר היסטוריית כלי הרכב אין שורה לרכב זה.', items: [], source: HISTORY },
    };
    const { html } = both(noRow);
    expect(html).toContain('אין הכרעה');
    expect(html).not.toContain('קריאת מד המרחק</');
    expect(html).toContain('אין נתונים');
  });

  it("gives the tow hitch and each axle's tyre code as published", () => {
    for (const text of [both(withHistory).html, both(withHistory).md]) {
      expect(text).toContain('וו גרירה קבוע');
      expect(text).toMatch(/צמיגים קדמיים[^\n]*94H/);
      expect(text).toMatch(/צמיגים אחוריים[^\n]*94(?!H)/);
    }
  });

  it('says which history facts could not be read now, and leaves out extras the continuation has no row for', () => {
    const unread: Vehicle = { ...withHistory, odometer: null, owners: null, changes: null, extras: null };
    for (const text of [both(unread).html, both(unread).md]) {
      inOrder(text, [
        'מד המרחק',
        'לא ניתן היה לקרוא כעת את מאגר היסטוריית כלי הרכב',
        'בעלות',
        'לא ניתן היה לקרוא כעת את מאגר העברות הבעלות',
      ]);
      expect(text).toContain('שינויים ברכב');
      expect(text).not.toContain('וו גרירה');
      expect(text).not.toMatch(/84,000/);
    }
  });

  it('writes a first registration known to the month as the month, and one known to the year only as that year alone', () => {
    for (const text of [both(withHistory).html, both(withHistory).md]) expect(text).toMatch(/עלה לכביש[^\n]*3\/2019/);
    const yearOnly = both({ ...withHistory, on_road_since: '2022' });
    for (const text of [yearOnly.html, yearOnly.md]) {
      expect(text).toMatch(/עלה לכביש[^\n]*2022 \(שנה בלבד, ללא חודש\)/);
      expect(text).not.toMatch(/1\/2022|ינואר 2022/);
    }
  });

  it('shows the ownership type by its label, and a word the vocabulary lacks as written, said to be unrecognised', () => {
    for (const text of [both(withHistory).html, both(withHistory).md]) expect(text).toMatch(/סוג הבעלות כיום[^\n]*ליסינג/);
    // The model section's fact, with the owners unread so it is the only one.
    for (const text of [both({ ...withHistory, owners: null }).html, both({ ...withHistory, owners: null }).md]) {
      expect(text).toMatch(/בעלות[^\n]*ליסינג/);
    }
    const unknown = { label_he: 'ממשלתי', recognised: false };
    const odd = both({ ...withHistory, ownership: unknown, owners: { ...withHistory.owners!, current_ownership: unknown } });
    for (const text of [odd.html, odd.md]) {
      expect(text).toMatch(/סוג הבעלות כיום[^\n]*ממשלתי \(סוג בעלות לא מוכר\)/);
    }
  });
});
