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

/**
 * The languages an answer publishes a `<name>_<lang>` member in, frozen (issue 36 §3): answers are a published
 * contract, so `_he` (governing), `_en` and the `_ar` already published stay, and every language LANGS gains after
 * them is answered through `<name>_localized` alone, never a member of its own (REST, MCP and the shards alike).
 */
export const MEMBER_LANGS = ['he', 'ar', 'en'] as const satisfies readonly Lang[];
export type MemberLang = (typeof MEMBER_LANGS)[number];

export function isMemberLang(lang: Lang): lang is MemberLang {
  return (MEMBER_LANGS as readonly Lang[]).includes(lang);
}

/**
 * An answer's text in `lang`, as a page reads it: its `<name>_<lang>` member for a member language, else its
 * `<name>_localized`, which the answer carries when it was asked in `lang`. An answer asked in another language
 * has no text for `lang`: that is a caller's fault, not a text to guess, so it throws.
 */
export function answerIn<N extends string>(answer: Published<N> & { [K in `${N}_localized`]?: string }, name: N, lang: Lang): string {
  const members = answer as Record<string, string | undefined>;
  const text = isMemberLang(lang) ? members[`${name}_${lang}`] : members[`${name}_localized`];
  if (text === undefined) throw new Error(`The answer has no ${name} in ${lang}: ask it with lang=${lang}`);
  return text;
}

/**
 * A shard's text in `lang`: its `<name>_<lang>` member in a member language (the data version's own words), else
 * `other(lang)`, the same words from that language's catalogue or rules data (a shard has no member for it).
 */
export function memberIn<N extends string>(shard: Published<N>, name: N, lang: Lang, other: (lang: Lang) => string): string {
  const own = isMemberLang(lang) ? (shard as Record<string, string | undefined>)[`${name}_${lang}`] : undefined;
  return own ?? other(lang);
}
