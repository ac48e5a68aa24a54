// The one seam between a plate answer and the model-year facts: the range of yearly distances among the cars of
// the looked-up car's model year, which the odometer rule compares the car's own km a year with.
import type { OperationContext } from '../context.ts';
import type { PlateLookup } from '../catalog/plate-lookup.ts';
import type { ModelYearKmRange } from '../../lib/rules/odometer.ts';

/**
 * The km-a-year range (1st percentile, median, 99th percentile, how many cars) of the car's model year, read from
 * the model-year shard's fleet history (`km_per_year`), which the model-year facts publish. Until the shards carry
 * it the answer is null, so the odometer verdict rests on the earlier-reading rule alone (or says no_verdict,
 * reason no_model_year_range). Filled where the model-year facts land; lookup_vehicle asks nothing else.
 */
export function odometerRangeOf(_ctx: OperationContext, _found: PlateLookup): ModelYearKmRange {
  return null;
}
