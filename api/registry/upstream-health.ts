// How the live registry has been answering lately, for the status page: the share of recent questions it failed
// and since when it has been failing without a success in between ("the registry look-ups are failing since
// 14:02"). Counts questions asked of the upstream only: a cached answer or a question this server was too busy to
// ask says nothing about the upstream's health.
import type { RegistryHealth } from '../../lib/status/service-status.ts';

export type { RegistryHealth };

/** Questions older than this no longer count in the error share. */
export const HEALTH_WINDOW_SECONDS = 300;
/** The most outcomes kept: enough for the share, bounded memory under any load. */
const MAX_OUTCOMES = 2_000;

export class UpstreamHealth {
  readonly #now: () => number;
  /** Outcomes oldest first: when, and whether the upstream answered. */
  #outcomes: { at: number; ok: boolean }[] = [];
  #failingSince: number | null = null;
  #lastSuccess: number | null = null;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  record(ok: boolean): void {
    const at = this.#now();
    this.#outcomes.push({ at, ok });
    if (this.#outcomes.length > MAX_OUTCOMES) this.#outcomes = this.#outcomes.slice(-MAX_OUTCOMES);
    if (ok) {
      this.#lastSuccess = at;
      this.#failingSince = null;
    } else {
      this.#failingSince ??= at;
    }
  }

  snapshot(breaker: RegistryHealth['breaker']): RegistryHealth {
    const since = this.#now() - HEALTH_WINDOW_SECONDS * 1000;
    const recent = this.#outcomes.filter((o) => o.at > since);
    const failed = recent.filter((o) => !o.ok).length;
    return {
      source: 'ckan',
      breaker,
      window_seconds: HEALTH_WINDOW_SECONDS,
      questions: recent.length,
      failed,
      error_share: recent.length === 0 ? null : Math.round((failed / recent.length) * 1000) / 1000,
      failing_since: isoOrNull(this.#failingSince),
      last_success_at: isoOrNull(this.#lastSuccess),
    };
  }
}

/** The local registry reads a file of the data version: it has no upstream to be unhealthy. */
export const LOCAL_REGISTRY_HEALTH: RegistryHealth = {
  source: 'local',
  breaker: null,
  window_seconds: HEALTH_WINDOW_SECONDS,
  questions: 0,
  failed: 0,
  error_share: null,
  failing_since: null,
  last_success_at: null,
};

function isoOrNull(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}
