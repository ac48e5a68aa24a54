// Registry over the ministry's live CKAN datastore (data.gov.il). Raw column names stay in this file: rows are
// mapped to the English RegistryVehicle / OpenRecallRow / VehicleHistory ... here. Each question (the vehicle, its
// recalls, its retrofit eligibility, its history, owners, extras) runs within one deadline and fails on its own.
// Answers are cached (LRU, TTL of minutes); while the upstream is down or past the deadline an older cached answer
// is served, labelled with its age.
import {
  UpstreamUnavailableError,
  type Answer,
  type Freshness,
  type OpenRecallRow,
  type OwnershipChange,
  type Registry,
  type RegistrySource,
  type RegistryVehicle,
  type VehicleExtras,
  type VehicleHistory,
} from './registry.ts';
import { CkanClient, CkanRequestError, type CkanClientOptions, type CkanRecord, type Search } from './ckan-client.ts';
import { LRUCache } from 'lru-cache';
import { isoDate, yearMonth } from './registry-dates.ts';
import { UpstreamHealth, type RegistryHealth } from './upstream-health.ts';
import { normaliseRoadDate } from '../../lib/rules/vehicle-age.ts';
import { PLATE_FALLBACK } from '../../lib/datasets/plate-fallback.ts';
import { RAW_SOURCES, type RawSource } from '../../lib/datasets/raw-sources.ts';
import { ARCHIVE_PLATE_WIDTH } from '../../lib/datasets/cancelled-archives.ts';

/** CKAN resource ids on data.gov.il, from the one catalogue of sources (raw/rules/sources.json). */
export const CKAN_RESOURCES = {
  active: RAW_SOURCES.registry.resource_id,
  inactive: RAW_SOURCES.inactive.resource_id,
  cancelled: RAW_SOURCES.cancelled.resource_id,
  openRecalls: RAW_SOURCES.openRecalls.resource_id,
  retrofit: RAW_SOURCES.retrofitEligible.resource_id,
  history: RAW_SOURCES.vehicleHistory.resource_id,
  ownership: RAW_SOURCES.ownershipChanges.resource_id,
  extras: RAW_SOURCES.registryExtras.resource_id,
} as const;

/** The plate fallback (lib/datasets/plate-fallback.ts), each file with its CKAN resource. */
const FALLBACK = PLATE_FALLBACK.map((file) => ({ ...file, dataset: RAW_SOURCES[file.dataset] }));

/** The plate as a dataset stores it: a number, or in the archives zero-padded text (a number is an error there). */
const plateFilter = (dataset: RawSource, plate: string) => ({
  mispar_rechev: dataset.ckanText ? plate.padStart(ARCHIVE_PLATE_WIDTH, '0') : Number(plate),
});

/** The cache's default size: some 10,000 plates' answers (a plate's six answers come to 2-3 KB as JSON). */
const CACHE_BYTES = 32 * 1024 * 1024;
/** What an entry costs beyond its text: the LRU's node, the entry object, its timestamp. */
const ENTRY_OVERHEAD_BYTES = 200;

export interface CkanRegistryOptions extends CkanClientOptions {
  cacheTtlSeconds: number;
  cacheEntries?: number;
  /** The most the cached answers may hold, in bytes (about: their JSON as UTF-16). */
  cacheBytes?: number;
  /** How old a cached answer may be and still stand in for an upstream that is down. */
  staleIfErrorSeconds?: number;
  /** The clock of the cache's ages (tests move it). */
  now?: () => number;
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
}

