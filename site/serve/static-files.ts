// Files of the built site, read with a strong validator: the ETag is a hash of the bytes, remembered per file
// until its size or modification time changes (a rebuild swaps in new files).
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface SiteFile { body: Buffer; etag: string }

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
  readonly #cache = new Map<string, { size: number; mtimeMs: number; etag: string }>();

  constructor(root: string) {
    this.root = root;
  }

  /** The file at a site-relative path, or null when there is no such regular file. */
  async read(rel: string): Promise<SiteFile | null> {
    const file = path.join(this.root, rel);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const body = await readFile(file);
    const cached = this.#cache.get(file);
    if (cached && cached.size === info.size && cached.mtimeMs === info.mtimeMs) return { body, etag: cached.etag };
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    this.#cache.set(file, { size: info.size, mtimeMs: info.mtimeMs, etag });
    return { body, etag };
  }
}
