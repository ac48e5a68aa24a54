// /search?q=: the search operation's results as a page, so the site's search works without JavaScript. Results
// keep the operation's order (match quality, then a fixed order): nothing here ranks cars. The one change: a
// model's production years, wherever the first of them stands, are listed together in year order, as a person
// reads them.
import type { VehiclePageModel } from './vehicle.ts';

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

/**
 * The results page; `answer` null when no words were given. `max` is the most the operation gives: that many
 * means there may be more. `all`: every result given, not the first SEARCH_SHOWN.
 */
export function searchPageModel(
  q: string,
  answer: SearchAnswer | null,
  options: { all: boolean; max: number } = { all: false, max: 0 },
): VehiclePageModel {
  const title = q ? `חיפוש: ${q}` : 'חיפוש באתר';
  const results = yearsTogether(answer?.results ?? []);
  const shown = options.all ? results : results.slice(0, SEARCH_SHOWN);
  const found = results.length >= options.max && options.max > 0 ? `${results.length} עמודים או יותר` : `${results.length} עמודים`;
  const lead = !answer
    ? 'כתבו יצרן, דגם או נושא בטופס החיפוש.'
    : results.length === 0
      ? `לא נמצאו עמודים עבור "${q}". נסו שם יצרן או דגם בעברית או באנגלית.`
      : shown.length < results.length
        ? `נמצאו ${found} עבור "${q}"; מוצגים ${shown.length} הראשונים.`
        : `נמצאו ${found} עבור "${q}".`;
  const more =
    shown.length < results.length
      ? [{ kind: 'paragraph' as const, text: [{ text: `לכל ${results.length} התוצאות`, href: `/search?q=${encodeURIComponent(q)}&all` }] }]
      : results.length >= options.max && options.max > 0
        ? [{ kind: 'paragraph' as const, text: ['כדי למצוא עמוד שאינו ברשימה, הוסיפו לחיפוש שנה, יצרן או שם דגם מדויק.'] }]
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
              heading: 'תוצאות',
              blocks: [
                { kind: 'list', items: shown.map((r) => [{ text: r.title, href: new URL(r.url).pathname }, ` — ${r.snippet}`]) },
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
