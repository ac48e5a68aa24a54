// Files of the built site, read with a strong validator: the ETag is a hash of the bytes, remembered per file
// until its size or modification time changes (a rebuild swaps in new files).
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** A representation of a file: identity, or gzip with its own strong ETag (the gzip bytes are deterministic). */
export interface SiteFile {
  body: Buffer;
  etag: string;
  encoding: 'gzip' | null;
}

/** Below this size gzip saves too little to be worth a CPU pass. */
const GZIP_MIN_BYTES = 1024;
/** Gzip bodies at least this large are kept in memory (llms-full.txt, sitemaps, the recalls page). */
const GZIP_CACHE_MIN_BYTES = 256 * 1024;
const COMPRESSIBLE = new Set(['.html', '.md', '.txt', '.xml', '.css', '.js', '.json', '.svg', '.webmanifest']);

/** True when the Accept-Encoding header takes gzip (q > 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') return false;
    const q = params.find((x) => x.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The site-relative file a URL path names, or null when it could escape the site folder or names a dot file
 * (the build stamp and editor leftovers are not for serving).
 */
export function safeRelative(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.'))) return null;
  return segments.join('/');
}

export class SiteFiles {
  readonly root: string;
  readonly #cache = new Map<string, { size: number; mtimeMs: number; etag: string; gzip?: Buffer }>();

  constructor(root: string) {
    this.root = root;
  }

  /** The file at a site-relative path (gzipped when asked and worth it), or null when there is no such file. */
  async read(rel: string, gzip = false): Promise<SiteFile | null> {
    const file = path.join(this.root, rel);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const body = await readFile(file);
    let entry = this.#cache.get(file);
    if (!entry || entry.size !== info.size || entry.mtimeMs !== info.mtimeMs) {
      entry = { size: info.size, mtimeMs: info.mtimeMs, etag: createHash('sha256').update(body).digest('base64url').slice(0, 27) };
      this.#cache.set(file, entry);
    }
    if (!gzip || body.length < GZIP_MIN_BYTES || !COMPRESSIBLE.has(path.extname(rel).toLowerCase())) {
      return { body, etag: `"${entry.etag}"`, encoding: null };
    }
    const zipped = entry.gzip ?? gzipSync(body);
    if (body.length >= GZIP_CACHE_MIN_BYTES) entry.gzip = zipped;
    return { body: zipped, etag: `"${entry.etag}-gzip"`, encoding: 'gzip' };
  }
}
