// The page types written in Arabic and English as well as Hebrew, each with the catalogue area that holds its
// words (lib/i18n/catalogues/<area>/), whose `title` and `summary` name a page of a single-page type in each
// language (a catalog type names its pages from the data: its page type's `localize`). The site writes them at
// /ar/... and /en/...; a page type not listed here exists in Hebrew only, and the language switch and links in
// other languages lead to its Hebrew page. Converting a page type ends with its line here (lib/i18n/README.md).
import type { PageType } from '../shards/pages.ts';
import type { Area } from '../i18n/catalogues.ts';
import { LANGS, type Lang } from '../i18n/lang.ts';

export const TRANSLATED_PAGE_TYPES: ReadonlyMap<PageType | 'live', Area> = new Map<PageType, Area>([
  ['home', 'home'],
  ['makes', 'makes'],
  ['make', 'make'],
  ['licence_fee', 'licence-fee'],
  ['sources', 'sources'],
  ['model', 'model'],
  ['model_year', 'model-year'],
  ['recalls', 'recalls'],
  ['thefts', 'thefts'],
  ['privacy', 'privacy'],
  ['chova_factors', 'chova-factors'],
  ['terms', 'terms'],
  ['standard_policy', 'standard-policy'],
  ['changes', 'changes'],
  ['api_docs', 'api-docs'],
  ['callback', 'callback'],
  ['connect', 'connect'],
]);

const HEBREW_ONLY: readonly Lang[] = ['he'];

/** The languages a page of this type exists in, Hebrew first. */
export function pageLangs(type: PageType | 'live'): readonly Lang[] {
  return TRANSLATED_PAGE_TYPES.has(type) ? LANGS : HEBREW_ONLY;
}
