// status_line as answers carry it: the car's one status line from lib/rules/vehicle-status.ts, each condition
// and note with the dataset it was read from.
import type { Lang } from '../../lib/i18n/lang.ts';
import type { SourcesRule } from '../../lib/rules/sources.ts';
import type { VehicleStatusRule } from '../../lib/rules/vehicle-status.ts';
import { vehicleStatus, type StatusFact } from '../../lib/rules/vehicle-status.ts';
import type { RegistrySource, RegistryVehicle, VehicleHistory } from '../registry/registry.ts';
import { factSource, registryFileSource } from './fact-source.ts';
import type { StatusLine } from '../../lib/plate-answer/status-line.ts';

export interface StatusLineInput {
  rule: VehicleStatusRule;
  sources: SourcesRule;
  vehicle: RegistryVehicle;
  /** The file the registry found the car in. */
  source: RegistrySource;
  /** The vehicle-history row, null when that dataset has none, 'unavailable' when it could not be asked. */
  history: VehicleHistory | null | 'unavailable';
  data_date: string;
  /** The language the input named, for `text_localized`; null or absent when it named none. */
  lang?: Lang | null;
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
    lang: input.lang ?? null,
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
