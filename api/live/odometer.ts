// odometer as answers carry it: the reading at the last annual test, km a year and the plausibility verdict from
// lib/rules/odometer.ts, with the rule in plain words and the dataset of each figure.
import { z } from 'zod';
import { Confidence } from '../../lib/rules/rule-parts.ts';
import type { OdometerRule } from '../../lib/rules/odometer.ts';
import type { SourcesRule } from '../../lib/rules/sources.ts';
import { odometerFacts, type ModelYearKmRange } from '../../lib/rules/odometer.ts';
import { formatRoadDate, parseRoadDate } from '../../lib/rules/vehicle-age.ts';
import type { RegistrySource, RegistryVehicle, VehicleHistory } from '../registry/registry.ts';
import { FactSource, factSource, registryFileSource } from './fact-source.ts';

export const Odometer = z
  .object({
    km: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Odometer reading recorded at the last annual test; null when none is published.' }),
    as_of: z
      .string()
      .nullable()
      .meta({ description: "YYYY-MM-DD of the last annual test, the reading's date (the registry's last test)." }),
    years_on_road: z.number().nullable().meta({ description: 'Years from first registration to that test.' }),
    km_per_year: z.number().int().nullable().meta({ description: 'Average km a year from first registration to that test.' }),
    verdict: z.enum(['plausible', 'implausible', 'no_verdict']).meta({
      description: 'What the published rule (rule_en) says of the reading; a statement about the reading, never about the car or a seller.',
    }),
    reason: z.enum([
      'below_earlier_reading',
      'below_model_year_range',
      'above_model_year_range',
      'within_model_year_range',
      'no_reading',
      'no_test_date',
      'first_registration_year_only',
      'under_min_years',
      'no_model_year_range',
      'too_few_cars',
    ]),
    text_he: z.string(),
    text_en: z.string(),
    rule_he: z.string(),
    rule_en: z.string(),
    confidence: Confidence.meta({ description: 'How sure the rule is (its thresholds are chosen by this service).' }),
    model_year_range: z
      .object({ p1: z.number(), median: z.number(), p99: z.number(), cars: z.number().int(), data_date: z.string() })
      .nullable()
      .meta({ description: "Km a year among the model year's cars with a reading: 1st percentile, median, 99th percentile, how many." }),
    sources: z.object({ reading: FactSource, test_date: FactSource, model_year_range: FactSource.nullable() }),
  })
  .meta({ description: 'The odometer reading at the last annual test, km a year, and the plausibility verdict with its rule.' });
export type Odometer = z.infer<typeof Odometer>;

export interface OdometerOfInput {
  rule: OdometerRule;
  sources: SourcesRule;
  vehicle: RegistryVehicle;
  source: RegistrySource;
  history: VehicleHistory | null;
  range: ModelYearKmRange;
  data_date: string;
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
  });
  return {
    ...facts,
    rule_he: rule.rule_he,
    rule_en: rule.rule_en,
    confidence: rule.confidence,
    model_year_range: range,
    sources: {
      reading: factSource(input.sources, 'vehicleHistory', dataDate),
      test_date: registryFileSource(input.sources, input.source, dataDate),
      model_year_range: range ? factSource(input.sources, 'vehicleHistory', range.data_date) : null,
    },
  };
}
