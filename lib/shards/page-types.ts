// The one list of page types, each named once with its places on the site: the catalogue area of its words in
// every language (a type without one is written in Hebrew only), its place in the header's menu or the footer,
// in the home page's list of what the site holds, and its rank among search results that match equally well.
// Everything else is derived: PageType (pages.ts, the published contract of pages.json and of search answers),
// PAGE_TYPES (lib/pages/index.ts, the page types' definitions), the home page's list, the search order, the menu
// and footer (lib/layout/layout-parts.ts) and the translated page types (lib/pages/translated-page-types.ts).
// The order is pages.json's: the single pages are written in it, before the catalog's.
import type { Area, MessageKey } from '../i18n/catalogues.ts';

/** A link in the header's menu or the footer: its place (first is 1) and its words in the frame catalogue. */
interface SiteLinkPlace {
  place: number;
  label: MessageKey;
}

export interface PageTypePlaces {
  /** The catalogue area holding the words of the type's pages in every language; none: Hebrew only. */
  area?: Area;
  nav?: SiteLinkPlace;
  footer?: SiteLinkPlace;
  /** The place in the home page's list of what the site holds (first is 1). */
  home?: number;
  /** Among search results that match a query equally well, a lower rank comes first. */
  search: number;
}

export const PAGE_TYPE_PLACES = {
  home: { area: 'home', search: 10 },
  makes: { area: 'makes', nav: { place: 1, label: 'frame.nav.makes' }, home: 1, search: 4 },
  make: { area: 'make', search: 1 },
  model: { area: 'model', search: 2 },
  model_year: { area: 'model-year', search: 3 },
  thefts: { area: 'thefts', nav: { place: 2, label: 'frame.nav.thefts' }, home: 2, search: 5 },
  licence_fee: { area: 'licence-fee', nav: { place: 4, label: 'frame.nav.licenceFee' }, home: 3, search: 6 },
  standard_policy: { area: 'standard-policy', nav: { place: 5, label: 'frame.nav.standardPolicy' }, home: 4, search: 7 },
  chova_factors: { area: 'chova-factors', nav: { place: 6, label: 'frame.nav.chova' }, home: 5, search: 8 },
  recalls: { area: 'recalls', nav: { place: 3, label: 'frame.nav.recalls' }, home: 6, search: 9 },
  // First among equal matches: the rank it has had since it was added (it was missing from the search's order).
  changes: { area: 'changes', search: 0 },
  sources: { area: 'sources', home: 7, search: 11 },
  privacy: { area: 'privacy', footer: { place: 1, label: 'frame.footer.privacy' }, home: 11, search: 15 },
  terms: { area: 'terms', footer: { place: 2, label: 'frame.footer.terms' }, home: 12, search: 16 },
  api_docs: { area: 'api-docs', footer: { place: 3, label: 'frame.footer.apiDocs' }, home: 8, search: 12 },
  connect: { area: 'connect', footer: { place: 4, label: 'frame.footer.connect' }, home: 9, search: 13 },
  callback: { area: 'callback', home: 10, search: 14 },
} as const satisfies Record<string, PageTypePlaces>;

type PageTypeName = keyof typeof PAGE_TYPE_PLACES;

/** The page types' names, in pages.json's order. */
export const PAGE_TYPE_NAMES = Object.keys(PAGE_TYPE_PLACES) as [PageTypeName, ...PageTypeName[]];

const places: Record<PageTypeName, PageTypePlaces> = PAGE_TYPE_PLACES;

/** The page types placed in the menu, the footer or the home page's list, in their places' order. */
export function pageTypesIn(where: 'nav' | 'footer' | 'home'): PageTypeName[] {
  const place = (type: PageTypeName) => {
    const p = places[type][where];
    return typeof p === 'number' ? p : p?.place;
  };
  return PAGE_TYPE_NAMES.filter((type) => place(type) !== undefined).sort((a, b) => place(a)! - place(b)!);
}

/** A page type's places. */
export const pageTypePlaces = (type: PageTypeName): PageTypePlaces => places[type];
