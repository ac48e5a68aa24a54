// Structured access log, one JSON line a request. It records no personal data: no query string (live and
// call-back calls carry plates, names and phones there or in the body), no body, no client address, and a plate
// page's path with its plate replaced.
import type { MiddlewareHandler } from 'hono';
import { applyBaseHeaders, baseHeaders } from './base-headers.ts';
import { apiPath } from '../../lib/api/api-paths.ts';

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

/** Paths under it carry a plate (the site's page of one car, its calendar and its feed). */
const PLATE_PREFIX = '/vehicle/';
/** What may follow a plate in a path and be logged as it is: anything else may hold digits of a plate. */
const PLATE_SUFFIXES: ReadonlySet<string> = new Set(['/licence.ics', '/feed.atom']);

/** The log keeps only the place of a call-back request id or a plate in a path. */
export function loggablePath(path: string): string {
  // The prefix tests first: nearly every request is some other path.
  if (path.startsWith(PLATE_PREFIX)) {
    const rest = path.slice(PLATE_PREFIX.length);
    const slash = rest.indexOf('/');
    const head = slash < 0 ? rest : rest.slice(0, slash);
    const tail = slash < 0 ? '' : PLATE_SUFFIXES.has(rest.slice(slash)) ? rest.slice(slash) : '/{rest}';
    return `${PLATE_PREFIX}{plate}${head.endsWith('.md') ? '.md' : ''}${tail}`;
  }
  if (!path.startsWith(ERASABLE_PREFIX)) return path;
  const rest = path.slice(ERASABLE_PREFIX.length);
  const end = rest.indexOf('/');
  const id = end < 0 ? rest : rest.slice(0, end);
  return id === '' ? path : `${ERASABLE_PREFIX}{request_id}${rest.slice(id.length)}`;
}

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

const PLAIN_REQUEST_ID = /^[\w\-=]{1,255}$/;

/** Gives each request its id (the rule of hono/request-id: a client's X-Request-Id is kept when it is at most 255
 * plain characters, else a new UUID; echoed in X-Request-Id) and logs it. One middleware, not two: each layer
 * costs every request an extra async hop through Hono's compose. Being outermost, it also puts the app-wide
 * headers on answers that were not built with them (api/http/base-headers.ts). */
export function accessLog(log: LogSink): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const id = given !== undefined && PLAIN_REQUEST_ID.test(given) ? given : crypto.randomUUID();
    c.set('requestId', id);
    baseHeaders(c)['X-Request-Id'] = id;
    await next();
    applyBaseHeaders(c);
    log({
      level: c.res.status >= 500 ? 'error' : 'info',
      msg: 'request',
      request_id: c.get('requestId'),
      method: c.req.method,
      path: loggablePath(c.req.path),
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 100) / 100,
    });
  };
}
