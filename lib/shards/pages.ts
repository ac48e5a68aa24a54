// The pages shard: every page of a version, with its type, title, summary and search keywords.
import { z } from 'zod';
import { DataDate, PagePath } from './common.ts';
import { PAGE_TYPE_NAMES } from './page-types.ts';

/** The page types: page-types.ts names each once, with its places on the site. */
export const PageType = z.enum(PAGE_TYPE_NAMES);
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
