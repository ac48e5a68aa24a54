// The languages the service speaks and where each lives. Hebrew is the authority and keeps today's URLs; Arabic
// and English pages carry a path prefix, so a page's address in another language is one function away.

export const LANGS = ['he', 'ar', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** Hebrew is the language of the ministry's data and of the texts that govern (disclaimer, consent, rules). */
export const AUTHORITY_LANG: Lang = 'he';

export const LANG_DIR: Record<Lang, 'rtl' | 'ltr'> = { he: 'rtl', ar: 'rtl', en: 'ltr' };

/** The BCP-47 tag written into `lang` attributes, JSON-LD `inLanguage` and `hreflang`. */
export const LANG_TAG: Record<Lang, string> = { he: 'he', ar: 'ar', en: 'en' };

/**
 * The locale handed to Intl (plural rules, the `#` of a plural message). Arabic keeps Western digits
 * (`-u-nu-latn`): plates, years and prices in Israel are written so, Arabic pages of gov.il included, and a
 * plate or a price must read the same in the three languages.
 */
export const INTL_LOCALE: Record<Lang, string> = { he: 'he', ar: 'ar-u-nu-latn', en: 'en' };

/** Open Graph's locale of each language. */
export const OG_LOCALE: Record<Lang, string> = { he: 'he_IL', ar: 'ar_IL', en: 'en_IL' };

/** Each language's own name, as the language switch offers it. */
export const LANG_NAME: Record<Lang, string> = { he: 'עברית', ar: 'العربية', en: 'English' };

/** The path prefix of each language; Hebrew has none. */
const PREFIX: Record<Lang, string> = { he: '', ar: '/ar', en: '/en' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The same page in `lang`: "/licence-fee" -> "/ar/licence-fee", "/" -> "/ar". */
export function localizedPath(path: string, lang: Lang): string {
  if (PREFIX[lang] === '') return path;
  return path === '/' ? PREFIX[lang] : `${PREFIX[lang]}${path}`;
}

/** The language of a site path and the path without its prefix: "/en/makes" -> { lang: "en", path: "/makes" }. */
export function splitLangPath(path: string): { lang: Lang; path: string } {
  for (const lang of LANGS) {
    const prefix = PREFIX[lang];
    if (prefix === '') continue;
    if (path === prefix) return { lang, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { lang, path: path.slice(prefix.length) };
  }
  return { lang: AUTHORITY_LANG, path };
}
