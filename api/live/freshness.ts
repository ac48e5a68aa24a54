// How fresh a live answer is, from the registry answers it was built from: cached if any part came from the
// cache, as old as its oldest part.
import { z } from 'zod';
import type { Freshness as RegistryFreshness } from '../registry/registry.ts';

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

export function combineFreshness(parts: RegistryFreshness[]): RegistryFreshness | null {
  if (parts.length === 0) return null;
  return {
    from_cache: parts.some((p) => p.from_cache),
    age_seconds: Math.max(...parts.map((p) => p.age_seconds)),
    stale: parts.some((p) => p.stale),
    source: parts[0]!.source,
  };
}
