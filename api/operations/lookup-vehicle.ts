import { z } from 'zod';
import { defineOperation } from './define-operation.ts';
import { withCommon } from './common-members.ts';
import { PlateParam } from './params.ts';
import { OwnershipTypesRule } from '../../lib/rules/ownership-types.ts';
import { RetrofitDiscountRule } from '../../lib/rules/retrofit-discount.ts';
import { RunningCostRule } from '../../lib/rules/running-cost.ts';
import { SourcesRule } from '../../lib/rules/sources.ts';
import { ownershipType } from '../../lib/rules/ownership-types.ts';
import { runningCostEstimate } from '../../lib/rules/running-cost.ts';
import { ageInMonths, ageRangeInMonths, formatRoadDate, parseRoadDate, type RoadDate } from '../../lib/rules/vehicle-age.ts';
import { normalisePlate } from '../../lib/rules/plate.ts';
import { SAFETY_LABELS } from '../../lib/labels/safety-systems.ts';
import { dataError, feeOfLookup, makeOfVehicle, trimFactsMissing, type PlateLookup } from '../live/plate-lookup.ts';
import { registryFuel } from '../../lib/rules/fuel-class.ts';
import type { RegistryVehicle } from '../registry/registry.ts';
import { retrofitDiscountFacts } from '../live/retrofit-discount.ts';
import { VEHICLE_LOOKUP_MEMBERS, type Vehicle } from '../../lib/plate-answer/vehicle.ts';
import { attentionAnswer, plateUrls } from '../../lib/pages/vehicle-page-answer.ts';
import type { MissingMember } from '../../lib/plate-answer/data-errors.ts';
import { askPlate, unanswered, unansweredError, unansweredMembers, type PlateAnswers } from '../live/plate-questions.ts';
import { historyFacts } from '../live/history-facts.ts';
import { withCoverage } from '../live/open-recalls.ts';
import type { OperationContext } from '../context.ts';
import { absoluteUrl, modelPath, modelYearPath, vehiclePath } from '../../lib/urls/page-urls.ts';
import type { DataStore } from '../../lib/data/data-store.ts';
import type { GlossaryKind } from '../../lib/rules/glossary.ts';
import { glossaryOf } from '../../lib/data/glossary.ts';
import type { Lang } from '../../lib/i18n/lang.ts';
import { localizedMember, textIn } from '../../lib/i18n/localized-member.ts';
import type { VehicleLocalized } from '../../lib/plate-answer/vehicle.ts';

/**
 * Make and model as people know them: the make by its registry code even when the model is not in the catalog.
 * The model's names come from the model-years shard the answer reads anyway, the model shard only for a
 * year the catalog lacks.
 */
function names(ctx: OperationContext, v: RegistryVehicle, model: PlateLookup['model']) {
  const ref = model
    ? (ctx.data.modelYear(model.make_slug, model.model_slug, v.year)?.model ?? ctx.data.model(model.make_slug, model.model_slug)?.model)
    : null;
  return { make: makeOfVehicle(ctx.data, v, model), model: ref ?? null };
}

/** The Hebrew data values of the answer in the reader's language, through the glossaries of this data version. */
function localized(data: DataStore, lang: Lang, values: Record<keyof VehicleLocalized, string | null>): VehicleLocalized {
  const glossary = glossaryOf(data);
  const kinds: Record<keyof VehicleLocalized, GlossaryKind> = {
    make: 'make',
    colour: 'colour',
    fuel: 'fuel',
    body: 'body',
    ownership: 'ownership',
    import_type: 'import',
  };
  const one = (k: keyof VehicleLocalized) => (values[k] === null ? null : glossary(kinds[k], values[k], lang));
  return {
    make: one('make'),
    colour: one('colour'),
    fuel: one('fuel'),
    body: one('body'),
    ownership: one('ownership'),
    import_type: one('import_type'),
  };
}

/** A safety system by its key, named in the three languages and, when the input named a lang, in that one. */
function safetySystem(key: keyof typeof SAFETY_LABELS, lang: Lang | null) {
  const labels = { label_he: SAFETY_LABELS[key].he, label_en: SAFETY_LABELS[key].en, label_ar: SAFETY_LABELS[key].ar };
  return { key, ...labels, ...localizedMember('label', labels, lang, (l) => textIn(SAFETY_LABELS[key], l)) };
}

type Missing = Omit<MissingMember, 'reason'>;

/** A plate the registry does not know has no page of its own, nor feed, calendar or attention list. */
export const NOT_FOUND_PAGE = { page_url: null, markdown_url: null, feed_url: null, calendar_url: null, attention: null };
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
  output: withCommon(VEHICLE_LOOKUP_MEMBERS),
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  async handler(input, ctx) {
    const plate = normalisePlate(input.plate);
    const answers = await askPlate(ctx, plate);
    const { found, freshness } = answers;
    const v = found.vehicle;
    if (!v) return { plate, vehicle: null, freshness, ...NOT_FOUND_PAGE, data_date: found.asOf, error: found.error };
    const base = ctx.config.publicBaseUrl;
    const sources = ctx.data.rule('sources');
    const notRead = unanswered(answers);
    const vehicle = vehicleOf(ctx, plate, answers, v, notRead);
    return {
      plate,
      vehicle,
      freshness,
      ...plateUrls(plate, vehicle, base, ctx.lang.value),
      attention: attentionAnswer(plate, vehicle, base, ctx.lang.asked ? ctx.lang.value : null),
      // The plate's own page holds this car's facts; a model page holds none of them.
      citation_url: absoluteUrl(base, vehiclePath(plate)),
      data_date: found.asOf,
      ...(notRead.length ? { error: unansweredError(sources, notRead) } : {}),
    };
  },
});

