// The Node HTTP server around the app, with the limits a public service needs and an answer for every request
// it refuses. Some requests never reach the app: Node's parser rejects them (headers over the limit, a bad
// method, a space or raw non-ASCII in the path, a NUL in a header), Node itself would refuse an HTTP/1.1 request
// without Host, and @hono/node-server cannot make a web Request of some (a Host with "@"). Left to Node and the
// adapter, those get an empty body; here they get the Error schema with the headers every answer carries,
// whenever the socket can still take an answer.
import { STATUS_CODES, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { getRequestListener, RequestError } from '@hono/node-server';
import { ApiError, type ErrorCode } from '../errors.ts';
import { EVERY_ANSWER_HEADERS } from './answer-headers.ts';
import type { LogSink } from './access-log.ts';
import type { FastPath } from './catalog-fast-path.ts';

/** Documented in api/README.md (HTTP behaviour). */
export const SERVER_LIMITS = {
  /** Bytes of request line and headers together (Node's default); more is a 431. */
  maxHeaderSize: 16 * 1024,
  /** Milliseconds for the headers to arrive; a request still incomplete then gets a 408 and its socket closes. */
  headersTimeout: 5_000,
  /** Milliseconds for the whole request, body included: a body shorter than its Content-Length ends here. */
  requestTimeout: 10_000,
  /** Milliseconds an idle kept-alive connection stays open between requests. */
  keepAliveTimeout: 5_000,
  /** Milliseconds a socket may stay silent while a request is being answered (MCP event streams send a keep-alive
   * every 15 s). */
  idleTimeout: 30_000,
  /** How often Node checks the two request timeouts; its default of 30 s would let a stalled request live that long. */
  connectionsCheckingInterval: 1_000,
} as const;

/** The time limits of a listener, the public port's and the metrics port's alike: a client that sends half a request
 * holds a socket no longer on one than on the other. */
export const TIMEOUT_OPTIONS = {
  maxHeaderSize: SERVER_LIMITS.maxHeaderSize,
  headersTimeout: SERVER_LIMITS.headersTimeout,
  requestTimeout: SERVER_LIMITS.requestTimeout,
  keepAliveTimeout: SERVER_LIMITS.keepAliveTimeout,
  connectionsCheckingInterval: SERVER_LIMITS.connectionsCheckingInterval,
} as const;

export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The Error schema with the headers of every answer and a fresh request id (the request never reached the app). */
export function errorAnswer(err: ApiError): ErrorAnswer {
  const requestId = crypto.randomUUID();
  return {
    status: err.status,
    headers: { ...EVERY_ANSWER_HEADERS, 'X-Request-Id': requestId, 'Cache-Control': 'no-store', 'Content-Type': 'application/json' },
    body: JSON.stringify(err.toBody(requestId)),
  };
}

/** llhttp's reasons (err.code) said so that the sender can fix the request. */
const PARSER_REJECTIONS: Record<string, [ErrorCode, string]> = {
  HPE_HEADER_OVERFLOW: ['headers_too_large', `the request line and headers must be at most ${SERVER_LIMITS.maxHeaderSize} bytes together`],
  ERR_HTTP_REQUEST_TIMEOUT: [
    'request_timeout',
    `the request did not arrive in time (headers within ${SERVER_LIMITS.headersTimeout / 1000} ` +
      `s, the whole request within ${SERVER_LIMITS.requestTimeout / 1000} s); send it again, whole`,
  ],
  HPE_INVALID_METHOD: ['bad_request', 'the method is not an HTTP method; use GET, HEAD, POST, DELETE or OPTIONS'],
  HPE_INVALID_CONSTANT: ['bad_request', 'the request line must read "METHOD /path HTTP/1.1"; a space in the path must be sent as %20'],
  HPE_INVALID_VERSION: ['bad_request', 'the request line must end with HTTP/1.1 (or HTTP/1.0)'],
  HPE_INVALID_URL: [
    'bad_request',
    'the path holds a character a URL may not (a space, a control character or raw non-ASCII); percent-encode it',
  ],
  HPE_INVALID_HEADER_TOKEN: [
    'bad_request',
    'a header name or value holds a character HTTP does not allow (such as NUL or another control character)',
  ],
  HPE_INVALID_CONTENT_LENGTH: ['bad_request', 'Content-Length must be one whole number of bytes'],
  HPE_UNEXPECTED_CONTENT_LENGTH: ['bad_request', 'send either Content-Length or Transfer-Encoding, not both'],
  HPE_INVALID_TRANSFER_ENCODING: ['bad_request', 'the only Transfer-Encoding accepted is chunked, last'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: ['payload_too_large', 'the chunk extensions of the body are too large'],
};

function parserRejection(code: string | undefined): ApiError {
  const [errorCode, message] = PARSER_REJECTIONS[code ?? ''] ?? [
    'bad_request',
    `the request is not well-formed HTTP/1.1 (the parser says ${code ?? 'nothing more'}); check the request line and headers`,
  ];
  return new ApiError(errorCode, message);
}

function rawHttp(answer: ErrorAnswer): string {
  const lines = [`HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}`];
  for (const [name, value] of Object.entries(answer.headers)) lines.push(`${name}: ${value}`);
  lines.push(`Content-Length: ${Buffer.byteLength(answer.body)}`, 'Connection: close', '', answer.body);
  return lines.join('\r\n');
}

/** The access log's line for a request the app never saw: no path or header, which may carry personal data. */
function logRefusal(log: LogSink, err: ApiError, answer: ErrorAnswer, reason: string): void {
  log({
    level: err.status >= 500 ? 'error' : 'info',
    msg: 'request_refused',
    request_id: answer.headers['X-Request-Id'],
    status: err.status,
    code: err.code,
    reason,
  });
}

/** Node's own rule: answer only when the socket is writable and no answer to this request has begun. */
function onClientError(log: LogSink, err: NodeJS.ErrnoException, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const rejection = parserRejection(err.code);
  const answer = errorAnswer(rejection);
  logRefusal(log, rejection, answer, err.code ?? 'unknown');
  socket.end(rawHttp(answer), () => socket.destroy());
}

/** A request Node parsed but @hono/node-server could not make a web Request of (its own RequestError). */
function onRequestError(log: LogSink, err: unknown): Response {
  const known = err instanceof RequestError;
  const refusal = known
    ? new ApiError(
        'bad_request',
        `the request cannot be served: ${err.message.toLowerCase()}; send a Host header naming this server and a path starting with /`,
      )
    : new ApiError('internal_error', 'an internal error occurred before the request reached the service');
  const answer = errorAnswer(refusal);
  logRefusal(log, refusal, answer, err instanceof Error ? err.message : String(err));
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/** HTTP/1.1 requires a Host header. Node's own check (requireHostHeader) answers with an empty body, so this one
 * stands in for it, with the Error schema. */
function missingHost(log: LogSink, incoming: IncomingMessage, outgoing: ServerResponse): boolean {
  if (incoming.headers.host !== undefined || incoming.httpVersion !== '1.1') return false;
  const refusal = new ApiError('bad_request', 'HTTP/1.1 requires a Host header; send one naming this server');
  const answer = errorAnswer(refusal);
  logRefusal(log, refusal, answer, 'missing host');
  outgoing.shouldKeepAlive = false;
  outgoing.writeHead(answer.status, { ...answer.headers, 'Content-Length': String(Buffer.byteLength(answer.body)) }).end(answer.body);
  return true;
}

type AppFetch = Parameters<typeof getRequestListener>[0];

/** The fast path of an app's fetch (createApp registers it), taken by every server listen() makes for it. */
const fastPaths = new WeakMap<AppFetch, FastPath>();

export function registerFastPath(fetch: AppFetch, fast: FastPath): void {
  fastPaths.set(fetch, fast);
}

export function fastPathOf(fetch: AppFetch): FastPath | undefined {
  return fastPaths.get(fetch);
}

export function listen(fetch: AppFetch, options: { port: number; hostname: string; log: LogSink }): Promise<Server> {
  const { log } = options;
  const serveApp = getRequestListener(fetch, { hostname: options.hostname, errorHandler: (err) => onRequestError(log, err) });
  const fast = fastPathOf(fetch);
  const server = createServer({ ...TIMEOUT_OPTIONS, requireHostHeader: false }, (incoming, outgoing) => {
    if (missingHost(log, incoming, outgoing)) return;
    const toApp = () => void serveApp(incoming, outgoing);
    if (!fast?.(incoming, outgoing, toApp)) toApp();
  });
  server.setTimeout(SERVER_LIMITS.idleTimeout);
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => onClientError(log, err, socket));
  return new Promise((resolve) => server.listen(options.port, options.hostname, () => resolve(server)));
}
