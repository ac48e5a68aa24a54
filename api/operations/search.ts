import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { LimitParam } from './params.ts';
import { PageType } from '../../lib/shards/pages.ts';
import { SEARCH_RANKED, searchPages } from '../../lib/search/search-pages.ts';
import { searchResultsIn } from '../../lib/pages/search-result-names.ts';
import { LANGS } from '../../lib/i18n/lang.ts';
import { normalisePlate, plateProblem } from '../../lib/rules/plate.ts';
import { apiPath } from '../../lib/api/api-paths.ts';
import { absoluteUrl, vehiclePath } from '../../lib/urls/page-urls.ts';

const SearchResultItem = z
  .object({
    id: z.string().meta({ description: 'Page id: pass it to fetch for the full text.', examples: ['makes/toyota/corolla'] }),
    type: PageType,
    title: z.string().meta({ description: "The page's title in the language asked (lang), as the page names itself." }),
    snippet: z.string().meta({ description: "The start of the page's summary, in the same language as the title." }),
    url: z.string().meta({ description: 'Page URL to cite: the page in the language asked where it is written in it.' }),
    markdown_url: z.string().meta({ description: 'The same page as markdown.' }),
    language: z.enum(LANGS).meta({
      description: 'The language of title and snippet: the one asked (lang, Hebrew by default), or he for a page written in Hebrew only.',
    }),
  })
  .meta({ id: 'SearchResult' });

// Pages hold no plates (a plate's page is live and private), so a query that is a plate finds nothing; this says
// where a plate is answered instead of leaving an empty list.
const PlateLookup = z
  .object({
    plate: z.string().meta({ description: 'The query read as a plate: digits only.' }),
    mcp_tool: z.literal('lookup_vehicle'),
    rest: z.object({ method: z.literal('GET'), url: z.string() }),
    page_url: z.string().meta({ description: "The car's page for people." }),
    message: z.string(),
  })
  .nullable()
  .meta({
    description:
      'Set when the query reads as a licence plate (7 or 8 digits, dashes and spaces accepted): search covers site ' +
      'pages, not cars; for the car, call lookup_vehicle with this plate. The results are still the pages found. ' +
      'null otherwise.',
  });

function plateLookupOf(query: string, base: string): z.infer<typeof PlateLookup> {
  const typed = query.trim();
  if (plateProblem(typed) !== null) return null;
  const plate = normalisePlate(typed);
  return {
    plate,
    mcp_tool: 'lookup_vehicle',
    rest: { method: 'GET', url: absoluteUrl(base, `${apiPath('/vehicle')}?plate=${plate}`) },
    page_url: absoluteUrl(base, vehiclePath(plate)),
    message: `"${typed}" reads as a licence plate: search finds site pages, not cars; call lookup_vehicle with plate ${plate}.`,
  };
}

export const search = defineOperation({
  name: 'search',
  title: 'Search the site',
  description:
    'Finds site pages (makes, models, model years, thefts, licence fee, policy rules) by words in Hebrew, ' +
    'Arabic or English; a model year typed comes first. Use fetch with an id for the text.',
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
        description:
          'Words to find, in Hebrew, Arabic or English; make and model names match across scripts and small typos. ' +
          'Order: a model year the query names first, then match quality, a model page with its years (newest first).',
        examples: ['טויוטה קורולה 2019', 'Toyota Corolla 2019'],
      }),
    limit: LimitParam(SEARCH_RANKED, 10),
  }),
  output: withCommon({ results: z.array(SearchResultItem), plate_lookup: PlateLookup }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async handler(input, ctx) {
    const base = ctx.config.publicBaseUrl;
    const found = searchPages(ctx.data.searchIndex, input.query, input.limit, base);
    const results = searchResultsIn(ctx.data, found, ctx.lang.value, base, ctx.api);
    // The best match is the page to cite; with no match, fillCommon's default (the sources page) stands.
    return { results, plate_lookup: plateLookupOf(input.query, base), ...(results[0] ? { citation_url: results[0].url } : {}) };
  },
});
