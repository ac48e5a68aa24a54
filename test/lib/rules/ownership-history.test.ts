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
    expect(h.text_en).toBe('3 ownership changes published since 2017.');
    expect(h.text_he).toBe('3 העברות בעלות פורסמו מאז 2017.');
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
    expect(h.text_en).toBe('No ownership change has been published for this car since 2017.');
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
    expect(h.text_he).toBe('העברת בעלות אחת פורסמה מאז 2017.');
    expect(h.text_en).toBe('1 ownership change published since 2017.');
    expect(h.text_ar).toBe('نُشر نقل ملكية واحد منذ 2017.');
    expect(h.notes).toEqual([
      {
        code: 'ownership_differs',
        text_he: 'סוג הבעלות במאגר הרכב הוא "פרטי", אך בשורה האחרונה של מאגר העברות הבעלות (5/2021) "השכרה".',
        text_en: 'The registry gives the ownership as "Private", but the latest row of the ownership changes (2021-05) gives "Rental".',
        text_ar: 'نوع الملكية في مستودع المركبات هو "خاص"، لكن في السطر الأخير من مستودع نقل الملكية (5/2021) "تأجير".',
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
