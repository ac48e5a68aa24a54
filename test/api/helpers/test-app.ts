// Builds the app over a data folder with a fake registry (known plates in memory) and a silent log, for tests.
import { createApp } from '../../../api/app.ts';
import { DataHolder } from '../../../api/data-holder.ts';
import { loadConfig, type Config } from '../../../lib/config.ts';
import type { Registry, RegistryVehicle } from '../../../api/registry/registry.ts';
import type { CallbackService } from '../../../api/callbacks/callback-service.ts';
import { DurableCallbackService, type CallbackServiceOptions } from '../../../api/callbacks/durable-callback-service.ts';
import { LOCAL_REGISTRY_HEALTH } from '../../../api/registry/upstream-health.ts';

export const KNOWN_PLATE = '1234567';

export function fakeVehicle(overrides: Partial<RegistryVehicle> = {}): RegistryVehicle {
  return {
    plate: KNOWN_PLATE,
    status: 'active',
    source: 'registry',
    off_road_since: null,
    make_code: 1,
    make_name_he: 'טויוטה יפן',
    model_code: 2,
    model_code_name: 'ZRE',
    commercial_name: 'COROLLA',
    trim: 'SUN',
    year: 2020,
    vehicle_type: 'private',
    engine_code: null,
    fuel_he: 'בנזין',
    colour_he: null,
    ownership_he: 'פרטי',
    on_road_since: '2020-03',
    last_test_date: null,
    licence_valid_until: null,
    import_type_he: null,
    ...overrides,
  };
}

export function fakeRegistry(vehicles: RegistryVehicle[] = [fakeVehicle()], retrofit: string[] = []): Registry {
  const fresh = { from_cache: false, age_seconds: 0, stale: false, source: 'local' as const };
  return {
    findVehicle: async (plate) => ({ value: vehicles.find((v) => v.plate === plate) ?? null, freshness: fresh }),
    openRecalls: async () => ({ value: [], freshness: fresh }),
    retrofitEligible: async (plate) => ({ value: retrofit.includes(plate), freshness: fresh }),
    history: async () => ({ value: null, freshness: fresh }),
    ownership: async () => ({ value: [], freshness: fresh }),
    extras: async () => ({ value: null, freshness: fresh }),
    health: () => LOCAL_REGISTRY_HEALTH,
    close: async () => {},
  };
}

/** The call-back service's options in tests: the production limits, a silent log, no store or webhook unless given. */
export function callbackOptions(overrides: Partial<CallbackServiceOptions> = {}): CallbackServiceOptions {
  return {
    dbPath: '',
    operatorName: 'Test Operator',
    webhookUrl: '',
    webhookSecret: '',
    duplicateWindowHours: 24,
    retentionDays: 90,
    perPhonePerDay: 3,
    userAgent: 'test',
    log: () => {},
    ...overrides,
  };
}

/** A call-back service without an operator: every request is a dry run and nothing is stored. */
export function dryRunCallbacks(): CallbackService {
  return new DurableCallbackService(callbackOptions());
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig(), publicBaseUrl: 'https://cars.example', ...overrides };
}

export function testApp(
  dataDir: string,
  options: { config?: Partial<Config>; registry?: Registry; callbacks?: CallbackService; log?: (e: Record<string, unknown>) => void } = {},
) {
  const data = DataHolder.open(dataDir);
  const app = createApp({
    data,
    registry: options.registry ?? fakeRegistry(),
    callbacks: options.callbacks ?? dryRunCallbacks(),
    config: testConfig(options.config),
    log: options.log ?? (() => {}),
  });
  return { app, data };
}
