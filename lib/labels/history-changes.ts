// The vehicle-history dataset's change flags in plain words, and what to say when the dataset has no row for a
// car (no data) as against a row with every flag off (no changes). The words are the labels catalogue's
// (lib/i18n/catalogues/labels, `history.*`), read here in every language of LANGS for the answer and the pages.
import type { MessageKey } from '../i18n/catalogues.ts';
import { perLang, type Lang } from '../i18n/lang.ts';
import { message } from '../i18n/messages.ts';

/** In the order the page lists them. */
export const HISTORY_CHANGE_KEYS = ['structural_change', 'lpg_added', 'colour_change', 'tyre_change'] as const;
export type HistoryChangeKey = (typeof HISTORY_CHANGE_KEYS)[number];

/** A message of the labels catalogue in every language. */
const inLangs = (key: MessageKey): Record<Lang, string> => perLang((lang) => message(lang, key));

export const HISTORY_CHANGE_LABELS = Object.fromEntries(HISTORY_CHANGE_KEYS.map((k) => [k, inLangs(`labels.history.${k}`)])) as Record<
  HistoryChangeKey,
  Record<Lang, string>
>;

export const HISTORY_CHANGE_TEXTS = {
  no_data: inLangs('labels.history.noData'),
  no_changes: inLangs('labels.history.noChanges'),
  changes: inLangs('labels.history.changes'),
  flag_empty: inLangs('labels.history.flagEmpty'),
} as const satisfies Record<string, Record<Lang, string>>;

/** What the history row says of changes in one language: no data (no row), no changes, or the changes made. */
export function changesText(made: readonly HistoryChangeKey[] | null, lang: Lang): string {
  const t = HISTORY_CHANGE_TEXTS;
  if (made === null) return t.no_data[lang];
  if (made.length === 0) return t.no_changes[lang];
  const separator = message(lang, 'vehicle.attention.uncheckedSeparator');
  return `${t.changes[lang]}: ${made.map((k) => HISTORY_CHANGE_LABELS[k][lang]).join(separator)}.`;
}
