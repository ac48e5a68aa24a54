// A discovery document is fixed bytes built once at start-up: one strong ETag, public caching for an hour, 304
// on a matching If-None-Match, HEAD with the same headers. CORS comes from the app-wide middleware (hence the
// answers are made through the context, which carries the headers it prepared).
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { matchesIfNoneMatch } from '../http/etag.ts';

interface DiscoveryDocument {
  body: string;
  mediaType: string;
  etag: string;
}

const DISCOVERY_CACHE_CONTROL = 'public, max-age=3600';

export function discoveryDocument(value: unknown, mediaType: string): DiscoveryDocument {
  const body = `${JSON.stringify(value, null, 2)}\n`;
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, mediaType, etag };
}

export function serveDiscoveryDocument(c: Context, doc: DiscoveryDocument, extra: Record<string, string> = {}): Response {
  const common: Record<string, string> = { ETag: doc.etag, 'Cache-Control': DISCOVERY_CACHE_CONTROL, ...extra };
  if (matchesIfNoneMatch(c.req.header('if-none-match'), doc.etag)) return c.body(null, 304, common);
  const headers = { ...common, 'Content-Type': doc.mediaType };
  return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(doc.body, 200, headers);
}
