// The makes shard (every make) and one make's shard (its models).
import { z } from 'zod';
import { DataDate, Fuel, Int, ModelRef, NonNegInt, PagePath, Slug } from './common.ts';

export const MakeSummary = z.object({
  slug: Slug,
  name_he: z.string().min(1),
  name_en: z.string().min(1),
  /** Every registry tozeret_cd grouped under this brand (one per factory country). */
  make_codes: z.array(NonNegInt).min(1),
  cars_on_road: NonNegInt,
  model_count: NonNegInt,
  path: PagePath,
});
export const MakesShard = z.object({ data_date: DataDate, makes: z.array(MakeSummary) });

export const ModelSummary = ModelRef.extend({
  cars_on_road: NonNegInt,
  years: z.array(Int),
  fuels: z.array(Fuel),
});
export const MakeShard = z.object({ data_date: DataDate, make: MakeSummary, models: z.array(ModelSummary) });

export type MakeSummary = z.infer<typeof MakeSummary>;
export type ModelSummary = z.infer<typeof ModelSummary>;
