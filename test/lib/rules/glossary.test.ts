// The glossaries of data values read from the real raw/rules tables: each value the sample registry and model
// data write is found, an unknown value comes back in Hebrew marked untranslated, and a make without an Arabic
// spelling falls back to its English name, never to a guess.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryFor, glossaryRule, GlossaryRule } from '../../../lib/rules/glossary.ts';
import { MakeNamesRule } from '../../../lib/rules/make-names.ts';
import { OwnershipTypesRule } from '../../../lib/rules/ownership-types.ts';

const RAW = path.resolve(import.meta.dirname, '../../../raw');
const load = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(RAW, 'rules', `${name}.json`), 'utf8'));

const glossary = glossaryFor({
  colour: GlossaryRule.parse(load('glossary-colours')),
  fuel: GlossaryRule.parse(load('glossary-fuel')),
  body: GlossaryRule.parse(load('glossary-body-types')),
  import: GlossaryRule.parse(load('glossary-import-types')),
  ownership: OwnershipTypesRule.parse(load('ownership-types')),
  make: MakeNamesRule.parse(load('make-names')),
});

/** The distinct values of one column of a raw sample file. */
function columnValues(file: string, column: string, delimiter: string): string[] {
  const [header, ...rows] = fs.readFileSync(path.join(RAW, file), 'utf8').trim().split('\n');
  const at = header!.split(delimiter).indexOf(column);
  expect(at).toBeGreaterThanOrEqual(0);
  return [...new Set(rows.map((r) => r.split(delimiter)[at]!).filter((v) => v !== ''))];
}

describe('glossary', () => {
  it('translates the example values into Arabic and English', () => {
    expect(glossary('colour', 'כסף מטלי', 'ar')).toEqual({ text: 'فضي معدني', lang: 'ar', translated: true });
    expect(glossary('colour', 'כסף מטלי', 'en')).toEqual({ text: 'Metallic silver', lang: 'en', translated: true });
    expect(glossary('fuel', 'חשמל/בנזין', 'en')).toEqual({ text: 'Electricity/petrol', lang: 'en', translated: true });
    expect(glossary('body', "הצ'בק", 'ar')).toEqual({ text: 'هاتشباك', lang: 'ar', translated: true });
    expect(glossary('ownership', 'החכר', 'ar')).toEqual({ text: 'تأجير تمويلي (ليسينغ)', lang: 'ar', translated: true });
    expect(glossary('make', 'טויוטה', 'ar')).toEqual({ text: 'تويوتا', lang: 'ar', translated: true });
    expect(glossary('make', 'ב.מ.וו', 'en')).toEqual({ text: 'BMW', lang: 'en', translated: true });
  });

  it('gives Hebrew back unchanged, and trims the spaces the files pad values with', () => {
    expect(glossary('colour', ' לבן ', 'he')).toEqual({ text: 'לבן', lang: 'he', translated: true });
    expect(glossary('colour', ' לבן ', 'en')).toEqual({ text: 'White', lang: 'en', translated: true });
  });

  it('shows a value it has no translation for in Hebrew, marked untranslated, instead of guessing', () => {
    expect(glossary('colour', 'טורקיז כהה', 'ar')).toEqual({ text: 'טורקיז כהה', lang: 'he', translated: false });
    expect(glossary('fuel', 'מימן', 'en')).toEqual({ text: 'מימן', lang: 'he', translated: false });
  });

  it('names a make with no Arabic spelling by its English name, marked as English', () => {
    expect(glossary('make', 'איווייס', 'ar')).toEqual({ text: 'Aiways', lang: 'en', translated: false });
  });

  it.each([
    ['registry/registry.csv', 'tzeva_rechev', '|', 'colour'],
    ['registry/registry.csv', 'sug_delek_nm', '|', 'fuel'],
    ['registry/registry.csv', 'baalut', '|', 'ownership'],
    ['model-data/model-data.csv', 'merkav', ',', 'body'],
    ['model-data/model-data.csv', 'delek_nm', ',', 'fuel'],
    ['model-data/model-data.csv', 'technologiat_hanaa_nm', ',', 'fuel'],
    ['model-data/model-data.csv', 'tozar', ',', 'make'],
  ] as const)('translates every %s %s value into both languages', (file, column, delimiter, kind) => {
    for (const value of columnValues(file, column, delimiter)) {
      for (const lang of ['ar', 'en'] as const)
        expect(glossary(kind, value, lang), `${value} in ${lang}`).toMatchObject({ lang, translated: true });
    }
  });

  it("refuses a file whose kind is not its rule's, or that lists a value twice", () => {
    const colours = GlossaryRule.parse(load('glossary-colours'));
    expect(glossaryRule('fuel').safeParse(colours).success).toBe(false);
    const twice = { ...colours, entries: [...colours.entries, { ...colours.entries[0]!, he: ` ${colours.entries[0]!.he}` }] };
    expect(GlossaryRule.safeParse(twice).success).toBe(false);
  });
});
