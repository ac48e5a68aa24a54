// The rate limiter over rate-limiter-flexible: the same budgets counted in memory and in a real Redis 7 started
// for this file; two limiters on one Redis (two instances) share one count; Redis going away leaves each limiter
// counting on its own, reported and logged, and coming back restores the shared count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../../api/http/rate-limiter.ts';
import { openSharedLimitStore, type SharedLimitStore } from '../../../api/http/shared-limit-store.ts';
import { startRedis, type RedisServer } from '../../support/redis-server.ts';
import { waitUntil } from '../../support/webhook-receiver.ts';

let redis: RedisServer;
const stores: SharedLimitStore[] = [];

async function sharedStore(logged: Record<string, unknown>[] = []): Promise<SharedLimitStore> {
  const store = openSharedLimitStore(redis.url, (entry) => logged.push(entry));
  stores.push(store);
  await waitUntil(
    () => store.connected(),
    10_000,
    () => 'the limiter did not connect to Redis',
  );
  return store;
}

async function takeMany(limiter: RateLimiter, budget: 'catalog' | 'live', client: string, n: number): Promise<boolean[]> {
  const results: boolean[] = [];
  for (let i = 0; i < n; i++) results.push((await limiter.take(budget, client)).ok);
  return results;
}

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const store of stores) await store.close();
  await redis?.close();
});

describe.each(['memory', 'redis'] as const)('budgets counted in %s', (kind) => {
  const limiter = async (perMinute: { catalog: number; live: number; callback: number; callback_refused: number }) =>
    new RateLimiter(perMinute, kind === 'redis' ? await sharedStore() : null);

  it("allows a minute's budget, then refuses with the whole seconds until the minute is over", async () => {
    const l = await limiter({ catalog: 60, live: 6, callback: 1, callback_refused: 1 });
    const client = `a-${kind}-${Date.now()}`;
    expect(await takeMany(l, 'live', client, 7)).toEqual([true, true, true, true, true, true, false]);
    const refused = await l.take('live', client);
    expect(refused.ok).toBe(false);
    const seconds = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(l.refusalMessage('live', seconds)).toBe(`too many live requests from this client (limit 6 a minute); retry in ${seconds} s`);
  });

  it('keeps budgets and clients apart', async () => {
    const l = await limiter({ catalog: 60, live: 1, callback: 1, callback_refused: 1 });
    const a = `a-${kind}-${Date.now()}`;
    const b = `b-${kind}-${Date.now()}`;
    expect((await l.take('live', a)).ok).toBe(true);
    expect((await l.take('live', a)).ok).toBe(false);
    expect((await l.take('live', b)).ok).toBe(true);
    expect((await l.take('callback', a)).ok).toBe(true);
    expect((await l.take('catalog', a)).ok).toBe(true);
  });
});

describe('shared between instances', () => {
  it('counts one client once across two limiters on one Redis, twice with memory limiters', async () => {
    const budgets = { catalog: 10, live: 10, callback: 10, callback_refused: 10 };
    const client = `burst-${Date.now()}`;
    const [one, two] = [new RateLimiter(budgets, await sharedStore()), new RateLimiter(budgets, await sharedStore())];
    const shared = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).take('catalog', client)));
    expect(shared.filter((t) => t.ok)).toHaveLength(10);
    const [m1, m2] = [new RateLimiter(budgets), new RateLimiter(budgets)];
    const separate = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? m1 : m2).take('catalog', client)));
    expect(separate.filter((t) => t.ok)).toHaveLength(20);
  });

  it('keeps answering per instance while Redis is down, says so, and shares again once it is back', async () => {
    const logged: Record<string, unknown>[] = [];
    const store = await sharedStore(logged);
    const l = new RateLimiter({ catalog: 3, live: 3, callback: 3, callback_refused: 3 }, store);
    expect(l.status()).toEqual({ store: 'redis', shared: true });
    await redis.stop();
    await waitUntil(
      () => !store.connected(),
      10_000,
      () => 'the limiter did not notice Redis going away',
    );
    expect(l.status()).toEqual({ store: 'redis', shared: false });
    const client = `outage-${Date.now()}`;
    // The same budget, counted in this process: never an error.
    expect(await takeMany(l, 'catalog', client, 4)).toEqual([true, true, true, false]);
    const warnings = logged.filter((e) => e.msg === 'rate_limit_store_unavailable');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 'warn', store: `${redis.url}` });
    await redis.start();
    await waitUntil(
      () => store.connected(),
      15_000,
      () => 'the limiter did not reconnect to Redis',
    );
    expect(l.status()).toEqual({ store: 'redis', shared: true });
    expect(logged.filter((e) => e.msg === 'rate_limit_store_shared')).toHaveLength(2);
  });
});
