// "Notable" is the rule table's to decide: a fall or rise past its share, and only from its smallest figure up;
// and a rule table's change is reported down to the cell that moved.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ChangeThresholdsRule, changeShare, isNotable } from '../../../lib/rules/change-thresholds.ts';
import { changedCells } from '../../../pipeline/steps/rule-cells.ts';

const rule = ChangeThresholdsRule.parse(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../raw/rules/change-thresholds.json'), 'utf8')),
);

describe('notable shifts', () => {
  it("flags a model's cars on the road halved, not a smaller fall", () => {
    expect(rule.shifts.model_cars_on_road.fall_share).toBe(0.5);
    expect(isNotable(rule, 'model_cars_on_road', 1000, 499)).toBe(true);
    expect(isNotable(rule, 'model_cars_on_road', 1000, 500)).toBe(false);
  });

  it('leaves figures below the minimum unjudged, and a vanished figure is a full fall', () => {
    expect(isNotable(rule, 'model_cars_on_road', 99, 0)).toBe(false);
    expect(isNotable(rule, 'model_cars_on_road', 100, 0)).toBe(true);
    expect(changeShare(100, 0)).toBe(-1);
    expect(changeShare(0, 5)).toBeNull();
  });

  it("flags a dataset's recall count that dropped past the count threshold, and a rise past its own", () => {
    expect(isNotable(rule, 'count', 30, 26)).toBe(true);
    expect(isNotable(rule, 'count', 30, 28)).toBe(false);
    expect(isNotable(rule, 'dataset_rows', 1000, 1501)).toBe(true);
    expect(isNotable(rule, 'dataset_rows', 1000, 1500)).toBe(false);
  });
});

describe('changed rule-table cells', () => {
  it('names each leaf that moved by its path, with the leaves of added and removed members as null on one side', () => {
    const before = { retrieved: '2026-09-02', groups: [{ fees: [1266, 1109] }], petrol: { price: 7.02 } };
    const after = { retrieved: '2027-04-01', groups: [{ fees: [1300, 1109] }, { fees: [1] }], diesel: { price: 7.5 } };
    expect(changedCells(before, after)).toEqual([
      { path: 'retrieved', before: '2026-09-02', after: '2027-04-01' },
      { path: 'groups[0].fees[0]', before: 1266, after: 1300 },
      { path: 'groups[1].fees[0]', before: null, after: 1 },
      { path: 'diesel.price', before: null, after: 7.5 },
      { path: 'petrol.price', before: 7.02, after: null },
    ]);
    expect(changedCells(after, structuredClone(after))).toEqual([]);
  });

  it('leaves translations out: the Hebrew text governs, so a new or reworded text in another language is no rule change', () => {
    const before = { summary_he: 'א', summary_en: 'A', entries: [{ he: 'לבן', en: 'White' }] };
    const after = {
      summary_he: 'ב',
      summary_en: 'B',
      summary_ar: 'ب',
      summary_ru: 'Б',
      entries: [{ he: 'לבן', ar: 'أبيض', en: 'Pure white', ru: 'Белый' }],
    };
    expect(changedCells(before, after)).toEqual([{ path: 'summary_he', before: 'א', after: 'ב' }]);
  });

  it('lists an added row leaf by leaf, its translations left out, and an emptied list as one cell', () => {
    const before = { rows: [{ he: 'א', fee: 1 }], notes: ['x'] };
    const after = {
      rows: [
        { he: 'א', fee: 1 },
        { he: 'ב', ru: 'Б', fee: 2, tiers: [] },
      ],
      notes: [],
    };
    expect(changedCells(before, after)).toEqual([
      { path: 'rows[1].he', before: null, after: 'ב' },
      { path: 'rows[1].fee', before: null, after: 2 },
      { path: 'rows[1].tiers', before: null, after: [] },
      { path: 'notes[0]', before: 'x', after: null },
    ]);
  });
});
