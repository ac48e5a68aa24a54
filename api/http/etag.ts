// Catalog answers change only when the data version does, so their validator is the version plus the request
// (path and sorted query): a 304 needs no handler run at all.
import { createHash } from 'node:crypto';

export function catalogEtag(version: string, path: string, query: Record<string, unknown>): string {
  const keys = Object.keys(query).sort();
  const canonical = `${path}?${keys.map((k) => `${k}=${String(query[k])}`).join('&')}`;
  const hash = createHash('sha1').update(version).update('\u0000').update(canonical).digest('base64url').slice(0, 22);
  return `"${hash}"`;
}

/** RFC 9110 weak comparison for If-None-Match: any listed tag (W/ or not) equal to ours, or "*". */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

export const CATALOG_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=60';
export const LIVE_CACHE_CONTROL = 'private, no-store';
