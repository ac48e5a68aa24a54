// Catalog page bodies built off the main thread. buildSite's text worker reads each catalog shard once, writes
// the page's markdown twin and sends the page's view (site/src/html/page-view.ts) here; the Astro page takes
// it, so the main thread, where Astro renders every page one after another, neither reads nor checks shards
// for them. Without a feed (Astro run on its own) a page builds its view itself from the site store.
import type { Page } from '../../../lib/shards/schemas.ts';
import { catalogPage, type CatalogPage } from '../html/catalog-views.ts';
import { siteStore } from './site-store.ts';

const HANDOFF = Symbol.for('israel-car-facts.site-view-feed');

export class ViewFeed {
  readonly #ready = new Map<string, CatalogPage>();
  readonly #waiting = new Map<string, { resolve: (view: CatalogPage) => void; reject: (error: Error) => void }>();
  #failure: Error | undefined;

  add(views: readonly [string, CatalogPage][]): void {
    for (const [id, view] of views) {
      const waiter = this.#waiting.get(id);
      if (waiter) {
        this.#waiting.delete(id);
        waiter.resolve(view);
      } else {
        this.#ready.set(id, view);
      }
    }
  }

  /** The worker stopped: every page still waiting, and any asking later, fails with its error. */
  fail(error: Error): void {
    this.#failure ??= error;
    for (const waiter of this.#waiting.values()) waiter.reject(error);
    this.#waiting.clear();
  }

  /** The view of one page, once (it is dropped from the feed when taken). */
  take(id: string): Promise<CatalogPage> {
    const view = this.#ready.get(id);
    if (view) {
      this.#ready.delete(id);
      return Promise.resolve(view);
    }
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise((resolve, reject) => this.#waiting.set(id, { resolve, reject }));
  }
}

export function handOverViewFeed(feed: ViewFeed | undefined): void {
  (globalThis as Record<symbol, unknown>)[HANDOFF] = feed;
}

/** A catalog page's body and layout parts: from the worker's feed, or built here for the site at `base`. */
export function catalogPageOf(page: Page, base: string): Promise<CatalogPage> | CatalogPage {
  const feed = (globalThis as Record<symbol, unknown>)[HANDOFF] as ViewFeed | undefined;
  return feed ? feed.take(page.id) : catalogPage(siteStore(), page, base);
}
