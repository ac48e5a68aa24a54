// Repeated catalog GETs answered at the Node server, before the request becomes a web Request and goes through
// Hono's middleware: the answer is already in the answer cache by its request target (api/http/answer-cache.ts),
// so all that is left is what every such answer gets through the app (request id, rate limit, the headers of
// every answer, ETag and 304, the envelope with this request's meta, the access log line, the request metric).
// Those are the same functions the app's path calls; this path only skips the framework, whose per-request cost
// (a Request and a Response object, a Headers record, a compose chain of promises, the envelope copied into one
// buffer) was most of the API's own (issue 37). Anything else goes to the app: another method or path, a target
// not answered yet, a client asking for compression, a refused rate limit, telemetry on (a span per request).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppDeps, AppShared } from '../app-deps.ts';
import { DATA_MEMBER, metaFor, metaTail } from '../envelope.ts';
import { telemetryOn } from '../../lib/telemetry/telemetry.ts';
import { observeRestRequest } from '../metrics/metrics.ts';
import { EVERY_ANSWER_HEADERS } from './answer-headers.ts';
import { acceptsCompression } from './cors.ts';
import { CATALOG_CACHE_CONTROL, matchesIfNoneMatch } from './etag.ts';
import { clientIpOf, headerOf } from './client-ip.ts';
import { requestIdOf } from './access-log.ts';
import { apiPath } from '../../lib/api/api-paths.ts';

/** Takes the request and returns true (answering it, or handing it to `toApp` later), or returns false, having done
 * nothing, for the app to answer it. */
export type FastPath = (incoming: IncomingMessage, outgoing: ServerResponse, toApp: () => void) => boolean;

/** A Host the adapter makes a URL of without complaint; any other request goes the app's way (its RequestError). */
export const PLAIN_HOST = /^[\w.-]+(:\d{1,5})?$|^\[[\d:a-fA-F.]+\](:\d{1,5})?$/;

export function catalogFastPath(deps: AppDeps, shared: AppShared): FastPath {
  // The catalog GETs by REST path, paths without parameters only: the access log writes those as they are.
  const operations = new Map(
    shared.operations
      .filter((op) => op.method === 'GET' && op.budget === 'catalog' && !op.path.includes(':'))
      .map((op) => [apiPath(op.path), op.name]),
  );
  return (incoming, outgoing, toApp) => {
    const target = incoming.url;
    if (incoming.method !== 'GET' || target === undefined || target[0] !== '/' || telemetryOn()) return false;
    const at = target.indexOf('?');
    const path = at < 0 ? target : target.slice(0, at);
    const operation = operations.get(path);
    if (operation === undefined) return false;
    const { headers } = incoming;
    if (acceptsCompression(headers['accept-encoding']) || headers.host === undefined || !PLAIN_HOST.test(headers.host)) return false;
    const store = deps.data.current();
    // The raw target equals a target the app answered (a URL's own serialisation): the same request, the same answer.
    const answer = store ? shared.answers.forTarget(store.version, target) : undefined;
    if (!store || !answer) return false;
    const started = performance.now();
    const requestId = requestIdOf(headerOf(headers['x-request-id']));
    // A refusal, or a limiter that fails, is answered by the app in its own words (the Error schema, Retry-After);
    // a client over its budget stays refused there.
    void shared.limiter.take('catalog', clientIpOf(incoming, deps.config.trustedProxy)).then((taken) => {
      if (!taken.ok) return toApp();
      const base = { ...EVERY_ANSWER_HEADERS, 'X-Request-Id': requestId, ETag: answer.etag, 'Cache-Control': CATALOG_CACHE_CONTROL };
      const notModified = matchesIfNoneMatch(headers['if-none-match'], answer.etag);
      if (notModified) outgoing.writeHead(304, base).end();
      else {
        const tail = metaTail(metaFor(answer, requestId, store));
        outgoing.writeHead(200, {
          ...base,
          'Content-Type': 'application/json',
          'Content-Length': DATA_MEMBER.length + answer.json.length + tail.length,
        });
        // Three chunks, one writev: the cached answer is written as it is, not copied into an envelope.
        outgoing.cork();
        outgoing.write(DATA_MEMBER);
        outgoing.write(answer.json);
        outgoing.end(tail);
        outgoing.uncork();
      }
      const status = notModified ? 304 : 200;
      observeRestRequest(operation, status, started);
      shared.log({
        level: 'info',
        msg: 'request',
        request_id: requestId,
        method: 'GET',
        path,
        status,
        duration_ms: Math.round((performance.now() - started) * 100) / 100,
      });
    }, toApp);
    return true;
  };
}
