// Shared budgets drawn on in leases, against a real Redis 7: the counter's positions within the budget are all
// an instance may admit, so two instances never admit more than the budget between them; near the edge leases
// shrink to what is waiting, so a lone client gets exactly its budget; tickets leased ahead lapse with the window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { RateLimiter } from '../../../api/http/rate-limiter.ts';
import { LEASE_BLOCK, LeasedTokens } from '../../../api/http/leased-tokens.ts';
import { openSharedLimitStore, type SharedLimitStore } from '../../../api/http/shared-limit-store.ts';
import { startRedis, type RedisServer } from '../../support/redis-server.ts';
import { waitUntil } from '../../support/webhook-receiver.ts';

let redis: RedisServer;
const stores: SharedLimitStore[] = [];

async function sharedStore(): Promise<SharedLimitStore> {
  const store = openSharedLimitStore(redis.url, () => {});
  stores.push(store);
  await waitUntil(
    () => store.connected(),
    10_000,
    () => 'the limiter did not connect to Redis',
  );
  return store;
}

/** The shared count of a catalog client, as Redis holds it. */
async function counted(store: SharedLimitStore, client: string): Promise<number> {
  return Number((await store.client.get(`rate:catalog:${client}`)) ?? 0);
}

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const store of stores) await store.close();
  await redis?.close();
});

describe('leasing a shared budget', () => {
  const budgets = { catalog: 100, live: 60, callback: 5, callback_refused: 30 };

  it('leases a block ahead while plenty remains, and admits a lone client exactly its budget', async () => {
    const store = await sharedStore();
    const limiter = new RateLimiter(budgets, store);
    const client = `edge-${Date.now()}`;
    // The first reply says how much remains; only then is a block leased ahead.
    expect(await limiter.take('catalog', client)).toEqual({ ok: true, remaining: 99 });
    expect(await counted(store, client)).toBe(1);
    expect(await limiter.take('catalog', client)).toEqual({ ok: true, remaining: 98 });
    expect(await counted(store, client)).toBe(1 + LEASE_BLOCK);
    const results = [];
    for (let i = 0; i < 100; i++) results.push(await limiter.take('catalog', client));
    expect(results.filter((r) => r.ok)).toHaveLength(98);
    expect(results.slice(0, 98).map((r) => r.ok && r.remaining)).toEqual(Array.from({ length: 98 }, (_, i) => 97 - i));
    expect(results[98]).toMatchObject({ ok: false });
    const seconds = (results[98] as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it('leases small budgets one request at a time', async () => {
    const store = await sharedStore();
    const limiter = new RateLimiter(budgets, store);
    const client = `small-${Date.now()}`;
    for (let i = 0; i < 3; i++) expect((await limiter.take('live', client)).ok).toBe(true);
    expect(Number(await store.client.get(`rate:live:${client}`))).toBe(3);
  });

  it("serves a client's concurrent requests from one increment", async () => {
    const store = await sharedStore();
    const limiter = new RateLimiter(budgets, store);
    const client = `together-${Date.now()}`;
    expect((await limiter.take('catalog', client)).ok).toBe(true);
    const burst = await Promise.all(Array.from({ length: 30 }, () => limiter.take('catalog', client)));
    expect(burst.every((r) => r.ok)).toBe(true);
    expect(new Set(burst.map((r) => r.ok && r.remaining)).size).toBe(30);
    expect(await counted(store, client)).toBe(31);
  });

  it('never admits more than the budget across two instances, and lapsed leases cost at most a block each', async () => {
    const [a, b] = [new RateLimiter(budgets, await sharedStore()), new RateLimiter(budgets, await sharedStore())];
    const client = `two-${Date.now()}`;
    let admitted = 0;
    // Waves of concurrent requests spread over both instances, three budgets' worth in all.
    for (let wave = 0; wave < 30; wave++) {
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => ((i + wave) % 3 ? a : b).take('catalog', client)));
      admitted += results.filter((r) => r.ok).length;
    }
    expect(admitted).toBeLessThanOrEqual(100);
    expect(admitted).toBeGreaterThanOrEqual(100 - 2 * (LEASE_BLOCK - 1));
    const burst = await Promise.all(Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).take('catalog', `${client}-burst`)));
    expect(burst.filter((r) => r.ok)).toHaveLength(100);
  });

  it('lets tickets leased ahead lapse when the window ends', async () => {
    const store = await sharedStore();
    const limit = 100;
    const windowSeconds = 1;
    const counter = new RateLimiterRedis({
      points: limit,
      duration: windowSeconds,
      keyPrefix: 'rate:catalog',
      storeClient: store.client,
      insuranceLimiter: new RateLimiterMemory({ points: limit, duration: windowSeconds }),
    });
    const leased = new LeasedTokens(counter, limit, windowSeconds * 1000);
    const client = `lapse-${Date.now()}`;
    expect(await leased.take(client)).toEqual({ ok: true, remaining: 99 });
    expect(await leased.take(client)).toEqual({ ok: true, remaining: 98 });
    expect(await counted(store, client)).toBe(1 + LEASE_BLOCK);
    // The window is over when Redis has let the count go.
    let gone = false;
    const watch = setInterval(
      () =>
        void store.client.exists(`rate:catalog:${client}`).then((n) => {
          gone = n === 0;
        }),
      20,
    );
    await waitUntil(
      () => gone,
      5_000,
      () => 'the window did not end',
    ).finally(() => clearInterval(watch));
    // A fresh window: the unused tickets of the old one are not spent, the count starts again from one.
    expect(await leased.take(client)).toEqual({ ok: true, remaining: 99 });
    expect(await counted(store, client)).toBe(1);
  });
});
