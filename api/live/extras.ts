// extras as answers carry it: the registry continuation's columns for the car (tow hitch, tyre load and speed
// codes), as published, with their dataset.
import type { SourcesRule } from '../../lib/rules/sources.ts';
import type { VehicleExtras } from '../registry/registry.ts';
import { factSource } from './fact-source.ts';
import type { Extras } from '../../lib/plate-answer/extras.ts';

export function extrasOf(input: { sources: SourcesRule; extras: VehicleExtras; data_date: string }): Extras {
  const e = input.extras;
  return {
    tow_hitch_he: e.tow_hitch_he,
    tyres: {
      front: { load_index: e.front_tyre_load_index, speed_symbol: e.front_tyre_speed_symbol },
      rear: { load_index: e.rear_tyre_load_index, speed_symbol: e.rear_tyre_speed_symbol },
    },
    source: factSource(input.sources, 'registryExtras', input.data_date),
  };
}
