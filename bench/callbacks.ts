// npm run bench -- callbacks [writes] [--seconds=N]: what shared engines cost.
//  1. Durable call-back writes per second (request + outbox event in one commit) on SQLite (WAL,
//     synchronous=FULL) and on PostgreSQL 15 (fsync on, synchronous_commit on), by one writer and by 8 at once
//     (several instances or many requests in flight share one PostgreSQL).
//  2. REST catalog throughput of the real server with limits counted in Redis 7 against limits counted in
//     memory (target: Redis at least 0.8 of memory), interleaved rounds, median reported, and how many Redis
//     round trips the shared limiter made per request (its leases: api/http/leased-tokens.ts).
// PostgreSQL and Redis are started here as the tests start them (test/support/), on loopback.
import path from 'node:path';
import { Redis } from 'ioredis';
import { DurableCallbackService, type CallbackServiceOptions } from '../api/callbacks/durable-callback-service.ts';
import type { QuoteRequestDetails } from '../api/callbacks/callback-service.ts';
import { WebhookReceiver } from '../test/support/webhook-receiver.ts';
import { tempDir } from '../test/support/temp-dir.ts';
import { startPostgres } from '../test/support/postgres-server.ts';
import { startRedis } from '../test/support/redis-server.ts';
import { spawnServer } from '../test/support/spawn-server.ts';
import { load, loadTool, type LoadFigures } from './load-generator.ts';

const WRITERS = 8;
const CONNECTIONS = 50;
const ROUNDS = 3;
const consent = { version: 'bench', text_he: 'bench' };

function person(i: number): QuoteRequestDetails {
  return {
    name: 'Bench Person',
    phone_e164: `+97250${String(i).padStart(7, '0')}`,
    plate: null,
    make: 'toyota',
    model: 'corolla',
    year: 2020,
    preferred_time: null,
    note: null,
  };
}

/** Writes per second: `writes` submissions by `writers` concurrent callers. */
async function writeRate(service: DurableCallbackService, writes: number, writers: number, offset: number): Promise<number> {
  await service.ready();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (let i = next++; i < writes; i = next++) {
        const outcome = await service.submit(person(offset + i), consent);
        if (outcome.status !== 'received') throw new Error(`write ${i}: ${outcome.status}`);
      }
    }),
  );
  return writes / ((performance.now() - started) / 1000);
}

async function durableWrites(writes: number): Promise<string[]> {
  const tmp = tempDir('bench-callbacks');
  const postgres = await startPostgres({ durable: true });
  // The operator is down: the bench measures the writes, not the deliveries competing with them.
  const receiver = await new WebhookReceiver().start();
  receiver.failWith = 503;
  const lines: string[] = [];
  try {
    const common: Omit<CallbackServiceOptions, 'dbPath'> = {
      operatorName: 'Bench',
      webhookUrl: receiver.url,
      webhookSecret: receiver.secret,
      duplicateWindowHours: 24,
      retentionDays: 90,
      perPhonePerDay: 1e9,
      userAgent: 'bench',
      log: () => {},
      outbox: { retryBaseMs: 3_600_000, retryMaxMs: 3_600_000 },
    };
    const stores: [string, Pick<CallbackServiceOptions, 'dbPath' | 'postgresUrl'>][] = [
      ['SQLite (WAL, synchronous=FULL)', { dbPath: path.join(tmp.dir, 'callbacks.sqlite') }],
      ['PostgreSQL 15 (fsync, synchronous_commit on)', { dbPath: '', postgresUrl: await postgres.createDatabase('bench') }],
    ];
    for (const [label, at] of stores) {
      const service = new DurableCallbackService({ ...common, ...at });
      const one = await writeRate(service, writes, 1, 0);
      const many = await writeRate(service, writes, WRITERS, writes);
      await service.close();
      lines.push(
        `durable call-back writes, ${label}: ${one.toFixed(0)}` +
          `/s by one writer, ${many.toFixed(0)}/s by ${WRITERS} at once (${writes} writes each)`,
      );
    }
  } finally {
    await receiver.stop();
    await postgres.stop();
    tmp.remove();
  }
  return lines;
}

async function limiterThroughput(seconds: number): Promise<string[]> {
  const redis = await startRedis();
  const budgets = { RATE_LIMIT_CATALOG_PER_MIN: '1000000000' };
  const memory = await spawnServer({ ...budgets, LOG_LEVEL: 'warn' });
  const shared = await spawnServer({ ...budgets, LOG_LEVEL: 'warn', RATE_LIMIT_STORE: redis.url });
  const probe = new Redis(redis.url);
  // The limiter's round trips are its script calls; the commands inside a script are counted apart.
  const roundTrips = async () =>
    [...(await probe.info('commandstats')).matchAll(/cmdstat_eval(?:sha)?:calls=(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
  try {
    const urls = [memory.url, shared.url].map((u) => `${u}/api/v1/makes`);
    const roundTripsBefore = await roundTrips();
    const rounds: LoadFigures[][] = [[], []];
    // The warm-up (JIT and the answer cache) is counted with the rounds in the round trips per request.
    const warmUp = [];
    for (const url of urls) warmUp.push(await load(url, CONNECTIONS, 2));
    for (let i = 0; i < ROUNDS; i++) for (const [k, url] of urls.entries()) rounds[k]!.push(await load(url, CONNECTIONS, seconds));
    const sharedRequests = [warmUp[1]!, ...rounds[1]!].reduce((sum, f) => sum + f.requests, 0);
    const perRequest = ((await roundTrips()) - roundTripsBefore) / sharedRequests;
    const [mem, red] = rounds.map((r) => [...r].sort((a, b) => a.rps - b.rps)[Math.floor(r.length / 2)]!) as [LoadFigures, LoadFigures];
    const row = (label: string, f: LoadFigures) =>
      `  ${label.padEnd(22)}${f.rps.toFixed(0).padStart(8)} req/s  p50 ${f.p50.toFixed(2)} ms  p99 ${f.p99.toFixed(2)} ms`;
    return [
      `REST catalog (GET /api/v1/makes) with ${loadTool}` +
        `, ${CONNECTIONS} connections, median of ${ROUNDS} interleaved rounds of ${seconds} s`,
      row('memory limiter', mem),
      row('Redis limiter', red),
      `  Redis / memory throughput: ${(red.rps / mem.rps).toFixed(2)} (target >= 0.8), ` +
        `${perRequest.toFixed(3)} Redis round trips per request`,
    ];
  } finally {
    probe.disconnect();
    await memory.kill('SIGTERM');
    await shared.kill('SIGTERM');
    await redis.close();
  }
}

export async function run(args: string[]): Promise<void> {
  const writes = Number(args.find((a) => /^\d+$/.test(a)) ?? 2_000);
  const seconds = Number(args.find((a) => a.startsWith('--seconds='))?.slice(10) ?? 5);
  const lines = [...(await durableWrites(writes)), ...(await limiterThroughput(seconds))];
  process.stdout.write(`${lines.join('\n')}\n`);
}
