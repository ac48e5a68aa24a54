import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { MakeParam } from './params.ts';
import { resolveMake } from '../catalog/resolve.ts';
import type { ModelSummary } from '../../lib/shards/make.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';

export const ModelItem = z.object({
  slug: z.string(),
  make_slug: z.string(),
  name: z.string(),
  name_he: z.string().nullable(),
  vehicle_class: z.enum(['private', 'commercial']),
  cars_on_road: z.number().int(),
  years: z.array(z.number().int()),
  fuels: z.array(z.string()),
  url: z.string(),
});

export function modelItem(m: ModelSummary, base: string): z.infer<typeof ModelItem> {
  return {
    slug: m.slug,
    make_slug: m.make_slug,
    name: m.name,
    name_he: m.name_he,
    vehicle_class: m.vehicle_class,
    cars_on_road: m.cars_on_road,
    years: m.years,
    fuels: m.fuels,
    url: absoluteUrl(base, m.path),
  };
}

export const listModels = defineOperation({
  name: 'list_models',
  title: 'List models of a make',
  description:
    'The models of one make (Hebrew or English name, or slug), in alphabetical order of slug, with cars on the road, years and page URLs.',
  method: 'GET',
  path: '/makes/:make/models',
  tags: ['catalog'],
  budget: 'catalog',
  input: z.strictObject({ make: MakeParam }),
  output: withCommon({
    make: z.object({ slug: z.string(), name_he: z.string(), name_en: z.string(), url: z.string() }),
    models: z.array(ModelItem),
  }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  mcp: false,
  async handler(input, ctx) {
    const base = ctx.config.publicBaseUrl;
    const { summary, shard } = resolveMake(ctx.data, input.make, base);
    const url = absoluteUrl(base, summary.path);
    return {
      make: { slug: summary.slug, name_he: summary.name_he, name_en: summary.name_en, url },
      models: [...shard.models].sort((a, b) => a.slug.localeCompare(b.slug)).map((m) => modelItem(m, base)),
      citation_url: url,
    };
  },
});
