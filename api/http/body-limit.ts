// Hono's bodyLimit reads `request.body` first, which makes @hono/node-server build a full undici Request and a
// web stream for every POST (about a tenth of an MCP call's CPU), and then drops its direct read of the socket.
// A body whose Content-Length (without Transfer-Encoding) is declared needs only that header checked, exactly
// the check bodyLimit itself makes in that case; everything else still goes through bodyLimit.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

type BodyLimitOptions = Parameters<typeof bodyLimit>[0] & { onError: NonNullable<Parameters<typeof bodyLimit>[0]['onError']> };

export function declaredBodyLimit(options: BodyLimitOptions): MiddlewareHandler {
  const streamed = bodyLimit(options);
  return async (c, next) => {
    const method = c.req.method;
    const headers = c.req.raw.headers;
    const length = headers.get('content-length');
    if (method === 'GET' || method === 'HEAD' || length === null || headers.has('transfer-encoding')) return streamed(c, next);
    return overDeclaredLimit(length, options.maxSize) ? options.onError(c) : next();
  };
}

/** Whether a declared Content-Length (a request without Transfer-Encoding) is over `maxSize`. */
export function overDeclaredLimit(length: string, maxSize: number): boolean {
  return parseInt(length || '0', 10) > maxSize;
}
