// extras as answers carry it: the registry continuation's columns for the car (tow hitch, tyre load and speed
// codes), as published, with their dataset.
import { z } from 'zod';
import type { SourcesRule } from '../../lib/rules/sources.ts';
import type { VehicleExtras } from '../registry/registry.ts';
import { FactSource, factSource } from './fact-source.ts';

const TyreCodes = z.object({
  load_index: z.string().nullable().meta({ description: 'Tyre load index as published (e.g. "94").' }),
  speed_symbol: z.string().nullable().meta({ description: 'Tyre speed symbol as published (e.g. "H").' }),
});

export const Extras = z
  .object({
    tow_hitch_he: z.string().nullable().meta({ description: 'Tow hitch as published (e.g. "וו גרירה קבוע", "אין וו גרירה").' }),
    tyres: z.object({ front: TyreCodes, rear: TyreCodes }),
    source: FactSource,
  })
  .meta({ description: "The registry continuation's columns for the car: tow hitch and the tyres' load and speed codes." });
export type Extras = z.infer<typeof Extras>;

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
