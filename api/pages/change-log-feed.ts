// The change log as an Atom feed (RFC 4287) at /changes.atom: one entry per data version, newest first, titled and
// written as the /changes page writes it (the same sections, as HTML), so a feed reader and the page cannot differ.
// Built per request from the data version served, with the `feed` package's Atom writer.
import { Feed } from 'feed';
import type { Hono } from 'hono';
import type { AppDeps, AppShared } from '../app-deps.ts';
import { renderContext } from '../../lib/pages/render/render-page.ts';
import { changeEntrySections, changeEntryTitle } from '../../lib/pages/changes.ts';
import { sectionsHtml } from '../../lib/pages/serialise/html.ts';
import { CHANGES_FEED_PATH, CHANGES_PATH } from '../../lib/urls/change-log-urls.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

export function changeLogFeedRoutes(app: Hono, deps: AppDeps, shared: AppShared): void {
  app.get(CHANGES_FEED_PATH, (c) => {
    const store = deps.data.current();
    const page = store?.pages.find((p) => p.path === CHANGES_PATH);
    if (!store || !page) return c.text('The data is not loaded yet; retry shortly.', 503, { 'Retry-After': '30' });
    const base = deps.config.publicBaseUrl;
    const ctx = renderContext(store, page, base, shared.reference);
    const entries = store.changes ?? [];
    const pageUrl = absoluteUrl(base, CHANGES_PATH);
    const feed = new Feed({
      id: pageUrl,
      title: page.title,
      description: page.summary,
      link: pageUrl,
      language: 'he',
      updated: dayOf(entries[0]?.data_date ?? store.dataDate),
      feedLinks: { atom: absoluteUrl(base, CHANGES_FEED_PATH) },
      generator: 'israel-car-facts',
      copyright: store.rule('texts').source_he,
    });
    for (const e of entries) {
      const link = `${pageUrl}#${e.version}`;
      feed.addItem({
        id: link,
        title: changeEntryTitle(e),
        link,
        date: dayOf(e.data_date),
        content: sectionsHtml({
          lead: [],
          facts: [],
          sections: changeEntrySections(ctx, e),
          sources: [],
          metadata: {},
          crumbs: [],
          offerCallback: false,
        }),
      });
    }
    c.header('Content-Type', 'application/atom+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(feed.atom1());
  });
}
