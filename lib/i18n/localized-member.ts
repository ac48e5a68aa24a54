// `<name>_localized`: the one member of an answer that `lang` chooses, beside the published `<name>_he` (which
// governs), `<name>_en` and, where published, `<name>_ar`. No language gets a `<name>_<lang>` member of its own any
// more: a language added to LANGS is answered through `_localized`, from its own catalogue or rules data.
import type { Lang } from './lang.ts';

/** A text in the languages a table holds it in (a rule entry, a label table): English always, others as given. */
export type TextTable = Partial<Record<Lang, string>> & { en: string };

/**
 * A table's text in `lang`; English where the table holds none in that language yet (rules data is extended
 * language by language, and English is the language every reader of a language without its own text is offered).
 */
export function textIn(table: TextTable, lang: Lang): string {
  return table[lang] ?? table.en;
}

type Published<N extends string> = { [K in `${N}_he` | `${N}_en`]: string } & { [K in `${N}_ar`]?: string };

/**
 * `{ <name>_localized }` when the input named a lang (`lang` not null): the member of that language where the
 * answer publishes one (so it equals `_he`, `_ar` or `_en`), else `other(lang)`, the text from that language's own
 * data. Nothing when no lang was named, as `disclaimer_localized`.
 */
export function localizedMember<N extends string>(
  name: N,
  members: Published<N>,
  lang: Lang | null,
  other: (lang: Lang) => string,
): { [K in `${N}_localized`]?: string } {
  if (lang === null) return {};
  const own = (members as Record<string, string | undefined>)[`${name}_${lang}`];
  return { [`${name}_localized`]: own ?? other(lang) } as { [K in `${N}_localized`]?: string };
}
