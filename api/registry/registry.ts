// The live-lookup boundary: one interface, two implementations (CKAN on data.gov.il for production, the
// local registry.duckdb shard for `npm start` and tests). Names are English; raw columns stay in the adapters.

export interface RegistryVehicle {
  /** Digits only, as normalised by lib/rules/plate.ts. */
  plate: string;
  status: 'active' | 'inactive' | 'cancelled';
  /** For inactive or cancelled vehicles: the date it left the road (YYYY-MM-DD) when the registry gives one. */
  off_road_since: string | null;
  make_code: number;
  make_name_he: string;
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
  /** First month on the road, normalised to YYYY-MM. */
  on_road_since: string | null;
  last_test_date: string | null;
  licence_valid_until: string | null;
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
  close(): Promise<void>;
}

/** Thrown by a registry when the upstream cannot answer now; callers turn it into data.error upstream_unavailable. */
export class UpstreamUnavailableError extends Error {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.name = 'UpstreamUnavailableError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
