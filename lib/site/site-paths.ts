// Where the site is built and the address it is built for: shared by the Astro config, buildSite and the server.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { loadConfig } from '../config.ts';

/** Absolute origin baked into canonical URLs, twins and llms files: the API's PUBLIC_BASE_URL, no trailing slash. */
export function siteBaseUrl(): string {
  return loadConfig().publicBaseUrl;
}

/** The root under which every site build lives (SITE_OUT_DIR, default build/site). */
export function siteOutDir(): string {
  return loadConfig().siteDir;
}

/**
 * The folder of the site built from one data version for one base URL: `<root>/<version>/<host-port>-<hash>`.
 * Pages belong to a data version (a server swaps both together), and absolute links belong to a base URL, so
 * two servers on different ports never rebuild each other's pages. The hash tells apart base URLs that differ
 * only in what the readable part leaves out (scheme, path).
 */
export function siteBuildDir(root: string, version: string, baseUrl: string): string {
  const readable = baseUrl
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[^a-z0-9.]+/gi, '-')
    .replace(/^-|-$/g, '');
  const hash = createHash('sha256').update(baseUrl).digest('hex').slice(0, 8);
  return path.join(root, version, `${readable}-${hash}`);
}
