// The parts every shard schema is built from: dates, slugs, page paths, numbers, fuels, vehicle classes, safety
// systems and the reference to a model that make, model and model-years shards share.
import { z } from 'zod';

export const DataDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
export const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case Latin slug');
/** Site path of a page: no trailing slash, "/" only for home. */
export const PagePath = z.string().regex(/^\/(?:[a-z0-9.-]+(?:\/[a-z0-9.-]+)*)?$/);

export const Fuel = z.enum(['petrol', 'diesel', 'hybrid', 'plugin_hybrid', 'electric', 'lpg', 'other']);
export const VehicleClass = z.enum(['private', 'commercial']);

/** Safety systems taken from the model table's _ind flags (never the ministry's level or score). */
export const SafetySystemKey = z.enum([
  'abs',
  'stability_control',
  'lane_departure_warning',
  'forward_distance_monitoring',
  'blind_spot_detection',
  'adaptive_cruise_control',
  'pedestrian_detection',
  'brake_assist',
  'reversing_camera',
  'tyre_pressure_monitoring',
  'seatbelt_warning',
  'automatic_headlights',
  'automatic_high_beams',
  'traffic_sign_recognition',
  'reverse_automatic_braking',
  'speed_assist',
  'cyclist_pedestrian_emergency_braking',
  'alcohol_interlock',
]);

export const Int = z.number().int();
export const NonNegInt = Int.nonnegative();
/** A median of fewer cars than the shown minimum is null (lib/rules/fleet-history.ts). */
export const Median = z.number().nonnegative().nullable();

export const ModelRef = z.object({
  slug: Slug,
  make_slug: Slug,
  make_name_he: z.string(),
  make_name_en: z.string(),
  /** kinuy_mishari as published (Latin capitals), falling back to degem_nm. */
  name: z.string().min(1),
  /** Hebrew name where the data has one, else null. */
  name_he: z.string().nullable(),
  vehicle_class: VehicleClass,
  path: PagePath,
});
