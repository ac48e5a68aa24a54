// The client a rate limit counts: the socket's peer address, or, when that peer is the configured trusted
// proxy, the address that proxy appended to X-Forwarded-For (the right-most entry; earlier ones are client-made).
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

export function clientIp(c: Context, trustedProxy: string): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return clientOf(incoming?.socket?.remoteAddress, () => c.req.header('x-forwarded-for'), trustedProxy);
}

/** The same for a request still in Node's form (api/http/catalog-fast-path.ts). Node joins repeated
 * X-Forwarded-For headers with ", " as the web Headers do. */
export function clientIpOf(incoming: IncomingMessage, trustedProxy: string): string {
  return clientOf(incoming.socket?.remoteAddress, () => headerOf(incoming.headers['x-forwarded-for']), trustedProxy);
}

function clientOf(address: string | undefined, forwardedFor: () => string | undefined, trustedProxy: string): string {
  const peer = address ?? 'unknown';
  if (trustedProxy !== '' && peer === trustedProxy) {
    const forwarded = forwardedFor();
    const last = forwarded
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  return peer;
}

/** Node joins a repeated header with ", " as the web Headers do; only a few known ones come as a list. */
export function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}
