// The change log as an Atom feed (RFC 4287) at /changes.atom: one entry per data version, newest first, titled and
// written as the /changes page writes it (the same sections, as HTML), so a feed reader and the page cannot differ.
// Built per request from the data version served, by the one Atom writer (api/feeds/atom-feed.ts).
import type { Hono } from 'hono';
import type { AppDeps, AppShared } from '../app-deps.ts';
import { ATOM_CONTENT_TYPE, atomFeed } from '../feeds/atom-feed.ts';
import { renderContext } from '../../lib/pages/render/render-page.ts';
import { changeEntrySections, changeEntryTitle } from '../../lib/pages/changes.ts';
import { sectionsHtml } from '../../lib/pages/serialise/html.ts';
import { CHANGES_FEED_PATH, CHANGES_PATH } from '../../lib/urls/change-log-urls.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';

export function changeLogFeedRoutes(app: Hono, deps: AppDeps, shared: AppShared): void {
  app.get(CHANGES_FEED_PATH, (c) => {
    const store = deps.data.current();
    const page = store?.pages.find((p) => p.path === CHANGES_PATH);
    if (!store || !page) return c.text('The data is not loaded yet; retry shortly.', 503, { 'Retry-After': '30' });
    const base = deps.config.publicBaseUrl;
    const ctx = renderContext(store, page, base, shared.reference);
    const entries = store.changes ?? [];
    const pageUrl = absoluteUrl(base, CHANGES_PATH);
    // A reader shows an entry away from the site: the page's site-relative links are made absolute.
    const absolute = (html: string) => html.replaceAll('href="/', `href="${absoluteUrl(base, '/')}`);
    const body = atomFeed({
      self: absoluteUrl(base, CHANGES_FEED_PATH),
      page: pageUrl,
      title: page.title,
      subtitle: page.summary,
      updated: entries[0]?.data_date ?? store.dataDate,
      entries: entries.map((e) => ({
        id: `${pageUrl}#${e.version}`,
        title: changeEntryTitle(e),
        link: `${pageUrl}#${e.version}`,
        updated: e.data_date,
        summary: changeEntryTitle(e),
        contentHtml: absolute(
          sectionsHtml({
            lead: [],
            facts: [],
            sections: changeEntrySections(ctx, e),
            sources: [],
            metadata: {},
            crumbs: [],
            offerCallback: false,
          }),
        ),
      })),
      lang: 'he',
      sample: store.manifest.sample.generated,
    });
    c.header('Content-Type', ATOM_CONTENT_TYPE);
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(body);
  });
}
