// The languages the service speaks and where each lives: one table, one line per language. Hebrew is the authority
// and keeps today's URLs; every other language carries a path prefix, so a page's address in another language is
// one function away. A new language is its line here, its catalogues (catalogues/<area>/<lang>.json) and its texts
// in the rule tables (raw/rules, `_<lang>` members); nothing else names a language.

interface LangFacts {
  /** Writing direction of the root element. */
  dir: 'rtl' | 'ltr';
  /** The BCP-47 tag written into `lang` attributes, JSON-LD `inLanguage` and `hreflang`. */
  tag: string;
  /** The locale handed to Intl (plural rules, the `#` of a plural message). */
  intl: string;
  /** Open Graph's locale. */
  og: string;
  /** The language's own name, as the language switch offers it. */
  name: string;
  /** The path prefix of its pages; Hebrew has none. */
  prefix: string;
}

/**
 * Arabic keeps Western digits (`-u-nu-latn`): plates, years and prices in Israel are written so, Arabic pages of
 * gov.il included, and a plate or a price must read the same in every language.
 */
const FACTS = {
  he: { dir: 'rtl', tag: 'he', intl: 'he', og: 'he_IL', name: 'עברית', prefix: '' },
  ar: { dir: 'rtl', tag: 'ar', intl: 'ar-u-nu-latn', og: 'ar_IL', name: 'العربية', prefix: '/ar' },
  en: { dir: 'ltr', tag: 'en', intl: 'en', og: 'en_IL', name: 'English', prefix: '/en' },
  ru: { dir: 'ltr', tag: 'ru', intl: 'ru', og: 'ru_RU', name: 'Русский', prefix: '/ru' },
} as const satisfies Record<string, LangFacts>;

export type Lang = keyof typeof FACTS;
export const LANGS = Object.keys(FACTS) as Lang[];

/** Hebrew is the language of the ministry's data and of the texts that govern (disclaimer, consent, rules). */
export const AUTHORITY_LANG: Lang = 'he';
/** The languages other than Hebrew: each shows a rule text as a translation of the Hebrew one. */
export const TRANSLATED_LANGS = LANGS.filter((l) => l !== AUTHORITY_LANG);

function byLang<K extends keyof LangFacts>(fact: K): Record<Lang, LangFacts[K]> {
  return Object.fromEntries(LANGS.map((l) => [l, FACTS[l][fact]])) as Record<Lang, LangFacts[K]>;
}

/** A record with one entry per language, made by `make`. */
export function perLang<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGS.map((l) => [l, make(l)])) as Record<Lang, T>;
}

export const LANG_DIR = byLang('dir');
export const LANG_TAG = byLang('tag');
export const INTL_LOCALE = byLang('intl');
export const OG_LOCALE = byLang('og');
export const LANG_NAME = byLang('name');
const PREFIX = byLang('prefix');

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
