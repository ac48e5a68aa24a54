import { describe, expect, it } from 'vitest';
import { ownershipHistory } from '../../../lib/rules/ownership-history.ts';

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
    expect(h).toMatchObject({ changes_since_2017: 3, change_months: ['2018-04', '2020-01', '2022-10'], current_ownership_he: 'פרטי' });
    expect(h.text_en).toBe('3 ownership changes published since 2017.');
    expect(h.text_he).toBe('3 העברות בעלות פורסמו מאז 2017.');
    expect(h.notes.map((n) => n.code)).toEqual(['before_2017_not_published']);
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
    expect(h.notes).toEqual([
      {
        code: 'ownership_differs',
        text_he: 'סוג הבעלות במאגר הרכב הוא "פרטי", אך בשורה האחרונה של מאגר העברות הבעלות (5/2021) "השכרה".',
        text_en: 'The registry gives the ownership as "פרטי", but the latest row of the ownership changes (2021-05) gives "השכרה".',
      },
    ]);
  });
});
