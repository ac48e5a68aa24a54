// Wiring of the live services for the server: the registry chosen by REGISTRY (local: the current data
// version's registry.duckdb, read-only; ckan: data.gov.il), the call-back store chosen by CALLBACK_STORE (a
// SQLite file, or PostgreSQL shared by every instance) and the rate limiter chosen by RATE_LIMIT_STORE (memory,
// or Redis shared by every instance).
import type { Config } from '../lib/config.ts';
import type { DataHolder } from './data-holder.ts';
import { UpstreamUnavailableError, type Registry } from './registry/registry.ts';
import type { CallbackService } from './callbacks/callback-service.ts';
import { LocalRegistry } from './registry/local-registry.ts';
import { CkanRegistry } from './registry/ckan-registry.ts';
import { callbackServiceFromConfig } from './callbacks/durable-callback-service.ts';
import { serviceUserAgent } from './user-agent.ts';
import { budgetsFromConfig, RateLimiter } from './http/rate-limiter.ts';
import { openSharedLimitStore } from './http/shared-limit-store.ts';
import type { LogSink } from './http/access-log.ts';
import { timedRegistry } from './metrics/timed-registry.ts';
import type { MetricsSources } from './metrics/metrics-server.ts';

export interface Services {
  registry: Registry;
  callbacks: CallbackService;
  limiter: RateLimiter;
  /** What the metrics listener reads at each scrape (api/metrics/). */
  metrics: MetricsSources;
  close(): Promise<void>;
}

export async function openServices(config: Config, data: DataHolder, log: LogSink = () => {}): Promise<Services> {
  const userAgent = serviceUserAgent(config.publicBaseUrl);
  const ckan =
    config.registry === 'ckan'
      ? new CkanRegistry({
          baseUrl: config.ckanBaseUrl,
          userAgent,
          timeoutMs: config.ckanTimeoutMs,
          deadlineMs: config.ckanDeadlineMs,
          maxConcurrency: config.ckanMaxConcurrency,
          cacheTtlSeconds: config.ckanCacheTtlSeconds,
        })
      : null;
  const registry: Registry = timedRegistry(
    ckan ??
      new LocalRegistry(() => {
        const store = data.current();
        if (!store) throw new UpstreamUnavailableError('no data version is published yet; try again in a minute', 60, 'not_ready');
        return store.registryDbPath;
      }),
    config.registry,
  );
  const callbacks = callbackServiceFromConfig(config, userAgent);
  // A store that cannot be opened (wrong URL or password, server down) stops start-up with the reason, not the
  // first person's request.
  await callbacks.ready();
  const sharedLimits = config.rateLimitStore === 'memory' ? null : openSharedLimitStore(config.rateLimitStore, log);
  return {
    registry,
    callbacks,
    limiter: new RateLimiter(budgetsFromConfig(config), sharedLimits),
    metrics: {
      breakerState: () => ckan?.breakerState ?? null,
      // The store's own health counts (the status page reads the same): unreachable is unknown, no store is none waiting.
      outbox: async () => {
        const health = await callbacks.health();
        if (!health.reachable) throw new Error('the call-back store cannot be read');
        return health.store === 'none'
          ? null
          : { pending: health.pending_deliveries ?? 0, oldestSeconds: health.oldest_pending_seconds ?? 0 };
      },
      dataDate: () => data.current()?.dataDate ?? null,
    },
    async close() {
      await registry.close();
      await callbacks.close();
      await sharedLimits?.close();
    },
  };
}
