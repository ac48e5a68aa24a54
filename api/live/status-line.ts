// status_line as answers carry it: the car's one status line from lib/rules/vehicle-status.ts, each condition
// and note with the dataset it was read from.
import { z } from 'zod';
import { Confidence } from '../../lib/rules/rule-parts.ts';
import { VehicleStatusRule } from '../../lib/rules/vehicle-status.ts';
import type { SourcesRule } from '../../lib/rules/sources.ts';
import { STATUS_CODES, vehicleStatus, type StatusFact } from '../../lib/rules/vehicle-status.ts';
import type { RegistrySource, RegistryVehicle, VehicleHistory } from '../registry/registry.ts';
import { FactSource, factSource, registryFileSource } from './fact-source.ts';

const StatusCode = z.enum(STATUS_CODES).meta({
  description:
    'on_road: active in the registry; not_active: off the road; cancelled: scrapped or exported; personal_import: in the ' +
    'personal-import file; licence_expired: licence_valid_until before data_date; test_overdue: licence expired and the ' +
    'last annual test more than 12 months before data_date (inferred).',
});

const StatusCondition = z.object({
  code: StatusCode,
  date: z.string().nullable().meta({ description: 'YYYY-MM-DD the condition states (left the road, licence expiry, last test).' }),
  confidence: Confidence,
  text_he: z.string(),
  text_en: z.string(),
  source: FactSource,
});

export const StatusLine = StatusCondition.extend({
  also: z.array(StatusCondition).meta({ description: 'Other conditions that hold too, most consequential first.' }),
  notes: z
    .array(
      z.object({
        code: VehicleStatusRule.shape.notes.keyof(),
        text_he: z.string(),
        text_en: z.string(),
        source: FactSource,
      }),
    )
    .meta({ description: 'Where the datasets disagree or the vehicle history has no row for the car.' }),
}).meta({ description: "The car's status in one line (the most consequential condition), with the others that hold." });
export type StatusLine = z.infer<typeof StatusLine>;

export interface StatusLineInput {
  rule: VehicleStatusRule;
  sources: SourcesRule;
  vehicle: RegistryVehicle;
  /** The file the registry found the car in. */
  source: RegistrySource;
  /** The vehicle-history row, null when that dataset has none, 'unavailable' when it could not be asked. */
  history: VehicleHistory | null | 'unavailable';
  data_date: string;
}

export function statusLineOf(input: StatusLineInput): StatusLine {
  const { vehicle: v, data_date: dataDate } = input;
  const history = input.history === 'unavailable' ? undefined : input.history;
  const status = vehicleStatus(input.rule, {
    status: v.status,
    source: input.source,
    off_road_since: v.off_road_since,
    on_road_since: v.on_road_since,
    licence_valid_until: v.licence_valid_until,
    last_test_date: v.last_test_date,
    data_date: dataDate,
    history,
  });
  const fromRegistry = registryFileSource(input.sources, input.source, dataDate);
  const withSource = (c: StatusFact) => ({ ...c, source: fromRegistry });
  const historySource = factSource(input.sources, 'vehicleHistory', dataDate);
  return {
    ...withSource(status),
    also: status.also.map(withSource),
    notes: status.notes.map((n) => ({ ...n, source: historySource })),
  };
}
