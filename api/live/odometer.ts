// odometer as answers carry it: the reading at the last annual test, km a year and the plausibility verdict from
// lib/rules/odometer.ts, with the rule in plain words and the dataset of each figure.
import type { Lang } from '../../lib/i18n/lang.ts';
import { localizedMember } from '../../lib/i18n/localized-member.ts';
import type { OdometerRule } from '../../lib/rules/odometer.ts';
import type { SourcesRule } from '../../lib/rules/sources.ts';
import { odometerFacts, type ModelYearKmRange } from '../../lib/rules/odometer.ts';
import { formatRoadDate, parseRoadDate } from '../../lib/rules/vehicle-age.ts';
import type { RegistrySource, RegistryVehicle, VehicleHistory } from '../registry/registry.ts';
import { factSource, registryFileSource } from './fact-source.ts';
import type { Odometer } from '../../lib/plate-answer/odometer.ts';

export interface OdometerOfInput {
  rule: OdometerRule;
  sources: SourcesRule;
  vehicle: RegistryVehicle;
  source: RegistrySource;
  history: VehicleHistory | null;
  range: ModelYearKmRange;
  data_date: string;
  /** The language the input named; null when it named none. */
  lang?: Lang | null;
}

/**
 * First registration from the history row (the reading's own dataset), else the registry's first month; a
 * registry that gives only the year gives no date (the rule says so), never 1 January of it.
 */
function firstRegistration(v: RegistryVehicle, history: VehicleHistory | null): { date: string | null; year: number | null } {
  if (history?.first_registration_date) return { date: history.first_registration_date, year: null };
  const first = parseRoadDate(v.on_road_since);
  if (!first) return { date: null, year: null };
  return first.month === null ? { date: null, year: first.year } : { date: `${formatRoadDate(first)}-01`, year: null };
}

export function odometerOf(input: OdometerOfInput): Odometer {
  const { rule, history, range, data_date: dataDate } = input;
  const first = firstRegistration(input.vehicle, history);
  const facts = odometerFacts(rule, {
    km: history?.km_at_last_test ?? null,
    last_test_date: input.vehicle.last_test_date,
    first_registration_date: first.date,
    first_registration_year: first.year,
    earlier_readings: history?.earlier_readings ?? [],
    range,
    lang: input.lang ?? null,
  });
  const rules = { rule_he: rule.rule_he, rule_en: rule.rule_en, rule_ar: rule.rule_ar };
  return {
    ...facts,
    ...rules,
    // The rule in the language asked, as the published table words it (raw/rules/odometer.json has every language).
    ...localizedMember('rule', rules, input.lang ?? null, (l) => rule[`rule_${l}`]),
    confidence: rule.confidence,
    model_year_range: range,
    sources: {
      reading: factSource(input.sources, 'vehicleHistory', dataDate),
      test_date: registryFileSource(input.sources, input.source, dataDate),
      model_year_range: range ? factSource(input.sources, 'vehicleHistory', range.data_date) : null,
    },
  };
}
