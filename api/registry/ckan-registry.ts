// Registry over the ministry's live CKAN datastore (data.gov.il). Raw column names stay in this file: rows are
// mapped to the English RegistryVehicle / OpenRecallRow here. Each question (the vehicle, its recalls, its
// retrofit eligibility) runs within one deadline. Answers are cached (LRU, TTL of minutes); while the upstream is
// down or past the deadline an older cached answer is served, labelled with its age.
import {
  UpstreamUnavailableError,
  type Answer,
  type Freshness,
  type OpenRecallRow,
  type Registry,
  type RegistryVehicle,
} from './registry.ts';
import { CkanClient, CkanRequestError, type CkanClientOptions, type CkanRecord } from './ckan-client.ts';
import { LRUCache } from 'lru-cache';
import { isoDate, yearMonth } from './registry-dates.ts';
import { RAW_SOURCES } from '../../lib/datasets/raw-sources.ts';

/** CKAN resource ids on data.gov.il, from the one catalogue of sources (raw/rules/sources.json). */
export const CKAN_RESOURCES = {
  active: RAW_SOURCES.registry.resource_id,
  inactive: RAW_SOURCES.inactive.resource_id,
  cancelled: RAW_SOURCES.cancelled.resource_id,
  openRecalls: RAW_SOURCES.openRecalls.resource_id,
  retrofit: RAW_SOURCES.retrofitEligible.resource_id,
} as const;

export interface CkanRegistryOptions extends CkanClientOptions {
  cacheTtlSeconds: number;
  cacheEntries?: number;
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

function toVehicle(row: CkanRecord, status: RegistryVehicle['status']): RegistryVehicle {
  return {
    plate: String(int(row.mispar_rechev)),
    status,
    // Only the final-cancellation table dates the removal; the inactive table has no such column.
    off_road_since: status === 'cancelled' ? isoDate(row.bitul_dt) : null,
    make_code: int(row.tozeret_cd),
    make_name_he: text(row.tozeret_nm) ?? '',
    model_code: int(row.degem_cd),
    model_code_name: text(row.degem_nm) ?? '',
    commercial_name: text(row.kinuy_mishari),
    trim: text(row.ramat_gimur),
    year: int(row.shnat_yitzur),
    // The cancellation file has no sug_degem; its vehicle kind names goods vehicles (משא) explicitly.
    vehicle_type: text(row.sug_degem) === 'M' || (text(row.sug_rechev_nm) ?? '').includes('משא') ? 'commercial' : 'private',
    engine_code: text(row.degem_manoa),
    fuel_he: text(row.sug_delek_nm),
    colour_he: text(row.tzeva_rechev),
    ownership_he: text(row.baalut),
    on_road_since: yearMonth(row.moed_aliya_lakvish),
    last_test_date: isoDate(row.mivchan_acharon_dt),
    licence_valid_until: isoDate(row.tokef_dt),
  };
}

function toRecall(row: CkanRecord): OpenRecallRow {
  return {
    recall_id: int(row.RECALL_ID),
    opened_date: isoDate(row.TAARICH_PTICHA),
    category_he: text(row.SUG_TAKALA),
    problem_he: text(row.TEUR_TAKALA),
  };
}

export class CkanRegistry implements Registry {
  readonly #client: CkanClient;
  readonly #cache: LRUCache<string, { value: unknown; storedAt: number }>;
  readonly #inFlight = new Map<string, Promise<unknown>>();
  readonly #ttlMs: number;
  readonly #staleIfErrorMs: number;
  readonly #now: () => number;

  constructor(options: CkanRegistryOptions) {
    this.#client = new CkanClient(options);
    this.#now = options.now ?? Date.now;
    // Bounded by count only: freshness is judged here (TTL, then stale-if-error), on the registry's clock.
    this.#cache = new LRUCache({ max: options.cacheEntries ?? 20_000 });
    this.#ttlMs = options.cacheTtlSeconds * 1000;
    this.#staleIfErrorMs = (options.staleIfErrorSeconds ?? 86_400) * 1000;
  }

  get breakerState() {
    return this.#client.breakerState;
  }

  findVehicle(plate: string): Promise<Answer<RegistryVehicle | null>> {
    return this.#cached(`vehicle:${plate}`, async (deadline) => {
      const filters = { mispar_rechev: Number(plate) };
      // A plate off the road is no longer in the active table: look in the inactive, then the cancelled one.
      for (const status of ['active', 'inactive', 'cancelled'] as const) {
        const [row] = await this.#search(CKAN_RESOURCES[status], filters, 1, deadline);
        if (row) return toVehicle(row, status);
      }
      return null;
    });
  }

  openRecalls(plate: string): Promise<Answer<OpenRecallRow[]>> {
    return this.#cached(`recalls:${plate}`, async (deadline) => {
      const rows = await this.#search(CKAN_RESOURCES.openRecalls, { MISPAR_RECHEV: Number(plate) }, 100, deadline);
      return rows.map(toRecall).sort((a, b) => a.recall_id - b.recall_id);
    });
  }

  retrofitEligible(plate: string): Promise<Answer<boolean>> {
    return this.#cached(`retrofit:${plate}`, async (deadline) => {
      const rows = await this.#search(CKAN_RESOURCES.retrofit, { mispar_rechev: Number(plate) }, 1, deadline);
      return rows.length > 0;
    });
  }

  async close(): Promise<void> {}

  async #search(resourceId: string, filters: Record<string, number>, limit: number, deadline: AbortSignal): Promise<CkanRecord[]> {
    try {
      return await this.#client.search(resourceId, filters, limit, deadline);
    } catch (error) {
      if (error instanceof CkanRequestError) {
        throw new UpstreamUnavailableError(
          `the transport ministry registry refused the look-up (${error.message}); its tables may have changed, so try again later`,
          3_600,
        );
      }
      throw error;
    }
  }

  #fresh(storedAt: number): boolean {
    return this.#now() - storedAt < this.#ttlMs;
  }

  /** Fresh cache hit, else one shared upstream question per key (within its deadline), else a not-too-old cached answer. */
  async #cached<T>(key: string, load: (deadline: AbortSignal) => Promise<T>): Promise<Answer<T>> {
    const hit = this.#cache.get(key);
    if (hit && this.#fresh(hit.storedAt)) return { value: hit.value as T, freshness: this.#freshness(hit.storedAt, false) };
    let pending = this.#inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = this.#client.withinDeadline(load).finally(() => this.#inFlight.delete(key));
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
