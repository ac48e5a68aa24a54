// Data values the ministry writes in Hebrew (colour, fuel, body type, import type, ownership type, make), in the reader's
// language. The translations are data in raw/rules/ (glossary-*.json, and the ownership and make vocabularies,
// which already hold each value's English): one place per value, each with its source. A value without a
// translation is given back in Hebrew and says so, so a page marks it lang="he" rather than guessing.
// lib/data/glossary.ts gives the glossary of a data version.
import { z } from 'zod';
import { Confidence, Sourced } from './rule-parts.ts';
import { makeNamesIn, type MakeNamesRule } from './make-names.ts';
import type { OwnershipTypesRule } from './ownership-types.ts';
import { AUTHORITY_LANG, LANGS, TRANSLATED_LANGS, perLang, type Lang } from '../i18n/lang.ts';
import { inLang } from '../i18n/messages.ts';

/** The kinds of data value kept in a glossary file of their own (the others live in their vocabularies). */
const TABLE_KINDS = ['colour', 'fuel', 'body', 'import'] as const;
export const GLOSSARY_KINDS = [...TABLE_KINDS, 'ownership', 'make'] as const;
export type GlossaryKind = (typeof GLOSSARY_KINDS)[number];

/** A value's translation in each language other than Hebrew, where known. */
const TRANSLATIONS = Object.fromEntries(TRANSLATED_LANGS.map((l) => [l, z.string().min(1).optional()])) as Record<
  Exclude<Lang, 'he'>,
  z.ZodOptional<z.ZodString>
>;

/** A glossary file: each Hebrew value as the dataset writes it, with its translations where known. */
export const GlossaryRule = Sourced.extend({
  kind: z.enum(TABLE_KINDS),
  entries: z
    .array(
      z.object({
        he: z.string().min(1).meta({ description: 'The value exactly as the dataset writes it.' }),
        ...TRANSLATIONS,
        confidence: Confidence,
      }),
    )
    .min(1)
    .refine((entries) => new Set(entries.map((e) => e.he.trim())).size === entries.length, 'each Hebrew value once'),
});
export type GlossaryRule = z.infer<typeof GlossaryRule>;

/** The schema of one kind's file: a file holding another kind's values fails the pipeline. */
export const glossaryRule = (kind: (typeof TABLE_KINDS)[number]) => GlossaryRule.extend({ kind: z.literal(kind) });

export interface GlossaryTables {
  colour: GlossaryRule;
  fuel: GlossaryRule;
  body: GlossaryRule;
  import: GlossaryRule;
  ownership: OwnershipTypesRule;
  make: MakeNamesRule;
}

export const GlossaryText = z
  .object({
    text: z.string(),
    lang: z.enum(LANGS).meta({ description: 'The language text is in: mark it so when it differs from the page.' }),
    translated: z
      .boolean()
      .meta({ description: 'false when the asked language has no translation and text is a fallback; Hebrew asked is always true.' }),
  })
  .meta({ description: 'A data value in the asked language, or in Hebrew (English for a make) when it has no translation.' });
export type GlossaryText = z.infer<typeof GlossaryText>;

export type Glossary = (kind: GlossaryKind, hebrewValue: string, lang: Lang) => GlossaryText;

type Translations = Partial<Record<Lang, string>>;

function tableIndex(rule: GlossaryRule): Map<string, Translations> {
  return new Map(rule.entries.map((e) => [e.he.trim(), e]));
}

function ownershipIndex(rule: OwnershipTypesRule): Map<string, Translations> {
  return new Map(rule.types.flatMap((t) => [t.label_he, ...t.words_he].map((w) => [w.trim(), perLang((l) => inLang(t, 'label', l))])));
}

function makeIndex(rule: MakeNamesRule): Map<string, Translations> {
  return new Map(
    rule.makes.flatMap((m) =>
      [m.name_he, ...m.names_he].map((n) => [n.trim(), { ...perLang((l) => makeNamesIn(m, l)[0]), en: m.name_en }]),
    ),
  );
}

/** `glossary(kind, hebrewValue, lang)` over the published tables. */
export function glossaryFor(tables: GlossaryTables): Glossary {
  const indexes: Record<GlossaryKind, Map<string, Translations>> = {
    colour: tableIndex(tables.colour),
    fuel: tableIndex(tables.fuel),
    body: tableIndex(tables.body),
    import: tableIndex(tables.import),
    ownership: ownershipIndex(tables.ownership),
    make: makeIndex(tables.make),
  };
  return (kind, hebrewValue, lang) => {
    const value = hebrewValue.trim();
    if (lang === AUTHORITY_LANG) return { text: value, lang, translated: true };
    const known = indexes[kind].get(value);
    const text = known?.[lang];
    if (text !== undefined) return { text, lang, translated: true };
    // A make's English name is its own, not a translation: an Arabic reader is better served by it than by Hebrew.
    if (kind === 'make' && known?.en !== undefined) return { text: known.en, lang: 'en', translated: false };
    return { text: value, lang: AUTHORITY_LANG, translated: false };
  };
}
