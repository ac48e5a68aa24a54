// Wiring of the live services for the server: the registry chosen by REGISTRY (local: the current data
// version's registry.duckdb, read-only; ckan: data.gov.il) and the node:sqlite call-back store.
import type { Config } from '../lib/config.ts';
import type { DataHolder } from './data-holder.ts';
import { UpstreamUnavailableError, type Registry } from './registry/registry.ts';
import type { CallbackService } from './callbacks/callback-service.ts';
import { LocalRegistry } from './registry/local-registry.ts';
import { CkanRegistry } from './registry/ckan-registry.ts';
import { callbackServiceFromConfig } from './callbacks/sqlite-callback-service.ts';
import { serviceUserAgent } from './user-agent.ts';

export interface Services { registry: Registry; callbacks: CallbackService }

export async function openServices(config: Config, data: DataHolder): Promise<Services> {
  const userAgent = serviceUserAgent(config.publicBaseUrl);
  const registry: Registry = config.registry === 'ckan'
    ? new CkanRegistry({
      baseUrl: config.ckanBaseUrl, userAgent, timeoutMs: config.ckanTimeoutMs, deadlineMs: config.ckanDeadlineMs,
      maxConcurrency: config.ckanMaxConcurrency,
      cacheTtlSeconds: config.ckanCacheTtlSeconds,
    })
    : new LocalRegistry(() => {
      const store = data.current();
      if (!store) throw new UpstreamUnavailableError('no data version is published yet; try again in a minute', 60);
      return store.registryDbPath;
    });
  return { registry, callbacks: callbackServiceFromConfig(config, userAgent) };
}
