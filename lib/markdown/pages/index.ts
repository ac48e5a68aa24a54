// The renderer of each page type: the explicit list render-page.ts dispatches on. A type with a page model
// (lib/pages/) is rendered from it, so its twin and its HTML page are one page.
import { PAGE_MODELS } from '../../pages/index.ts';
import type { PageModel, PageModelBuilder } from '../../pages/page-model.ts';
import { pageModelMarkdown } from '../../pages/serialise/markdown.ts';
import type { PageType } from '../../shards/schemas.ts';
import type { PageRenderer, RenderContext, RenderedBody } from '../page-renderer.ts';

/** A page model's twin body, sources and metadata. */
export function pageModelBody(model: PageModel, ctx: RenderContext): RenderedBody {
  return { body: pageModelMarkdown(model, ctx.url), sources: model.sources, metadata: model.metadata };
}

function fromPageModel(build: PageModelBuilder): PageRenderer {
  return (ctx) => {
    const model = build(ctx);
    return model && pageModelBody(model, ctx);
  };
}

export const PAGE_RENDERERS: Record<PageType, PageRenderer> = {
  home: fromPageModel(PAGE_MODELS.home),
  makes: fromPageModel(PAGE_MODELS.makes),
  make: fromPageModel(PAGE_MODELS.make),
  model: fromPageModel(PAGE_MODELS.model),
  model_year: fromPageModel(PAGE_MODELS.model_year),
  thefts: fromPageModel(PAGE_MODELS.thefts),
  licence_fee: fromPageModel(PAGE_MODELS.licence_fee),
  standard_policy: fromPageModel(PAGE_MODELS.standard_policy),
  chova_factors: fromPageModel(PAGE_MODELS.chova_factors),
  recalls: fromPageModel(PAGE_MODELS.recalls),
  sources: fromPageModel(PAGE_MODELS.sources),
  privacy: fromPageModel(PAGE_MODELS.privacy),
  terms: fromPageModel(PAGE_MODELS.terms),
  api_docs: fromPageModel(PAGE_MODELS.api_docs),
  connect: fromPageModel(PAGE_MODELS.connect),
  callback: fromPageModel(PAGE_MODELS.callback),
};
