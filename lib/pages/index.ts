// The page model of each page type that has one; render-page.ts writes their twins from these and the site's
// publish step their HTML pages.
import { makePage } from './make.ts';
import { modelPage } from './model.ts';
import { modelYearPage } from './model-year.ts';
import type { PageModelBuilder, PageModelType } from './page-model.ts';

export const PAGE_MODELS: Record<PageModelType, PageModelBuilder> = {
  make: makePage,
  model: modelPage,
  model_year: modelYearPage,
};
