// Serves the built site of the data version a request sees: pages with content negotiation to their markdown
// twins, the twins, llms files and assets with strong ETags, a 404 page in both forms, and the no-JavaScript
// call-back post. Mounted last in api/app.ts; /api and /.well-known are never answered here (they fall through
// to the app).
import { Hono, type Context } from 'hono';
import { respond } from '../http/base-headers.ts';
import { markdownPathOf } from '../../lib/urls/page-urls.ts';
import { prefersMarkdown } from './negotiate.ts';
import { SiteFiles, acceptsGzip, contentTypeOf, safeRelative, type SiteFile } from './static-files.ts';
import { LANGS, localizedPath, splitLangPath } from '../../lib/i18n/lang.ts';
import { message } from '../../lib/i18n/messages.ts';
import { submitCallbackForm, tooLargeOutcome, type CallbackOutcome, type Dispatch } from './callback-result.ts';
import { declaredBodyLimit } from '../http/body-limit.ts';
import { QUOTE_REQUEST_MAX_BYTES } from '../operations/request-quote-callback.ts';
import { matchesIfNoneMatch } from '../http/etag.ts';
import { CHANGES_FEED_PATH } from '../../lib/urls/change-log-urls.ts';

interface SiteRouteDeps {
  /**
   * The folder of the site to answer from, asked once per request: the build of the data version the request
   * sees (siteBuildDir), or null while no version is loaded.
   */
  siteDir: () => string | null;
  /** Sends a request through the whole application: the no-JavaScript call-back form posts through it. */
  dispatch: Dispatch;
  /** The 404 page of a wrong catalog address, naming the closest pages; null when it has none to name. */
  catalogNotFound?: (c: Context, markdown: boolean) => Promise<Response | null>;
}

const PAGE_CACHE = 'public, max-age=300';
const ASSET_CACHE = 'public, max-age=31536000, immutable';

/** Paths that belong to the API, discovery and the change-log feed: never a page, never negotiated. */
export function isServicePath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/.well-known/') || path === CHANGES_FEED_PATH;
}

/** Every file may come gzipped, so every answer varies on Accept-Encoding (pages also on Accept). */
function send(c: Context, file: SiteFile, type: string, headers: Record<string, string>, status: 200 | 404 = 200): Response {
  const vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
  const all: Record<string, string> = { ...headers, Vary: vary, ETag: file.etag };
  if (file.encoding) all['Content-Encoding'] = file.encoding;
  if (status === 200 && matchesIfNoneMatch(c.req.header('if-none-match'), file.etag)) return respond(c, null, 304, all);
  return respond(c, new Uint8Array(file.body), status, { ...all, 'Content-Type': type });
}

/** The files of the last few site folders served, each with its ETag cache; older ones are let go. */
function siteFilesCache(keep: number): (dir: string) => SiteFiles {
  const byDir = new Map<string, SiteFiles>();
  return (dir) => {
    let files = byDir.get(dir);
    if (!files) {
      files = new SiteFiles(dir);
      byDir.set(dir, files);
      for (const old of byDir.keys()) if (byDir.size > keep) byDir.delete(old);
    }
    return files;
  };
}

