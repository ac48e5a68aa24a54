// The one markdown renderer: the site's .md twins, the fetch operation, the MCP resources and llms-full.txt all
// call renderPage, so a page reads the same wherever it is read. Every page type has a page model (lib/pages/),
// whose markdown serialiser writes the twin's body, so a twin and its HTML page are one page.
import type { ApiReference } from '../../api/api-reference.ts';
import type { DataStore } from '../../data/data-store.ts';
import type { Page, PageType } from '../../shards/pages.ts';
import { blocks, heading } from './blocks.ts';
import { footer, pointer, sampleBanner } from './frame.ts';
import type { RenderContext, RenderedBody } from './page-renderer.ts';
import { markdownPathOf, pageIdOf } from '../../urls/page-urls.ts';
import { buildPageModel, localizedPage } from '../index.ts';
import { AUTHORITY_LANG, localizedPath, type Lang } from '../../i18n/lang.ts';
import { translator } from '../../i18n/messages.ts';
import { TRANSLATED_PAGE_TYPES } from '../translated-page-types.ts';
import type { PageModel } from '../page-model.ts';
import { pageModelMarkdown } from '../serialise/markdown.ts';
import { pageById } from './site-links.ts';

export interface RenderedPage {
  id: string;
  title: string;
  /**
   * Markdown: pointer to /llms.txt, the sample banner (generated versions only), title, body, disclaimer, citation
   * URL, official sources and data date.
   */
  text: string;
  url: string;
  markdown_url: string;
  /** Common members, then facts of the page type (slugs, year, sample_figures): scalars only. */
  metadata: { type: PageType; data_date: string; path: string; summary: string; language: Lang } & Record<
    string,
    string | number | boolean | null
  >;
}

/**
 * What a page's renderer reads: the data version, the page, the site origin its links are written for, the
 * API's public description (which the API documentation page renders) and the language it is written in.
 */
export function renderContext(
  store: DataStore,
  page: Page,
  baseUrl: string,
  api: ApiReference,
  lang: Lang = AUTHORITY_LANG,
): RenderContext {
  const base = baseUrl.replace(/\/+$/, '');
  const translated = (path: string) => {
    const target = pageById({ store }, pageIdOf(path));
    return target !== undefined && TRANSLATED_PAGE_TYPES.has(target.type);
  };
  const ctx: RenderContext = {
    ...translator(lang),
    store,
    page,
    baseUrl: base,
    texts: store.rule('texts'),
    api,
    url: (path) => `${base}${path}`,
    path: (path) => (lang !== AUTHORITY_LANG && translated(path) ? localizedPath(path, lang) : path),
    pageIn: (other) => (lang === AUTHORITY_LANG || !TRANSLATED_PAGE_TYPES.has(other.type) ? other : localizedPage({ ...ctx, page: other })),
  };
  return ctx;
}

/** A page model's twin body, sources and metadata. */
export function pageModelBody(model: PageModel, ctx: RenderContext): RenderedBody {
  return { body: pageModelMarkdown(model, ctx.url), sources: model.sources, metadata: model.metadata };
}

/** The site path of the context's page in its language. */
const pagePath = (ctx: RenderContext) => localizedPath(ctx.page.path, ctx.lang);

/** The twin around a rendered body: pointer, sample banner, title, body, disclaimer, citation, sources, data date. */
export function framePage(ctx: RenderContext, rendered: RenderedBody): RenderedPage {
  const { store } = ctx;
  const page = localizedPage(ctx);
  const path = pagePath(ctx);
  const url = ctx.url(path);
  return {
    id: page.id,
    title: page.title,
    text: `${blocks(pointer(ctx, url), sampleBanner(ctx), heading(1, page.title), rendered.body, footer(ctx, url, rendered.sources))}\n`,
    url,
    markdown_url: ctx.url(markdownPathOf(path)),
    metadata: { type: page.type, data_date: store.dataDate, path, summary: page.summary, language: ctx.lang, ...rendered.metadata },
  };
}

/** The page's markdown twin in `lang`, or null when this data version has no such page or not in that language. */
export function renderPage(
  store: DataStore,
  pageId: string,
  baseUrl: string,
  api: ApiReference,
  lang: Lang = AUTHORITY_LANG,
): RenderedPage | null {
  const page = pageById({ store }, pageId);
  if (!page || (lang !== AUTHORITY_LANG && !TRANSLATED_PAGE_TYPES.has(page.type))) return null;
  const ctx = renderContext(store, page, baseUrl, api, lang);
  const model = buildPageModel(ctx);
  return model && framePage(ctx, pageModelBody(model, ctx));
}
