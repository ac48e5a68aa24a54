// The renderer of each page type: the explicit list render-page.ts dispatches on.
import type { PageType } from '../../shards/schemas.ts';
import type { PageRenderer } from '../page-renderer.ts';
import { renderApiDocs } from './api-docs.ts';
import { renderCallback } from './callback.ts';
import { renderChovaFactors } from './chova-factors.ts';
import { renderConnect } from './connect.ts';
import { renderHome } from './home.ts';
import { renderLicenceFee } from './licence-fee.ts';
import { renderMake } from './make.ts';
import { renderMakes } from './makes.ts';
import { renderModel } from './model.ts';
import { renderModelYear } from './model-year.ts';
import { renderPrivacy } from './privacy.ts';
import { renderRecalls } from './recalls.ts';
import { renderSources } from './sources.ts';
import { renderStandardPolicy } from './standard-policy.ts';
import { renderTerms } from './terms.ts';
import { renderThefts } from './thefts.ts';

export const PAGE_RENDERERS: Record<PageType, PageRenderer> = {
  home: renderHome,
  makes: renderMakes,
  make: renderMake,
  model: renderModel,
  model_year: renderModelYear,
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
