// How page ids, page paths and markdown-twin paths map onto each other (one place for the site, fetch and MCP).
// Paths have no trailing slash; home is "/" with id "index" and twin "/index.md".

export const HOME_ID = 'index';

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
 * ("/makes/toyota.md", "/index.md") or an absolute URL under `baseUrl`. Query strings, fragments and a trailing
 * slash are ignored. Returns null for an absolute URL on another site.
 */
export function pageIdFromReference(reference: string, baseUrl: string): string | null {
  let ref = reference.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(ref)) {
    const base = baseUrl.replace(/\/$/, '');
    if (ref.toLowerCase() === base.toLowerCase()) ref = '/';
    else if (ref.toLowerCase().startsWith(`${base.toLowerCase()}/`)) ref = ref.slice(base.length);
    else return null;
  }
  ref = ref.replace(/[?#].*$/, '').replace(/^\/+/, '').replace(/\/+$/, '').toLowerCase();
  if (ref.endsWith('.md')) ref = ref.slice(0, -'.md'.length);
  return ref === '' ? HOME_ID : ref;
}
