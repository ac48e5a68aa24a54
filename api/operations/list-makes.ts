import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';
import { apiPath } from '../../lib/api/api-paths.ts';

const MakeItem = z.object({
  slug: z.string(),
  name_he: z.string(),
  name_en: z.string(),
  cars_on_road: z.number().int(),
  model_count: z.number().int(),
  url: z.string(),
  models_api_url: z.string(),
});

export const listMakes = defineOperation({
  name: 'list_makes',
  title: 'List makes',
  description: 'All makes with a page on the site, in alphabetical order of slug, with cars on the road and page URLs.',
  method: 'GET',
  path: '/makes',
  tags: ['catalog'],
  budget: 'catalog',
  input: z.strictObject({}),
  output: withCommon({ makes: z.array(MakeItem), page_url: z.string() }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async handler(_input, ctx) {
    const base = ctx.config.publicBaseUrl;
    const makes = [...ctx.data.makes]
      .sort((a, b) => a.slug.localeCompare(b.slug))
      .map((m) => ({
        slug: m.slug,
        name_he: m.name_he,
        name_en: m.name_en,
        cars_on_road: m.cars_on_road,
        model_count: m.model_count,
        url: absoluteUrl(base, m.path),
        models_api_url: absoluteUrl(base, apiPath(`/makes/${m.slug}/models`)),
      }));
    return { makes, page_url: absoluteUrl(base, '/makes'), citation_url: absoluteUrl(base, '/makes') };
  },
});
