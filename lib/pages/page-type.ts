// What makes a page type: where its pages live, what they are called and what search finds them by (written into
// pages.json by the pipeline), and the page model built for each page. Each page type's file in this folder
// exports one of these; index.ts lists them.
import type { PageType } from '../shards/pages.ts';
import type { PageModelBuilder } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';

/**
 * The title and summary of the context's page in the context's language (never Hebrew: Hebrew is the entry's),
 * for a translated catalog page type, whose pages are named from the data; a translated single-page type is
 * named by its catalogue area's `title` and `summary` (translated-page-types.ts).
 */
export type PageLocalizer = (ctx: RenderContext) => { title: string; summary: string };

/** A page's entry in pages.json, less its id (the page's path names it) and type. */
export interface PageEntry {
  path: string;
  title: string;
  summary: string;
  /** Latin and Hebrew names and aliases the search matches, beyond title and summary. */
  keywords: string[];
}

/** A page type with one page: home, the rule pages, the service pages. */
export interface SinglePageType extends PageEntry {
  type: PageType;
  build: PageModelBuilder;
}

/** A catalog page type: one page per make, model or model year, its entry written from the data. */
export interface CatalogPageType<In> {
  type: PageType;
  entry(input: In): PageEntry;
  build: PageModelBuilder;
  localize?: PageLocalizer;
}
