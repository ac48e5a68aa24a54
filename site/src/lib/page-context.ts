// What every page template needs from the data version: its page record, the shared texts and the data date.
import { TextsRule } from '../../../lib/rules/rule-schemas.ts';
import type { Page } from '../../../lib/shards/schemas.ts';
import { siteStore } from './site-store.ts';

let byId: Map<string, Page> | undefined;

export function pageById(id: string): Page {
  byId ??= new Map(siteStore().pages.map((p) => [p.id, p]));
  const page = byId.get(id);
  if (!page) throw new Error(`pages.json has no page "${id}"; the site has a template for it`);
  return page;
}

export function pagesOfType(type: Page['type']): Page[] {
  return siteStore().pages.filter((p) => p.type === type);
}

export function siteTexts() {
  return siteStore().rule('texts', TextsRule);
}

/** Path segments after "/makes/": make, model, year. */
export function catalogParams(page: Page): { make: string; model?: string; year?: string } {
  const [, , make, model, year] = page.path.split('/');
  return { make: make ?? '', model, year };
}
