// The plate index kept as bytes (lib/data/model-key-index.ts): every entry reads back as JSON.parse reads it,
// whatever the text holds (spacing, escapes, braces and quotes inside strings, Hebrew), in the file's order.
import { describe, expect, it } from 'vitest';
import { ModelKeyIndex } from '../../../lib/data/model-key-index.ts';

const entry = (trim: string, extra: Record<string, unknown> = {}) => ({
  make_slug: 'toyota',
  model_slug: 'corolla',
  trim,
  price_group: 3,
  fuel: 'petrol',
  engine_cc: 1598,
  horsepower: 132,
  airbags: 7,
  co2_wltp: null,
  safety_systems: ['abs', 'stability_control'],
  list_price: 110000,
  vehicle_class: 'private',
  body: 'סדאן',
  ...extra,
});

const keys = {
  '413|1234|2019|GLI': entry('GLI'),
  '413|1234|2019|': entry(''),
  '413|1234|2020|SUN {PLUS} "X"': entry('SUN {PLUS} "X"', { body: "האצ'בק [5 דלתות] }" }),
  '413|1234|2020|\\ BACK': entry('\\ BACK', { safety_systems: [] }),
  'זוג|1|2021|שמן': entry('שמן\n"ב"'),
};

describe('ModelKeyIndex', () => {
  it.each([
    ['compact', JSON.stringify({ data_date: '2026-11-20', keys })],
    ['indented', JSON.stringify({ data_date: '2026-11-20', keys }, null, 2)],
    ['keys first, spaces around', ` \n{ "keys" : ${JSON.stringify(keys, null, '\t')} , "data_date" : "2026-11-20" }\n`],
  ])('reads every entry of %s text as JSON.parse does, in order', (_label, text) => {
    const index = new ModelKeyIndex(Buffer.from(text));
    const parsed = JSON.parse(text).keys as Record<string, unknown>;
    expect([...index.keys()]).toEqual(Object.keys(parsed));
    expect(index.size).toBe(5);
    for (const key of Object.keys(parsed)) expect(index.get(key)).toEqual(parsed[key]);
  });

  it('answers null for a key it does not hold', () => {
    const index = new ModelKeyIndex(Buffer.from(JSON.stringify({ data_date: '2026-11-20', keys })));
    expect(index.get('413|1234|2019|GL')).toBeNull();
    expect(new ModelKeyIndex(Buffer.from('{"data_date":"2026-11-20","keys":{}}')).size).toBe(0);
  });
});
