// The plate variant of the catalog operations: one registry lookup, the model facts it joins to, and the date
// the answer is correct to. A plate the registry does not know is an answer (data.error plate_not_found), not a
// 404; an upstream that does not answer is data.error upstream_unavailable.
import type { OperationContext } from '../context.ts';
import type { Freshness, RegistryVehicle } from '../registry/registry.ts';
import { UpstreamUnavailableError } from '../registry/registry.ts';
import { normalisePlate } from '../../lib/rules/plate.ts';
import { DATA_ERROR_CODES, type DataErrorCode } from '../errors.ts';
import type { DataStore } from '../../lib/data/data-store.ts';

type ModelKeyEntry = DataStore['modelKeys'][string];

export interface PlateLookup {
  vehicle: RegistryVehicle | null;
  /** The catalog model the registry row joins to (make_code|model_code|year|trim), when the catalog has it. */
  modelKey: ModelKeyEntry | null;
  /** YYYY-MM-DD the answer is correct to, also the asOf for ages: the data date (local) or today (CKAN). */
  asOf: string;
  error: { code: DataErrorCode; message: string } | undefined;
  /** Where the registry answer came from and how old it is; null when the registry did not answer. */
  freshness: Freshness | null;
}

export function dataError(code: DataErrorCode, detail?: string): { code: DataErrorCode; message: string } {
  return { code, message: detail ? `${DATA_ERROR_CODES[code]} ${detail}` : DATA_ERROR_CODES[code] };
}

export function modelKeyFor(data: DataStore, v: RegistryVehicle): ModelKeyEntry | null {
  return data.modelKeys[`${v.make_code}|${v.model_code}|${v.year}|${v.trim ?? ''}`] ?? null;
}

/**
 * The make as people know it ("יונדאי"), never the registry's make-and-factory-country text ("יונדאי צ'כיה"):
 * the catalog make the model key joins to, else the make whose codes include the registry's make code.
 */
export function makeOfVehicle(data: DataStore, v: RegistryVehicle, key: ModelKeyEntry | null) {
  return (key && data.makes.find((m) => m.slug === key.make_slug))
    ?? data.makes.find((m) => m.make_codes.includes(v.make_code)) ?? null;
}

export async function lookupPlate(ctx: OperationContext, plateText: string): Promise<PlateLookup> {
  const plate = normalisePlate(plateText);
  try {
    const answer = await ctx.registry.findVehicle(plate);
    const asOf = answer.freshness.source === 'local' ? ctx.data.dataDate : new Date().toISOString().slice(0, 10);
    const vehicle = answer.value;
    const freshness = answer.freshness;
    if (!vehicle) return { vehicle: null, modelKey: null, asOf, error: dataError('plate_not_found', `Plate ${plate}.`), freshness };
    return { vehicle, modelKey: modelKeyFor(ctx.data, vehicle), asOf, error: undefined, freshness };
  } catch (err) {
    if (!(err instanceof UpstreamUnavailableError)) throw err;
    // The registry's message says what failed and when to retry.
    return { vehicle: null, modelKey: null, asOf: ctx.data.dataDate, error: { code: 'upstream_unavailable', message: err.message }, freshness: null };
  }
}
