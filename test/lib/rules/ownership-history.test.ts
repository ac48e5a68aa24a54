import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { OwnershipTypesRule } from '../../../lib/rules/ownership-types.ts';
import { ownershipHistory as history, type OwnershipInput } from '../../../lib/rules/ownership-history.ts';

const types = OwnershipTypesRule.parse(
  JSON.parse(readFileSync(new URL('../../../raw/rules/ownership-types.json', import.meta.url), 'utf8')),
);
const ownershipHistory = (input: Omit<OwnershipInput, 'types'>) => history({ types, ...input });

describe('ownership history', () => {
  it('counts the published changes, puts their months in order and keeps the registry type as current', () => {
    const h = ownershipHistory({
      changes: [
        { month: '2022-10', ownership_he: 'פרטי' },
        { month: '2018-04', ownership_he: 'ליסינג' },
        { month: '2020-01', ownership_he: 'פרטי' },
      ],
      registry_ownership_he: 'פרטי',
      on_road_since: '2015-06',
    });
    expect(h).toMatchObject({
      changes_since_2017: 3,
      change_months: ['2018-04', '2020-01', '2022-10'],
      current_ownership_he: 'פרטי',
      current_ownership: { code: 'private', label_he: 'פרטי', label_en: 'Private', recognised: true },
    });
    expect(h.text_en).toBe(
      '3 ownership changes published since 2017. The car is in hand 4 at least: owners before 2017 are not published.',
    );
    expect(h.text_he).toBe('3 העברות בעלות פורסמו מאז 2017. הרכב לפחות ביד 4: בעלים שלפני 2017 אינם מפורסמים.');
    expect(h).toMatchObject({ first_registration: null, hand: { number: 4, basis: 'at_least', reason: 'before_2017' } });
    expect(h.notes.map((n) => n.code)).toEqual(['before_2017_not_published']);
  });

  it('gives each change with its month and the ownership type it started, by its vocabulary code', () => {
    const h = ownershipHistory({
      changes: [
        { month: '2022-11', ownership_he: 'פרטי' },
        { month: '2022-10', ownership_he: ' החכר ' },
        { month: '2023-01', ownership_he: 'מונית' },
        { month: '2023-02', ownership_he: null },
      ],
      registry_ownership_he: 'פרטי',
      on_road_since: '2019-01',
    });
    expect(h.changes.map((c) => [c.month, c.ownership_he, c.ownership?.code ?? null, c.ownership?.recognised ?? null])).toEqual([
      ['2022-10', 'החכר', 'lease', true],
      ['2022-11', 'פרטי', 'private', true],
      ['2023-01', 'מונית', 'unknown', false],
      ['2023-02', null, null, null],
    ]);
    expect(h.changes.map((c) => c.month)).toEqual(h.change_months);
  });

  it('no row: no change published since 2017, never "one owner"', () => {
    const h = ownershipHistory({ changes: [], registry_ownership_he: 'פרטי', on_road_since: '2012-01' });
    expect(h).toMatchObject({ changes_since_2017: 0, change_months: [], last_change_ownership_he: null });
    expect(h.text_en).toBe(
      'No ownership change has been published for this car since 2017. ' +
        'The car is in hand 1 at least: owners before 2017 are not published.',
    );
    expect(`${h.text_en} ${h.text_he}`).not.toMatch(/one owner|בעלים אחד|יד ראשונה/);
  });

  it('a car first on the road in 2017 or later has no earlier history to miss; an unknown first month might', () => {
    expect(ownershipHistory({ changes: [], registry_ownership_he: null, on_road_since: '2017-01' }).notes).toEqual([]);
    expect(ownershipHistory({ changes: [], registry_ownership_he: null, on_road_since: null }).notes.map((n) => n.code)).toEqual([
      'before_2017_not_published',
    ]);
  });

  it('says where the latest row disagrees with the registry, and one change in the singular', () => {
    const h = ownershipHistory({
      changes: [{ month: '2021-05', ownership_he: 'השכרה' }],
      registry_ownership_he: 'פרטי',
      on_road_since: '2020-02',
    });
    expect(h.text_he).toBe('העברת בעלות אחת פורסמה מאז 2017. הרכב לפחות ביד 1: שורת הרישום הראשון של הרכב אינה בקובץ.');
    expect(h.text_en).toBe(
      '1 ownership change published since 2017. The car is in hand 1 at least: the file lacks the row of its first registration.',
    );
    expect(h.text_ar).toBe('نُشر نقل ملكية واحد منذ 2017. المركبة في اليد 1 على الأقل: صفّ تسجيلها الأول غير موجود في الملف.');
    expect(h.notes).toEqual([
      {
        code: 'ownership_differs',
        text_he: 'סוג הבעלות במאגר הרכב הוא "פרטי", אך בשורה האחרונה של מאגר העברות הבעלות (5/2021) "השכרה".',
        text_en: 'The registry gives the ownership as "Private", but the latest row of the ownership changes (5/2021) gives "Rental".',
        text_ar: 'نوع الملكية في قاعدة بيانات المركبات هو "خاص"، لكن في السطر الأخير من قاعدة بيانات نقل الملكية (5/2021) "تأجير".',
      },
    ]);
  });

  it('ליסינג (the registry) and החכר (the ownership changes) are both leasing: no disagreement, either way round', () => {
    for (const [registry, latest] of [
      ['ליסינג', 'החכר'],
      ['החכר', 'ליסינג'],
    ] as const) {
      const h = ownershipHistory({
        changes: [{ month: '2022-10', ownership_he: latest }],
        registry_ownership_he: registry,
        on_road_since: '2021-04',
      });
      expect(h.notes).toEqual([]);
      expect(h.current_ownership).toMatchObject({ code: 'lease', label_he: 'ליסינג' });
      expect(h.last_change_ownership).toMatchObject({ code: 'lease', label_he: 'ליסינג' });
      // The words stay as the datasets write them.
      expect([h.current_ownership_he, h.last_change_ownership_he]).toEqual([registry, latest]);
    }
  });

  it('a word the vocabulary lacks passes through unrecognised, and differs from a known type', () => {
    const h = ownershipHistory({
      changes: [{ month: '2023-01', ownership_he: 'ממשלתי' }],
      registry_ownership_he: 'החכר',
      on_road_since: '2019-01',
    });
    expect(h.last_change_ownership).toEqual({
      code: 'unknown',
      label_he: 'ממשלתי',
      label_en: 'ממשלתי (unrecognised ownership type)',
      label_ar: 'ממשלתי (نوع ملكية غير معروف)',
      recognised: false,
    });
    expect(h.notes.map((n) => n.code)).toEqual(['ownership_differs']);
    expect(h.notes[0]!.text_he).toBe('סוג הבעלות במאגר הרכב הוא "ליסינג", אך בשורה האחרונה של מאגר העברות הבעלות (1/2023) "ממשלתי".');
  });

  it('a first registration known to the year only: its year alone decides the note on history before 2017', () => {
    expect(ownershipHistory({ changes: [], registry_ownership_he: null, on_road_since: '2022' }).notes).toEqual([]);
    expect(ownershipHistory({ changes: [], registry_ownership_he: null, on_road_since: '2016' }).notes.map((n) => n.code)).toEqual([
      'before_2017_not_published',
    ]);
  });
});

