import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { PlateParam } from './params.ts';
import { Fuel, SafetySystemKey, VehicleClass } from '../../lib/shards/schemas.ts';
import { OwnershipType, ownershipType } from '../../lib/rules/ownership-types.ts';
import { RunningCostEstimate, runningCostEstimate } from '../../lib/rules/running-cost.ts';
import { LicenceFee } from '../../lib/rules/licence-fee.ts';
import {
  ageInMonths,
  ageRangeInMonths,
  formatRoadDate,
  parseRoadDate,
  RoadDatePrecision,
  type RoadDate,
} from '../../lib/rules/vehicle-age.ts';
import { normalisePlate } from '../../lib/rules/plate.ts';
import { SAFETY_LABELS } from '../../lib/labels/safety-systems.ts';
import { dataError, feeOfLookup, makeOfVehicle, trimFactsMissing, type PlateLookup } from '../live/plate-lookup.ts';
import { registryFuel } from '../../lib/rules/fuel-class.ts';
import type { RegistryVehicle } from '../registry/registry.ts';
import { OpenRecalls } from '../live/open-recalls.ts';
import { Freshness } from '../live/freshness.ts';
import { RetrofitDiscount, retrofitDiscountFacts } from '../live/retrofit-discount.ts';
import { StatusLine } from '../live/status-line.ts';
import { Odometer } from '../live/odometer.ts';
import { Owners } from '../live/owners.ts';
import { Changes } from '../live/changes.ts';
import { Extras } from '../live/extras.ts';
import { askPlate, unanswered, unansweredError, unansweredMembers } from '../live/plate-questions.ts';
import { historyFacts } from '../live/history-facts.ts';
import type { OperationContext } from '../context.ts';
import { DataError } from '../errors.ts';
import { absoluteUrl, modelPath, modelYearPath } from '../../lib/urls/page-urls.ts';

const Vehicle = z.object({
  plate: z.string(),
  status: z
    .enum(['active', 'inactive', 'cancelled'])
    .meta({ description: 'active: on the road; inactive: off the road; cancelled: finally removed (scrapped or exported).' }),
  on_the_road: z.boolean(),
  status_line: StatusLine,
  off_road_since: z.string().nullable().meta({ description: 'YYYY-MM-DD the car was finally cancelled, when the registry dates it.' }),
  make: z.object({ code: z.number().int(), name_he: z.string(), name_en: z.string().nullable(), slug: z.string().nullable() }),
  model: z.object({
    name: z.string(),
    name_he: z.string().nullable(),
    code: z.number().int(),
    code_name: z.string(),
    slug: z.string().nullable(),
  }),
  year: z.number().int().meta({ description: 'Production (model) year.' }),
  trim: z.string().nullable(),
  vehicle_class: VehicleClass,
  body: z.string().nullable(),
  engine: z.object({ code: z.string().nullable(), engine_cc: z.number().int().nullable(), horsepower: z.number().int().nullable() }),
  fuel: z.object({
    type: Fuel.nullable().meta({
      description:
        'From the model data (tells ordinary hybrids apart); when the model data lacks the ' +
        "trim, read from the registry's own fuel text (where an ordinary hybrid shows as " +
        'petrol).',
    }),
    source: z.enum(['model_data', 'registry']).nullable().meta({ description: 'Where type comes from; null when neither says.' }),
    registry_he: z.string().nullable(),
  }),
  colour_he: z.string().nullable(),
  ownership_he: z.string().nullable().meta({ description: 'The ownership type (baalut) as the registry writes it.' }),
  ownership: OwnershipType.nullable().meta({
    description: 'ownership_he read through the ownership vocabulary (ליסינג and החכר are both lease); null when the registry gives none.',
  }),
  safety_systems: z
    .array(z.object({ key: SafetySystemKey, label_he: z.string(), label_en: z.string() }))
    .nullable()
    .meta({ description: 'Safety systems the model data lists for this trim; null when the model data lacks the trim.' }),
  airbags: z.number().int().nullable(),
  on_road_since: z
    .string()
    .nullable()
    .meta({
      description:
        'First registration as precise as the file gives it: YYYY-MM, or YYYY when the file gives only the year (the ' +
        'final-cancellation file); a year alone is never a January.',
    }),
  on_road_since_precision: RoadDatePrecision.nullable().meta({ description: 'month or year: what on_road_since gives; null with it.' }),
  age_months: z.number().int().nullable().meta({
    description: 'Whole months from first registration to data_date; null when only the year is known (missing says the range).',
  }),
  licence_valid_until: z.string().nullable(),
  last_annual_test: z.string().nullable(),
  open_recalls: OpenRecalls.nullable().meta({ description: 'Recalls still open for this car; null when the registry could not be asked.' }),
  list_price_new: z
    .object({ amount: z.number().int(), currency: z.literal('ILS'), confidence: z.literal('confirmed') })
    .nullable()
    .meta({ description: "Importer's list price when new for this model, year and trim; null when the price list lacks it." }),
  licence_fee: LicenceFee.nullable().meta({
    description:
      'The annual licence fee this year: price group x the column of the year of first ' +
      'registration, the 135 ILS broadcasting add-on separate. null for a car off the road ' +
      '(it owes none) or when the price group is unknown; `missing` says which.',
  }),
  licence_fee_retrofit_discount: RetrofitDiscount.nullable().meta({
    description:
      'Set when the plate is on the ministry list: a discount on the LICENCE FEE for retrofitted ' +
      'safety systems, never an insurance discount.',
  }),
  running_cost_estimate: RunningCostEstimate.nullable().meta({
    description:
      'ESTIMATE of the yearly running cost (licence fee plus energy under stated assumptions), ' +
      'never insurance; null for a car off the road or a trim the model data lacks.',
  }),
  odometer: Odometer.nullable().meta({
    description:
      'The odometer reading at the last annual test (vehicle history 56063a99), km a year and the plausibility verdict ' +
      'with its rule. A car the history has no row for gets verdict no_verdict, reason no_reading (no data, not zero); ' +
      'null only when the history could not be read now (missing and data.error say so).',
  }),
  owners: Owners.nullable().meta({
    description:
      'Ownership changes since 2017 (bb2355dc; nothing earlier is published) and the current ownership type; null ' +
      'only when the ownership changes could not be read now.',
  }),
  changes: Changes.nullable().meta({
    description:
      "The vehicle history's change flags in plain words (structural change, LPG added, colour change, tyres); known " +
      'false when the history has no row for the car; null only when the history could not be read now.',
  }),
  extras: Extras.nullable().meta({
    description:
      "The registry continuation's columns (0866573c): tow hitch and tyre codes; null when it has no row for the car " +
      '(personal imports and cars off the road have none) or could not be read now.',
  }),
  model_url: z.string().nullable(),
  model_year_url: z.string().nullable(),
  missing: z.array(z.object({ member: z.string(), code: z.string(), reason: DataError.shape.reason, message: z.string() })).meta({
    description:
      'Each member above that is null (or read from a weaker source) and why: a car off ' +
      'the road, a trim the model data lacks, a model outside the catalog, a dataset that ' +
      'could not be read now (code upstream_unavailable).',
  }),
});

