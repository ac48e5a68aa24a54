// Links to other site pages by type, titled as the pages shard titles them.
import { link } from './blocks.ts';
import type { PageType, Page } from '../../shards/pages.ts';
import type { ModelSummary } from '../../shards/make.ts';
import type { RenderContext } from './page-renderer.ts';

interface PageLookup {
  byId: Map<string, Page>;
  /** The first page of each type (the rule and service pages exist once). */
  byType: Map<PageType, Page>;
}

const lookups = new WeakMap<readonly Page[], PageLookup>();

function lookup(ctx: Pick<RenderContext, 'store'>): PageLookup {
  const pages = ctx.store.pages;
  let l = lookups.get(pages);
  if (!l) {
    const byType = new Map<PageType, Page>();
    for (const p of pages) if (!byType.has(p.type)) byType.set(p.type, p);
    l = { byId: new Map(pages.map((p) => [p.id, p])), byType };
    lookups.set(pages, l);
  }
  return l;
}

/** The page with this id in the data version being rendered. */
export function pageById(ctx: Pick<RenderContext, 'store'>, id: string): Page | undefined {
  return lookup(ctx).byId.get(id);
}

export function pageOfType(ctx: Pick<RenderContext, 'store'>, type: PageType): Page | undefined {
  return lookup(ctx).byType.get(type);
}

/** "[title](url): summary" for each page type present in this data version, in the order given. */
export function pageLinks(ctx: RenderContext, types: readonly PageType[]): string[] {
  return types.flatMap((type) => {
    const page = pageOfType(ctx, type);
    if (!page) return [];
    return [page.summary ? `${link(page.title, ctx.url(page.path))}: ${page.summary}` : link(page.title, ctx.url(page.path))];
  });
}

/** Slugs in a model or model-year path: /makes/<make>/<model>/<year>. */
export function pathSlugs(path: string): { make?: string; model?: string; year?: number } {
  const [, , make, model, year] = path.split('/');
  return { make, model, year: year === undefined ? undefined : Number(year) };
}

/** Machine facts every model and model-year page carries in its metadata. */
export function modelMetadata(m: { make_slug: string; slug: string; make_name_he: string; make_name_en: string; name: string }) {
  return { make: m.make_slug, model: m.slug, make_name_he: m.make_name_he, make_name_en: m.make_name_en, model_name: m.name };
}

/**
 * A model's entry in its make's shard (names, cars on the road, production years): enough to title the model's page
 * and its years' pages in another language. Their own shards are a hundred times larger, and titling every page in
 * the llms files of two languages read each one again, after the pages had pushed it out of the store's cache.
 */
export function modelSummaryOf(ctx: Pick<RenderContext, 'store'>, make: string, model: string): ModelSummary | null {
  return ctx.store.make(make)?.models.find((m) => m.slug === model) ?? null;
}
