// Two API processes on one real PostgreSQL 15 and one real Redis 7, both started for this file. 300 consented
// call-backs spread over both instances while the operator's webhook fails for a while and one instance is killed
// with kill -9 at a random moment and restarted: every request answered `received` reaches the operator under
// exactly one Idempotency-Key, none is lost, and the per-phone and duplicate rules hold across instances. A
// client bursting against both instances, over REST and MCP, is limited once, not twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { spawnServer, type SpawnedServer } from '../support/spawn-server.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';
import { pgRows, POSTGRES_PASSWORD, startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import { startRedis, type RedisServer } from '../support/redis-server.ts';
import { freePort } from '../support/free-port.ts';
import { underLoad } from '../support/load-allowance.ts';

const REQUESTS = 300;
const CATALOG_PER_MIN = 40;
const receiver = new WebhookReceiver();
let postgres: PostgresServer;
let redis: RedisServer;
let databaseUrl: string;
let env: Record<string, string>;
const servers: SpawnedServer[] = [];
/** The two instances up after the first test (one of them the restarted one). */
let up: SpawnedServer[] = [];

async function spawn(): Promise<SpawnedServer> {
  const server = await spawnServer(env);
  servers.push(server);
  return server;
}

interface Answer {
  status: string;
  request_id: string;
}

function body(i: number): string {
  // A distinct person per request: the per-phone limit and duplicate window are tested on their own below.
  return JSON.stringify({ consent: true, name: `Person ${i}`, phone: `052-${1_000_000 + i}`, plate: '10000002' });
}

/** fetch from a given local address: the server sees another client (fetch cannot choose its source address). */
function fetchFrom(localAddress: string, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Response>((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () =>
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers: res.headers as Record<string, string> })),
      );
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

async function submit(url: string, payload: string): Promise<Response> {
  return fetch(`${url}/api/v1/quote-request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
}

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgres(), startRedis(), receiver.start()]);
  databaseUrl = await postgres.createDatabase('callbacks');
  env = {
    CALLBACK_STORE: databaseUrl,
    RATE_LIMIT_STORE: redis.url,
    OPERATOR_NAME: 'Shared Operator',
    OPERATOR_WEBHOOK_URL: receiver.url,
    OPERATOR_WEBHOOK_SECRET: receiver.secret,
    RATE_LIMIT_CALLBACK_PER_MIN: '100000',
    RATE_LIMIT_CALLBACK_REFUSED_PER_MIN: '100000',
    RATE_LIMIT_CATALOG_PER_MIN: String(CATALOG_PER_MIN),
  };
});
afterAll(async () => {
  for (const s of servers) await s.kill('SIGKILL');
  await receiver.stop();
  await redis?.close();
  await postgres?.stop();
});

describe('two instances on one PostgreSQL and one Redis', () => {
  it(
    'delivers every received call-back exactly once per key through a kill -9, a restart and a webhook outage',
    async () => {
      const instances = await Promise.all([spawn(), spawn()]);
      receiver.failWith = 503;
      const killAt = 30 + Math.floor(Math.random() * (REQUESTS - 60));
      const answers = new Map<number, Answer>();
      let next = 0;
      let killed: Promise<void> | null = null;
      // Ten clients at once, each taking the next request and an instance in turn; a request whose instance died
      // under it (no answer) is sent again to whichever instance is up, as a person pressing the button again would.
      const client = async (lane: number) => {
        for (let i = next++; i < REQUESTS; i = next++) {
          if (i === killAt) {
            killed = (async () => {
              await instances[0]!.kill('SIGKILL');
              instances[0] = await spawn();
            })();
          }
          // The webhook is back after the first fifth: events sent before failed at least once and wait for a retry.
          if (i === REQUESTS / 5) receiver.failWith = null;
          for (let attempt = 0; ; attempt++) {
            const instance = instances[(i + lane + attempt) % 2]!;
            try {
              const response = await submit(instance.url, body(i));
              expect(response.status).toBe(200);
              answers.set(i, ((await response.json()) as { data: Answer }).data);
              break;
            } catch (error) {
              if (attempt > 20) throw error;
              await new Promise((r) => setTimeout(r, 50));
            }
          }
        }
      };
      await Promise.all(Array.from({ length: 10 }, (_, lane) => client(lane)));
      await killed;
      up = instances;

      const ids = new Set([...answers.values()].map((a) => a.request_id));
      expect(answers.size).toBe(REQUESTS);
      expect([...answers.values()].every((a) => a.status === 'received' || a.status === 'already_received')).toBe(true);
      // One stored request per person, whichever instance answered and however often they had to ask.
      expect(ids.size).toBe(REQUESTS);
      expect(Number((await pgRows(databaseUrl, 'SELECT count(*) AS n FROM requests'))[0]!.n)).toBe(REQUESTS);

      await receiver.waitForEvents(REQUESTS, 120_000);
      const keysByRequest = new Map<string, Set<string>>();
      for (const d of receiver.deliveries) {
        expect(d.signatureValid).toBe(true);
        const id = String(d.body.request_id);
        keysByRequest.set(id, (keysByRequest.get(id) ?? new Set()).add(d.idempotencyKey));
      }
      // Every received request arrived, each under one key however many times it was sent, and nothing else did.
      expect([...keysByRequest.keys()].sort()).toEqual([...ids].sort());
      expect([...keysByRequest.values()].every((keys) => keys.size === 1)).toBe(true);
      expect(receiver.events).toHaveLength(REQUESTS);
      // The outbox agrees: nothing left to send once the last 2xx is recorded.
      let undelivered = -1;
      for (const deadline = Date.now() + 10_000; undelivered !== 0 && Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
        undelivered = Number((await pgRows(databaseUrl, 'SELECT count(*) AS n FROM outbox WHERE delivered_at IS NULL'))[0]!.n);
      }
      expect(undelivered).toBe(0);
      // The connection password appears in no instance's output.
      for (const s of servers) expect(s.output()).not.toContain(POSTGRES_PASSWORD);
    },
    underLoad(120_000),
  );

  it('holds the duplicate window and the per-phone daily limit across instances', async () => {
    const [a, b] = up.map((s) => s.url);
    const person = (plate: string) => JSON.stringify({ consent: true, name: 'Noa', phone: '054-7000001', plate });
    const first = ((await (await submit(a!, person('20000001'))).json()) as { data: Answer }).data;
    const again = ((await (await submit(b!, person('20000001'))).json()) as { data: Answer }).data;
    expect(again).toMatchObject({ status: 'already_received', request_id: first.request_id });
    expect((await submit(b!, person('20000002'))).status).toBe(200);
    expect((await submit(a!, person('20000003'))).status).toBe(200);
    const fourth = await submit(b!, person('20000004'));
    expect(fourth.status).toBe(429);
    expect((await fourth.json()) as object).toMatchObject({ error: { code: 'rate_limited' } });
    // Erased on one instance, gone for the other.
    expect((await fetch(`${b}/api/v1/quote-request/${first.request_id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await fetch(`${a}/api/v1/quote-request/${first.request_id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('limits a client bursting against both instances once, over REST and MCP alike', async () => {
    const [a, b] = up.map((s) => s.url);
    // A client of its own (source address 127.0.0.2): its window starts with this burst. From 127.0.0.1 the window
    // could start with an earlier test's request and end during the burst on a slow machine, admitting one more.
    const rest = (url: string) => fetchFrom('127.0.0.2', `${url}/api/v1/makes`);
    const mcp = (url: string) =>
      fetchFrom('127.0.0.2', `${url}/api/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2026-07-28',
          'mcp-method': 'tools/list',
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 7,
          method: 'tools/list',
          params: {
            _meta: {
              'io.modelcontextprotocol/protocolVersion': '2026-07-28',
              'io.modelcontextprotocol/clientInfo': { name: 'burst', version: '1.0.0' },
              'io.modelcontextprotocol/clientCapabilities': {},
            },
          },
        }),
      });
    const kinds = [() => rest(a!), () => mcp(b!), () => rest(b!), () => mcp(a!)];
    const responses = await Promise.all(Array.from({ length: 2 * CATALOG_PER_MIN }, (_, i) => kinds[i % 4]!()));
    const refused = responses.filter((r) => r.status === 429);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(CATALOG_PER_MIN);
    expect(refused).toHaveLength(CATALOG_PER_MIN);
    for (const r of refused) expect(r.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    const bodies = await Promise.all(
      refused.map((r) => r.json() as Promise<{ jsonrpc?: string; error: { code: unknown; data?: { code: string } } }>),
    );
    expect(bodies.filter((x) => x.jsonrpc === undefined).every((x) => x.error.code === 'rate_limited')).toBe(true);
    expect(bodies.filter((x) => x.jsonrpc === '2.0').every((x) => x.error.data?.code === 'rate_limited')).toBe(true);
    expect(new Set(bodies.map((x) => x.jsonrpc ?? 'rest')).size).toBe(2);
    const ready = (await (await fetch(`${a}/api/ready`)).json()) as Record<string, unknown>;
    expect(ready.rate_limits).toEqual({ store: 'redis', shared: true });
  });
});

