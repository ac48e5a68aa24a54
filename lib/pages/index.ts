// The page model of each page type that has one; render-page.ts writes their twins from these and the site's
// publish step their HTML pages.
import { connectPage } from './connect.ts';
import { licenceFeePage } from './licence-fee.ts';
import { makePage } from './make.ts';
import { makesPage } from './makes.ts';
import { modelPage } from './model.ts';
import { modelYearPage } from './model-year.ts';
import type { PageModelBuilder, PageModelType } from './page-model.ts';
import { recallsPage } from './recalls.ts';
import { sourcesPage } from './sources.ts';
import { theftsPage } from './thefts.ts';

export const PAGE_MODELS: Record<PageModelType, PageModelBuilder> = {
  makes: makesPage,
  make: makePage,
  model: modelPage,
  model_year: modelYearPage,
  thefts: theftsPage,
  recalls: recallsPage,
  licence_fee: licenceFeePage,
  sources: sourcesPage,
  connect: connectPage,
};
