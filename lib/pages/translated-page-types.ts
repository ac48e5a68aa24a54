// The page types written in Arabic and English as well as Hebrew: their words come from the catalogues
// (lib/i18n/catalogues/), their page type says its title and summary in each language (`localize`), and the site
// writes them at /ar/... and /en/... A page type not listed here exists in Hebrew only, and the language switch
// and links in other languages lead to its Hebrew page. Converting a page type ends with its line here
// (lib/i18n/README.md, "How to convert a page type").
import type { PageType } from '../shards/pages.ts';
import { LANGS, type Lang } from '../i18n/lang.ts';

export const TRANSLATED_PAGE_TYPES: ReadonlySet<PageType | 'live'> = new Set<PageType | 'live'>(['licence_fee', 'makes', 'make', 'live']);

const HEBREW_ONLY: readonly Lang[] = ['he'];

/** The languages a page of this type exists in, Hebrew first. */
export function pageLangs(type: PageType | 'live'): readonly Lang[] {
  return TRANSLATED_PAGE_TYPES.has(type) ? LANGS : HEBREW_ONLY;
}
