// Wiring of the live services (registry, call-back store) for the server. The live branch supplies the real
// implementations (local registry.duckdb, CKAN, node:sqlite call-back store) and plugs them in here; until then
// the registry answers every lookup as temporarily unavailable, which the operations report in data.error.
import type { Config } from './config.ts';
import type { DataHolder } from './data-holder.ts';
import { UpstreamUnavailableError, type Registry } from './registry/registry.ts';
import type { CallbackService } from './callbacks/callback-service.ts';

export interface Services { registry: Registry; callbacks: CallbackService }

export async function openServices(_config: Config, _data: DataHolder): Promise<Services> {
  const unavailable = (): never => {
    throw new UpstreamUnavailableError('the vehicle registry is not connected in this build', 60);
  };
  return {
    registry: {
      findVehicle: async () => unavailable(),
      openRecalls: async () => unavailable(),
      retrofitEligible: async () => unavailable(),
      close: async () => {},
    },
    callbacks: { close: async () => {} },
  };
}
