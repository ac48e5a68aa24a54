// A partial plate answer gives one reason per dataset not read, the true one (issue 35, section 5): the probe saw
// "did not answer in time" and "was busy and did not ask" in one message, the code's generic words prefixed to the
// reason's. The real server (REGISTRY=ckan) against the CKAN emulator, whose vehicle history answers HTTP 503
// while every other resource answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../../support/spawn-server.ts';
import { CkanEmulator } from '../../support/ckan-emulator.ts';
import { rawCkanTables } from '../../support/ckan-raw-seed.ts';
import { CKAN_RESOURCES } from '../../../api/registry/ckan-registry.ts';
import { UPSTREAM_REASONS } from '../../../lib/plate-answer/data-errors.ts';

const emulator = new CkanEmulator(new Map());
let server: SpawnedServer;

beforeAll(async () => {
  for (const [id, table] of await rawCkanTables()) emulator.tables.set(id, table);
  emulator.failWhen = (request) => (request.resourceId === CKAN_RESOURCES.history ? 503 : undefined);
  await emulator.start();
  server = await spawnServer({ REGISTRY: 'ckan', CKAN_BASE_URL: emulator.baseUrl, RATE_LIMIT_LIVE_PER_MIN: '100000' });
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  await emulator.stop();
});

describe('a partial plate answer', () => {
  it('says why the history was not read in the one true reason: it answered with an error', async () => {
    const body = (await (await fetch(`${server.url}/api/v1/vehicle?plate=10000009`)).json()) as {
      data: {
        vehicle: { missing: { member: string; reason?: string; message: string }[] } | null;
        error: { code: string; reason: string; message: string };
      };
    };
    expect(body.data.vehicle).not.toBeNull();
    const error = body.data.error;
    expect(error).toMatchObject({ code: 'upstream_unavailable', reason: 'failing' });
    expect(error.message).toContain(UPSTREAM_REASONS.failing);
    expect(error.message).toContain(`(resource ${CKAN_RESOURCES.history})`);
    for (const other of ['busy', 'timeout', 'resting'] as const) expect(error.message).not.toContain(UPSTREAM_REASONS[other]);
    expect(error.message).not.toMatch(/did not answer in time|busy|did not ask/);
    const odometer = body.data.vehicle!.missing.find((m) => m.member === 'odometer');
    expect(odometer).toMatchObject({ reason: 'failing' });
  });
});
