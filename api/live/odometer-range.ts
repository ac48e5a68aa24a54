// The range of yearly distances the odometer rule judges a plate's reading against: its model year's km_per_year
// from the catalog (fleet_history of the model-year shard, computed by the pipeline from the vehicle history).
import type { OperationContext } from '../context.ts';
import type { PlateLookup } from './plate-lookup.ts';
import type { ModelYearKmRange } from '../../lib/rules/odometer.ts';

/** Null when the car's model year is not in the catalog or has too few readings for a range. */
export function odometerRangeOf(ctx: Pick<OperationContext, 'data'>, found: Pick<PlateLookup, 'vehicle' | 'model'>): ModelYearKmRange {
  if (!found.vehicle || !found.model) return null;
  return ctx.data.modelYear(found.model.make_slug, found.model.model_slug, found.vehicle.year)?.fleet_history.km_per_year ?? null;
}
