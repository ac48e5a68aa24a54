// Rule texts kept as data carry {placeholders}; one filler so a missing value fails loudly instead of printing "{km}".
import type { Lang } from '../i18n/lang.ts';
import { localizedMember, textIn, type TextTable } from '../i18n/localized-member.ts';

export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`template "${template}" needs a value for {${name}}`);
    return String(value);
  });
}

type Values = Readonly<Record<string, string | number>>;

/**
 * Fills the Hebrew, Arabic and English text of one rule entry, and `text_localized` in `lang` when the input named
 * one. Arabic pages write dates and numbers as Hebrew ones do (lib/i18n/README.md), so Arabic takes the Hebrew
 * values unless given its own; a language with no member of its own takes the English values (ISO dates, plain
 * figures) in its own words.
 */
export function fillTexts(
  text: TextTable,
  he: Values,
  en: Values = he,
  ar: Values = he,
  lang: Lang | null = null,
): { text_he: string; text_en: string; text_ar: string; text_localized?: string } {
  const texts = {
    text_he: fillTemplate(textIn(text, 'he'), he),
    text_en: fillTemplate(text.en, en),
    text_ar: fillTemplate(textIn(text, 'ar'), ar),
  };
  return { ...texts, ...localizedMember('text', texts, lang, (l) => fillTemplate(textIn(text, l), en)) };
}