// The shapes of the real ownership file (data-sources.md §10): each sequence below, and what the rule made of it
// before issue 33 (every row a change) against what it says now.
describe("ownership history on the real file's shapes", () => {
  it('a car first registered in 7.2017 begins with a 201707 row: its first registration, not a change', () => {
    const h = ownershipHistory({
      changes: [
        { month: '2017-07', ownership_he: 'החכר' },
        { month: '2023-09', ownership_he: 'פרטי' },
      ],
      registry_ownership_he: 'פרטי',
      on_road_since: '2017-07',
    });
    // Before: 2 changes. Now: one change, hand 2, all owners published.
    expect(h).toMatchObject({
      changes_since_2017: 1,
      change_months: ['2023-09'],
      first_registration: { month: '2017-07', ownership_he: 'החכר', ownership: { code: 'lease' } },
      hand: { number: 2, basis: 'complete', reason: null },
      dealer_now: null,
      repeated_rows: 0,
    });
    expect(h.fleet_past.map((f) => [f.code, f.months])).toEqual([['lease', ['2017-07']]]);
    expect(h.rows.map((r) => r.kind)).toEqual(['first_registration', 'change']);
    expect(h.text_he).toBe('העברת בעלות אחת פורסמה מאז 2017. הרכב ביד 2: הקובץ מפרסם את כל בעליו מאז הרישום הראשון ב־7/2017.');
    expect(h.notes).toEqual([]);
  });

  it('a car that never changed hands: its one row is its first registration, so no change and hand 1', () => {
    const h = ownershipHistory({
      changes: [{ month: '2024-02', ownership_he: 'החכר' }],
      registry_ownership_he: 'ליסינג',
      on_road_since: '2024-02',
    });
    // Before: "העברת בעלות אחת פורסמה מאז 2017" for a car that never changed hands.
    expect(h).toMatchObject({ changes_since_2017: 0, hand: { number: 1, basis: 'complete' }, fleet_past: [] });
    expect(h.text_he).toMatch(/^לא פורסמה העברת בעלות לרכב זה מאז 2017\. הרכב ביד 1:/);
  });

  it('a row that repeats the one before exactly is one change, and the note says so', () => {
    const h = ownershipHistory({
      changes: [
        { month: '2019-08', ownership_he: 'פרטי' },
        { month: '2019-08', ownership_he: 'פרטי' },
        { month: '2022-07', ownership_he: 'חברה' },
        { month: '2022-07', ownership_he: 'חברה' },
      ],
      registry_ownership_he: 'חברה',
      on_road_since: '2019-08',
    });
    // Before: 4 changes. Now: 1, with 2 repeats.
    expect(h).toMatchObject({ changes_since_2017: 1, repeated_rows: 2, hand: { number: 2, basis: 'complete' } });
    expect(h.rows.map((r) => r.kind)).toEqual(['first_registration', 'repeat', 'change', 'repeat']);
    expect(h.notes.map((n) => [n.code, n.text_en])).toEqual([
      ['repeated_rows', '2 rows of the file repeat the row before them exactly (same month and ownership type) and are counted once.'],
    ]);
  });

  it('dealers between owners are changes but not hands; leasing and rental before the present owner are named with months', () => {
    const h = ownershipHistory({
      changes: [
        { month: '2018-03', ownership_he: 'החכר' },
        { month: '2019-06', ownership_he: 'השכרה' },
        { month: '2020-04', ownership_he: 'פרטי' },
        { month: '2020-04', ownership_he: 'פרטי' },
        { month: '2021-08', ownership_he: 'סוחר' },
        { month: '2021-10', ownership_he: 'פרטי' },
        { month: '2023-02', ownership_he: 'סוחר' },
        { month: '2023-05', ownership_he: 'פרטי' },
      ],
      registry_ownership_he: 'פרטי',
      on_road_since: '2018-3',
    });
    // Before: 8 changes. Now: 6 changes, 2 of them to a dealer, hand 5 (lease, rental, private, private, private).
    expect(h).toMatchObject({ changes_since_2017: 6, dealer_rows: 2, repeated_rows: 1, hand: { number: 5, basis: 'complete' } });
    expect(h.fleet_past.map((f) => [f.code, f.months])).toEqual([
      ['lease', ['2018-03']],
      ['rental', ['2019-06']],
    ]);
    expect(h.dealer_now).toBeNull();
  });

  it('a car a dealer holds now: said with the month, and the hand its buyer will be', () => {
    const h = ownershipHistory({
      changes: [
        { month: '2022-03', ownership_he: 'החכר' },
        { month: '2025-01', ownership_he: 'חברה' },
        { month: '2025-10', ownership_he: 'סוחר' },
      ],
      registry_ownership_he: 'סוחר',
      on_road_since: '2022-3',
    });
    expect(h).toMatchObject({ changes_since_2017: 2, hand: { number: 2, basis: 'complete' }, dealer_now: { since: '2025-10' } });
    expect(h.fleet_past.map((f) => [f.code, f.months])).toEqual([
      ['lease', ['2022-03']],
      ['company', ['2025-01']],
    ]);
    expect(h.text_en).toBe(
      '2 ownership changes published since 2017. The car is in hand 2: the file publishes all its owners since its first ' +
        'registration in 3/2022. A dealer holds the car now (since 10/2025); whoever buys it will be hand 3.',
    );
    expect(h.text_he).toContain('כעת הרכב בידי סוחר (מ־10/2025); מי שיקנה אותו יהיה יד 3.');
  });

  it('a car registered by a dealer and still held by one has no hand yet', () => {
    const h = ownershipHistory({
      changes: [{ month: '2026-01', ownership_he: 'סוחר' }],
      registry_ownership_he: 'סוחר',
      on_road_since: '2026-1',
    });
    expect(h).toMatchObject({
      changes_since_2017: 0,
      dealer_rows: 1,
      hand: { number: 0, basis: 'complete' },
      dealer_now: { since: '2026-01' },
    });
    expect(h.text_en).toContain('whoever buys it will be hand 1.');
  });

  it('a personal import: the registry gives no ownership type, the rows do, and the note says which source says what', () => {
    const h = ownershipHistory({
      changes: [
        { month: '2021-06', ownership_he: 'סוחר' },
        { month: '2022-01', ownership_he: 'פרטי' },
      ],
      registry_ownership_he: null,
      on_road_since: '2021-06',
    });
    expect(h).toMatchObject({ changes_since_2017: 1, hand: { number: 1, basis: 'complete' }, current_ownership: null });
    expect(h.notes).toEqual([
      {
        code: 'registry_ownership_empty',
        text_he: 'מאגר הרכב אינו מציין סוג בעלות; השורה האחרונה של מאגר העברות הבעלות (1/2022) מציינת "פרטי".',
        text_en: 'The registry gives no ownership type; the latest row of the ownership changes (1/2022) gives "Private".',
        text_ar: 'لا تذكر قاعدة بيانات المركبات نوع الملكية؛ السطر الأخير من قاعدة بيانات نقل الملكية (1/2022) يذكر "خاص".',
      },
    ]);
  });
});
