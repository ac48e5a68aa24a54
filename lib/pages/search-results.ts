// /search?q=: the search operation's results as a page, so the site's search works without JavaScript. Results
// keep the operation's order, the one ranking of lib/search/search-pages.ts (a typed model year first, a model's
// years together): nothing here ranks or reorders. Titles and snippets are the operation's, in the reader's
// language. Its words are the search catalogue's (lib/i18n/catalogues/search/), in the reader's language.
import type { VehiclePageModel } from './vehicle.ts';
import type { Inline } from './page-model.ts';
import { formatInt } from '../text/format.ts';
import { hasHebrewLetter } from '../text/hebrew-script.ts';
import { translator } from '../i18n/messages.ts';
import { AUTHORITY_LANG, localizedPath, type Lang } from '../i18n/lang.ts';

/** The query string of the results page for `q` (URL-encoded, without "?"); `all`: every result shown. */
export const searchQueryString = (q: string, all = false) => `q=${encodeURIComponent(q)}${all ? '&all' : ''}`;

/** The search operation's `data` as the page reads it. */
export interface SearchAnswer {
  results: { id: string; type: string; title: string; snippet: string; url: string; language?: Lang }[];
  /** Set when the query reads as a licence plate. */
  plate_lookup?: { plate: string } | null;
  data_date?: string | null;
}

/** How many results the page shows before "all of them". */
export const SEARCH_SHOWN = 10;

type Result = SearchAnswer['results'][number];

/** A result's words as the operation gives them: Hebrew words on another language's page are marked so. */
const inHebrew = (r: Result, lang: Lang, text: string) =>
  lang !== AUTHORITY_LANG && (r.language === AUTHORITY_LANG || hasHebrewLetter(text));
const titleInline = (r: Result, href: string, lang: Lang): Inline =>
  inHebrew(r, lang, r.title) ? { text: r.title, href, lang: 'he' } : { text: r.title, href };
const snippetInline = (r: Result, lang: Lang): Inline => (inHebrew(r, lang, r.snippet) ? { text: r.snippet, lang: 'he' } : r.snippet);

/** A result's page on this site: the operation's URL already leads to the page in the reader's language. */
const resultPath = (r: Result) => new URL(r.url).pathname;

/**
 * The results page; `answer` null when no words were given. `max` is the most the operation gives: that many
 * means there may be more. `all`: every result given, not the first SEARCH_SHOWN. `lang`: the page's language.
 */
export function searchPageModel(
  q: string,
  answer: SearchAnswer | null,
  options: { all: boolean; max: number } = { all: false, max: 0 },
  lang: Lang = AUTHORITY_LANG,
): VehiclePageModel {
  const { t } = translator(lang);
  const title = q ? t('search.titleQuery', { q }) : t('search.title');
  const results = answer?.results ?? [];
  const shown = options.all ? results : results.slice(0, SEARCH_SHOWN);
  const count = { count: results.length, formatted: formatInt(results.length) };
  const found = results.length >= options.max && options.max > 0 ? t('search.foundOrMore', count) : t('search.found', count);
  const lead = !answer
    ? t('search.lead.empty')
    : results.length === 0
      ? t('search.lead.none', { q })
      : shown.length < results.length
        ? t('search.lead.some', { found, q, shown: formatInt(shown.length) })
        : t('search.lead.all', { found, q });
  const allHref = `${localizedPath('/search', lang)}?${searchQueryString(q, true)}`;
  const more =
    shown.length < results.length
      ? [{ kind: 'paragraph' as const, text: [{ text: t('search.allLink', { count: formatInt(results.length) }), href: allHref }] }]
      : results.length >= options.max && options.max > 0
        ? [{ kind: 'paragraph' as const, text: [t('search.narrow')] }]
        : [];
  return {
    page: {
      id: 'search',
      path: '/search',
      type: 'live',
      title,
      summary: lead,
      keywords: [],
      ...(q ? { query: searchQueryString(q, options.all) } : {}),
    },
    lead: [lead],
    facts: [],
    sections:
      shown.length === 0
        ? []
        : [
            {
              heading: t('search.results'),
              blocks: [
                {
                  kind: 'list',
                  items: shown.map((r) => [titleInline(r, resultPath(r), lang), ' — ', snippetInline(r, lang)]),
                },
                ...more,
              ],
            },
          ],
    sources: [],
    metadata: { query: q, results: results.length },
    crumbs: [],
    offerCallback: false,
  };
}
