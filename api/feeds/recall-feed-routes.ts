// The recall feeds, served from the shards of the data version a request sees rather than written with the site:
// one version's feeds change only with it, so each answer carries the catalog's ETag and caching, and a feed
// reader's poll is a 304 until the next version. A make or model this version lacks falls through to the site's
// 404 page. Each is written in the three languages, at the Hebrew address and under /ar and /en, as the pages
// that offer them are.
import { Hono, type Context, type Next } from 'hono';
import type { DataHolder } from '../data-holder.ts';
import { respond } from '../http/base-headers.ts';
import { CATALOG_CACHE_CONTROL, catalogKey, etagOf, matchesIfNoneMatch } from '../http/etag.ts';
import { ATOM_CONTENT_TYPE } from './atom-feed.ts';
import { recallFeed } from './recall-feed.ts';
import type { ApiReference } from '../../lib/api/api-reference.ts';
import { LANGS, localizedPath, type Lang } from '../../lib/i18n/lang.ts';

interface RecallFeedDeps {
  data: DataHolder;
  /** The site origin feeds link to (PUBLIC_BASE_URL), never the request's Host, which a client chooses. */
  base: string;
  /** The API's public description, which the context a page is written in carries. */
  reference: ApiReference;
}

export function recallFeedRoutes(deps: RecallFeedDeps): Hono {
  const app = new Hono();

  const serve = (c: Context, next: Next, lang: Lang, make?: string, model?: string) => {
    const store = deps.data.current();
    if (!store) return c.text('The data is not loaded yet; retry shortly.', 503, { 'Retry-After': '30' });
    const etag = etagOf(catalogKey(store.version, c.req.path, {}));
    const headers = { ETag: etag, 'Cache-Control': CATALOG_CACHE_CONTROL };
    if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) return respond(c, null, 304, headers);
    const body = recallFeed(store, deps.base, deps.reference, lang, make, model);
    if (body === null) return next();
    return respond(c, body, 200, { ...headers, 'Content-Type': ATOM_CONTENT_TYPE });
  };

  for (const lang of LANGS) {
    const at = (path: string) => localizedPath(path, lang);
    app.get(at('/recalls.atom'), (c, next) => serve(c, next, lang));
    app.get(at('/makes/:make/recalls.atom'), (c, next) => serve(c, next, lang, c.req.param('make')));
    app.get(at('/makes/:make/:model/recalls.atom'), (c, next) => serve(c, next, lang, c.req.param('make'), c.req.param('model')));
  }
  return app;
}
