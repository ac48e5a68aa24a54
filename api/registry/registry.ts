// The live-lookup boundary: one interface, two implementations (CKAN on data.gov.il for production, the
// local registry.duckdb shard for `npm start` and tests). Names are English; raw columns stay in the adapters.
import type { RegistrySource } from '../../lib/datasets/plate-fallback.ts';
import type { UpstreamReason } from '../../lib/plate-answer/data-errors.ts';
import type { RegistryHealth } from './upstream-health.ts';

export type { RegistrySource };

export interface RegistryVehicle {
  /** Digits only, as normalised by lib/rules/plate.ts. */
  plate: string;
  /** A personal import is on the road ('active'); a car in a cancellation archive is 'cancelled'. */
  status: 'active' | 'inactive' | 'cancelled';
  /** The file the vehicle was found in (lib/datasets/plate-fallback.ts: the order the files are asked in). */
  source: RegistrySource;
  /** For inactive or cancelled vehicles: the date it left the road (YYYY-MM-DD) when the registry gives one. */
  off_road_since: string | null;
  make_code: number;
  make_name_he: string;
  /**
   * degem_cd. Personal imports have none: they carry 0, which is no ministry model code, so they join no catalog
   * model and lookup_vehicle's model.code keeps its integer type; model_code_name holds their declared model text.
   */
  model_code: number;
  model_code_name: string;
  /** kinuy_mishari, or null when the registry row has none. */
  commercial_name: string | null;
  trim: string | null;
  year: number;
  vehicle_type: 'private' | 'commercial';
  engine_code: string | null;
  fuel_he: string | null;
  colour_he: string | null;
  ownership_he: string | null;
  /** First registration as precise as the file gives it: YYYY-MM, or YYYY when it gives only the year (lib/rules/vehicle-age.ts). */
  on_road_since: string | null;
  last_test_date: string | null;
  licence_valid_until: string | null;
  /** Personal imports only: the import type as published (sug_yevu, e.g. יבוא אישי, עולה חדש); else null. */
  import_type_he: string | null;
}

/** The vehicle-history dataset's row for a plate (56063a99). Its coverage is partial: no row means no data, not zero. */
export interface VehicleHistory {
  /** Odometer reading recorded at the last annual test (kilometer_test_aharon). */
  km_at_last_test: number | null;
  /** Change flags as published (1 = yes, 0 = no); null when the row leaves the flag empty. */
  structural_change: boolean | null;
  lpg_added: boolean | null;
  colour_change: boolean | null;
  tyre_change: boolean | null;
  /** YYYY-MM-DD of first registration as this dataset gives it (rishum_rishon_dt without its time part). */
  first_registration_date: string | null;
  /** Origin as published (mkoriut_nm), e.g. personal import; null when empty. */
  origin_he: string | null;
  /**
   * Odometer readings this service recorded for the plate in earlier data versions (the dataset itself keeps only
   * the last one), oldest first; empty when none were recorded or the registry cannot keep them (CKAN).
   */
  earlier_readings: { km: number; as_of: string }[];
}

/** One row of the ownership-changes dataset (bb2355dc): published since 2017 only. */
export interface OwnershipChange {
  /** YYYY-MM of the change (baalut_dt YYYYMM). */
  month: string;
  /** The ownership type from that month on (פרטי, ליסינג, השכרה, חברה ...). */
  ownership_he: string | null;
}

/** The registry continuation's extra columns for a plate (0866573c). */
export interface VehicleExtras {
  tow_hitch_he: string | null;
  front_tyre_load_index: string | null;
  rear_tyre_load_index: string | null;
  front_tyre_speed_symbol: string | null;
  rear_tyre_speed_symbol: string | null;
}

export interface OpenRecallRow {
  recall_id: number;
  opened_date: string | null;
  category_he: string | null;
  problem_he: string | null;
}

/** What every registry answer carries besides its value: where it came from and how old it is. */
export interface Freshness {
  from_cache: boolean;
  /** Seconds since the upstream answered; 0 for a fresh or local answer. */
  age_seconds: number;
  /** A cached answer past its cache lifetime, standing in because the upstream did not answer in time. */
  stale: boolean;
  source: 'ckan' | 'local';
}

export interface Answer<T> {
  value: T;
  freshness: Freshness;
}

export interface Registry {
  findVehicle(plate: string): Promise<Answer<RegistryVehicle | null>>;
  openRecalls(plate: string): Promise<Answer<OpenRecallRow[]>>;
  retrofitEligible(plate: string): Promise<Answer<boolean>>;
  /** The vehicle-history row; null when the dataset has no row for the plate (no data, not an error). */
  history(plate: string): Promise<Answer<VehicleHistory | null>>;
  /** Ownership changes since 2017, sorted by month; empty when none is published. */
  ownership(plate: string): Promise<Answer<OwnershipChange[]>>;
  /** The registry continuation's row; null when it has none. */
  extras(plate: string): Promise<Answer<VehicleExtras | null>>;
  /** How the upstream has been answering lately (the status page). */
  health(): RegistryHealth;
  close(): Promise<void>;
}

// Why a registry could not answer (data.error.reason of upstream_unavailable) is part of the plate answer's contract.
export { UPSTREAM_REASONS, type UpstreamReason } from '../../lib/plate-answer/data-errors.ts';

/** Thrown by a registry when the upstream cannot answer now; callers turn it into data.error upstream_unavailable. */
export class UpstreamUnavailableError extends Error {
  readonly retryAfterSeconds: number;
  readonly reason: UpstreamReason;
  constructor(message: string, retryAfterSeconds: number, reason: UpstreamReason) {
    super(message);
    this.name = 'UpstreamUnavailableError';
    this.retryAfterSeconds = retryAfterSeconds;
    this.reason = reason;
  }
}
