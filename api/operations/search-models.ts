import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { LimitParam, MakeParam, VehicleClassParam } from './params.ts';
import { ModelItem, modelItem } from './list-models.ts';
import { makeNamesOf, resolveMake } from '../catalog/resolve.ts';
import { MATCH_QUALITIES, allModels, searchModels as search } from '../catalog/model-search.ts';
import { ApiError } from '../errors.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';

export const searchModels = defineOperation({
  name: 'search_models',
  title: 'Search models by name',
  description:
    'Finds models by name in Hebrew or Latin script, optionally within a make or a vehicle_class. ' +
    'Neutral order: match quality, then cars on the road.',
  method: 'GET',
  path: '/models/search',
  tags: ['catalog'],
  budget: 'catalog',
  input: z.strictObject({
    query: z
      .string()
      .min(1)
      .max(80)
      .optional()
      .meta({
        description:
          'Model name (or make and model) in Hebrew or Latin script. Leave out with make or vehicle_class to list by cars on the road.',
        examples: ['corolla'],
      }),
    make: MakeParam.optional(),
    vehicle_class: VehicleClassParam.optional(),
    limit: LimitParam(50, 10),
  }),
  output: withCommon({
    results: z.array(
      ModelItem.extend({
        make_name_he: z.string(),
        make_name_en: z.string(),
        match_quality: z.enum(MATCH_QUALITIES).meta({
          description:
            'How the name matched the query, best first: exact, prefix (the name starts with it), contains, one_edit ' +
            'or two_edits (a near miss); listed when no query was given. Results are in this order, then by cars on the road.',
        }),
      }),
    ),
    total: z.number().int(),
  }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async handler(input, ctx) {
    if (input.query === undefined && input.make === undefined && input.vehicle_class === undefined) {
      throw new ApiError(
        'missing_parameter',
        'give query, make or vehicle_class (or several); e.g. query=corolla or vehicle_class=commercial',
        { parameter: 'query' },
      );
    }
    const base = ctx.config.publicBaseUrl;
    const makeSlugs = input.make === undefined ? ctx.data.makes.map((m) => m.slug) : [resolveMake(ctx.data, input.make, base).summary.slug];
    const makeNames = new Map(makeSlugs.map((slug) => [slug, makeNamesOf(ctx.data, slug)]));
    const hits = search(allModels(ctx.data, makeSlugs), input.query, input.vehicle_class, (slug) => makeNames.get(slug) ?? []);
    return {
      results: hits.slice(0, input.limit).map((h) => ({
        ...modelItem(h.model, base),
        make_name_he: h.model.make_name_he,
        make_name_en: h.model.make_name_en,
        match_quality: h.quality,
      })),
      total: hits.length,
      citation_url: absoluteUrl(base, '/makes'),
    };
  },
});
