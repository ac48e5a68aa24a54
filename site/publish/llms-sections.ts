// The order pages are listed in llms.txt and llms-full.txt: where to start, the rules, the makes, the service
// pages, and last (llms.txt's "Optional" section) every model. Model years are listed in llms-full.txt only:
// at national scale they would swamp llms.txt, and each model's page links its years. Live pages (answered per
// request, so not in the pages shard) are listed by hand after the shard's pages of their section.
import { PageType, type Page } from '../../lib/shards/pages.ts';
import type { LivePage } from '../../lib/pages/vehicle.ts';
import { STATUS_PAGE } from '../../lib/pages/status.ts';

export interface LlmsSection {
  title: string;
  pages: Page[];
  /** Listed by title and summary only: a live page has no text to put in llms-full.txt. */
  live: readonly LivePage[];
}

interface Group {
  title: string;
  types: Page['type'][];
  live?: readonly LivePage[];
}

const GROUPS: Group[] = [
  { title: 'Start here', types: ['home', 'makes', 'thefts', 'recalls'] },
  { title: 'Rules', types: ['licence_fee', 'standard_policy', 'chova_factors'] },
  { title: 'Makes', types: ['make'] },
  {
    title: 'Using the service',
    types: ['api_docs', 'connect', 'callback', 'sources', 'changes', 'privacy', 'terms'],
    live: [STATUS_PAGE],
  },
  { title: 'Optional', types: ['model'] },
];
const FULL_ONLY: Group = { title: 'Model years', types: ['model_year'] };

/** Sections of llms.txt; with `full`, also the model years (llms-full.txt lists every page). */
export function llmsSections(pages: readonly Page[], full = false): LlmsSection[] {
  const byPath = (a: Page, b: Page) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  return (full ? [...GROUPS, FULL_ONLY] : GROUPS).map((g) => ({
    title: g.title,
    pages: g.types.flatMap((t) => pages.filter((p) => p.type === t).sort(byPath)),
    live: g.live ?? [],
  }));
}

/** The catalog's page types: thousands of pages at national scale, listed by title and summary, each at its twin. */
const CATALOG_TYPES: ReadonlySet<Page['type']> = new Set(['make', 'model', 'model_year']);

/**
 * Page types whose full markdown goes into llms-full.txt: every page but the catalog's, so a new page type is in
 * it unless it is one of the catalog's (the thefts and recalls pages were once left out of a hand-kept list).
 */
export const FULL_TEXT_TYPES: ReadonlySet<Page['type']> = new Set(PageType.options.filter((t) => !CATALOG_TYPES.has(t)));
