// The live vehicle lookup's shard: registry key -> model facts.
import { z } from 'zod';
import { PriceGroup } from '../rules/licence-fee.ts';
import { DataDate, Fuel, NonNegInt, SafetySystemKey, Slug, VehicleClass } from './common.ts';

/** For the live vehicle lookup: registry key -> model facts. Keyed "make_code|model_code|year|trim". */
export const ModelKeyEntry = z.object({
  make_slug: Slug,
  model_slug: Slug,
  trim: z.string(),
  price_group: PriceGroup.nullable(),
  fuel: Fuel,
  engine_cc: NonNegInt.nullable(),
  horsepower: NonNegInt.nullable(),
  airbags: NonNegInt.nullable(),
  co2_wltp: z.number().nonnegative().nullable(),
  safety_systems: z.array(SafetySystemKey),
  list_price: NonNegInt.nullable(),
  vehicle_class: VehicleClass,
  body: z.string().nullable(),
});
export const ModelKeysShard = z.object({ data_date: DataDate, keys: z.record(z.string(), ModelKeyEntry) });
