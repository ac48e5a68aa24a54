// The recall notices of a data version as Atom feeds: every notice, a make's, a model's. Each entry says what is
// wrong and how it is fixed, the production window and whom to call (the recall card every page shows), links the
// model-year pages the notice concerns, and carries the data date. Newest first, as the recalls page lists them.
import type { DataStore } from '../../lib/data/data-store.ts';
import { byRecallDate, recallCard } from '../../lib/pages/shared-blocks.ts';
import { leadHtml } from '../../lib/pages/serialise/html.ts';
import type { Fact, Inline } from '../../lib/pages/page-model.ts';
import { formatDateHe } from '../../lib/text/format.ts';
import { recallCoversYear } from '../../lib/rules/recall-years.ts';
import { absoluteUrl, makePath, modelPath, modelYearPath } from '../../lib/urls/page-urls.ts';
import { recallFeedPath } from '../../lib/urls/feed-urls.ts';
import { atomFeed, tagId, type AtomEntry } from './atom-feed.ts';

type RecallRow = DataStore['recalls']['recalls'][number];
type PageRow = DataStore['pages'][number];

/**
 * A feed lists the newest notices only: the whole list is thousands at national scale, and a reader keeps the
 * entries it has seen. The recalls page and each model page list every notice.
 */
export const FEED_ENTRIES = 100;

/** A version's pages by id and its model years by model: built once per version, on its first feed. */
interface Catalog {
  pages: Map<string, PageRow>;
  years: Map<string, number[]>;
}
const catalogs = new WeakMap<DataStore, Catalog>();

function catalogOf(store: DataStore): Catalog {
  let catalog = catalogs.get(store);
  if (catalog) return catalog;
  catalog = { pages: new Map(store.pages.map((p) => [p.id, p])), years: new Map() };
  for (const p of store.pages) {
    if (p.type !== 'model_year') continue;
    const cut = p.id.lastIndexOf('/');
    const model = p.id.slice(0, cut);
    catalog.years.set(model, [...(catalog.years.get(model) ?? []), Number(p.id.slice(cut + 1))]);
  }
  for (const years of catalog.years.values()) years.sort((a, b) => a - b);
  catalogs.set(store, catalog);
  return catalog;
}

const pageId = (path: string) => path.slice(1);

/** The model-year pages of the notice's matched models whose years lie in its production window. */
function yearLinks(r: RecallRow, catalog: Catalog, base: string): Inline[] {
  const links: Inline[] = [];
  for (const m of r.models) {
    const model = catalog.pages.get(pageId(modelPath(m.make_slug, m.model_slug)));
    if (!model) continue;
    for (const year of catalog.years.get(model.id) ?? []) {
      if (!recallCoversYear(r, year)) continue;
      if (links.length > 0) links.push(', ');
      links.push({ text: `${model.title} ${year}`, href: absoluteUrl(base, modelYearPath(m.make_slug, m.model_slug, year)) });
    }
  }
  return links;
}

function entry(r: RecallRow, store: DataStore, catalog: Catalog, base: string, host: string): AtomEntry {
  const card = recallCard(r);
  const years = yearLinks(r, catalog, base);
  const facts: Fact[] = [
    ...card.facts,
    ...(years.length ? [{ term: 'עמודי שנות הדגם', value: years }] : []),
    { term: 'נכון ל־', value: [formatDateHe(store.dataDate), ' (תאריך הנתונים ', { text: store.dataDate, dir: 'ltr' as const }, ')'] },
  ];
  const model = r.models[0];
  return {
    id: tagId(host, `recall/${r.recall_id}`),
    title: `${card.title}: ${r.make_en} ${r.model_text}`,
    link: absoluteUrl(base, model ? modelPath(model.make_slug, model.model_slug) : '/recalls'),
    updated: store.dataDate,
    summary: r.problem_he,
    contentHtml: leadHtml({ lead: [], facts, sections: [], sources: [], metadata: {}, crumbs: [], offerCallback: false }),
  };
}

/** The feed of every notice, a make's or a model's; null when the make or model is not in this version. */
export function recallFeed(store: DataStore, base: string, make?: string, model?: string): string | null {
  const catalog = catalogOf(store);
  const scopePath = make === undefined ? '/recalls' : model === undefined ? makePath(make) : modelPath(make, model);
  const scope = catalog.pages.get(pageId(scopePath));
  if (!scope) return null;
  const notices = store.recalls.recalls
    .filter((r) => make === undefined || r.models.some((m) => m.make_slug === make && (model === undefined || m.model_slug === model)))
    .sort(byRecallDate)
    .slice(0, FEED_ENTRIES);
  const host = new URL(base).hostname;
  const self = absoluteUrl(base, recallFeedPath(make, model));
  return atomFeed({
    self,
    page: absoluteUrl(base, scopePath),
    title: make === undefined ? 'הודעות ריקול' : `הודעות ריקול: ${scope.title}`,
    subtitle:
      `הודעות הריקול של משרד התחבורה${make === undefined ? '' : ` ששויכו ל${scope.title}`}, החדשות תחילה ` +
      `(עד ${FEED_ENTRIES}); הנתונים נכונים ל־${formatDateHe(store.dataDate)}.`,
    updated: store.dataDate,
    entries: notices.map((r) => entry(r, store, catalog, base, host)),
  });
}
