import { el, status } from './dom.ts';

/** The words the script shows, from the page's language's forms catalogue. */
export interface SearchWords {
  searching: string;
  failed: string;
  none: string;
}

interface Result {
  title: string;
  url: string;
  snippet?: string;
}

/** Links are made site-relative so the results work on any host the site is served from. */
function localHref(url: string): string {
  try {
    const u = new URL(url, location.origin);
    return u.pathname + u.search;
  } catch {
    return url;
  }
}

/** Where a query that reads as a plate leads: the car's page (the operation's plate_lookup), site-relative. */
export function plateTarget(lookup: { page_url?: string } | null | undefined): string | null {
  return lookup?.page_url ? localHref(lookup.page_url) : null;
}

export function renderResults(results: Result[] | null, words: SearchWords): HTMLElement {
  if (results === null) return status('error', words.failed);
  if (results.length === 0) return status('info', words.none);
  const list = el('ol', undefined, { class: 'search-results' });
  for (const r of results) {
    const item = el('li');
    item.append(el('a', r.title, { href: localHref(r.url) }));
    if (r.snippet) item.append(el('div', r.snippet, { class: 'note' }));
    list.append(item);
  }
  return list;
}
