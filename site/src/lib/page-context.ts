// What every page template needs from the data version: its page record, the shared texts and the path slugs.
import { TextsRule } from '../../../lib/rules/rule-schemas.ts';
import type { Page } from '../../../lib/shards/schemas.ts';
import { pageById as findPage, pathSlugs } from '../../../lib/markdown/site-links.ts';
import { siteStore } from './site-store.ts';

export function pageById(id: string): Page {
  const page = findPage({ store: siteStore() }, id);
  if (!page) throw new Error(`pages.json has no page "${id}"; the site has a template for it`);
  return page;
}

export function pagesOfType(type: Page['type']): Page[] {
  return siteStore().pages.filter((p) => p.type === type);
}

export function siteTexts() {
  return siteStore().rule('texts', TextsRule);
}

/** Route params of a catalog page (/makes/<make>/<model>/<year>), as Astro wants them: strings. */
export function catalogParams(page: Page): { make: string; model?: string; year?: string } {
  const { make = '', model, year } = pathSlugs(page.path);
  return { make, model, year: year === undefined ? undefined : String(year) };
}
