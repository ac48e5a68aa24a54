// How page ids, page paths, markdown-twin paths and absolute URLs map onto each other, and the paths of the
// catalog pages: one place for the pipeline that makes the pages, the site, the API answers, fetch and MCP.
// Paths have no trailing slash; home is "/" with id "index" and twin "/index.md".

const HOME_ID = 'index';

/** The list of every make. */
export const MAKES_PATH = '/makes';

export function makePath(make: string): string {
  return `${MAKES_PATH}/${make}`;
}

export function modelPath(make: string, model: string): string {
  return `${makePath(make)}/${model}`;
}

export function modelYearPath(make: string, model: string, year: number): string {
  return `${modelPath(make, model)}/${year}`;
}

/** The page of one car (digits only: the plate as lookup_vehicle normalised it). */
export function vehiclePath(plate: string): string {
  return `/vehicle/${plate}`;
}

/** The absolute URL of a site path on the site at `baseUrl` (with or without a trailing slash). */
export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

export function markdownPathOf(path: string): string {
  return path === '/' ? `/${HOME_ID}.md` : `${path}.md`;
}

export function pageIdOf(path: string): string {
  return path === '/' ? HOME_ID : path.slice(1);
}

export function pathOfPageId(id: string): string {
  return id === HOME_ID ? '/' : `/${id}`;
}

/**
 * The page id a reference names: an id ("makes/toyota"), a site path ("/makes/toyota"), its twin
 * ("/makes/toyota.md", "/index.md") or an absolute http(s) URL on a host name the site answers to: `baseUrl`'s
 * or one of `siteHosts` (localhost, 127.0.0.1, ...), on any port, since a link copied from a local run names the
 * same page. Query strings, fragments and a trailing slash are ignored. Returns null for a URL on another site.
 */
export function pageIdFromReference(reference: string, baseUrl: string, siteHosts: readonly string[] = []): string | null {
  let ref = reference.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) {
    const url = URL.canParse(ref) ? new URL(ref) : null;
    const base = new URL(baseUrl);
    const hosts = [base.hostname, ...siteHosts].map((h) => h.toLowerCase());
    if (!url || !/^https?:$/.test(url.protocol) || !hosts.includes(url.hostname.toLowerCase())) return null;
    const basePath = url.hostname === base.hostname ? base.pathname.replace(/\/$/, '') : '';
    ref = basePath !== '' && url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
  }
  ref = ref
    .replace(/[?#].*$/, '')
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  if (ref.endsWith('.md')) ref = ref.slice(0, -'.md'.length);
  return ref === '' ? HOME_ID : ref;
}
