// One model year's shard: its trims, recalls, thefts and fleet figures.
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

export const ModelYearShard = z.object({
  data_date: DataDate,
  model: ModelRef,
  year: Int,
  cars_on_road: NonNegInt,
  trims: z.array(Trim),
  recalls: z.array(Recall),
  /** Thefts 2023-2025 of cars of this production year; null when there is no police by-model file. */
  thefts: z.object({ year: Int, status: TheftStatus, thefts: NonNegInt.nullable() }).nullable(),
  fleet_history: StoredFleetHistory,
});

export type ModelYearShard = z.infer<typeof ModelYearShard>;

/** A model year as pages and answers read it: the shard with what each fleet figure counts (withCountedTexts). */
export const ModelYear = ModelYearShard.extend({ fleet_history: FleetHistory });
export type ModelYear = z.infer<typeof ModelYear>;

export const modelYearOf = (shard: ModelYearShard): ModelYear => ({ ...shard, fleet_history: withCountedTexts(shard.fleet_history) });