describe('shared engines that are not there', () => {
  it('refuses to start on a PostgreSQL it cannot log in to, saying why without the password', async () => {
    const wrong = databaseUrl.replace(POSTGRES_PASSWORD, 'Wrong-Pass-5519');
    const failed = await spawnServer({ ...env, CALLBACK_STORE: wrong }).then(
      (s) => {
        servers.push(s);
        return '';
      },
      (error: Error) => error.message,
    );
    expect(failed).toMatch(/password authentication failed/);
    expect(failed).toContain(`postgres://postgres:***@127.0.0.1:${postgres.port}/callbacks`);
    expect(failed).not.toContain('Wrong-Pass-5519');
  });

  it('keeps serving with per-instance limits when Redis cannot be reached, and says so', async () => {
    const password = 'redis-Secret-4410';
    const lonely = await spawnServer({
      ...env,
      RATE_LIMIT_STORE: `redis://:${password}@127.0.0.1:${await freePort()}`,
      RATE_LIMIT_CATALOG_PER_MIN: '3',
    });
    servers.push(lonely);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${lonely.url}/api/v1/makes`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const ready = await fetch(`${lonely.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { rate_limits: unknown }).rate_limits).toMatchObject({
      store: 'redis',
      shared: false,
      warning: expect.stringMatching(/Redis is unreachable/),
    });
    expect(lonely.output().match(/rate_limit_store_unavailable/g)).toHaveLength(1);
    expect(lonely.output()).not.toContain(password);
  });

  it('answers 503 callbacks_unavailable while PostgreSQL is down, never a 500, and stores again once it is back', async () => {
    const url = up[0]!.url;
    const payload = JSON.stringify({ consent: true, name: 'Outage Person', phone: '054-7000002', plate: '30000001' });
    await postgres.pause();
    try {
      const down = await submit(url, payload);
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toBe('30');
      expect((await down.json()) as object).toMatchObject({ error: { code: 'callbacks_unavailable' } });
    } finally {
      await postgres.resume();
    }
    const back = await submit(url, payload);
    expect(back.status).toBe(200);
    expect(((await back.json()) as { data: Answer }).data.status).toBe('received');
    expect(up[0]!.output()).not.toContain(POSTGRES_PASSWORD);
  });
});
