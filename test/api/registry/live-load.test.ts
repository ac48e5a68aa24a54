// Plates at once through the real server (REGISTRY=ckan, the default queue and deadline) against the CKAN
// emulator: a healthy upstream serves every plate of every wave, however many questions each plate asks; an
// upstream too slow for them all serves what it can, and a look-up it could not serve says whether the upstream
// was asked (reason timeout) or not (reason busy: this instance had no turn for it before its deadline).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../../support/spawn-server.ts';
import { CkanEmulator } from '../../support/ckan-emulator.ts';
import { rawCkanTables } from '../../support/ckan-raw-seed.ts';
import { CKAN_RESOURCES } from '../../../api/registry/ckan-registry.ts';

const PLATES = 50;
const WAVES = 3;
const DEADLINE_MS = 2_000;

const emulator = new CkanEmulator(new Map());
let waves: string[][] = [];
let server: SpawnedServer | null = null;

beforeAll(async () => {
  for (const [id, table] of await rawCkanTables()) emulator.tables.set(id, table);
  await emulator.start();
  const plates = emulator.tables.get(CKAN_RESOURCES.active)!.records.map((r) => String(r.mispar_rechev));
  waves = Array.from({ length: WAVES }, (_, w) => plates.slice(w * PLATES, (w + 1) * PLATES));
});
afterEach(async () => {
  await server?.kill('SIGKILL');
  server = null;
  emulator.latencyMs = 0;
  emulator.requests.length = 0;
});
afterAll(() => emulator.stop());

interface Outcome {
  plate: string;
  found: boolean;
  code: string | null;
  reason: string | null;
  message: string | null;
}

async function start(env: Record<string, string> = {}): Promise<string> {
  server = await spawnServer({ REGISTRY: 'ckan', CKAN_BASE_URL: emulator.baseUrl, RATE_LIMIT_LIVE_PER_MIN: '100000', ...env });
  return server.url;
}

async function lookUpAtOnce(url: string, plates: string[]): Promise<Outcome[]> {
  return Promise.all(
    plates.map(async (plate) => {
      const response = await fetch(`${url}/api/v1/vehicle?plate=${plate}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { vehicle: unknown; error?: { code: string; reason?: string; message: string } } };
      const error = body.data.error;
      return {
        plate,
        found: body.data.vehicle !== null,
        code: error?.code ?? null,
        reason: error?.reason ?? null,
        message: error?.message ?? null,
      };
    }),
  );
}

describe('plates at once against the CKAN emulator', () => {
  it('a healthy, instant upstream gives every plate of every wave its vehicle and every dataset', async () => {
    // Generous deadline and timeout: a loaded machine must not turn a healthy emulator into an outage. The fault
    // this guards against (a queue counting calls, full at a fifth of the plates) refused at once, whatever the deadline.
    const url = await start({ CKAN_DEADLINE_MS: '30000', CKAN_TIMEOUT_MS: '20000' });
    for (const plates of waves) {
      expect(plates).toHaveLength(PLATES);
      const outcomes = await lookUpAtOnce(url, plates);
      expect(outcomes.filter((o) => !o.found || o.code !== null)).toEqual([]);
    }
  });

  it('an upstream too slow for them all: each look-up not served says whether the upstream was asked', async () => {
    // Two calls in flight of 400 ms each within a 2 s deadline: about ten calls, a plate or two of fifty.
    emulator.latencyMs = 400;
    const url = await start({ CKAN_DEADLINE_MS: String(DEADLINE_MS), CKAN_MAX_CONCURRENCY: '2' });
    const outcomes = await lookUpAtOnce(url, waves[0]!);
    const asked = new Set(emulator.requests.map((r) => String(r.filters.mispar_rechev ?? r.filters.MISPAR_RECHEV)));
    const served = outcomes.filter((o) => o.found);
    const busy = outcomes.filter((o) => !o.found && o.reason === 'busy');
    const timedOut = outcomes.filter((o) => !o.found && o.reason === 'timeout');
    expect(served.length).toBeGreaterThan(0);
    expect(busy.length).toBeGreaterThan(0);
    expect(served.length + busy.length + timedOut.length).toBe(PLATES);
    for (const o of [...busy, ...timedOut]) expect(o.code).toBe('upstream_unavailable');
    // Busy: the upstream was not asked about the plate at all, and the message says so.
    for (const o of busy) {
      expect(asked.has(o.plate)).toBe(false);
      expect(o.message).toMatch(/was not asked/);
    }
    for (const o of timedOut) {
      expect(asked.has(o.plate)).toBe(true);
      expect(o.message).toMatch(/did not answer within/);
    }
  });
});