/**
 * Make and model as people know them: the make by its registry code even when the model is not in the catalog.
 * The model's names come from the model-year shard the answer reads anyway, the larger model shard only for a
 * year the catalog lacks.
 */
function names(ctx: OperationContext, v: RegistryVehicle, model: PlateLookup['model']) {
  const ref = model
    ? (ctx.data.modelYear(model.make_slug, model.model_slug, v.year)?.model ?? ctx.data.model(model.make_slug, model.model_slug)?.model)
    : null;
  return { make: makeOfVehicle(ctx.data, v, model), model: ref ?? null };
}

type Missing = { member: string; code: string; message: string };
const TRIM_FACTS = ['safety_systems', 'airbags', 'engine.engine_cc', 'engine.horsepower', 'list_price_new', 'body'];

/** age_months of a car dated by year alone: null, and the range it lies in. */
function ageYearOnly(first: RoadDate | null, asOf: string): Missing | null {
  if (first?.month !== null) return null;
  const { min_months, max_months } = ageRangeInMonths(first, asOf);
  return { member: 'age_months', ...dataError('first_registration_year_only', `${first.year}: ${min_months} to ${max_months} months.`) };
}

/** Each member the answer leaves null (or fills from a weaker source), with the reason. */
function missingMembers(
  found: PlateLookup,
  v: RegistryVehicle,
  feeError: Omit<Missing, 'member'> | null,
  fuel: string | null,
  pages: { model: boolean; modelYear: boolean },
): Missing[] {
  const trim = trimFactsMissing(found);
  const missing: Missing[] = [];
  const age = ageYearOnly(parseRoadDate(v.on_road_since), found.asOf);
  if (age) missing.push(age);
  if (feeError) missing.push({ member: 'licence_fee', ...feeError });
  if (v.status !== 'active') missing.push({ member: 'running_cost_estimate', ...dataError('not_on_road') });
  if (!trim) return missing;
  missing.push(...TRIM_FACTS.map((member) => ({ member, ...trim })));
  if (fuel !== null) {
    missing.push({
      member: 'fuel.type',
      code: trim.code,
      message: `Read from the registry's fuel text "${v.fuel_he}", where an ordinary hybrid also shows as petrol. ${trim.message}`,
    });
  }
  if (v.status === 'active') missing.push({ member: 'running_cost_estimate', ...trim });
  if (!pages.model) missing.push({ member: 'model_url', ...trim });
  if (!pages.modelYear) missing.push({ member: 'model_year_url', ...trim });
  return missing;
}

