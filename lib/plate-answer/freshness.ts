// freshness of a live answer: whether it came from the cache and how old its oldest part is.
import { z } from 'zod';

export const Freshness = z
  .object({
    from_cache: z
      .boolean()
      .meta({ description: 'true when (part of) the answer was served from the cache instead of asking the registry now.' }),
    age_seconds: z.number().int().meta({ description: 'How old the oldest cached part is; 0 for a fresh answer.' }),
    stale: z.boolean().meta({
      description:
        'true when a cached part is past its cache lifetime (CKAN_CACHE_TTL_SECONDS) and ' +
        'stands in because the ministry registry did not answer within the look-up deadline; ' +
        'the facts are as of age_seconds ago.',
    }),
    source: z
      .enum(['ckan', 'local'])
      .meta({ description: 'ckan: the ministry registry on data.gov.il; local: the published registry snapshot of data_date.' }),
  })
  .meta({ description: 'Where the live part of the answer came from and how old it is.' });
