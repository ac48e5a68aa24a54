// Pages named in the reader's language, for lists of pages a live answer gives (search results, a 404 page's
// suggestions). The search index holds each page's Hebrew title and snippet (Hebrew governs, and the words matched
// are the same in every language: names are indexed in every script), so the few pages an answer lists are named
// here, as the page itself names them in that language (its page type's `localize`, the same words as its title
// and summary on /ar and /en), and point at that language's page. A page written in Hebrew only keeps its Hebrew
// words and says so (`language`).
import type { ApiReference } from '../api/api-reference.ts';
import type { DataStore } from '../data/data-store.ts';
import { AUTHORITY_LANG, localizedPath, type Lang } from '../i18n/lang.ts';
import type { SearchResult } from '../search/search-pages.ts';
import { snippetOf } from '../search/search-index.ts';
import type { Page } from '../shards/pages.ts';
import { markdownPathOf } from '../urls/page-urls.ts';
import { localizedPage } from './index.ts';
import { renderContext } from './render/render-page.ts';
import { pageById } from './render/site-links.ts';
import { TRANSLATED_PAGE_TYPES } from './translated-page-types.ts';

export interface PageNamed {
  title: string;
  summary: string;
  /** The page's site path in the language it is named in. */
  path: string;
  /** The language of title and summary: the reader's, or "he" for a page in Hebrew only. */
  language: Lang;
}

/** How `page` is named on the site in `lang`; `baseUrl` as the page's links are written for. */
export function pageNamedIn(store: DataStore, page: Page, lang: Lang, baseUrl: string, api: ApiReference): PageNamed {
  if (lang === AUTHORITY_LANG || !TRANSLATED_PAGE_TYPES.has(page.type)) {
    return { title: page.title, summary: page.summary, path: page.path, language: AUTHORITY_LANG };
  }
  const named = localizedPage(renderContext(store, page, baseUrl, api, lang));
  return { title: named.title, summary: named.summary, path: localizedPath(page.path, lang), language: lang };
}

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
    if (page === undefined) return { ...r, language: AUTHORITY_LANG };
    const named = pageNamedIn(store, page, lang, baseUrl, api);
    if (named.language === AUTHORITY_LANG) return { ...r, language: AUTHORITY_LANG };
    return {
      ...r,
      title: named.title,
      snippet: snippetOf(named.summary),
      url: `${baseUrl}${named.path}`,
      markdown_url: `${baseUrl}${markdownPathOf(named.path)}`,
      language: named.language,
    };
  });
}
