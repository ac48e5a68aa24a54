// The pages shard: every page of a version, with its type, title, summary and search keywords.
import { z } from 'zod';
import { DataDate, PagePath } from './common.ts';

export const PageType = z.enum([
  'home',
  'makes',
  'make',
  'model',
  'model_year',
  'thefts',
  'licence_fee',
  'standard_policy',
  'chova_factors',
  'recalls',
  'sources',
  'privacy',
  'terms',
  'api_docs',
  'connect',
  'callback',
  'changes',
]);
export const Page = z.object({
  id: z.string().min(1),
  path: PagePath,
  type: PageType,
  title: z.string().min(1),
  summary: z.string(),
  /** Latin and Hebrew names and aliases the search matches, beyond title and summary. */
  keywords: z.array(z.string()),
});
export const PagesShard = z.object({ data_date: DataDate, pages: z.array(Page) });

export type Page = z.infer<typeof Page>;
export type PageType = z.infer<typeof PageType>;
