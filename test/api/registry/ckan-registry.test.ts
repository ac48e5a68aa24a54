// The CKAN registry and client against the local CKAN emulator seeded from raw/ (never the internet). Facts
// are the golden plates of raw/README.md.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CkanEmulator } from '../../support/ckan-emulator.ts';
import { underLoad } from '../../support/load-allowance.ts';
import { rawCkanTables } from '../../support/ckan-raw-seed.ts';
import { CKAN_RESOURCES, CkanRegistry, type CkanRegistryOptions } from '../../../api/registry/ckan-registry.ts';
import { CkanClient, CkanRequestError } from '../../../api/registry/ckan-client.ts';
import { UpstreamUnavailableError } from '../../../api/registry/registry.ts';
import { RAW_SOURCES } from '../../../lib/datasets/raw-sources.ts';

const emulator = new CkanEmulator(new Map());
let clock = 1_800_000_000_000;
const UA = 'israel-car-facts-test/1.0 (+https://example.test/sources)';

function registry(overrides: Partial<CkanRegistryOptions> = {}): CkanRegistry {
  return new CkanRegistry({
    baseUrl: emulator.baseUrl,
    userAgent: UA,
    timeoutMs: 10_000,
    deadlineMs: 20_000,
    maxConcurrency: 4,
    cacheTtlSeconds: 600,
    retryBaseMs: 1,
    now: () => clock,
    ...overrides,
  });
}

