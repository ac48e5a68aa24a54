// The client a rate limit counts: the socket's peer address, or, when that peer is the configured trusted
// proxy, the address that proxy appended to X-Forwarded-For (the right-most entry; earlier ones are client-made).
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

export function clientIp(c: Context, trustedProxy: string): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress ?? 'unknown';
  if (trustedProxy !== '' && peer === trustedProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  return peer;
}