function int(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** 1 = yes, 0 = no, as number or text; null when left empty. */
function flag(value: unknown): boolean | null {
  const t = text(value);
  return t === null ? null : Number(t) === 1;
}

function toVehicle(row: CkanRecord, status: RegistryVehicle['status'], source: RegistrySource): RegistryVehicle {
  const personal = source === 'personal_import';
  return {
    plate: String(int(row.mispar_rechev)),
    status,
    source,
    // Only the final-cancellation tables date the removal; the inactive table has no such column.
    off_road_since: status === 'cancelled' ? isoDate(row.bitul_dt) : null,
    make_code: int(row.tozeret_cd),
    make_name_he: text(row.tozeret_nm) ?? '',
    // Personal imports have no model code: 0 (see RegistryVehicle.model_code).
    model_code: personal ? 0 : int(row.degem_cd),
    model_code_name: text(row.degem_nm) ?? '',
    commercial_name: text(row.kinuy_mishari),
    trim: text(row.ramat_gimur),
    year: int(row.shnat_yitzur),
    // The cancellation and personal-import files have no sug_degem; their vehicle kind names goods vehicles (משא)
    // explicitly, and the personal imports' also commercial ones (מסחרי), as registry-db.sql reads them.
    vehicle_type:
      text(row.sug_degem) === 'M' || (personal ? /משא|מסחרי/ : /משא/).test(text(row.sug_rechev_nm) ?? '') ? 'commercial' : 'private',
    engine_code: text(row.degem_manoa),
    fuel_he: text(row.sug_delek_nm),
    colour_he: text(row.tzeva_rechev),
    ownership_he: text(row.baalut),
    // "2020-3" in the registry, a plain year (2022) in the final-cancellation file: kept as precise as given.
    on_road_since: normaliseRoadDate(row.moed_aliya_lakvish),
    last_test_date: isoDate(row.mivchan_acharon_dt),
    licence_valid_until: isoDate(row.tokef_dt),
    import_type_he: personal ? text(row.sug_yevu) : null,
  };
}

function toHistory(row: CkanRecord): VehicleHistory {
  const km = text(row.kilometer_test_aharon);
  return {
    km_at_last_test: km === null ? null : int(km),
    structural_change: flag(row.shinui_mivne_ind),
    lpg_added: flag(row.gapam_ind),
    colour_change: flag(row.shnui_zeva_ind),
    tyre_change: flag(row.shinui_zmig_ind),
    first_registration_date: isoDate(row.rishum_rishon_dt),
    origin_he: text(row.mkoriut_nm),
    // The datastore keeps only the last reading; earlier ones exist only in the local registry's versions.
    earlier_readings: [],
  };
}

/**
 * baalut_dt is YYYYMM as a number (202210). A change whose month cannot be read has no place in the car's history:
 * it is left out, as the pipeline sets its row aside, so the live and local lookups give the same changes.
 */
function toOwnership(row: CkanRecord): OwnershipChange | null {
  const month = yearMonth(row.baalut_dt);
  return month === null ? null : { month, ownership_he: text(row.baalut) };
}

function toExtras(row: CkanRecord): VehicleExtras {
  return {
    tow_hitch_he: text(row.grira_nm),
    front_tyre_load_index: text(row.kod_omes_tzmig_kidmi),
    rear_tyre_load_index: text(row.kod_omes_tzmig_ahori),
    front_tyre_speed_symbol: text(row.kod_mehirut_tzmig_kidmi),
    rear_tyre_speed_symbol: text(row.kod_mehirut_tzmig_ahori),
  };
}

const byMonth = (a: OwnershipChange, b: OwnershipChange) =>
  a.month < b.month ? -1 : a.month > b.month ? 1 : (a.ownership_he ?? '') < (b.ownership_he ?? '') ? -1 : 1;

function toRecall(row: CkanRecord): OpenRecallRow {
  return {
    recall_id: int(row.RECALL_ID),
    opened_date: isoDate(row.TAARICH_PTICHA),
    category_he: text(row.SUG_TAKALA),
    problem_he: text(row.TEUR_TAKALA),
  };
}

/** A 4xx means the resource no longer has the columns we filter on: say so to the caller, as unavailable. */
function refusalsReported(search: Search): Search {
  return async (resourceId, filters, limit) => {
    try {
      return await search(resourceId, filters, limit);
    } catch (error) {
      if (!(error instanceof CkanRequestError)) throw error;
      throw new UpstreamUnavailableError(
        `the transport ministry registry refused the look-up (${error.message}); its tables may have changed, so try again later`,
        3_600,
        'failing',
      );
    }
  };
}

export class CkanRegistry implements Registry {
  readonly #client: CkanClient;
  readonly #cache: LRUCache<string, { value: unknown; storedAt: number }>;
  readonly #inFlight = new Map<string, Promise<unknown>>();
  readonly #ttlMs: number;
  readonly #staleIfErrorMs: number;
  readonly #now: () => number;
  readonly #health: UpstreamHealth;

  constructor(options: CkanRegistryOptions) {
    this.#client = new CkanClient(options);
    this.#now = options.now ?? Date.now;
    this.#health = new UpstreamHealth(this.#now);
    // Bounded by count and by size (an answer's rows are as long as the upstream makes them); freshness is judged
    // here (TTL, then stale-if-error), on the registry's clock.
    this.#cache = new LRUCache({
      max: options.cacheEntries ?? 20_000,
      maxSize: options.cacheBytes ?? CACHE_BYTES,
      sizeCalculation: (entry, key) => ENTRY_OVERHEAD_BYTES + 2 * (key.length + (JSON.stringify(entry.value)?.length ?? 0)),
    });
    this.#ttlMs = options.cacheTtlSeconds * 1000;
    this.#staleIfErrorMs = (options.staleIfErrorSeconds ?? 86_400) * 1000;
  }

  get breakerState() {
    return this.#client.breakerState;
  }

  health(): RegistryHealth {
    return this.#health.snapshot(this.#client.breakerState);
  }

  findVehicle(plate: string): Promise<Answer<RegistryVehicle | null>> {
    return this.#cached('vehicle', plate, async (search) => {
      // Not on the road: a personal import, or off it (inactive, then the cancellation files say since when).
      for (const { source, dataset, status } of FALLBACK) {
        const [row] = await search(dataset.resource_id, plateFilter(dataset, plate), 1);
        if (row) return toVehicle(row, status, source);
      }
      return null;
    });
  }

  openRecalls(plate: string): Promise<Answer<OpenRecallRow[]>> {
    return this.#cached('recalls', plate, async (search) => {
      const rows = await search(CKAN_RESOURCES.openRecalls, { MISPAR_RECHEV: Number(plate) }, 100);
      return rows.map(toRecall).sort((a, b) => a.recall_id - b.recall_id);
    });
  }

  retrofitEligible(plate: string): Promise<Answer<boolean>> {
    return this.#cached('retrofit', plate, async (search) => {
      const rows = await search(CKAN_RESOURCES.retrofit, { mispar_rechev: Number(plate) }, 1);
      return rows.length > 0;
    });
  }

  history(plate: string): Promise<Answer<VehicleHistory | null>> {
    return this.#cached('history', plate, async (search) => {
      const [row] = await search(CKAN_RESOURCES.history, { mispar_rechev: Number(plate) }, 1);
      return row ? toHistory(row) : null;
    });
  }

  ownership(plate: string): Promise<Answer<OwnershipChange[]>> {
    return this.#cached('ownership', plate, async (search) => {
      const rows = await search(CKAN_RESOURCES.ownership, { mispar_rechev: Number(plate) }, 100);
      return rows
        .map(toOwnership)
        .filter((c) => c !== null)
        .sort(byMonth);
    });
  }

  extras(plate: string): Promise<Answer<VehicleExtras | null>> {
    return this.#cached('extras', plate, async (search) => {
      const [row] = await search(CKAN_RESOURCES.extras, { mispar_rechev: Number(plate) }, 1);
      return row ? toExtras(row) : null;
    });
  }

  async close(): Promise<void> {}

  #fresh(storedAt: number): boolean {
    return this.#now() - storedAt < this.#ttlMs;
  }

  /**
   * Fresh cache hit, else one shared upstream question per plate and question (within its deadline, in the plate's
   * turn), else a not-too-old cached answer.
   */
  async #cached<T>(question: string, plate: string, load: (search: Search) => Promise<T>): Promise<Answer<T>> {
    const key = `${question}:${plate}`;
    const hit = this.#cache.get(key);
    if (hit && this.#fresh(hit.storedAt)) return { value: hit.value as T, freshness: this.#freshness(hit.storedAt, false) };
    let pending = this.#inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = this.#client
        .ask(plate, (search) => load(refusalsReported(search)))
        .then(
          (value) => {
            this.#health.record(true);
            return value;
          },
          (error: unknown) => {
            // Asked and failed only: busy and resting mean the upstream was not asked (the breaker says it rests).
            if (error instanceof UpstreamUnavailableError && (error.reason === 'timeout' || error.reason === 'failing')) {
              this.#health.record(false);
            }
            throw error;
          },
        )
        .finally(() => this.#inFlight.delete(key));
      this.#inFlight.set(key, pending);
    }
    try {
      const value = await pending;
      const stored = this.#cache.get(key);
      if (!stored || !this.#fresh(stored.storedAt)) this.#cache.set(key, { value, storedAt: this.#now() });
      return { value, freshness: { from_cache: false, age_seconds: 0, stale: false, source: 'ckan' } };
    } catch (error) {
      if (error instanceof UpstreamUnavailableError && hit && this.#now() - hit.storedAt < this.#staleIfErrorMs) {
        return { value: hit.value as T, freshness: this.#freshness(hit.storedAt, true) };
      }
      throw error;
    }
  }

  #freshness(storedAt: number, stale: boolean): Freshness {
    return { from_cache: true, age_seconds: Math.floor((this.#now() - storedAt) / 1000), stale, source: 'ckan' };
  }
}
