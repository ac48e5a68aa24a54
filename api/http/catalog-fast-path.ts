// Repeated catalog GETs answered at the Node server, before the request becomes a web Request and goes through
// Hono's middleware: the answer is already in the answer cache by its request target (api/http/answer-cache.ts),
// so all that is left is what every such answer gets through the app (request id, rate limit, the headers of
// every answer, ETag and 304, the envelope with this request's meta, the access log line, the request metric).
// Those are the same functions the app's path calls; this path only skips the framework, whose per-request cost
// (a Request and a Response object, a Headers record, a compose chain of promises, the envelope copied into one
// buffer) was most of the API's own (issue 37). A client asking for gzip (browsers, curl --compressed, most HTTP
// libraries) gets the answer's gzip form, compressed once per answer (api/http/gzip-member.ts), where the app
// compresses every answer again. Anything else goes to the app: another method or path, a target not answered
// yet, a client whose compression the app would make deflate, a refused rate limit, telemetry on (a span per request).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { AppDeps, AppShared } from '../app-deps.ts';
import type { DataStore } from '../../lib/data/data-store.ts';
import { DATA_MEMBER, metaTailAround } from '../envelope.ts';
import type { AnswerFrame, CachedAnswer } from './answer-cache.ts';
import { codingFor, type Coding } from './content-coding.ts';
import { gzipEnd, gzipPrefix } from './gzip-member.ts';
import { telemetryOn } from '../../lib/telemetry/telemetry.ts';
import { observeRestRequest } from '../metrics/metrics.ts';
import { EVERY_ANSWER_HEADERS } from './answer-headers.ts';
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
    if (headers.host === undefined || !PLAIN_HOST.test(headers.host)) return false;
    // The coding the app's compression would choose; deflate (asked for alone, or above gzip) is left to it.
    const coding = codingFor(headers['accept-encoding']);
    if (coding.encoding === 'deflate') return false;
    const store = deps.data.current();
    // The raw target equals a target the app answered (a URL's own serialisation): the same request, the same answer.
    const answer = store ? shared.answers.forTarget(store.version, target) : undefined;
    if (!store || !answer) return false;
    const started = performance.now();
    const requestId = requestIdOf(headerOf(headers['x-request-id']));
    const client = clientIpOf(incoming, deps.config.trustedProxy);
    // A refusal, or a limiter that fails, is answered by the app in its own words (the Error schema, Retry-After);
    // a client over its budget stays refused there.
    void shared.limiter.take('catalog', client).then((taken) => {
      if (!taken.ok) return toApp();
      respond(incoming, outgoing, answer, store, target, coding, requestId, operation, path, started);
    }, toApp);
    return true;
  };

  function respond(
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    answer: CachedAnswer,
    store: DataStore,
    target: string,
    coding: Coding,
    requestId: string,
    operation: string,
    path: string,
    started: number,
  ): void {
    const notModified = matchesIfNoneMatch(incoming.headers['if-none-match'], answer.etag);
    if (notModified) {
      // hono/compress leaves a 304 alone: no Vary, the ETag as it is.
      outgoing.writeHead(304, {
        ...EVERY_ANSWER_HEADERS,
        'X-Request-Id': requestId,
        ETag: answer.etag,
        'Cache-Control': CATALOG_CACHE_CONTROL,
      });
      outgoing.end();
    } else writeAnswer(outgoing, answer, frameOf(answer, store, target, coding), requestId, coding);
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
  }

  /** The answer's frame, made once; its gzip form the first time a client asks for gzip (and counted by the cache). */
  function frameOf(answer: CachedAnswer, store: DataStore, target: string, coding: Coding): AnswerFrame {
    const frame: AnswerFrame = (answer.frame ??= metaTailAround(answer, store));
    if (coding.encoding === 'gzip' && frame.gzip === undefined) {
      frame.gzip = gzipPrefix([DATA_MEMBER, answer.json, Buffer.from(frame.head)]);
      shared.answers.setTarget(store.version, target, answer);
    }
    return frame;
  }
}

/** The envelope with this request's id, as the app writes it; gzip as hono/compress does (Vary, a weak ETag), with
 * its Content-Length where the app's stream is chunked. */
function writeAnswer(outgoing: ServerResponse, answer: CachedAnswer, frame: AnswerFrame, requestId: string, coding: Coding): void {
  const gzip = coding.encoding === 'gzip' ? frame.gzip : undefined;
  const tail = gzip ? gzipEnd(gzip, requestId + frame.foot) : Buffer.from(frame.head + requestId + frame.foot);
  const length = gzip ? gzip.bytes.length + tail.length : DATA_MEMBER.length + answer.json.length + tail.length;
  const head: OutgoingHttpHeaders = {
    ...EVERY_ANSWER_HEADERS,
    'X-Request-Id': requestId,
    ETag: gzip ? `W/${answer.etag}` : answer.etag,
    'Cache-Control': CATALOG_CACHE_CONTROL,
    'Content-Type': 'application/json',
    'Content-Length': length,
  };
  if (coding.vary) head.Vary = 'Accept-Encoding';
  if (gzip) head['Content-Encoding'] = 'gzip';
  outgoing.writeHead(200, head);
  // One writev: the cached answer (or its compressed form) is written as it is, not copied into an envelope.
  outgoing.cork();
  if (gzip) outgoing.write(gzip.bytes);
  else {
    outgoing.write(DATA_MEMBER);
    outgoing.write(answer.json);
  }
  outgoing.end(tail);
  outgoing.uncork();
}
