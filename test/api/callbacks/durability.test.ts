// Durability of a `received` answer against the real server process: kill -9 right after it, or while the
// operator's answer to its delivery is on its way, restart, and the request is on disk and reaches the operator
// once per Idempotency-Key: never lost, and any repeat carries the same key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { spawnServer, type SpawnedServer } from '../../support/spawn-server.ts';
import { WebhookReceiver, waitUntil } from '../../support/webhook-receiver.ts';
import { tempDir } from '../../support/temp-dir.ts';

const tmp = tempDir('callbacks-durability');
const receiver = new WebhookReceiver();
const servers: SpawnedServer[] = [];
let env: Record<string, string>;

beforeAll(async () => {
  await receiver.start();
  env = {
    CALLBACK_DB_PATH: path.join(tmp.dir, 'callbacks.sqlite'),
    OPERATOR_NAME: 'Durable Operator',
    OPERATOR_WEBHOOK_URL: receiver.url,
    OPERATOR_WEBHOOK_SECRET: receiver.secret,
  };
});
afterAll(async () => {
  for (const s of servers) await s.kill('SIGKILL');
  await receiver.stop();
  tmp.remove();
});

function count(sql: string): number {
  const db = new DatabaseSync(env.CALLBACK_DB_PATH!, { readOnly: true });
  try {
    return Number((db.prepare(sql).get() as { n: number }).n);
  } finally {
    db.close();
  }
}

async function submit(url: string, plate = '10000002', phone = '052-7654321'): Promise<{ status: string; request_id: string }> {
  const response = await fetch(`${url}/api/v1/quote-request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ consent: true, name: 'Noa Cohen', phone, plate }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { status: string; request_id: string } }).data;
}

describe('kill -9 after received', () => {
  it('keeps the request and delivers it once the server is back', async () => {
    // The webhook is down, so the request cannot have left before the kill.
    await receiver.stop();
    const first = await spawnServer(env);
    servers.push(first);
    const answer = await submit(first.url);
    await first.kill('SIGKILL');
    expect(answer.status).toBe('received');
    expect(count('SELECT count(*) AS n FROM requests')).toBe(1);
    expect(count('SELECT count(*) AS n FROM outbox WHERE delivered_at IS NULL')).toBe(1);

    await receiver.restart();
    const second = await spawnServer(env);
    servers.push(second);
    const [event] = await receiver.waitForEvents(1, 30_000);
    expect(event!.signatureValid).toBe(true);
    expect(event!.body).toMatchObject({
      request_id: answer.request_id,
      operator: 'Durable Operator',
      contact: { name: 'Noa Cohen', phone: '+972527654321' },
    });
    // A later pass of the outbox (the one that delivers a later request) must not send it again.
    const later = await submit(second.url, '1000001', '053-1112233');
    const delivered = () => count('SELECT count(*) AS n FROM outbox WHERE delivered_at IS NOT NULL');
    await waitUntil(
      () => delivered() === 2,
      30_000,
      () => `expected both deliveries recorded, ${delivered()} are`,
    );
    expect(receiver.deliveries.map((d) => d.body.request_id)).toEqual([answer.request_id, later.request_id]);
    await second.kill('SIGTERM');
  });

  it('with the webhook up, a kill -9 right after received still gives the operator the event exactly once', async () => {
    receiver.deliveries.length = 0;
    const third = await spawnServer(env);
    servers.push(third);
    const answer = await submit(third.url, '1000001');
    await third.kill('SIGKILL');
    expect(answer.status).toBe('received');
    const fourth = await spawnServer(env);
    servers.push(fourth);
    await receiver.waitForEvents(1, 30_000);
    // Then a later request's delivery: the outbox passes that sent it did not send the first one again.
    const later = await submit(fourth.url, '10000003', '054-4445566');
    await receiver.waitForEvents(2, 30_000);
    // The killed process may have sent it before dying; the repeat carries the same Idempotency-Key.
    expect(receiver.events.map((e) => e.body.request_id)).toEqual([answer.request_id, later.request_id]);
    const firstKeys = receiver.deliveries.filter((d) => d.body.request_id === answer.request_id).map((d) => d.idempotencyKey);
    expect(new Set(firstKeys).size).toBe(1);
    await fourth.kill('SIGTERM');
  });
});

describe('kill -9 during delivery', () => {
  it(
    'after the operator stored the event but before its 2xx was recorded: sent again ' +
      'with the same key, so an operator keeping keys has it once',
    async () => {
      receiver.deliveries.length = 0;
      receiver.holdAnswers = true;
      const fifth = await spawnServer(env);
      servers.push(fifth);
      const answer = await submit(fifth.url, '10000003');
      const [stored] = await receiver.waitForDeliveries(1, 30_000);
      await fifth.kill('SIGKILL');
      expect(count('SELECT count(*) AS n FROM outbox WHERE delivered_at IS NULL')).toBe(1);

      receiver.holdAnswers = false;
      const sixth = await spawnServer(env);
      servers.push(sixth);
      await receiver.waitForDeliveries(2, 30_000);
      await waitUntil(
        () => count('SELECT count(*) AS n FROM outbox WHERE delivered_at IS NULL') === 0,
        10_000,
        () => 'the repeat was not recorded as delivered',
      );
      // The repeat says it may be one: the same key, the next attempt number.
      expect(receiver.deliveries.map((d) => [d.idempotencyKey, d.attempt])).toEqual([
        [stored!.idempotencyKey, 1],
        [stored!.idempotencyKey, 2],
      ]);
      expect(receiver.events.map((e) => e.body.request_id)).toEqual([answer.request_id]);
      await sixth.kill('SIGTERM');
      expect(receiver.deliveries).toHaveLength(2);
    },
  );
});
