// Structured access log, one JSON line a request. It records no personal data: no query string (live and
// call-back calls carry plates, names and phones there or in the body), no body, no client address, and a plate
// path with its parameters (a plate, a call-back request id) replaced by their names: the route's template.
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { applyBaseHeaders, baseHeaders } from './base-headers.ts';
import { apiPath } from '../../lib/api/api-paths.ts';
import { localizedPath, splitLangPath } from '../../lib/i18n/lang.ts';

export type LogSink = (entry: Record<string, unknown>) => void;

export const jsonLogSink: LogSink = (entry) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
};

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;

/** A sink that keeps entries at `level` (LOG_LEVEL) or above; an entry without a level counts as info. */
export function levelFilter(level: string, sink: LogSink = jsonLogSink): LogSink {
  const min = LEVELS.indexOf(level as (typeof LEVELS)[number]);
  if (min < 0) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}; got "${level}"`);
  return (entry) => {
    const at = LEVELS.indexOf((entry.level as (typeof LEVELS)[number] | undefined) ?? 'info');
    if ((at < 0 ? 1 : at) >= min) sink(entry);
  };
}

/** Paths under it carry a call-back request id: the capability to erase that request. */
const ERASABLE_PREFIX = apiPath('/quote-request/');

/** Paths under it carry a plate (the site's page of one car, its twin, calendar and feed), in every language. */
const PLATE_PREFIX = '/vehicle/';
/** What may follow a plate in a path and be logged as it is: anything else may hold digits of a plate. */
const PLATE_SUFFIXES: ReadonlySet<string> = new Set(['/licence.ics', '/feed.atom']);
/** A twin's extension, kept after a parameter's name so the log still tells a page from its twin. */
const TWIN_SUFFIX = '.md';

/** A template without its parameters' patterns ("/vehicle/:plate{[^/]+}" -> "/vehicle/:plate"): a pattern may hold
 * a slash or nested braces, so it is skipped by counting braces, not split on. */
function withoutPatterns(template: string): string {
  let out = '';
  let depth = 0;
  for (const ch of template) {
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (depth === 0) out += ch;
  }
  return out;
}

/** A route's template as the log writes it: "/ar/vehicle/:plate{[^/]+}" with "123.md" -> "/ar/vehicle/{plate}.md". */
function templatePath(template: string, path: string): string {
  const given = path.split('/');
  return withoutPatterns(template)
    .split('/')
    .map((part, i) => {
      if (!part.startsWith(':')) return part;
      return `{${part.slice(1).replace(/\?$/, '')}}${given[i]?.endsWith(TWIN_SUFFIX) ? TWIN_SUFFIX : ''}`;
    })
    .join('/');
}

/**
 * The path of a request no parametric route answered (the site's wildcard, a 404), with a plate or a call-back
 * request id in it replaced: under any language's prefix, so a language added to lib/i18n is covered.
 */
export function loggablePath(path: string): string {
  const { lang, path: bare } = splitLangPath(path);
  // The prefix tests first: nearly every request is some other path.
  if (bare.startsWith(PLATE_PREFIX)) {
    const rest = bare.slice(PLATE_PREFIX.length);
    const slash = rest.indexOf('/');
    const head = slash < 0 ? rest : rest.slice(0, slash);
    const tail = slash < 0 ? '' : PLATE_SUFFIXES.has(rest.slice(slash)) ? rest.slice(slash) : '/{rest}';
    return localizedPath(`${PLATE_PREFIX}{plate}${head.endsWith(TWIN_SUFFIX) ? TWIN_SUFFIX : ''}${tail}`, lang);
  }
  if (!path.startsWith(ERASABLE_PREFIX)) return path;
  const rest = path.slice(ERASABLE_PREFIX.length);
  const end = rest.indexOf('/');
  const id = end < 0 ? rest : rest.slice(0, end);
  return id === '' ? path : `${ERASABLE_PREFIX}{request_id}${rest.slice(id.length)}`;
}

/** What the log writes for a request: the template of the last parametric route that ran (one that passed the
 * request on, as a recall feed of an unknown make does, still names it), else the path with what could be a plate
 * or a request id replaced (loggablePath). */
export function loggedPath(c: Context): string {
  const ran = matchedRoutes(c).slice(0, c.req.routeIndex + 1);
  for (let i = ran.length - 1; i >= 0; i--) {
    if (ran[i]!.path.includes('/:')) return templatePath(ran[i]!.path, c.req.path);
  }
  return loggablePath(c.req.path);
}

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

const PLAIN_REQUEST_ID = /^[\w\-=]{1,255}$/;

/** The request's id: the client's X-Request-Id when it is at most 255 plain characters, else a new UUID. */
export function requestIdOf(given: string | undefined): string {
  return given !== undefined && PLAIN_REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** Gives each request its id (the rule of hono/request-id: a client's X-Request-Id is kept when it is at most 255
 * plain characters, else a new UUID; echoed in X-Request-Id) and logs it. One middleware, not two: each layer
 * costs every request an extra async hop through Hono's compose. Being outermost, it also puts the app-wide
 * headers on answers that were not built with them (api/http/base-headers.ts). */
export function accessLog(log: LogSink): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', id);
    baseHeaders(c)['X-Request-Id'] = id;
    await next();
    applyBaseHeaders(c);
    log({
      level: c.res.status >= 500 ? 'error' : 'info',
      msg: 'request',
      request_id: c.get('requestId'),
      method: c.req.method,
      path: loggedPath(c),
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 100) / 100,
    });
  };
}
