// CORS open to any origin (REST and MCP). The headers every answer carries are in the app-wide record
// (api/http/answer-headers.ts, api/http/base-headers.ts) before the handler runs, so they become part of the
// response as it is built; Hono's cors middleware edits the finished response's headers, which makes
// @hono/node-server drop its fast path for string bodies. This middleware answers preflights.
import type { MiddlewareHandler } from 'hono';
import { respond } from './base-headers.ts';

const ALLOW_METHODS = 'GET, HEAD, POST, DELETE, OPTIONS';
const ALLOW_HEADERS =
  'Content-Type, Accept, If-None-Match, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Session-Id, Last-Event-ID, X-Request-Id';

/** Whether an Accept-Encoding asks for an encoding Hono's compress writes. */
export function acceptsCompression(accepted: string | undefined): boolean {
  return accepted !== undefined && /\b(gzip|deflate)\b/i.test(accepted);
}

/** Open CORS, then compression only for clients that ask for it (other answers keep node-server's fast path).
 * One middleware, not two: each layer costs every request an extra async hop through Hono's compose. */
export function openCorsThenCompress(compress: MiddlewareHandler): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return respond(c, null, 204, {
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        'Access-Control-Max-Age': '86400',
      });
    }
    if (acceptsCompression(c.req.header('accept-encoding'))) return compress(c, next);
    await next();
  };
}
