// The codes a 200 answer gives in `data.error` and in `missing[].code` when part of it could not be given, with
// what each means for a developer (English; the plate's page says it to a person in the vehicle catalogue's words,
// lib/i18n/catalogues/vehicle/, `missing.<code>`), and why the ministry registry could not be read (`reason`).
import { z } from 'zod';

/**
 * Why a live question went unanswered. Only `timeout` and `failing` say the upstream was asked this time; `busy` is
 * this server's own load, and says nothing of the upstream's health.
 */
export const UPSTREAM_REASONS = {
  busy: 'Not asked: this server had more look-ups waiting for the ministry registry than it could put to it in time.',
  timeout: 'Asked, but the ministry registry did not answer before the look-up deadline.',
  failing: 'Asked, and the ministry registry answered with an error or an unreadable body, or the connection failed.',
  resting: 'Not asked: the ministry registry failed repeatedly and is left alone for a while (circuit breaker open).',
  not_ready: 'No registry data is published on this server yet.',
} as const;
export type UpstreamReason = keyof typeof UPSTREAM_REASONS;

/**
 * Codes that appear in `data.error` of a 200 answer: part of the answer could not be given, the rest stands.
 * A plate the registry does not know is such a case (a live answer, not a missing resource).
 */
export const DATA_ERROR_CODES = {
  plate_not_found: 'The registry has no vehicle with this plate (it may be mistyped, or not a private or light commercial vehicle).',
  upstream_unavailable: 'The ministry registry did not answer in time; the catalog part of the answer stands. Retry later.',
  model_not_in_catalog: 'The registry knows the vehicle but the catalog has no model entry for it, so model facts are missing.',
  trim_not_in_model_data:
    "The model data has the car's model and production year but not its trim, so the " +
    "trim's price group (hence the licence fee), safety systems and fuel use are unknown; " +
    "the model's facts stand.",
  price_group_unknown: 'The model data has no licence-fee price group for this trim, so no exact fee can be given.',
  not_on_road: 'The vehicle is inactive or cancelled (scrapped or exported); a car off the road owes no licence fee.',
  first_registration_unknown: 'The registry gives no date of first registration for this vehicle, so the fee column cannot be chosen.',
  first_registration_year_only:
    "The vehicle's file gives only the year of first registration, not the month, so its age in months is a range, not one figure.",
} as const;
export type DataErrorCode = keyof typeof DATA_ERROR_CODES;
const CODES = Object.keys(DATA_ERROR_CODES) as [DataErrorCode, ...DataErrorCode[]];

export const DataErrorCodeSchema = z.enum(CODES);

const Reason = z.enum(Object.keys(UPSTREAM_REASONS) as [UpstreamReason, ...UpstreamReason[]]).meta({
  description:
    'With upstream_unavailable: why. busy: this server did not ask the ministry registry (too many look-ups ' +
    'waiting; retry in a few seconds); timeout: asked, no answer before the deadline; failing: asked, answered ' +
    'with an error; resting: not asked, the registry failed repeatedly and is left alone for a while; ' +
    'not_ready: no registry data published yet.',
});

export const DataError = z.object({ code: z.string(), message: z.string(), reason: Reason.optional() });

/** One member of a plate answer left null (or read from a weaker source), and why. */
export const MissingMember = z.object({ member: z.string(), code: DataErrorCodeSchema, reason: Reason.optional(), message: z.string() });
export type MissingMember = z.infer<typeof MissingMember>;
