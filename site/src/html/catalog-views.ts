// The catalog page types whose bodies are built as strings (page-view.ts), and the order Astro renders them
// in: its routes from the most specific (model years, then models, then makes), each in pages.json order.
// buildSite's text worker builds the views in this order, so the view of the page Astro renders next is
// usually there already.
import type { DataStore } from '../../../lib/data/data-store.ts';
import { TextsRule } from '../../../lib/rules/rule-schemas.ts';
import type { Page } from '../../../lib/shards/schemas.ts';
import { layoutParts, type LayoutParts } from './layout-parts.ts';
import { makeView } from './make-page.ts';
import { modelView } from './model-page.ts';
import { modelYearView } from './model-year-page.ts';
import type { PageView } from './page-view.ts';

export const CATALOG_VIEWS: Partial<Record<Page['type'], (store: DataStore, page: Page) => PageView>> = {
  model_year: modelYearView,
  model: modelView,
  make: makeView,
};

/** A catalog page ready for the layout: its body and every part the layout puts around it. */
export interface CatalogPage { html: string; layout: LayoutParts }

export function catalogPage(store: DataStore, page: Page, base: string): CatalogPage {
  const view = CATALOG_VIEWS[page.type];
  if (!view) throw new Error(`page ${page.id} (${page.type}) is not a catalog page`);
  const { html, ...around } = view(store, page);
  return { html, layout: layoutParts({ page, ...around, base, dataDate: store.dataDate, texts: store.rule('texts', TextsRule) }) };
}

const ORDER = Object.keys(CATALOG_VIEWS) as Page['type'][];

/** Every page, catalog pages first in Astro's rendering order, then the others in pages.json order. */
export function renderOrder(pages: readonly Page[]): Page[] {
  const rank = (p: Page) => {
    const i = ORDER.indexOf(p.type);
    return i < 0 ? ORDER.length : i;
  };
  return pages.map((page, i) => ({ page, i })).sort((a, b) => rank(a.page) - rank(b.page) || a.i - b.i).map((e) => e.page);
}