export const lookupVehicle = defineOperation({
  name: 'lookup_vehicle',
  title: 'Look up a vehicle by licence plate',
  description:
    'Live lookup by plate: status, model and trim, fuel, safety systems, licence and test dates, open recalls, ' +
    'licence fee, list price, odometer and its verdict, owners since 2017, changes.',
  method: 'GET',
  path: '/vehicle',
  tags: ['live'],
  budget: 'live',
  input: z.strictObject({ plate: PlateParam }),
  output: withCommon({
    plate: z.string().meta({ description: 'The plate as looked up (digits only).' }),
    vehicle: Vehicle.nullable(),
    freshness: Freshness.nullable(),
  }),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  async handler(input, ctx) {
    const plate = normalisePlate(input.plate);
    const answers = await askPlate(ctx, plate);
    const { found, recalls, retrofit, freshness } = answers;
    const v = found.vehicle;
    if (!v) return { plate, vehicle: null, freshness, data_date: found.asOf, error: found.error };
    const key = found.modelKey;
    const { make, model } = names(ctx, v, found.model);
    const base = ctx.config.publicBaseUrl;
    const modelPage = found.model ? modelPath(found.model.make_slug, found.model.model_slug) : null;
    const yearPage =
      found.model && ctx.data.modelYear(found.model.make_slug, found.model.model_slug, v.year)
        ? modelYearPath(found.model.make_slug, found.model.model_slug, v.year)
        : null;
    const first = parseRoadDate(v.on_road_since);
    const onRoad = v.status === 'active';
    const fee = feeOfLookup(ctx.data, found);
    const fuel = key?.fuel ?? registryFuel(v.fuel_he);
    const sources = ctx.data.rule('sources');
    const notRead = unanswered(answers);
    const missing = [
      ...missingMembers(found, v, fee.error, fuel, { model: modelPage !== null, modelYear: yearPage !== null }),
      ...unansweredMembers(sources, notRead),
    ];
    const { status_line, ...history } = historyFacts(ctx, answers, v);
    return {
      plate,
      vehicle: {
        plate,
        status: v.status,
        on_the_road: onRoad,
        status_line,
        off_road_since: v.off_road_since,
        make: { code: v.make_code, name_he: make?.name_he ?? v.make_name_he, name_en: make?.name_en ?? null, slug: make?.slug ?? null },
        model: {
          name: model?.name ?? v.commercial_name ?? v.model_code_name,
          name_he: model?.name_he ?? null,
          code: v.model_code,
          code_name: v.model_code_name,
          slug: found.model?.model_slug ?? null,
        },
        year: v.year,
        trim: v.trim,
        vehicle_class: key?.vehicle_class ?? v.vehicle_type,
        body: key?.body ?? null,
        engine: { code: v.engine_code, engine_cc: key?.engine_cc ?? null, horsepower: key?.horsepower ?? null },
        fuel: { type: fuel, source: key ? ('model_data' as const) : fuel === null ? null : ('registry' as const), registry_he: v.fuel_he },
        colour_he: v.colour_he,
        ownership_he: v.ownership_he,
        ownership: ownershipType(ctx.data.rule('ownership-types'), v.ownership_he),
        safety_systems: key
          ? key.safety_systems.map((k) => ({ key: k, label_he: SAFETY_LABELS[k].he, label_en: SAFETY_LABELS[k].en }))
          : null,
        airbags: key?.airbags ?? null,
        on_road_since: first && formatRoadDate(first),
        on_road_since_precision: first?.precision ?? null,
        age_months: first?.month ? ageInMonths({ year: first.year, month: first.month }, found.asOf) : null,
        licence_valid_until: v.licence_valid_until,
        last_annual_test: v.last_test_date,
        open_recalls: recalls?.value ?? null,
        list_price_new:
          key?.list_price != null ? { amount: key.list_price, currency: 'ILS' as const, confidence: 'confirmed' as const } : null,
        licence_fee: fee.fee,
        licence_fee_retrofit_discount:
          onRoad && retrofit?.value === true ? retrofitDiscountFacts(ctx.data.rule('retrofit-discount'), true) : null,
        running_cost_estimate:
          onRoad && key
            ? runningCostEstimate(ctx.data.rule('running-cost'), {
                fuel: key.fuel,
                co2_wltp: key.co2_wltp,
                licence_fees: fee.fee ? [fee.fee] : [],
                licence_fee_unknown_en: fee.error?.message,
              })
            : null,
        ...history,
        model_url: modelPage ? absoluteUrl(base, modelPage) : null,
        model_year_url: yearPage ? absoluteUrl(base, yearPage) : null,
        missing,
      },
      freshness,
      citation_url: absoluteUrl(base, yearPage ?? modelPage ?? '/sources'),
      data_date: found.asOf,
      ...(notRead.length ? { error: unansweredError(sources, notRead) } : {}),
    };
  },
});
