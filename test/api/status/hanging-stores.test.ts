// Stores that stop answering without closing their connections (issue 35, section 3): a real PostgreSQL and a
// real Redis, each stopped with SIGSTOP under a running server. The probe found the status request waiting until
// the server's socket timeout closed it unanswered (30 s), a call-back on a pooled connection waiting as long, and
// a frozen Redis still reported `shared: true` with nothing logged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../../support/spawn-server.ts';
import { startPostgres, type PostgresServer } from '../../support/postgres-server.ts';
import { startRedis, type RedisServer } from '../../support/redis-server.ts';
import { WebhookReceiver } from '../../support/webhook-receiver.ts';
import { ServiceStatus } from '../../../lib/status/service-status.ts';

let postgres: PostgresServer;
let redis: RedisServer;
let server: SpawnedServer;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgres(), startRedis(), receiver.start()]);
  server = await spawnServer({
    CALLBACK_STORE: await postgres.createDatabase('callbacks'),
    RATE_LIMIT_STORE: redis.url,
    OPERATOR_NAME: 'Frozen Operator',
    OPERATOR_WEBHOOK_URL: receiver.url,
    OPERATOR_WEBHOOK_SECRET: receiver.secret,
    RATE_LIMIT_LIVE_PER_MIN: '100000',
    RATE_LIMIT_CALLBACK_PER_MIN: '100000',
  });
});
afterAll(async () => {
  await postgres?.thaw();
  redis?.thaw();
  await server?.kill('SIGTERM');
  await receiver.stop();
  await redis?.close();
  await postgres?.stop();
});

async function status() {
  const res = await fetch(`${server.url}/api/v1/status`);
  expect(res.status).toBe(200);
  return ServiceStatus.parse(((await res.json()) as { data: unknown }).data);
}

const ready = async () => ((await (await fetch(`${server.url}/api/ready`)).json()) as { rate_limits: { shared: boolean } }).rate_limits;

/** Asks until `check` holds, at most `times` times a quarter of a second apart; the last answer either way. */
async function until<T>(ask: () => Promise<T>, check: (value: T) => boolean, times = 40): Promise<T> {
  let value = await ask();
  for (let i = 0; i < times && !check(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await ask();
  }
  return value;
}

const callback = (i: number) =>
  fetch(`${server.url}/api/v1/quote-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ consent: true, name: `Frozen ${i}`, phone: `052-${3_000_000 + i}`, plate: '10000002' }),
  });

describe('a PostgreSQL that stops answering', () => {
  it('gives call-backs a 503 and status `reachable: false`, then recovers when it answers again', async () => {
    // Connections pooled and idle: the next query goes to one of them, whose server will not answer.
    for (let i = 0; i < 3; i++) expect((await callback(i)).status).toBe(200);
    expect((await status()).callbacks).toMatchObject({ store: 'postgres', reachable: true });

    await postgres.freeze();
    try {
      const refused = await callback(10);
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('callbacks_unavailable');
      const started = performance.now();
      const s = await status();
      console.log(`status with PostgreSQL stopped: ${Math.round(performance.now() - started)} ms`);
      expect(s.callbacks).toMatchObject({ store: 'postgres', reachable: false });
      expect(s.problems.map((p) => p.code)).toContain('callback_store_unreachable');
      const page = await fetch(`${server.url}/status.md`);
      expect(page.status).toBe(200);
    } finally {
      await postgres.thaw();
    }
    const back = await until(status, (s) => s.callbacks.reachable);
    expect(back.callbacks.reachable).toBe(true);
    expect((await callback(20)).status).toBe(200);
  });
});

describe('a Redis that stops answering', () => {
  it('is reported unavailable, logged once, limits kept in memory, and shared again when it answers', async () => {
    expect(await ready()).toMatchObject({ store: 'redis', shared: true });
    redis.freeze();
    try {
      expect(await until(ready, (r) => !r.shared)).toMatchObject({ store: 'redis', shared: false });
      expect((await status()).problems.map((p) => p.code)).toContain('rate_limit_store_unreachable');
      // Limits still count, in this instance's memory.
      expect((await fetch(`${server.url}/api/v1/makes`)).status).toBe(200);
      expect(server.output()).toContain('"msg":"rate_limit_store_unavailable"');
    } finally {
      redis.thaw();
    }
    expect(await until(ready, (r) => r.shared)).toMatchObject({ store: 'redis', shared: true });
    const lines = server.output().split('\n');
    expect(lines.filter((l) => l.includes('"msg":"rate_limit_store_unavailable"'))).toHaveLength(1);
  });
});
