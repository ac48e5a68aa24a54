// The Prometheus endpoint of the real server: REST and MCP calls, a plate look-up and a call-back move the figures;
// Debian's promtool finds nothing to object to in a scrape; and no plate, name or phone number reaches it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { spawnServer, type SpawnedServer } from '../../support/spawn-server.ts';
import { WebhookReceiver } from '../../support/webhook-receiver.ts';
import { tempDir } from '../../support/temp-dir.ts';
import { connectClient, MODERN_VERSION } from '../helpers/mcp-test-server.ts';
import { GOLDEN } from '../../../pipeline/sample/golden.ts';
import { operations } from '../../../api/operations/index.ts';

const tmp = tempDir('metrics');
const receiver = new WebhookReceiver();
let server: SpawnedServer;
let metricsUrl: string;

const PLATE = String(GOLDEN.find((g) => g.where === 'registry' && g.open_recalls.length > 0)!.plate);
const PERSON = { name: 'Vortimer Quaxley', phone: '054-7712398', digits: '547712398' };

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one series (name and exact label set as written), 0 when the scrape lacks it. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/** Every label value of every series in a scrape. */
function labelValues(text: string): string[] {
  return [...text.matchAll(/^[a-z_:]+\{([^}]*)\}/gm)].flatMap((m) => [...m[1]!.matchAll(/="((?:[^"\\]|\\.)*)"/g)].map((v) => v[1]!));
}

beforeAll(async () => {
  await receiver.start();
  // The operator's end is down: the call-back stays in the outbox, so its depth and age have something to show.
  receiver.failWith = 503;
  server = await spawnServer({
    METRICS_PORT: '0',
    CALLBACK_DB_PATH: path.join(tmp.dir, 'callbacks.sqlite'),
    OPERATOR_NAME: 'Metrics Operator',
    OPERATOR_WEBHOOK_URL: receiver.url,
    OPERATOR_WEBHOOK_SECRET: receiver.secret,
  });
  metricsUrl = /metrics\s+(http:\/\/\S+\/metrics)/.exec(server.output())![1]!;
});
afterAll(async () => {
  await server.kill('SIGTERM');
  await receiver.stop();
  tmp.remove();
});

describe('the metrics listener', () => {
  it('listens apart from the public port, on loopback, and answers only GET /metrics', async () => {
    expect(new URL(metricsUrl).hostname).toBe('127.0.0.1');
    expect(new URL(metricsUrl).port).not.toBe(new URL(server.url).port);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace(/\/metrics$/, '/other'))).status).toBe(404);
  });

  it('counts REST, MCP, the answer cache, the registry, the outbox and the data age, and passes promtool', async () => {
    const before = await scrape();
    const rest = '{operation="list_makes",code="200"}';
    const hits = value(before, 'carfacts_answer_cache_hits_total');
    const misses = value(before, 'carfacts_answer_cache_misses_total');

    for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/api/v1/makes`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/v1/vehicle?plate=${PLATE}`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/v1/makes?bogus=1`)).status).toBe(400);
    const client = await connectClient(`${server.url}/api/mcp`, MODERN_VERSION);
    await client.callTool({ name: 'list_makes', arguments: {} });
    const car = await client.callTool({ name: 'lookup_vehicle', arguments: { plate: PLATE } });
    expect(car.isError).toBeFalsy();
    const callback = await client.callTool({
      name: 'request_quote_callback',
      arguments: { consent: true, name: PERSON.name, phone: PERSON.phone, plate: PLATE, note: `call ${PERSON.name}` },
    });
    expect((callback.structuredContent as { status: string }).status).toBe('received');
    await client.close();

    const after = await scrape();
    expect(
      value(after, `carfacts_rest_request_duration_seconds_count${rest}`) -
        value(before, `carfacts_rest_request_duration_seconds_count${rest}`),
    ).toBe(3);
    expect(value(after, 'carfacts_rest_request_duration_seconds_count{operation="list_makes",code="400"}')).toBe(1);
    expect(value(after, 'carfacts_rest_request_duration_seconds_count{operation="lookup_vehicle",code="200"}')).toBeGreaterThanOrEqual(1);
    for (const tool of ['list_makes', 'lookup_vehicle', 'request_quote_callback']) {
      expect(value(after, `carfacts_mcp_tool_duration_seconds_count{tool="${tool}"}`), tool).toBe(1);
    }
    // Three REST and one MCP list_makes: at least one was computed, and the rest came from the cache.
    expect(value(after, 'carfacts_answer_cache_hits_total') - hits).toBeGreaterThanOrEqual(2);
    expect(value(after, 'carfacts_answer_cache_misses_total') - misses).toBeGreaterThanOrEqual(1);
    expect(
      value(after, 'carfacts_registry_question_duration_seconds_count{registry="local",question="vehicle",outcome="ok"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(value(after, 'carfacts_callback_outbox_pending')).toBe(1);
    expect(value(after, 'carfacts_callback_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(after).toMatch(/^carfacts_callback_outbox_oldest_age_seconds \d/m);
    expect(value(after, 'carfacts_data_age_seconds')).toBeGreaterThan(0);
    // The local registry has no breaker: the gauge says nothing rather than a state it does not have.
    expect(after).not.toMatch(/^carfacts_registry_breaker_state\{/m);

    const lint = spawnSync('/usr/bin/promtool', ['check', 'metrics'], { input: after, encoding: 'utf8' });
    expect(`${lint.stdout}${lint.stderr}`).toBe('');
    expect(lint.status).toBe(0);
  });

  it('holds no plate, name or phone number, and labels only from the fixed lists', async () => {
    const text = await scrape();
    for (const needle of [PERSON.name, ...PERSON.name.split(' '), PERSON.phone, `+972${PERSON.digits}`, `plate=${PLATE}`]) {
      expect(text, `scrape contains ${needle}`).not.toContain(needle);
    }
    const known = new Set<string>([
      ...operations.map((op) => op.name),
      ...['local', 'ckan', 'vehicle', 'recalls', 'retrofit', 'history', 'ownership', 'extras'],
      ...['ok', 'cached', 'stale', 'unavailable', 'error', 'timeout', 'failing', 'refused', 'cut_off'],
      ...['closed', 'half_open', 'open'],
    ]);
    // HTTP status codes and histogram bounds aside.
    const values = labelValues(text).filter((v) => !/^(\d{3}|\+Inf|[\d.]+(e[-+]?\d+)?)$/.test(v));
    expect(values.length).toBeGreaterThan(0);
    for (const v of values) expect(known, `label value ${v}`).toContain(v);
    for (const v of labelValues(text)) {
      expect(v).not.toContain(PLATE);
      expect(v).not.toContain(PERSON.digits);
    }
  });
});
