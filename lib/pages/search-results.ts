// /search?q=: the search operation's results as a page, so the site's search works without JavaScript. Results
// keep the operation's order (match quality, then a fixed order): nothing here ranks cars.
import type { VehiclePageModel } from './vehicle.ts';

/** The search operation's `data` as the page reads it. */
export interface SearchAnswer {
  results: { title: string; snippet: string; url: string }[];
  data_date?: string | null;
}

/** The results page; `answer` null when no words were given. */
export function searchPageModel(q: string, answer: SearchAnswer | null): VehiclePageModel {
  const title = q ? `חיפוש: ${q}` : 'חיפוש באתר';
  const results = answer?.results ?? [];
  const lead = !answer
    ? 'כתבו יצרן, דגם או נושא בכתובת /search?q= או בטופס החיפוש שבדף הבית.'
    : results.length === 0
      ? `לא נמצאו עמודים עבור "${q}". נסו שם יצרן או דגם בעברית או באנגלית.`
      : `נמצאו ${results.length} עמודים עבור "${q}".`;
  return {
    page: { id: 'search', path: '/search', type: 'live', title, summary: lead, keywords: [] },
    lead: [lead],
    facts: [],
    sections:
      results.length === 0
        ? []
        : [
            {
              heading: 'תוצאות',
              blocks: [{ kind: 'list', items: results.map((r) => [{ text: r.title, href: new URL(r.url).pathname }, ` — ${r.snippet}`]) }],
            },
          ],
    sources: [],
    metadata: { query: q, results: results.length },
    crumbs: [],
    offerCallback: false,
  };
}