/** The site's pages of the car's model and model year, where the catalog has them. */
function modelPages(ctx: OperationContext, found: PlateLookup, year: number) {
  const m = found.model;
  return {
    model: m ? modelPath(m.make_slug, m.model_slug) : null,
    modelYear: m && ctx.data.modelYear(m.make_slug, m.model_slug, year) ? modelYearPath(m.make_slug, m.model_slug, year) : null,
  };
}

/** The car's `vehicle`: the registry's row with its model's facts, costs, history datasets and pages. */
function vehicleOf(
  ctx: OperationContext,
  plate: string,
  answers: PlateAnswers,
  v: RegistryVehicle,
  notRead: ReturnType<typeof unanswered>,
): Vehicle {
  const { found, recalls } = answers;
  const base = ctx.config.publicBaseUrl;
  const pages = modelPages(ctx, found, v.year);
  const first = parseRoadDate(v.on_road_since);
  const fee = feeOfLookup(ctx.data, found);
  const fuel = found.modelKey?.fuel ?? registryFuel(v.fuel_he);
  const missing = [
    ...missingMembers(found, v, fee.error, fuel, { model: pages.model !== null, modelYear: pages.modelYear !== null }),
    ...unansweredMembers(ctx.data.rule('sources'), notRead),
  ];
  const { status_line, ...history } = historyFacts(ctx, answers, v);
  // The language the input named, for the `*_localized` members; null when it named none.
  const lang = ctx.lang.asked ? ctx.lang.value : null;
  const model = modelMembers(ctx, found, v, lang);
  return {
    plate,
    status: v.status,
    on_the_road: v.status === 'active',
    status_line,
    off_road_since: v.off_road_since,
    ...model,
    on_road_since: first && formatRoadDate(first),
    on_road_since_precision: first?.precision ?? null,
    age_months: first?.month ? ageInMonths({ year: first.year, month: first.month }, found.asOf) : null,
    licence_valid_until: v.licence_valid_until,
    last_annual_test: v.last_test_date,
    open_recalls: recalls ? withCoverage(recalls.value, v, lang) : null,
    ...costMembers(ctx, found, v, fee, answers.retrofit?.value === true),
    ...history,
    ...(ctx.lang.asked
      ? {
          localized: localized(ctx.data, ctx.lang.value, {
            make: model.make.name_he,
            colour: v.colour_he,
            fuel: v.fuel_he,
            body: model.body,
            ownership: v.ownership_he,
            import_type: v.import_type_he,
          }),
        }
      : {}),
    model_url: pages.model ? absoluteUrl(base, pages.model) : null,
    model_year_url: pages.modelYear ? absoluteUrl(base, pages.modelYear) : null,
    missing,
  };
}

/** Make, model, trim and what its model data says of it: class, body, engine, fuel, ownership, safety systems. */
function modelMembers(ctx: OperationContext, found: PlateLookup, v: RegistryVehicle, lang: Lang | null) {
  const key = found.modelKey;
  const { make, model } = names(ctx, v, found.model);
  const fuel = key?.fuel ?? registryFuel(v.fuel_he);
  return {
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
    ownership: ownershipType(ctx.data.rule('ownership-types'), v.ownership_he, lang),
    import_type_he: v.import_type_he,
    safety_systems: key ? key.safety_systems.map((k) => safetySystem(k, lang)) : null,
    airbags: key?.airbags ?? null,
  };
}

/** What the car costs as the data says: list price new, licence fee (and retrofit discount), running cost estimate. */
function costMembers(
  ctx: OperationContext,
  found: PlateLookup,
  v: RegistryVehicle,
  fee: ReturnType<typeof feeOfLookup>,
  retrofit: boolean,
) {
  const key = found.modelKey;
  const onRoad = v.status === 'active';
  return {
    list_price_new: key?.list_price != null ? { amount: key.list_price, currency: 'ILS' as const, confidence: 'confirmed' as const } : null,
    licence_fee: fee.fee,
    licence_fee_retrofit_discount: onRoad && retrofit ? retrofitDiscountFacts(ctx.data.rule('retrofit-discount'), true) : null,
    running_cost_estimate:
      onRoad && key
        ? runningCostEstimate(ctx.data.rule('running-cost'), {
            fuel: key.fuel,
            co2_wltp: key.co2_wltp,
            licence_fees: fee.fee ? [fee.fee] : [],
            licence_fee_unknown_en: fee.error?.message,
          })
        : null,
  };
}
