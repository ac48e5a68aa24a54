import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { MakeParam, ModelParam, YearParam } from './params.ts';
import { ModelShard, ModelYearShard } from '../../lib/shards/schemas.ts';
import { pageUrl } from '../catalog/resolve.ts';
import { chooseModel } from '../catalog/model-choice.ts';

export const modelInfo = defineOperation({
  name: 'model_info',
  title: 'Model facts',
  description: 'Facts about a model (and a model year): cars on the road, trims, engines, safety systems share, list price, recalls, licence fee, thefts.',
  method: 'GET',
  path: '/model-info',
  tags: ['models'],
  budget: 'catalog',
  input: z.strictObject({ make: MakeParam, model: ModelParam, year: YearParam.optional() }),
  output: withCommon({
    model: ModelShard.shape.model.extend({ url: z.string() }).nullable(),
    summary: ModelShard.shape.summary.nullable(),
    model_year: ModelYearShard.omit({ data_date: true, model: true }).extend({ url: z.string() }).nullable(),
    page_url: z.string(),
  }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  async handler(input, ctx) {
    const base = ctx.config.publicBaseUrl;
    const chosen = chooseModel(ctx.data, input, base)!;
    const modelUrl = pageUrl(base, chosen.shard.model.path);
    const year = chosen.modelYear;
    const yearUrl = year ? pageUrl(base, `${chosen.shard.model.path}/${year.year}`) : null;
    return {
      model: { ...chosen.shard.model, url: modelUrl },
      summary: chosen.shard.summary,
      model_year: year
        ? { year: year.year, cars_on_road: year.cars_on_road, trims: year.trims, recalls: year.recalls, thefts: year.thefts, url: yearUrl! }
        : null,
      page_url: yearUrl ?? modelUrl,
      citation_url: yearUrl ?? modelUrl,
    };
  },
});
