// The page model of each page type; render-page.ts writes their twins from these, and their HTML bodies come
// from the same models (the publish step's pages, or Astro's home and call-back pages around their forms).
import { apiDocsPage } from './api-docs.ts';
import { callbackPage } from './callback.ts';
import { changesPage } from './changes.ts';
import { chovaFactorsPage } from './chova-factors.ts';
import { connectPage } from './connect.ts';
import { homePage } from './home.ts';
import { licenceFeePage } from './licence-fee.ts';
import { makePage } from './make.ts';
import { makesPage } from './makes.ts';
import { modelPage } from './model.ts';
import { modelYearPage } from './model-year.ts';
import type { PageModelBuilder, PageModelType } from './page-model.ts';
import { privacyPage } from './privacy.ts';
import { recallsPage } from './recalls.ts';
import { sourcesPage } from './sources.ts';
import { standardPolicyPage } from './standard-policy.ts';
import { termsPage } from './terms.ts';
import { theftsPage } from './thefts.ts';

export const PAGE_MODELS: Record<PageModelType, PageModelBuilder> = {
  home: homePage,
  makes: makesPage,
  make: makePage,
  model: modelPage,
  model_year: modelYearPage,
  thefts: theftsPage,
  recalls: recallsPage,
  licence_fee: licenceFeePage,
  standard_policy: standardPolicyPage,
  chova_factors: chovaFactorsPage,
  sources: sourcesPage,
  privacy: privacyPage,
  terms: termsPage,
  api_docs: apiDocsPage,
  callback: callbackPage,
  connect: connectPage,
  changes: changesPage,
};
