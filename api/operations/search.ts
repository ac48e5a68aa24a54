import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { LimitParam } from './params.ts';
import { PageType } from '../../lib/shards/schemas.ts';
import { searchPages } from '../../lib/search/search-pages.ts';

const SearchResultItem = z
  .object({
    id: z.string().meta({ description: 'Page id: pass it to fetch for the full text.', examples: ['makes/toyota/corolla'] }),
    type: PageType,
    title: z.string(),
    snippet: z.string(),
    url: z.string().meta({ description: 'Page URL to cite.' }),
    markdown_url: z.string().meta({ description: 'The same page as markdown.' }),
  })
  .meta({ id: 'SearchResult' });

export const search = defineOperation({
  name: 'search',
  title: 'Search the site',
  description:
    'Finds site pages (makes, models, model years, thefts, licence fee, policy rules) ' +
    'by words in Hebrew or English. Use fetch with an id for the text.',
  method: 'GET',
  path: '/search',
  tags: ['content'],
  budget: 'catalog',
  input: z.strictObject({
    query: z
      .string()
      .min(1)
      .max(200)
      .meta({
        description: 'Words to find, in Hebrew or English; make and model names match across scripts and small typos.',
        examples: ['טויוטה קורולה 2019'],
      }),
    limit: LimitParam(25, 10),
  }),
  output: withCommon({ results: z.array(SearchResultItem) }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async handler(input, ctx) {
    const results = searchPages(ctx.data.searchIndex, input.query, input.limit, ctx.config.publicBaseUrl);
    // The best match is the page to cite; with no match, fillCommon's default (the sources page) stands.
    return { results, ...(results[0] ? { citation_url: results[0].url } : {}) };
  },
});
