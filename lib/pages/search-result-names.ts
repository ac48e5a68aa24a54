// Search results named in the reader's language: the index holds each page's Hebrew title and snippet (Hebrew
// governs, and the words matched are the same in every language: names are indexed in every script), so the few
// results a query returns are named here, as the page itself names them in that language (its page type's
// `localize`, the same words as its title and summary on /ar and /en), and point at that language's page. A page
// written in Hebrew only keeps its Hebrew words and says so (`language`).
import type { ApiReference } from '../api/api-reference.ts';
import type { DataStore } from '../data/data-store.ts';
import { AUTHORITY_LANG, localizedPath, type Lang } from '../i18n/lang.ts';
import type { SearchResult } from '../search/search-pages.ts';
import { snippetOf } from '../search/search-index.ts';
import { markdownPathOf } from '../urls/page-urls.ts';
import { localizedPage } from './index.ts';
import { renderContext } from './render/render-page.ts';
import { pageById } from './render/site-links.ts';
import { TRANSLATED_PAGE_TYPES } from './translated-page-types.ts';

export interface NamedSearchResult extends SearchResult {
  /** The language the title and snippet are written in: the reader's, or "he" for a page in Hebrew only. */
  language: Lang;
}

/** The results in `lang`; `baseUrl` as the results' URLs were made with (no trailing slash). */
export function searchResultsIn(
  store: DataStore,
  results: readonly SearchResult[],
  lang: Lang,
  baseUrl: string,
  api: ApiReference,
): NamedSearchResult[] {
  return results.map((r) => {
    const page = pageById({ store }, r.id);
    if (lang === AUTHORITY_LANG || page === undefined || !TRANSLATED_PAGE_TYPES.has(r.type)) return { ...r, language: AUTHORITY_LANG };
    const named = localizedPage(renderContext(store, page, baseUrl, api, lang));
    const path = localizedPath(page.path, lang);
    return {
      ...r,
      title: named.title,
      snippet: snippetOf(named.summary),
      url: `${baseUrl}${path}`,
      markdown_url: `${baseUrl}${markdownPathOf(path)}`,
      language: lang,
    };
  });
}