export function siteRoutes(deps: SiteRouteDeps): Hono {
  // The current version's site and the one it replaced, whose requests may still be in flight.
  const filesOf = siteFilesCache(2);
  const app = new Hono();
  /** The site each request reads from, fixed at its first read so one answer never mixes two versions. */
  const sites = new WeakMap<Context, SiteFiles | null>();
  const siteOf = (c: Context): SiteFiles | null => {
    if (!sites.has(c)) {
      const dir = deps.siteDir();
      sites.set(c, dir === null ? null : filesOf(dir));
    }
    return sites.get(c)!;
  };
  const read = async (c: Context, rel: string) => (await siteOf(c)?.read(rel, acceptsGzip(c.req.header('accept-encoding')))) ?? null;

  /**
   * The 404 page in the language of the path's prefix (/ar/..., /en/...), else the Hebrew one; a wrong catalog
   * address gets the one naming the closest pages instead.
   */
  async function notFound(c: Context, markdown: boolean): Promise<Response> {
    const near = await deps.catalogNotFound?.(c, markdown);
    if (near) return near;
    const name = markdown ? '404.md' : '404.html';
    const localized = localizedPath(`/${name}`, splitLangPath(c.req.path).lang).slice(1);
    const file = (await read(c, localized)) ?? (await read(c, name));
    if (!file) return c.text('Not found. The site is not built yet: run `npm run build`.', 404);
    return send(c, file, contentTypeOf(name), { Vary: 'Accept', 'Cache-Control': 'no-cache' }, 404);
  }

  app.get('*', async (c, next) => {
    const url = new URL(c.req.url);
    const path = url.pathname;
    if (isServicePath(path)) return next();
    const rel = safeRelative(path);
    const accept = c.req.header('accept');
    if (rel === null || ['/404', '/404.html', '/404.md'].includes(splitLangPath(`/${rel}`).path))
      return notFound(c, rel?.endsWith('.md') || prefersMarkdown(accept));
    // One URL per page: no trailing slash, no .html.
    if (path.length > 1 && path.endsWith('/')) return c.redirect(`${path.replace(/\/+$/, '')}${url.search}`, 301);
    if (rel === 'index') return c.redirect(`/${url.search}`, 301);
    if (path.endsWith('.html')) return c.redirect(`${path === '/index.html' ? '/' : path.slice(0, -5)}${url.search}`, 301);

    const pagePath = `/${rel}`;
    const html = await read(c, rel === '' ? 'index.html' : `${rel}.html`);
    if (html) {
      const twin = markdownPathOf(pagePath);
      if (prefersMarkdown(accept)) {
        const markdown = await read(c, twin.slice(1));
        if (markdown) {
          return send(c, markdown, contentTypeOf(twin), {
            Vary: 'Accept',
            'Cache-Control': PAGE_CACHE,
            'Content-Location': twin,
            Link: `<${pagePath}>; rel="canonical"; type="text/html"`,
          });
        }
      }
      return send(c, html, contentTypeOf('page.html'), {
        Vary: 'Accept',
        'Cache-Control': PAGE_CACHE,
        Link: `<${twin}>; rel="alternate"; type="text/markdown"`,
      });
    }
    const file = rel === '' ? null : await read(c, rel);
    if (!file) return notFound(c, rel.endsWith('.md') || prefersMarkdown(accept));
    // Astro's bundles and the publish step's stylesheet carry a hash of their content in their names.
    const headers: Record<string, string> = {
      'Cache-Control': rel.startsWith('_astro/') || rel.startsWith('assets/') ? ASSET_CACHE : PAGE_CACHE,
    };
    if (rel.endsWith('.md')) headers.Link = `<${rel === 'index.md' ? '/' : `/${rel.slice(0, -3)}`}>; rel="canonical"; type="text/html"`;
    return send(c, file, contentTypeOf(rel), headers);
  });

  const formPage = (outcome: CallbackOutcome, more: Record<string, string> = {}) => {
    const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', ...more };
    if (outcome.retryAfter) headers['Retry-After'] = outcome.retryAfter;
    return new Response(outcome.html, { status: outcome.status, headers });
  };

  // The JSON call's limit, checked before a byte of the body is read (a declared length is refused on its header,
  // a chunked body once it passes the limit); the connection then closes, so the rest of an upload is not taken in.
  // The form posts to the call-back page of its language (/callback, /ar/callback, /en/callback), which answers
  // in that language and sends the language the consent was shown in (the form's consent_lang).
  for (const lang of LANGS) {
    const pageFile = `${localizedPath('/callback', lang).slice(1)}.html`;
    const formLimit = declaredBodyLimit({
      maxSize: QUOTE_REQUEST_MAX_BYTES,
      onError: async (c) => {
        const page = await siteOf(c)?.read(pageFile);
        // No built page to answer in: the bare sentence, in the form's language.
        if (!page) return c.text(message(lang, 'callback-status.tooLargeBare'), 413, { Connection: 'close' });
        return formPage(tooLargeOutcome(page.body.toString('utf8'), QUOTE_REQUEST_MAX_BYTES, lang), { Connection: 'close' });
      },
    });

    app.post(localizedPath('/callback', lang), formLimit, async (c) => {
      const page = await siteOf(c)?.read(pageFile);
      if (!page) return notFound(c, false);
      const posted = await c.req.parseBody({ all: true }).catch(() => ({}));
      return formPage(await submitCallbackForm(posted, page.body.toString('utf8'), deps.dispatch, c.req.raw, c.env, lang));
    });
  }

  return app;
}
