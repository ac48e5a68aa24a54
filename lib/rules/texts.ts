// The rules/texts table: the disclaimer, source line, hand-off offer and consent text every answer and page carries.
import { z } from 'zod';
import { Sourced } from './rule-parts.ts';

export const TextsRule = Sourced.extend({
  disclaimer_he: z.string().min(1),
  disclaimer_en: z.string().min(1),
  /** A literal translation of disclaimer_he, shown with translation_note.ar: the Hebrew text governs. */
  disclaimer_ar: z.string().min(1),
  /** "Translation; the Hebrew text governs", beside every translated legal text (disclaimer, consent). */
  translation_note: z.object({ ar: z.string().min(1), en: z.string().min(1) }),
  source_he: z.string().min(1),
  source_en: z.string().min(1),
  handoff_offer_he: z.string().min(1),
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
export function legalText(texts: TextsRule, hebrew: string, translations: { ar: string; en: string }, lang: 'he' | 'ar' | 'en'): string {
  return lang === 'he' ? hebrew : `${translations[lang]} (${texts.translation_note[lang]})`;
}
