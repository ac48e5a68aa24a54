// The rules/texts table: the disclaimer, source line, hand-off offer and consent text every answer and page carries.
import { z } from 'zod';
import { Sourced, inLangs } from './rule-parts.ts';
import { AUTHORITY_LANG, type Lang } from '../i18n/lang.ts';
import { message } from '../i18n/messages.ts';

export const TextsRule = Sourced.extend({
  ...inLangs('disclaimer', z.string().min(1)),
  ...inLangs('source', z.string().min(1)),
  ...inLangs('handoff_offer', z.string().min(1)),
  consent: z.object({
    version: z.string().min(1),
    /** Each translation is literal, shown beside text_he (the sentence recorded), never instead of it. */
    ...inLangs('text', z.string().min(1)),
  }),
});
export type TextsRule = z.infer<typeof TextsRule>;

/** A legal text (disclaimer, consent) in the reader's language: Hebrew as it is, a translation with its note. */
export function legalText<K extends string>(texts: Record<`${K}_${Lang}`, string>, key: K, lang: Lang): string {
  const text = texts[`${key}_${lang}`];
  return lang === AUTHORITY_LANG ? text : `${text} (${message(lang, 'common.translationNotice')})`;
}
