// How fresh a live answer is, from the registry answers it was built from: cached if any part came from the
// cache, as old as its oldest part.
import type { Freshness as RegistryFreshness } from '../registry/registry.ts';

export function combineFreshness(parts: RegistryFreshness[]): RegistryFreshness | null {
  if (parts.length === 0) return null;
  return {
    from_cache: parts.some((p) => p.from_cache),
    age_seconds: Math.max(...parts.map((p) => p.age_seconds)),
    stale: parts.some((p) => p.stale),
    source: parts[0]!.source,
  };
}
