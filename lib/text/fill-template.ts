// Rule texts kept as data carry {placeholders}; one filler so a missing value fails loudly instead of printing "{km}".

export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`template "${template}" needs a value for {${name}}`);
    return String(value);
  });
}

/** Fills the Hebrew and the English text of one rule entry with the same values. */
export function fillHeEn(
  text: { he: string; en: string },
  he: Readonly<Record<string, string | number>>,
  en: Readonly<Record<string, string | number>> = he,
): { text_he: string; text_en: string } {
  return { text_he: fillTemplate(text.he, he), text_en: fillTemplate(text.en, en) };
}
