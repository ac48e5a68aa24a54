// The 404 page of a wrong catalog address (/makes/toyota/corola, /en/makes/toyota/corolla/1999): the API knows the
// closest makes, models or model years (api/catalog/resolve.ts, the suggestions of make_not_found, model_not_found
// and model_year_not_found), so the page asks the API the same question and names what it suggests, each page as
// it is titled in the reader's language, with the language switch to the same address in the other languages.
// Any other unknown path, or one the API has nothing to suggest for, gets the built 404 page.
import type { Context } from 'hono';
import type { ApiReference } from '../../lib/api/api-reference.ts';
import type { DataStore } from '../../lib/data/data-store.ts';
import type { Page } from '../../lib/shards/pages.ts';
import type { Inline } from '../../lib/pages/page-model.ts';
import type { VehiclePageModel } from '../../lib/pages/vehicle.ts';
import { splitLangPath } from '../../lib/i18n/lang.ts';
import { translator } from '../../lib/i18n/messages.ts';
import { plateFormHtml, searchFormHtml } from '../../lib/layout/site-forms.ts';
import { notFoundWords } from '../../lib/pages/not-found-words.ts';
import { pageById } from '../../lib/pages/render/site-links.ts';
import { pageNamedIn } from '../../lib/pages/search-result-names.ts';
import { MAKES_PATH, pageIdOf } from '../../lib/urls/page-urls.ts';
import type { Dispatch } from './callback-result.ts';
import type { LiveFrame } from './live-page-document.ts';
import { ask, renderLivePage } from './live-routes.ts';

interface CatalogNotFoundDeps {
  dispatch: Dispatch;
  frame: () => LiveFrame | null;
  /** The data version the request sees, which names the suggested pages; null while none is loaded. */
  data: () => DataStore | null;
  api: ApiReference;
}

/** The API question whose 404 suggests the pages near a catalog path (make, model, year after /makes), or null. */
function questionOf(segments: string[]): { path: string; query: Record<string, string> } | null {
  const [make, model, year, ...rest] = segments;
  if (make === undefined || rest.length > 0) return null;
  if (model === undefined) return { path: `/makes/${encodeURIComponent(make)}/models`, query: {} };
  if (year !== undefined && /^\d{4}$/.test(year)) return { path: '/model-info', query: { make, model, year } };
  // A year that is not one, or none: the model's own suggestions (its years when it exists give none).
  return { path: `/makes/${encodeURIComponent(make)}/models/${encodeURIComponent(model)}/years`, query: {} };
}

function segmentsOf(path: string): string[] | null {
  if (!path.startsWith(`${MAKES_PATH}/`)) return null;
  try {
    return path
      .slice(MAKES_PATH.length + 1)
      .split('/')
      .map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * The nearest page above a wrong catalog address that exists: the make's page for a wrong model, the model's for
 * a wrong year, the makes list for a wrong make. `segments` are the address's after /makes.
 */
function nearestPage(store: DataStore, segments: readonly string[]): Page | undefined {
  for (let i = segments.length - 1; i >= 0; i--) {
    const page = pageById({ store }, pageIdOf([MAKES_PATH, ...segments.slice(0, i)].join('/')));
    if (page) return page;
  }
  return undefined;
}

/** The 404 page naming the closest catalog pages for the request's path, or null when there are none to name. */
export function catalogNotFound(deps: CatalogNotFoundDeps) {
  return async (c: Context, markdown: boolean): Promise<Response | null> => {
    const { lang, path: full } = splitLangPath(c.req.path);
    const twin = full.endsWith('.md');
    const path = twin ? full.slice(0, -3) : full;
    const segments = segmentsOf(path);
    const question = segments && questionOf(segments);
    const store = deps.data();
    const frame = deps.frame();
    if (!question || !store || !frame) return null;
    const { status, body } = await ask(c, deps, question.path, question.query);
    const suggestions = (body as { error?: { suggestions?: { url?: string }[] } } | null)?.error?.suggestions ?? [];
    if (status !== 404) return null;
    const named = suggestions.flatMap((s) => {
      const page = s.url ? pageById({ store }, pageIdOf(new URL(s.url).pathname)) : undefined;
      return page ? [pageNamedIn(store, page, lang, frame.base, deps.api)] : [];
    });
    if (named.length === 0) return null;
    const { t } = translator(lang);
    const words = notFoundWords(lang);
    const link = (n: (typeof named)[number]): Inline =>
      n.language !== lang ? { text: n.title, href: n.path, lang: 'he' } : { text: n.title, href: n.path };
    const model: VehiclePageModel = {
      page: { id: path.slice(1), path, type: 'live', title: words.title, summary: words.text, keywords: [] },
      lead: [words.text],
      facts: [],
      sections: [
        { heading: t('not-found.suggestions'), blocks: [{ kind: 'list', items: named.map((n) => [link(n)]) }] },
        { heading: t('not-found.more'), blocks: [{ kind: 'list', items: words.links.map((l) => [{ text: l.label, href: l.href }]) }] },
      ],
      sources: [],
      metadata: { suggestions: named.length },
      crumbs: [],
      offerCallback: false,
    };
    // What the page cites: every answer carries a citation URL, and the address asked is no page, so citing it would
    // send a reader (or a model quoting the page) to a 404. The nearest page above it that exists is the one whose
    // list the suggestions come from (the make's models, the model's years, the makes), in the page's language.
    const parent = nearestPage(store, segments);
    if (parent) model.page.cite = pageNamedIn(store, parent, lang, frame.base, deps.api).path;
    const forms = searchFormHtml('', lang) + plateFormHtml('', lang);
    return renderLivePage(c, frame, model, 404, markdown || twin, null, '', lang, forms);
  };
}

export type CatalogNotFound = ReturnType<typeof catalogNotFound>;
