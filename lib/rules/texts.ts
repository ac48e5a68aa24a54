// The rules/texts table: the disclaimer, source line, hand-off offer and consent text every answer and page carries.
import { z } from 'zod';
import { Sourced } from './rule-parts.ts';
import type { Lang } from '../i18n/lang.ts';
import { message } from '../i18n/messages.ts';

export const TextsRule = Sourced.extend({
  disclaimer_he: z.string().min(1),
  disclaimer_ar: z.string().min(1),
  disclaimer_en: z.string().min(1),
  source_he: z.string().min(1),
  source_ar: z.string().min(1),
  source_en: z.string().min(1),
  handoff_offer_he: z.string().min(1),
  handoff_offer_ar: z.string().min(1),
  handoff_offer_en: z.string().min(1),
  consent: z.object({
    version: z.string().min(1),
    text_he: z.string().min(1),
    text_en: z.string().min(1),
    /** A literal translation, shown beside text_he (the sentence recorded), never instead of it. */
    text_ar: z.string().min(1),
  }),
});
export type TextsRule = z.infer<typeof TextsRule>;

/** A legal text (disclaimer, consent) in the reader's language: Hebrew as it is, a translation with its note. */
export function legalText(hebrew: string, translations: { ar: string; en: string }, lang: Lang): string {
  return lang === 'he' ? hebrew : `${translations[lang]} (${message(lang, 'common.translationNotice')})`;
}
