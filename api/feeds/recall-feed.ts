// The recall notices of a data version as Atom feeds: every notice, a make's, a model's. Each entry says what is
// wrong and how it is fixed, the production window and whom to call (the recall card every page shows), links the
// model-year pages the notice concerns, and carries the data date. Newest first, as the recalls page lists them.
import type { DataStore } from '../../lib/data/data-store.ts';
import type { ApiReference } from '../../lib/api/api-reference.ts';
import { byRecallDate, recallCard } from '../../lib/pages/shared-blocks.ts';
import { leadHtml } from '../../lib/pages/serialise/html.ts';
import type { Fact, Inline } from '../../lib/pages/page-model.ts';
import { renderContext } from '../../lib/pages/render/render-page.ts';
import type { RenderContext } from '../../lib/pages/render/page-renderer.ts';
import { formatDate } from '../../lib/text/format.ts';
import { recallCoversYear } from '../../lib/rules/recall-years.ts';
import { absoluteUrl, makePath, modelPath, modelYearPath } from '../../lib/urls/page-urls.ts';
import { recallFeedPath } from '../../lib/urls/feed-urls.ts';
import type { Lang } from '../../lib/i18n/lang.ts';
import { atomFeed, tagId, type AtomEntry } from './atom-feed.ts';

type RecallRow = DataStore['recalls']['recalls'][number];
type PageRow = DataStore['pages'][number];

/**
 * A feed lists the newest notices only: the whole list is thousands at national scale, and a reader keeps the
 * entries it has seen. The recalls page and each model page list every notice.
 */
export const FEED_ENTRIES = 100;

/**
 * The `updated` of a notice the ministry gives no year for: a fixed day (the year of the entries' tag URIs), so
 * that such an entry too keeps one date from one data version to the next.
 */
export const UNDATED_NOTICE_DAY = '2026-01-01';

/**
 * The recall's own date, which the ministry gives as a year only (SHNAT_RECALL): 1 January of it, the entry's
 * `published`. Its `updated` is the data date since which the notice reads as it does (the recalls shard's, carried
 * by the pipeline while the notice is unchanged), so a nightly version that leaves a notice as it was leaves its
 * entry as it was and a reader does not show it again, and one that changes it marks it updated. The entry's content
 * is the notice's own words and the model-year pages it concerns, without the data date (the feed's subtitle and
 * `updated` carry that).
 */
export function recallDay(r: Pick<RecallRow, 'recall_year'>): string | null {
  return r.recall_year === null ? null : `${String(r.recall_year).padStart(4, '0')}-01-01`;
}

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

/** The model-year pages of the notice's matched models whose years lie in its production window, in the feed's language. */
function yearLinks(r: RecallRow, catalog: Catalog, ctx: RenderContext): Inline[] {
  const links: Inline[] = [];
  for (const m of r.models) {
    const model = catalog.pages.get(pageId(modelPath(m.make_slug, m.model_slug)));
    if (!model) continue;
    const title = ctx.pageIn(model).title;
    for (const year of catalog.years.get(model.id) ?? []) {
      if (!recallCoversYear(r, year)) continue;
      if (links.length > 0) links.push(', ');
      links.push({ text: `${title} ${year}`, href: ctx.url(ctx.path(modelYearPath(m.make_slug, m.model_slug, year))) });
    }
  }
  return links;
}

function entry(r: RecallRow, catalog: Catalog, ctx: RenderContext, host: string): AtomEntry {
  const card = recallCard(r, ctx);
  const years = yearLinks(r, catalog, ctx);
  const facts: Fact[] = [...card.facts, ...(years.length ? [{ term: ctx.t('follow.recallFeed.yearPages'), value: years }] : [])];
  const model = r.models[0];
  const published = recallDay(r);
  return {
    // The notice's number alone: the same entry in every language and every version.
    id: tagId(host, `recall/${r.recall_id}`),
    title: ctx.t('follow.recallFeed.entryTitle', { card: card.title, model: `${r.make_en} ${r.model_text}` }),
    link: ctx.url(ctx.path(model ? modelPath(model.make_slug, model.model_slug) : '/recalls')),
    // Since the notice reads as it does (the pipeline carries it while unchanged); a version without it: its year.
    updated: r.updated ?? published ?? UNDATED_NOTICE_DAY,
    ...(published ? { published } : {}),
    summary: r.problem_he,
    contentHtml: leadHtml({ lead: [], facts, sections: [], sources: [], metadata: {}, crumbs: [], offerCallback: false }),
  };
}

/**
 * The feed of every notice, a make's or a model's, in `lang` (its labels and names; the notices' own texts are
 * the ministry's Hebrew); null when the make or model is not in this version.
 */
export function recallFeed(
  store: DataStore,
  base: string,
  reference: ApiReference,
  lang: Lang,
  make?: string,
  model?: string,
): string | null {
  const catalog = catalogOf(store);
  const scopePath = make === undefined ? '/recalls' : model === undefined ? makePath(make) : modelPath(make, model);
  const scopePage = catalog.pages.get(pageId(scopePath));
  if (!scopePage) return null;
  const ctx = renderContext(store, scopePage, base, reference, lang);
  const scope = ctx.pageIn(scopePage).title;
  const notices = store.recalls.recalls
    .filter((r) => make === undefined || r.models.some((m) => m.make_slug === make && (model === undefined || m.model_slug === model)))
    .sort(byRecallDate)
    .slice(0, FEED_ENTRIES);
  const host = new URL(base).hostname;
  const about = { max: String(FEED_ENTRIES), date: formatDate(store.dataDate, lang), scope };
  return atomFeed({
    self: absoluteUrl(base, recallFeedPath(make, model, lang)),
    page: ctx.url(ctx.path(scopePath)),
    title: make === undefined ? ctx.t('follow.recallFeed.title') : ctx.t('follow.recallFeed.titleOf', { scope }),
    subtitle: make === undefined ? ctx.t('follow.recallFeed.subtitle', about) : ctx.t('follow.recallFeed.subtitleOf', about),
    updated: store.dataDate,
    entries: notices.map((r) => entry(r, catalog, ctx, host)),
    lang,
    sample: store.manifest.sample.generated,
  });
}
