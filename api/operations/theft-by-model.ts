import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { MakeParam, ModelParam, PlateParam } from './params.ts';
import { ModelThefts, NationalThefts, TheftStatus } from '../../lib/shards/thefts.ts';
import type { ModelShard } from '../../lib/shards/model.ts';
import { theftStatusOf } from '../../lib/pages/render/sections/theft-figures.ts';
import { chooseModel } from '../catalog/model-choice.ts';
import { dataError, lookupPlate } from '../live/plate-lookup.ts';
import type { DataStore } from '../../lib/data/data-store.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';

const TheftModel = z.object({
  make_slug: z.string(),
  model_slug: z.string(),
  make_name_he: z.string(),
  make_name_en: z.string(),
  name: z.string(),
  name_he: z.string().nullable(),
  url: z.string(),
});

// top_models is left out on purpose: a list of most-stolen models reads as a ranking of cars.
const National = NationalThefts.omit({ data_date: true, top_models: true }).meta({
  description:
    'reported_totals: every published national series (all vehicle types; they disagree), ' +
    'with its source. by_model_file: the police by-model file summed per theft year. ' +
    'rates: thefts per 1,000 cars on the road per vehicle class, numerator and denominator given.',
});

function national(data: DataStore): z.infer<typeof National> {
  const { data_date: _date, top_models: _top, ...figures } = data.nationalThefts;
  return figures;
}

const TheftData = z.object({ status: TheftStatus, note_he: z.string(), note_en: z.string() }).meta({
  description:
    'recorded / none_recorded (no theft of the model in the police by-model file) / no_data (no figures for the model), said in words.',
});

function modelPart(shard: ModelShard, base: string) {
  const m = shard.model;
  return {
    model: {
      make_slug: m.make_slug,
      model_slug: m.slug,
      make_name_he: m.make_name_he,
      make_name_en: m.make_name_en,
      name: m.name,
      name_he: m.name_he,
      url: absoluteUrl(base, m.path),
    },
    thefts: shard.summary.thefts,
    theft_data: theftStatusOf(shard.summary.thefts),
  };
}

export const theftByModel = defineOperation({
  name: 'theft_by_model',
  title: 'Thefts by model',
  description:
    'Police theft and recovery counts 2023-2025 and the rate per 1,000 cars (same vehicle ' +
    'class) for a model (make + model, or a plate); no arguments give the national figures.',
  method: 'GET',
  path: '/thefts',
  tags: ['models'],
  budget: 'catalog',
  input: z.strictObject({
    make: MakeParam.optional(),
    model: ModelParam.optional(),
    plate: PlateParam.optional().meta({
      description: 'Licence plate (7 or 8 digits; dashes and spaces accepted); used instead of make + model.',
    }),
  }),
  output: withCommon({
    model: TheftModel.nullable(),
    thefts: ModelThefts.nullable(),
    theft_data: TheftData.nullable().meta({
      description: 'Whether the model had thefts, none recorded, or no data; null when no model was asked for.',
    }),
    national: National.nullable(),
    sample: z.boolean().meta({
      description:
        "true while the theft figures are the committed sample, not a police release (the data version's police " +
        'by-model figures); say so whenever they are used. Also national.sample and thefts.sample.',
    }),
    page_url: z.string(),
  }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  async handler(input, ctx) {
    const base = ctx.config.publicBaseUrl;
    const thefts = absoluteUrl(base, '/thefts');
    const common = { national: national(ctx.data), sample: ctx.data.nationalThefts.sample, page_url: thefts, citation_url: thefts };
    if (input.plate !== undefined) {
      const found = await lookupPlate(ctx, input.plate);
      if (found.error) return { model: null, thefts: null, theft_data: null, ...common, error: found.error };
      const shard = found.model ? ctx.data.model(found.model.make_slug, found.model.model_slug) : null;
      if (!shard)
        return { model: null, thefts: null, theft_data: theftStatusOf(null), ...common, error: dataError('model_not_in_catalog') };
      const part = modelPart(shard, base);
      return { ...part, ...common, page_url: part.model.url, citation_url: part.model.url };
    }
    const chosen = chooseModel(ctx.data, input, base);
    if (!chosen) return { model: null, thefts: null, theft_data: null, ...common };
    const part = modelPart(chosen.shard, base);
    return { ...part, ...common, page_url: part.model.url, citation_url: part.model.url };
  },
});
