// Every markdown twin, llms.txt, llms-full.txt, sitemap and robots.txt of one data version, written into a
// site folder. They need no HTML, so buildSite writes them in a worker thread (text-files-worker.ts) while
// Astro renders the pages on the main thread: Astro's page rendering keeps one core busy, this the other.
// The worker also builds the catalog pages' HTML bodies from the shards it reads for their twins, and sends
// them to the main thread (site/src/lib/view-feed.ts), in the order Astro renders the pages.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DataStore } from '../../lib/data/data-store.ts';
import { markdownPathOf } from '../../lib/urls/page-urls.ts';
import { renderPage } from '../../lib/markdown/render-page.ts';
import { publicApiReference } from '../../api/public.ts';
import { notFoundMarkdown } from '../src/lib/not-found.ts';
import { robotsTxt, sitemapFiles } from './crawler-files.ts';
import { llmsFullTxt, llmsTxt } from './llms-files.ts';
import { FULL_TEXT_TYPES } from './llms-sections.ts';
import { CATALOG_VIEWS, catalogPage, renderOrder, type CatalogPage } from '../src/html/catalog-views.ts';

/** Views go to the main thread a few dozen at a time: one message each would cost more than the copy. */
const VIEW_BATCH = 32;

/** Writes files under one root, creating each folder once (tens of thousands of twins share a few thousand). */
export function textWriter(root: string): (rel: string, text: string) => void {
  const made = new Set<string>();
  return (rel, text) => {
    const file = path.join(root, rel);
    const dir = path.dirname(file);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(file, text);
  };
}

/**
 * Twins, llms files, sitemap and robots.txt for one data version; returns the ids of pages without a twin.
 * With `sendViews`, also the catalog pages' bodies and layout parts, in Astro's rendering order.
 */
export function writeTextFiles(root: string, store: DataStore, baseUrl: string, sendViews?: (views: [string, CatalogPage][]) => void): string[] {
  const write = textWriter(root);
  const fullText = new Map<string, string>();
  const missing: string[] = [];
  let views: [string, CatalogPage][] = [];
  for (const page of renderOrder(store.pages)) {
    if (sendViews && CATALOG_VIEWS[page.type]) {
      views.push([page.id, catalogPage(store, page, baseUrl)]);
      if (views.length === VIEW_BATCH) {
        sendViews(views);
        views = [];
      }
    }
    const rendered = renderPage(store, page.id, baseUrl, publicApiReference());
    if (!rendered) {
      missing.push(page.id);
      continue;
    }
    if (FULL_TEXT_TYPES.has(page.type)) fullText.set(page.id, rendered.text);
    write(markdownPathOf(page.path), rendered.text);
  }
  if (views.length > 0) sendViews?.(views);
  write('404.md', notFoundMarkdown(baseUrl));
  write('llms.txt', llmsTxt(store, baseUrl));
  write('llms-full.txt', llmsFullTxt(store, baseUrl, (id) => fullText.get(id) ?? ''));
  for (const [name, xml] of sitemapFiles(store.pages, baseUrl, store.dataDate)) write(name, xml);
  write('robots.txt', robotsTxt(baseUrl));
  return missing;
}
