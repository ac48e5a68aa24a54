// off_road of the answers that take a plate but are not the car's whole record (check_open_recall,
// standard_policy_at_age): a car off the road is said there too, in the words and from the file of lookup_vehicle's
// status line, so an assistant that asked only about recalls or the policy does not speak of a scrapped car as
// one on the road.
import { z } from 'zod';
import type { OperationContext } from '../context.ts';
import type { RegistryVehicle } from '../registry/registry.ts';
import { SourcesRule } from '../../lib/rules/sources.ts';
import { VehicleStatusRule } from '../../lib/rules/vehicle-status.ts';
import { statusLineOf } from './status-line.ts';
import { StatusCondition } from '../../lib/plate-answer/status-line.ts';

export const OffRoad = StatusCondition.nullable().meta({
  description:
    'Set when the car is off the road: its status line (code not_active or cancelled, with the date the file gives), ' +
    'as lookup_vehicle states it; null when the car is on the road or no car was found.',
});
export type OffRoad = z.infer<typeof OffRoad>;

export function offRoadOf(ctx: OperationContext, v: RegistryVehicle, asOf: string): OffRoad {
  if (v.status === 'active') return null;
  const {
    also: _also,
    notes: _notes,
    ...line
  } = statusLineOf({
    rule: ctx.data.rule('vehicle-status'),
    sources: ctx.data.rule('sources'),
    vehicle: v,
    source: v.source,
    // Off-road conditions come from the car's own file; the history is not asked here, so nothing is said of it.
    history: 'unavailable',
    data_date: asOf,
  });
  return line;
}
