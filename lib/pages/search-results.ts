// /search?q=: the search operation's results as a page, so the site's search works without JavaScript. Results
// keep the operation's order (match quality, then a fixed order): nothing here ranks cars. The one change: a
// model's production years, wherever the first of them stands, are listed together in year order, as a person
// reads them. Its words are the search catalogue's (lib/i18n/catalogues/search/), in the reader's language.
import type { VehiclePageModel } from './vehicle.ts';
import type { Inline } from './page-model.ts';
import type { PageType } from '../shards/pages.ts';
import { formatInt } from '../text/format.ts';
import { hasHebrewLetter } from '../text/hebrew-script.ts';
import { translator } from '../i18n/messages.ts';
import { AUTHORITY_LANG, localizedPath, splitLangPath, type Lang } from '../i18n/lang.ts';
import { TRANSLATED_PAGE_TYPES } from './translated-page-types.ts';

/** The search operation's `data` as the page reads it. */
export interface SearchAnswer {
  results: { id: string; type: string; title: string; snippet: string; url: string }[];
  data_date?: string | null;
}

/** How many results the page shows before "all of them". */
export const SEARCH_SHOWN = 10;

type Result = SearchAnswer['results'][number];

const yearOf = (r: Result) => Number(r.id.slice(r.id.lastIndexOf('/') + 1));
const modelOf = (r: Result) => (r.type === 'model_year' ? r.id.slice(0, r.id.lastIndexOf('/')) : null);

/** The results in the operation's order, each model's years gathered at the first of them and sorted by year. */
export function yearsTogether(results: readonly Result[]): Result[] {
  const placed = new Set<string>();
  const out: Result[] = [];
  for (const r of results) {
    const model = modelOf(r);
    if (model === null) out.push(r);
    else if (!placed.has(model)) {
      placed.add(model);
      out.push(...results.filter((x) => modelOf(x) === model).sort((a, b) => yearOf(a) - yearOf(b)));
    }
  }
  return out;
}

/** A result's title as the operation gives it: a Hebrew title on another language's page is marked so. */
const titleInline = (r: Result, href: string, lang: Lang): Inline =>
  lang !== AUTHORITY_LANG && hasHebrewLetter(r.title) ? { text: r.title, href, lang: 'he' } : { text: r.title, href };
const snippetInline = (r: Result, lang: Lang): Inline =>
  lang !== AUTHORITY_LANG && hasHebrewLetter(r.snippet) ? { text: r.snippet, lang: 'he' } : r.snippet;

/** A result's page in the reader's language where that page type is written in it, else its Hebrew page. */
function resultPath(r: Result, lang: Lang): string {
  const path = new URL(r.url).pathname;
  const { path: hebrew } = splitLangPath(path);
  return TRANSLATED_PAGE_TYPES.has(r.type as PageType) ? localizedPath(hebrew, lang) : hebrew;
}

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
  const results = yearsTogether(answer?.results ?? []);
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
  const allHref = `${localizedPath('/search', lang)}?q=${encodeURIComponent(q)}&all`;
  const more =
    shown.length < results.length
      ? [{ kind: 'paragraph' as const, text: [{ text: t('search.allLink', { count: formatInt(results.length) }), href: allHref }] }]
      : results.length >= options.max && options.max > 0
        ? [{ kind: 'paragraph' as const, text: [t('search.narrow')] }]
        : [];
  return {
    page: { id: 'search', path: '/search', type: 'live', title, summary: lead, keywords: [] },
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
                  items: shown.map((r) => [titleInline(r, resultPath(r, lang), lang), ' — ', snippetInline(r, lang)]),
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
