// One model's shard: its years, trims, engines, safety systems, list prices, recalls, thefts and licence fees.
import { z } from 'zod';
import { DataDate, Fuel, Int, Median, ModelRef, NonNegInt, PagePath, SafetySystemKey } from './common.ts';
import { LicenceFeeForYear } from './licence-fee.ts';
import { Recall } from './recalls.ts';
import { ModelThefts } from './thefts.ts';

const SafetyShare = z.object({
  key: SafetySystemKey,
  label_he: z.string(),
  label_en: z.string(),
  label_ar: z.string(),
  /** Share of this model's cars on the road whose model data has the system, 0..1. */
  share: z.number().min(0).max(1),
});

const Engine = z.object({
  engine_cc: NonNegInt.nullable(),
  horsepower: NonNegInt.nullable(),
  fuel: Fuel,
  cars_on_road: NonNegInt,
});

export const ModelShard = z.object({
  data_date: DataDate,
  model: ModelRef.extend({ body_types: z.array(z.string()) }),
  summary: z.object({
    cars_on_road: NonNegInt,
    /** Off the road but not finally cancelled: the ministry's count of inactive cars per model and year. */
    cars_inactive: NonNegInt,
    /**
     * Finally cancelled (scrapped or exported): rows of the current cancellation file and both archives (2000-2009,
     * 2010-2016), the sum of the model years' fleet_history.status.cancelled, so the model and its years agree.
     */
    cars_cancelled: NonNegInt.meta({
      description:
        'Finally cancelled (scrapped or exported): rows of the current final-cancellation file and its 2000-2009 and ' +
        "2010-2016 archives; the sum of the model years' fleet_history.status.cancelled.",
    }),
    /** Per production year; the fleet figures are those of the year's fleet_history (model-years shard). */
    years: z.array(
      z.object({
        year: Int,
        cars_on_road: NonNegInt,
        path: PagePath,
        share_on_road: z.number().min(0).max(1).nullable(),
        median_km_at_last_test: Median,
        median_ownership_changes: Median,
      }),
    ),
    trims: z.array(z.string()),
    engines: z.array(Engine),
    fuels: z.array(Fuel),
    safety_systems: z.array(SafetyShare),
    /** Importers' list prices as the ministry publishes them (its own dataset, hence confirmed). */
    list_price: z
      .object({
        min: NonNegInt,
        max: NonNegInt,
        currency: z.literal('ILS'),
        first_year: Int,
        last_year: Int,
        confidence: z.literal('confirmed'),
      })
      .nullable(),
    recalls: z.array(Recall),
    thefts: ModelThefts.nullable(),
    licence_fee_by_year: z.array(LicenceFeeForYear),
  }),
});

export type ModelShard = z.infer<typeof ModelShard>;