beforeAll(async () => {
  for (const [id, table] of await rawCkanTables()) emulator.tables.set(id, table);
  await emulator.start();
});
afterAll(() => emulator.stop());
beforeEach(() => {
  emulator.requests.length = 0;
  emulator.latencyMs = 0;
  emulator.hanging = false;
  emulator.resets = 0;
  emulator.failures = 0;
  emulator.failStatus = 503;
  emulator.garbled = 0;
  emulator.maxInFlight = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('answers', () => {
  it('maps an active registry row to English names, with a descriptive User-Agent and an exact numeric filter', async () => {
    const { value, freshness } = await registry().findVehicle('1000001');
    expect(value).toMatchObject({
      plate: '1000001',
      status: 'active',
      off_road_since: null,
      make_code: 351,
      model_code: 12,
      model_code_name: '5SDA1C',
      commercial_name: 'SANDERO',
      trim: 'LAUREATE',
      year: 2016,
      vehicle_type: 'private',
      engine_code: 'H4B',
      fuel_he: 'בנזין',
      on_road_since: '2016-11',
      last_test_date: '2026-04-04',
      licence_valid_until: '2027-04-01',
    });
    expect(value).not.toHaveProperty('ramat_eivzur_betihuty');
    expect(freshness).toEqual({ from_cache: false, age_seconds: 0, stale: false, source: 'ckan' });
    expect(emulator.requests).toEqual([
      { resourceId: CKAN_RESOURCES.active, filters: { mispar_rechev: 1000001 }, userAgent: UA, offset: 0, limit: 1 },
    ]);
  });

  it('finds a plate off the road in the inactive and then the cancelled registry, with the date it left', async () => {
    const r = registry();
    expect((await r.findVehicle('1000010')).value).toMatchObject({ status: 'inactive', off_road_since: null, year: 2012 });
    const cancelled = (await r.findVehicle('1000011')).value;
    // The current cancellation file gives the road date as a year (on_road_since '2010', not January) and the
    // cancellation date as a timestamp ("2024-08-14T00:00:00").
    expect(cancelled).toMatchObject({ status: 'cancelled', off_road_since: '2024-08-14', year: 2010, on_road_since: '2010' });
  });

  it('answers null for an unknown plate after asking every vehicle file in fallback order', async () => {
    expect((await registry().findVehicle('1000012')).value).toBeNull();
    expect(emulator.requests.map((r) => [r.resourceId, r.filters])).toEqual([
      [CKAN_RESOURCES.active, { mispar_rechev: 1000012 }],
      [RAW_SOURCES.personalImports.resource_id, { mispar_rechev: 1000012 }],
      [CKAN_RESOURCES.inactive, { mispar_rechev: 1000012 }],
      [CKAN_RESOURCES.cancelled, { mispar_rechev: 1000012 }],
      // The archives store the plate as text padded to 8 characters: a number is an error there.
      [RAW_SOURCES.cancelledArchiveLate.resource_id, { mispar_rechev: '01000012' }],
      [RAW_SOURCES.cancelledArchiveEarly.resource_id, { mispar_rechev: '01000012' }],
    ]);
  });

  it('finds a personal import and a car in each cancellation archive', async () => {
    const r = registry();
    expect((await r.findVehicle('10000018')).value).toMatchObject({
      status: 'active',
      source: 'personal_import',
      model_code: 0,
      model_code_name: 'MODEL 3 003SR',
      import_type_he: 'יבוא אישי-משומש',
      licence_valid_until: '2027-03-02',
    });
    expect((await r.findVehicle('1000019')).value).toMatchObject({
      plate: '1000019',
      status: 'cancelled',
      source: 'cancelled_2010_2016',
      off_road_since: '2014-03-09',
    });
    expect((await r.findVehicle('1000020')).value).toMatchObject({
      source: 'cancelled_2000_2009',
      off_road_since: '2009-07-21',
      year: 2005,
    });
  });

  it('refuses a numeric plate filter on an archive, as CKAN does on a text column', async () => {
    const client = new CkanClient({ baseUrl: emulator.baseUrl, userAgent: UA, timeoutMs: 10_000, deadlineMs: 20_000, maxConcurrency: 2 });
    const search = (plate: number | string) =>
      client.ask('1000019', (ask) => ask(RAW_SOURCES.cancelledArchiveLate.resource_id, { mispar_rechev: plate }, 1));
    await expect(search(1000019)).rejects.toBeInstanceOf(CkanRequestError);
    expect((await search('01000019'))[0]?.bitul_dt).toBe('2014-03-09');
  });

  it('reads history, ownership changes and the continuation row per plate, null or empty where a file has no row', async () => {
    const r = registry();
    expect((await r.history('10000023')).value).toEqual({
      km_at_last_test: 160_000,
      structural_change: false,
      lpg_added: true,
      colour_change: true,
      tyre_change: false,
      first_registration_date: '2018-09-01',
      // The history file's origin is mostly empty, in the sample as in the real file.
      origin_he: null,
      earlier_readings: [],
    });
    expect((await r.history('10000021')).value).toBeNull();
    // The ownership file's word for leasing (the registry's is ליסינג), passed on as published.
    expect((await r.ownership('10000006')).value).toEqual([
      { month: '2022-03', ownership_he: 'החכר' },
      { month: '2025-01', ownership_he: 'חברה' },
      { month: '2025-10', ownership_he: 'סוחר' },
    ]);
    expect((await r.ownership('10000005')).value).toEqual([]);
    expect((await r.extras('10000006')).value).toMatchObject({ tow_hitch_he: 'אין וו גרירה', front_tyre_load_index: '109' });
  });

  it('leaves out an ownership change whose month is no month, as the pipeline sets its row aside', async () => {
    const table = emulator.tables.get(CKAN_RESOURCES.ownership)!;
    const added = [
      { mispar_rechev: 99000001, baalut_dt: '202305.0', baalut: 'פרטי' },
      { mispar_rechev: 99000001, baalut_dt: 202213, baalut: 'חברה' },
      { mispar_rechev: 99000001, baalut_dt: null, baalut: 'השכרה' },
      { mispar_rechev: 99000001, baalut_dt: 2022, baalut: 'ליסינג' },
    ];
    // A new table object: the emulator indexes a table's records on first use.
    emulator.tables.set(CKAN_RESOURCES.ownership, { ...table, records: [...table.records, ...added] });
    try {
      // Read before as '2022-13', '0-00' and '20-22'.
      expect((await registry().ownership('99000001')).value).toEqual([{ month: '2023-05', ownership_he: 'פרטי' }]);
    } finally {
      emulator.tables.set(CKAN_RESOURCES.ownership, table);
    }
  });

  it('fails each dataset on its own: a history resource that is down still gives the vehicle', async () => {
    const r = registry({ retries: 0 });
    emulator.failWhen = (request) => (request.resourceId === CKAN_RESOURCES.history ? 503 : undefined);
    try {
      await expect(r.history('1000001')).rejects.toBeInstanceOf(UpstreamUnavailableError);
      expect((await r.findVehicle('1000001')).value?.year).toBe(2016);
      expect((await r.ownership('1000001')).value).toEqual([{ month: '2020-03', ownership_he: 'פרטי' }]);
      expect((await r.extras('1000001')).value?.tow_hitch_he).toBe('אין וו גרירה');
    } finally {
      emulator.failWhen = null;
    }
  });

  it('lists open recalls by plate and the retrofit-discount eligibility', async () => {
    const r = registry();
    expect((await r.openRecalls('10000009')).value.map((x) => [x.recall_id, x.opened_date])).toEqual([
      [12350, '2022-03-03'],
      [12361, '2022-02-14'],
    ]);
    expect((await r.openRecalls('10000002')).value).toEqual([]);
    expect((await r.retrofitEligible('1000001')).value).toBe(true);
    expect((await r.retrofitEligible('10000004')).value).toBe(false);
  });
});

describe('cache', () => {
  it('is bounded by size: past its bytes the least recently used answer is dropped and asked again', async () => {
    // About 40 answers' worth: a plate not in any file is one small answer (null) after six questions.
    const r = registry({ cacheBytes: 40 * 300 });
    for (let i = 0; i < 100; i++) await r.findVehicle(String(30_000_000 + i));
    const asked = emulator.requests.length;
    expect((await r.findVehicle('30000099')).freshness.from_cache).toBe(true);
    expect((await r.findVehicle('30000000')).freshness.from_cache).toBe(false);
    expect(emulator.requests.length).toBeGreaterThan(asked);
  });

  it('serves a repeat from the cache, says so and how old it is, and asks upstream again after the TTL', async () => {
    const r = registry({ cacheTtlSeconds: 300 });
    await r.findVehicle('10000002');
    clock += 42_000;
    const again = await r.findVehicle('10000002');
    expect(again.freshness).toEqual({ from_cache: true, age_seconds: 42, stale: false, source: 'ckan' });
    expect(emulator.requests).toHaveLength(1);
    clock += 300_000;
    expect((await r.findVehicle('10000002')).freshness.from_cache).toBe(false);
    expect(emulator.requests).toHaveLength(2);
  });

  it('stands in an expired answer, labelled with its age, while the upstream is down', async () => {
    const r = registry({ cacheTtlSeconds: 60, retries: 0 });
    await r.findVehicle('10000003');
    clock += 600_000;
    emulator.failures = 10;
    const stale = await r.findVehicle('10000003');
    expect(stale.value?.plate).toBe('10000003');
    expect(stale.freshness).toEqual({ from_cache: true, age_seconds: 600, stale: true, source: 'ckan' });
  });

  it('sends one upstream call for simultaneous lookups of one plate', async () => {
    emulator.latencyMs = 30;
    const r = registry();
    const answers = await Promise.all(Array.from({ length: 5 }, () => r.findVehicle('10000004')));
    expect(new Set(answers.map((a) => a.value?.model_code)).size).toBe(1);
    expect(emulator.requests).toHaveLength(1);
  });
});

describe('failures', () => {
  it('reports a filter on a field the resource lacks (HTTP 409) without retrying', async () => {
    const client = new CkanClient({
      baseUrl: emulator.baseUrl,
      userAgent: UA,
      timeoutMs: 10_000,
      deadlineMs: 20_000,
      maxConcurrency: 2,
      retryBaseMs: 1,
    });
    const error = await client.ask('1000001', (search) => search(CKAN_RESOURCES.active, { no_such_field: 1 }, 1)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CkanRequestError);
    expect((error as CkanRequestError).status).toBe(409);
    expect(emulator.requests).toHaveLength(1);
  });

  it('times out a slow upstream, retries, then reports it unavailable with when to retry', async () => {
    emulator.latencyMs = 400;
    const error = await registry({ timeoutMs: 100, retries: 1 })
      .findVehicle('10000005')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as Error).message).toMatch(/no answer within 100 ms.*try again/);
    expect((error as UpstreamUnavailableError).retryAfterSeconds).toBeGreaterThan(0);
    expect(emulator.requests).toHaveLength(2);
  });

  it('retries 5xx answers and succeeds when the upstream recovers', async () => {
    emulator.failures = 2;
    const { value } = await registry({ retries: 2 }).findVehicle('10000006');
    expect(value).toMatchObject({ vehicle_type: 'commercial', year: 2022 });
    expect(emulator.requests).toHaveLength(3);
  });

  it('does not retry a garbled body and reports the upstream unavailable', async () => {
    emulator.garbled = 1;
    await expect(registry({ retries: 2 }).findVehicle('10000007')).rejects.toThrow(/unreadable answer/);
    expect(emulator.requests).toHaveLength(1);
  });

  it('opens the breaker after repeated failures, fails fast while open, closes after a good trial call; health says so', async () => {
    // The breaker keeps time with Date; only Date is faked, so sockets and timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const r = registry({ retries: 0, breakerThreshold: 2, breakerCooldownMs: 30_000 });
    emulator.failures = 100;
    await expect(r.findVehicle('10000008')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    await expect(r.findVehicle('10000008')).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(r.breakerState).toBe('open');
    const fast = await r.findVehicle('10000008').catch((e: unknown) => e);
    expect((fast as Error).message).toMatch(/try again in 30 seconds/);
    expect(emulator.requests).toHaveLength(2);
    // The resting answer asked nothing: two questions, both failed, failing since the first.
    expect(r.health()).toMatchObject({
      breaker: 'open',
      questions: 2,
      failed: 2,
      error_share: 1,
      failing_since: new Date(clock).toISOString(),
    });
    vi.setSystemTime(Date.now() + 30_000);
    emulator.failures = 0;
    expect((await r.findVehicle('10000008')).value?.year).toBe(2024);
    expect(r.breakerState).toBe('closed');
    expect(r.health()).toMatchObject({
      breaker: 'closed',
      questions: 3,
      failed: 2,
      failing_since: null,
      last_success_at: new Date(clock).toISOString(),
    });
  });

  it('keeps no more upstream calls in flight than the cap', async () => {
    emulator.latencyMs = 40;
    const r = registry({ maxConcurrency: 2 });
    const plates = ['1000001', '10000002', '10000003', '10000004', '10000005', '10000006'];
    await Promise.all(plates.map((p) => r.retrofitEligible(p)));
    expect(emulator.requests).toHaveLength(6);
    expect(emulator.maxInFlight).toBe(2);
  });

  it('is refused by the portal firewall without a descriptive User-Agent', async () => {
    await expect(registry({ userAgent: 'node' }).findVehicle('1000001')).rejects.toBeInstanceOf(UpstreamUnavailableError);
  });
});

describe('deadline, queue and breaker', () => {
  const PLATES = ['1000001', '10000002', '10000003', '10000004', '10000005', '10000006', '10000007', '10000008', '10000009', '1000010'];

  async function settledIn(promise: Promise<unknown>): Promise<{ ms: number; error: unknown }> {
    const start = performance.now();
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    return { ms: performance.now() - start, error };
  }

  it('answers upstream_unavailable at the deadline of the whole look-up while the upstream hangs', async () => {
    emulator.hanging = true;
    const { ms, error } = await settledIn(registry({ deadlineMs: 300, timeoutMs: 10_000 }).findVehicle('10000005'));
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as Error).message).toMatch(/did not answer within the 0\.3 s a look-up may take; try again/);
    expect(ms).toBeGreaterThanOrEqual(290);
    // Long before the attempt's own 10 s timeout: the deadline ended it.
    expect(ms).toBeLessThan(underLoad(1_300));
  });

  it('counts backoff between attempts against the deadline', async () => {
    emulator.failures = 100;
    const { ms, error } = await settledIn(
      registry({ deadlineMs: 300, retries: 5, retryBaseMs: 1_000, breakerThreshold: 100 }).retrofitEligible('10000005'),
    );
    expect((error as Error).message).toMatch(/within the 0\.3 s/);
    expect(ms).toBeLessThan(underLoad(1_300));
    expect(emulator.requests).toHaveLength(1);
  });

  it('stands in a cached answer past its TTL, labelled with its age, when the deadline passes', async () => {
    const r = registry({ cacheTtlSeconds: 60, deadlineMs: 300 });
    await r.findVehicle('10000003');
    clock += 120_000;
    emulator.hanging = true;
    const stale = await r.findVehicle('10000003');
    expect(stale.value?.plate).toBe('10000003');
    expect(stale.freshness).toEqual({ from_cache: true, age_seconds: 120, stale: true, source: 'ckan' });
  });

  it('consults the breaker when a queued call starts, so calls queued behind failures never reach the upstream', async () => {
    emulator.failures = 100;
    const r = registry({ maxConcurrency: 1, retries: 0, breakerThreshold: 1 });
    const errors = await Promise.all(
      PLATES.map((p) =>
        r.retrofitEligible(p).then(
          () => new Error('answered'),
          (e: unknown) => e as Error,
        ),
      ),
    );
    expect(emulator.requests).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/did not answer \(HTTP 503\)/);
    for (const e of errors.slice(1)) expect(e.message).toMatch(/being given a rest; try again in 30 seconds/);
  });

  it('refuses at once when the queue of plates is full, and says busy, not timeout, for a plate never asked', async () => {
    emulator.hanging = true;
    // One slot and 16 plates waiting: the first plate is asked, the next 16 wait, the 18th and later are refused.
    // The breaker is left out (each attempt the deadline cuts off counts against it): this is about the queue.
    const r = registry({ maxConcurrency: 1, deadlineMs: 1_000, breakerThreshold: 100 });
    const plates = Array.from({ length: 20 }, (_, i) => String(20_000_000 + i));
    const calls = plates.map((p) => settledIn(r.retrofitEligible(p)));
    const refused = await Promise.all(calls.slice(17));
    const waited = await Promise.all(calls.slice(0, 17));
    for (const { ms, error } of refused) {
      expect((error as UpstreamUnavailableError).reason).toBe('busy');
      expect((error as Error).message).toMatch(
        /was not asked: this server has too many look-ups waiting for it; try again in a few seconds/,
      );
      // At once: before the plate that holds the only slot reaches its deadline.
      expect(ms).toBeLessThan(waited[0]!.ms);
    }
    // A slot freed at one plate's deadline may still reach the next plate a moment before its own: that call was
    // started, so it says timeout. Busy always means the upstream never heard of the plate.
    const asked = new Set(emulator.requests.map((q) => String(q.filters.mispar_rechev)));
    expect((waited[0]!.error as UpstreamUnavailableError).reason).toBe('timeout');
    for (const [i, { ms, error }] of waited.entries()) {
      const reason = (error as UpstreamUnavailableError).reason;
      if (reason === 'busy') {
        expect(asked.has(plates[i]!)).toBe(false);
        expect((error as Error).message).toMatch(/was not asked: this server was busy with earlier look-ups/);
      } else {
        expect(reason).toBe('timeout');
        expect((error as Error).message).toMatch(/did not answer within the 1 s/);
      }
      expect(ms).toBeLessThan(underLoad(2_000));
    }
    expect(waited.filter((w) => (w.error as UpstreamUnavailableError).reason === 'busy').length).toBeGreaterThanOrEqual(14);
  });

  it("counts a plate's questions as one in the queue, and serves the earliest plate's calls first", async () => {
    emulator.latencyMs = 20;
    // One slot and 16 plates waiting; each plate asks all six questions at once (36 calls for six plates).
    const r = registry({ maxConcurrency: 1 });
    const plates = ['1000001', '10000002', '10000003', '10000004', '10000005', '10000006'];
    const lookups = plates.map((p) =>
      Promise.all([r.findVehicle(p), r.openRecalls(p), r.retrofitEligible(p), r.history(p), r.ownership(p), r.extras(p)]),
    );
    for (const answers of await Promise.all(lookups)) expect(answers[0].value).not.toBeNull();
    const order = emulator.requests.map((q) => String(q.filters.mispar_rechev ?? q.filters.MISPAR_RECHEV));
    expect(order).toEqual(plates.flatMap((p) => Array<string>(6).fill(p)));
  });

  it('retries a reset connection and answers', async () => {
    emulator.resets = 1;
    expect((await registry({ retries: 1 }).retrofitEligible('1000001')).value).toBe(true);
    expect(emulator.requests).toHaveLength(2);
  });
});
