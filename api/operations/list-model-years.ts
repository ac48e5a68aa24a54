import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { MakeParam, ModelParam } from './params.ts';
import { resolveModel } from '../catalog/resolve.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';

export const listModelYears = defineOperation({
  name: 'list_model_years',
  title: 'List model years of a model',
  description: 'The production years of one model that have cars in the registry, oldest first, with cars on the road and page URLs.',
  method: 'GET',
  path: '/makes/:make/models/:model/years',
  tags: ['catalog'],
  budget: 'catalog',
  input: z.strictObject({ make: MakeParam, model: ModelParam }),
  output: withCommon({
    make: z.object({ slug: z.string(), name_he: z.string(), name_en: z.string() }),
    model: z.object({ slug: z.string(), name: z.string(), name_he: z.string().nullable(), url: z.string() }),
    years: z.array(z.object({ year: z.number().int(), cars_on_road: z.number().int(), url: z.string() })),
  }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  mcp: false,
  async handler(input, ctx) {
    const base = ctx.config.publicBaseUrl;
    const { make, summary, shard } = resolveModel(ctx.data, input.make, input.model, base);
    const url = absoluteUrl(base, summary.path);
    return {
      make: { slug: make.slug, name_he: make.name_he, name_en: make.name_en },
      model: { slug: summary.slug, name: summary.name, name_he: summary.name_he, url },
      years: [...shard.summary.years]
        .sort((a, b) => a.year - b.year)
        .map((y) => ({ year: y.year, cars_on_road: y.cars_on_road, url: absoluteUrl(base, y.path) })),
      citation_url: url,
    };
  },
});
