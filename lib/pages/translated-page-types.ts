// The page types written in every language as well as Hebrew, each with the catalogue area that holds its
// words (lib/i18n/catalogues/<area>/), whose `title` and `summary` name a page of a single-page type in each
// language (a catalog type names its pages from the data: its page type's `localize`): those with an area in the
// list of page types (lib/shards/page-types.ts). The site writes them at /ar/... and /en/...; a page type without
// one exists in Hebrew only, and the language switch and links in other languages lead to its Hebrew page.
// Converting a page type ends with its area there (lib/i18n/README.md).
import type { PageType } from '../shards/pages.ts';
import { PAGE_TYPE_NAMES, pageTypePlaces } from '../shards/page-types.ts';
import type { Area } from '../i18n/catalogues.ts';
import { LANGS, type Lang } from '../i18n/lang.ts';

export const TRANSLATED_PAGE_TYPES: ReadonlyMap<PageType | 'live', Area> = new Map<PageType, Area>(
  PAGE_TYPE_NAMES.flatMap((type) => {
    const area = pageTypePlaces(type).area;
    return area === undefined ? [] : [[type, area] as const];
  }),
);

const HEBREW_ONLY: readonly Lang[] = ['he'];

/** The languages a page of this type exists in, Hebrew first. */
export function pageLangs(type: PageType | 'live'): readonly Lang[] {
  return TRANSLATED_PAGE_TYPES.has(type) ? LANGS : HEBREW_ONLY;
}
