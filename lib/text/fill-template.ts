// Rule texts kept as data carry {placeholders}; one filler so a missing value fails loudly instead of printing "{km}".

export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`template "${template}" needs a value for {${name}}`);
    return String(value);
  });
}

type Values = Readonly<Record<string, string | number>>;

/**
 * Fills the Hebrew, Arabic and English text of one rule entry. Arabic pages write dates and numbers as Hebrew
 * ones do (lib/i18n/README.md), so Arabic takes the Hebrew values unless given its own.
 */
export function fillTexts(
  text: { he: string; ar: string; en: string },
  he: Values,
  en: Values = he,
  ar: Values = he,
): { text_he: string; text_en: string; text_ar: string } {
  return { text_he: fillTemplate(text.he, he), text_en: fillTemplate(text.en, en), text_ar: fillTemplate(text.ar, ar) };
}
