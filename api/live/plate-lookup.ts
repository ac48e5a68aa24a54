// The plate variant of the catalog operations: one registry lookup, the model facts it joins to, and the date
// the answer is correct to. A plate the registry does not know is an answer (data.error plate_not_found), not a
// 404; an upstream that does not answer is data.error upstream_unavailable.
import type { OperationContext } from '../context.ts';
import type { Freshness, RegistryVehicle, UpstreamReason } from '../registry/registry.ts';
import { UpstreamUnavailableError } from '../registry/registry.ts';
import { normalisePlate } from '../../lib/rules/plate.ts';
import { DATA_ERROR_CODES, type DataErrorCode } from '../errors.ts';
import type { DataStore, ModelSlugs } from '../../lib/data/data-store.ts';
import type { ModelKey } from '../../lib/data/model-key-index.ts';
import { carLicenceFee, type LicenceFee } from '../../lib/rules/licence-fee.ts';
import { parseRoadDate } from '../../lib/rules/vehicle-age.ts';

type DataErrorBody = { code: DataErrorCode; message: string; reason?: UpstreamReason };

export interface PlateLookup {
  vehicle: RegistryVehicle | null;
  /** The catalog model the registry row joins to (make_code|model_code|year|trim), when the catalog has it. */
  modelKey: ModelKey | null;
  /**
   * The catalog model the make and model codes name, even when the model table lacks the exact trim (or year):
   * how closely it matched says which facts are the trim's and which only the model's.
   */
  model: (ModelSlugs & { matched: 'trim' | 'model_year' | 'model' }) | null;
  /** YYYY-MM-DD the answer is correct to, also the asOf for ages: the data date (local) or today (CKAN). */
  asOf: string;
  error: DataErrorBody | undefined;
  /** Where the registry answer came from and how old it is; null when the registry did not answer. */
  freshness: Freshness | null;
}

export function dataError(code: DataErrorCode, detail?: string): DataErrorBody {
  return { code, message: detail ? `${DATA_ERROR_CODES[code]} ${detail}` : DATA_ERROR_CODES[code] };
}

/** data.error for a registry question the upstream did not answer: its message says what failed and when to retry. */
export function upstreamError(err: UpstreamUnavailableError): DataErrorBody {
  return { code: 'upstream_unavailable', reason: err.reason, message: err.message };
}

function modelKeyFor(data: DataStore, v: RegistryVehicle): ModelKey | null {
  return data.modelKeys.get(`${v.make_code}|${v.model_code}|${v.year}|${v.trim ?? ''}`);
}

function modelFor(data: DataStore, v: RegistryVehicle, key: ModelKey | null): PlateLookup['model'] {
  if (key) return { make_slug: key.make_slug, model_slug: key.model_slug, matched: 'trim' };
  const byYear = data.modelOfCodes(v.make_code, v.model_code, v.year);
  if (byYear) return { ...byYear, matched: 'model_year' };
  const byModel = data.modelOfCodes(v.make_code, v.model_code);
  return byModel && { ...byModel, matched: 'model' };
}

/** Why the trim's model-table facts (price group, safety systems, fuel use) are missing, or null when they are not. */
export function trimFactsMissing(found: PlateLookup): DataErrorBody | null {
  const v = found.vehicle;
  if (!v || found.modelKey) return null;
  if (found.model?.matched === 'model_year')
    return dataError('trim_not_in_model_data', `Model year ${v.year} has no trim "${v.trim ?? ''}".`);
  if (found.model?.matched === 'model')
    return dataError('model_not_in_catalog', `The model data has this model but not its production year ${v.year}.`);
  return dataError('model_not_in_catalog');
}

/** The licence fee of the looked-up car (one rule: lib/rules/licence-fee.ts), or why there is none. */
export function feeOfLookup(data: DataStore, found: PlateLookup): { fee: LicenceFee | null; error: DataErrorBody | null } {
  const v = found.vehicle;
  if (!v) return { fee: null, error: found.error ?? null };
  // The fee column is chosen by the year of first registration alone, so a file that gives only the year suffices.
  const first = parseRoadDate(v.on_road_since);
  const result = carLicenceFee(data.rule('licence-fee'), {
    status: v.status,
    price_group: found.modelKey?.price_group ?? null,
    first_registration_year: first?.year ?? null,
  });
  if (result.fee) return { fee: result.fee, error: null };
  if (result.reason === 'price_group_unknown') return { fee: null, error: trimFactsMissing(found) ?? dataError('price_group_unknown') };
  return { fee: null, error: dataError(result.reason) };
}

/**
 * The make as people know it ("יונדאי"), never the registry's make-and-factory-country text ("יונדאי צ'כיה"):
 * the catalog make the model key joins to, else the make whose codes include the registry's make code.
 */
export function makeOfVehicle(data: DataStore, v: RegistryVehicle, key: { make_slug: string } | null) {
  return (key && data.makes.find((m) => m.slug === key.make_slug)) ?? data.makes.find((m) => m.make_codes.includes(v.make_code)) ?? null;
}

export async function lookupPlate(ctx: OperationContext, plateText: string): Promise<PlateLookup> {
  const plate = normalisePlate(plateText);
  try {
    const answer = await ctx.registry.findVehicle(plate);
    const asOf = answer.freshness.source === 'local' ? ctx.data.dataDate : new Date().toISOString().slice(0, 10);
    const vehicle = answer.value;
    const freshness = answer.freshness;
    if (!vehicle)
      return { vehicle: null, modelKey: null, model: null, asOf, error: dataError('plate_not_found', `Plate ${plate}.`), freshness };
    const modelKey = modelKeyFor(ctx.data, vehicle);
    return { vehicle, modelKey, model: modelFor(ctx.data, vehicle, modelKey), asOf, error: undefined, freshness };
  } catch (err) {
    if (!(err instanceof UpstreamUnavailableError)) throw err;
    return {
      vehicle: null,
      modelKey: null,
      model: null,
      asOf: ctx.data.dataDate,
      error: upstreamError(err),
      freshness: null,
    };
  }
}
