// A model's model-years shard: each year's trims, recalls, thefts and fleet figures.
import { z } from 'zod';
import { PriceGroup } from '../rules/licence-fee.ts';
import { DataDate, Fuel, Int, ModelRef, NonNegInt, SafetySystemKey } from './common.ts';
import { FleetHistory, StoredFleetHistory, withCountedTexts } from './fleet-history.ts';
import { TrimLicenceFee } from './licence-fee.ts';
import { Recall } from './recalls.ts';
import { TheftStatus } from './thefts.ts';

export const Trim = z.object({
  trim: z.string(),
  /** The registry join key of this trim. */
  key: z.object({ make_code: NonNegInt, model_code: NonNegInt, year: Int, trim: z.string() }),
  model_code_name: z.string(),
  price_group: PriceGroup.nullable(),
  licence_fee: TrimLicenceFee.nullable(),
  fuel: Fuel,
  engine_cc: NonNegInt.nullable(),
  horsepower: NonNegInt.nullable(),
  body: z.string().nullable(),
  airbags: NonNegInt.nullable(),
  co2_wltp: z.number().nonnegative().nullable(),
  /** ESTIMATE: litres per 100 km from CO2 (divisors of raw/rules/running-cost.json); null for electric or unknown. */
  fuel_use_l_per_100km_estimate: z.number().nonnegative().nullable(),
  safety_systems: z.array(SafetySystemKey),
  list_price: NonNegInt.nullable(),
  cars_on_road: NonNegInt,
});

/** One model year as its model's file stores it (ModelYearsShard). */
export const StoredModelYear = z.object({
  year: Int,
  cars_on_road: NonNegInt,
  trims: z.array(Trim),
  recalls: z.array(Recall),
  /** Thefts 2023-2025 of cars of this production year; null when there is no police by-model file. */
  thefts: z.object({ year: Int, status: TheftStatus, thefts: NonNegInt.nullable() }).nullable(),
  fleet_history: StoredFleetHistory,
});
export type StoredModelYear = z.infer<typeof StoredModelYear>;

/**
 * model-years/<make>/<model>.json: a model's years, in year order, in one file. A file per model year was 30,000
 * files of about 5 KB at national scale, and creating them cost the pipeline from 1.3 s up to 17 s of system time on
 * this disk (slow while it discards deleted blocks); 2,697 files of the same bytes took 0.33 s while it was slow.
 * A plate answer that needs one year reads its model's file (58 KB on average, 113 KB at most), kept once read.
 */
export const ModelYearsShard = z.object({ data_date: DataDate, model: ModelRef, years: z.array(StoredModelYear) });
export type ModelYearsShard = z.infer<typeof ModelYearsShard>;

/**
 * A model year as pages and answers read it: the year with its data date and model, and what each fleet figure
 * counts (withCountedTexts).
 */
export const ModelYear = StoredModelYear.extend({ data_date: DataDate, model: ModelRef, fleet_history: FleetHistory });
export type ModelYear = z.infer<typeof ModelYear>;

/** A model's years as pages and answers read them, by year. */
export const modelYearsOf = ({ data_date, model, years }: ModelYearsShard): Map<number, ModelYear> =>
  new Map(years.map((y) => [y.year, { ...y, data_date, model, fleet_history: withCountedTexts(y.fleet_history) }]));
