// The page types' definitions: each page type's file (one per type in this folder) exports its path, its title,
// summary and search keywords, and its page model's builder, and stands here under its name in the one list of
// page types (lib/shards/page-types.ts, which names its places on the site). The pipeline writes pages.json from
// PAGE_TYPES; render-page.ts writes every twin, and the publish step and Astro every HTML page, from the builders.
import { apiDocsPage } from './api-docs.ts';
import { callbackPage } from './callback.ts';
import { changesPage } from './changes.ts';
import { chovaFactorsPage } from './chova-factors.ts';
import { connectPage } from './connect.ts';
import { homePage } from './home.ts';
import { licenceFeePage } from './licence-fee.ts';
import { makePage } from './make.ts';
import { makesPage } from './makes.ts';
import { modelPage } from './model.ts';
import { modelYearPage } from './model-year.ts';
import type { PageModel } from './page-model.ts';
import type { CatalogPageType, SinglePageType } from './page-type.ts';
import { privacyPage } from './privacy.ts';
import { recallsPage } from './recalls.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { Page, PageType } from '../shards/pages.ts';
import { PAGE_TYPE_NAMES } from '../shards/page-types.ts';
import { AUTHORITY_LANG } from '../i18n/lang.ts';
import { TRANSLATED_PAGE_TYPES } from './translated-page-types.ts';
import { singlePageName } from './localized-page.ts';
import { sourcesPage } from './sources.ts';
import { standardPolicyPage } from './standard-policy.ts';
import { termsPage } from './terms.ts';
import { theftsPage } from './thefts.ts';

/** Each page type's definition under its name: a name of the list without one does not compile. */
const DEFINITIONS: { readonly [T in PageType]: SinglePageType | CatalogPageType<never> } = {
  home: homePage,
  makes: makesPage,
  make: makePage,
  model: modelPage,
  model_year: modelYearPage,
  thefts: theftsPage,
  licence_fee: licenceFeePage,
  standard_policy: standardPolicyPage,
  chova_factors: chovaFactorsPage,
  recalls: recallsPage,
  changes: changesPage,
  sources: sourcesPage,
  privacy: privacyPage,
  terms: termsPage,
  api_docs: apiDocsPage,
  connect: connectPage,
  callback: callbackPage,
};

/** Every page type, each once, in the list's order; the single pages go into pages.json in it, before the catalog's. */
export const PAGE_TYPES: readonly (SinglePageType | CatalogPageType<never>)[] = PAGE_TYPE_NAMES.map((name) => DEFINITIONS[name]);

/** The path of the one page of a single-page type (a link of the menu, the footer or the home page's list). */
export function singlePagePath(type: PageType): string {
  const definition = DEFINITIONS[type];
  if (!('path' in definition)) throw new Error(`page type ${type} has a page per make, model or model year, not one path`);
  return definition.path;
}

const BUILDERS = new Map(PAGE_TYPES.map((t) => [t.type, t.build]));
const LOCALIZERS = new Map(PAGE_TYPES.flatMap((t) => ('localize' in t && t.localize ? [[t.type, t.localize] as const] : [])));

/** The context's page with its title and summary in the context's language (its path stays the Hebrew one). */
export function localizedPage(ctx: RenderContext): Page {
  if (ctx.lang === AUTHORITY_LANG) return ctx.page;
  const area = TRANSLATED_PAGE_TYPES.get(ctx.page.type);
  if (area === undefined) throw new Error(`page type ${ctx.page.type} is not translated (lib/pages/translated-page-types.ts)`);
  const localize = LOCALIZERS.get(ctx.page.type);
  return { ...ctx.page, ...(localize ? localize(ctx) : singlePageName(ctx, area)) };
}

/** The page model of the context's page, or null when its data is missing from this data version. */
export function buildPageModel(ctx: RenderContext): PageModel | null {
  const build = BUILDERS.get(ctx.page.type);
  if (!build) throw new Error(`page type ${ctx.page.type} is not in PAGE_TYPES (lib/pages/index.ts)`);
  return build(ctx);
}
