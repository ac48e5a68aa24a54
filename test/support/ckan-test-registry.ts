// The CKAN registry as tests use it against the emulator: no retries, a generous timeout and deadline (a loaded
// CI machine must not turn a healthy emulator into an outage) and an empty cache of its own.
import { CkanRegistry, type CkanRegistryOptions } from '../../api/registry/ckan-registry.ts';

export function ckanTestRegistry(baseUrl: string, overrides: Partial<CkanRegistryOptions> = {}): CkanRegistry {
  return new CkanRegistry({
    baseUrl,
    userAgent: 'israel-car-facts-test/1.0',
    timeoutMs: 10_000,
    deadlineMs: 10_000,
    maxConcurrency: 4,
    cacheTtlSeconds: 600,
    retries: 0,
    retryBaseMs: 1,
    ...overrides,
  });
}
