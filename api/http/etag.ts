// Catalog answers change only when the data version does, so their validator is the version plus the request
// (path and sorted query): a 304 needs no handler run at all.
import { createHash } from 'node:crypto';

/** The identity of a catalog answer: data version, path and the query in sorted order. */
export function catalogKey(version: string, path: string, query: Record<string, unknown>): string {
  const keys = Object.keys(query).sort();
  return `${version}\u0000${path}?${keys.map((k) => `${k}=${String(query[k])}`).join('&')}`;
}

export function etagOf(key: string): string {
  return `"${createHash('sha1').update(key).digest('base64url').slice(0, 22)}"`;
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
