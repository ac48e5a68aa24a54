// The renderer of each page type: the explicit list render-page.ts dispatches on. A type with a page model
// (lib/pages/) is rendered from it, so its twin and its HTML page are one page.
import { PAGE_MODELS } from '../../pages/index.ts';
import type { PageModel, PageModelBuilder } from '../../pages/page-model.ts';
import { pageModelMarkdown } from '../../pages/serialise/markdown.ts';
import type { PageType } from '../../shards/schemas.ts';
import type { PageRenderer, RenderContext, RenderedBody } from '../page-renderer.ts';
import { renderApiDocs } from './api-docs.ts';
import { renderCallback } from './callback.ts';
import { renderChovaFactors } from './chova-factors.ts';
import { renderConnect } from './connect.ts';
import { renderHome } from './home.ts';
import { renderLicenceFee } from './licence-fee.ts';
import { renderMakes } from './makes.ts';
import { renderPrivacy } from './privacy.ts';
import { renderRecalls } from './recalls.ts';
import { renderSources } from './sources.ts';
import { renderStandardPolicy } from './standard-policy.ts';
import { renderTerms } from './terms.ts';
import { renderThefts } from './thefts.ts';

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
  home: renderHome,
  makes: renderMakes,
  make: fromPageModel(PAGE_MODELS.make),
  model: fromPageModel(PAGE_MODELS.model),
  model_year: fromPageModel(PAGE_MODELS.model_year),
  thefts: renderThefts,
  licence_fee: renderLicenceFee,
  standard_policy: renderStandardPolicy,
  chova_factors: renderChovaFactors,
  recalls: renderRecalls,
  sources: renderSources,
  privacy: renderPrivacy,
  terms: renderTerms,
  api_docs: renderApiDocs,
  connect: renderConnect,
  callback: renderCallback,
};
