// The message catalogues against the Hebrew authority: every area has every key in every language of LANGS, each
// message parses as ICU MessageFormat, says the same placeholders and tags as the Hebrew one, and a plural names
// every plural category its language has (six in Arabic), so no count falls through to a wrong form.
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { AREA_NAMES, catalogue } from '../../../lib/i18n/catalogues.ts';
import { INTL_LOCALE, LANGS } from '../../../lib/i18n/lang.ts';
import { translator } from '../../../lib/i18n/messages.ts';

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

/** Placeholders and tags of a message ("name" and "<name>"), and the categories of each plural in it. */
function shape(elements: readonly Element[], names = new Set<string>(), plurals: string[][] = []) {
  for (const el of elements) {
    if ('options' in el) {
      names.add(el.value);
      if ('pluralType' in el) plurals.push(Object.keys(el.options));
      for (const option of Object.values(el.options)) shape(option.value, names, plurals);
    } else if ('children' in el) {
      names.add(`<${el.value}>`);
      shape(el.children, names, plurals);
    } else if (el.type !== 0 && el.type !== 7) names.add(el.value);
  }
  return { names, plurals };
}

const ast = (text: string, lang: (typeof LANGS)[number]) =>
  new IntlMessageFormat(text, INTL_LOCALE[lang], undefined, { ignoreTag: false }).getAst();

describe('message catalogues', () => {
  it.each(AREA_NAMES)('%s: the same keys in every language', (area) => {
    const keys = Object.keys(catalogue(area, 'he')).sort();
    expect(keys.length).toBeGreaterThan(0);
    for (const lang of LANGS) expect(Object.keys(catalogue(area, lang)).sort(), `${area}/${lang}`).toEqual(keys);
  });

  it.each(AREA_NAMES)('%s: every message parses, with the Hebrew placeholders and tags, and full plurals', (area) => {
    const he = catalogue(area, 'he');
    for (const [key, text] of Object.entries(he)) {
      const authority = [...shape(ast(text, 'he')).names].sort();
      for (const lang of LANGS) {
        const message = catalogue(area, lang)[key]!;
        expect(message.trim(), `${area}/${lang}: ${key} is empty`).not.toBe('');
        const { names, plurals } = shape(ast(message, lang));
        expect([...names].sort(), `${area}/${lang}: ${key}`).toEqual(authority);
        const categories = new Intl.PluralRules(INTL_LOCALE[lang]).resolvedOptions().pluralCategories;
        for (const options of plurals) for (const c of categories) expect(options, `${area}/${lang}: ${key} lacks "${c}"`).toContain(c);
      }
    }
  });

  it('an Arabic plural takes each of its six forms by the count', () => {
    const ar = translator('ar');
    const form = (count: number) => ar.t('licence-fee.note.guessedColumns', { count, labels: '«أ»' }).split(' ')[0];
    expect([1, 2, 3, 11, 100].map(form)).toEqual(['اسم', 'اسما', 'أسماء', 'أسماء', 'أسماء']);
    expect(translator('en').t('licence-fee.note.guessedColumns', { count: 1, labels: '“a”' })).toMatch(/^The column name “a” is/);
  });

  it('writes dates and amounts per language, digits Western in all three', () => {
    expect(translator('he').t('common.date', { d: '1', m: '4', y: '2026' })).toBe('1.4.2026');
    expect(translator('ar').t('common.date', { d: '1', m: '4', y: '2026' })).toBe('1.4.2026');
    expect(translator('en').t('common.date', { d: '1', m: '4', y: '2026' })).toBe('1 April 2026');
    expect(translator('en').t('common.money', { amount: '1,266' })).toBe('₪1,266');
    expect(translator('ar').t('licence-fee.note.guessedColumns', { count: 2, labels: 'x' })).not.toMatch(/[٠-٩]/);
  });
});

describe('Russian plurals', () => {
  it('say one, few, many and other as Russian does: 1 машина, 2 машины, 5 машин, 21 машина, 1.5', () => {
    const cars = (count: number) => translator('ru').t('car-blocks.cars', { count, n: String(count) });
    expect(new Intl.PluralRules(INTL_LOCALE.ru).resolvedOptions().pluralCategories.sort()).toEqual(['few', 'many', 'one', 'other']);
    expect(cars(1)).toBe('1 автомобиль');
    expect(cars(2)).toBe('2 автомобиля');
    expect(cars(5)).toBe('5 автомобилей');
    expect(cars(11)).toBe('11 автомобилей');
    expect(cars(21)).toBe('21 автомобиль');
    expect(cars(1.5)).toBe('1.5 автомобиля');
  });
});
