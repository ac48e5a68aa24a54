// What every page template needs from the data version: its page record and the shared texts.
import type { Page } from '../../../lib/shards/pages.ts';
import { pageById as findPage } from '../../../lib/pages/render/site-links.ts';
import { siteStore } from './site-store.ts';

export function pageById(id: string): Page {
  const page = findPage({ store: siteStore() }, id);
  if (!page) throw new Error(`pages.json has no page "${id}"; the site has a template for it`);
  return page;
}

export function siteTexts() {
  return siteStore().rule('texts');
}
