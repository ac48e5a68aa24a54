// OpenTelemetry export of the real server to a real OTLP/HTTP receiver on loopback: a REST call makes a server span
// with its route template; an MCP tools/call makes a span with the MCP convention's names whose parent is the
// trace context the client put in params._meta; the live registry and the call-back outbox make theirs; the MCP
// duration histogram arrives; no plate, name or phone number is in anything exported or logged; and with
// OTEL_EXPORTER_OTLP_ENDPOINT unset nothing is sent, even where the signal-specific OTLP variables are set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { spawnServer, type SpawnedServer } from '../../support/spawn-server.ts';
import { OtlpReceiver, type OtlpSpan } from '../../support/otlp-receiver.ts';
import { WebhookReceiver } from '../../support/webhook-receiver.ts';
import { tempDir } from '../../support/temp-dir.ts';
import { connectClient, MODERN_VERSION } from '../helpers/mcp-test-server.ts';
import { GOLDEN } from '../../../pipeline/sample/golden.ts';
import { CkanEmulator } from '../../support/ckan-emulator.ts';
import { rawCkanTables } from '../../support/ckan-raw-seed.ts';
import { CKAN_RESOURCES } from '../../../api/registry/ckan-registry.ts';

const tmp = tempDir('otel');
const collector = new OtlpReceiver();
const webhook = new WebhookReceiver();
let output = '';

const PLATE = String(GOLDEN.find((g) => g.where === 'registry' && g.open_recalls.length > 0)!.plate);
const PERSON = { name: 'Vortimer Quaxley', phone: '054-7712398', digits: '547712398', note: 'please ring after nine' };
const CLIENT_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CLIENT_SPAN = '00f067aa0ba902b7';
const REST_TRACE = '0af7651916cd43dd8448eb211c80319c';

const spanNamed = (name: string): OtlpSpan | undefined => collector.spans().find((s) => s.name === name);

beforeAll(async () => {
  await collector.start();
  await webhook.start();
  const server = await spawnServer({
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
    CALLBACK_DB_PATH: path.join(tmp.dir, 'callbacks.sqlite'),
    OPERATOR_NAME: 'Telemetry Operator',
    OPERATOR_WEBHOOK_URL: webhook.url,
    OPERATOR_WEBHOOK_SECRET: webhook.secret,
  });
  try {
    const rest = await fetch(`${server.url}/api/v1/vehicle?plate=${PLATE}`, {
      headers: { traceparent: `00-${REST_TRACE}-b7ad6b7169203331-01` },
    });
    expect(rest.status).toBe(200);
    expect((await fetch(`${server.url}/api/v1/makes`)).status).toBe(200);
    const client = await connectClient(`${server.url}/api/mcp`, MODERN_VERSION);
    const car = await client.callTool({
      name: 'lookup_vehicle',
      arguments: { plate: PLATE },
      _meta: { traceparent: `00-${CLIENT_TRACE}-${CLIENT_SPAN}-01`, tracestate: 'rojo=00f067aa0ba902b7' },
    });
    expect(car.isError).toBeFalsy();
    const callback = await client.callTool({
      name: 'request_quote_callback',
      arguments: { consent: true, name: PERSON.name, phone: PERSON.phone, plate: PLATE, note: `${PERSON.note}, ${PERSON.name}` },
    });
    expect((callback.structuredContent as { status: string }).status).toBe('received');
    await client.close();
    // The outbox delivers the call-back in the background; its span is exported with the next batch.
    await collector.until(() => spanNamed('callback delivery') !== undefined, 'the call-back delivery span');
  } finally {
    // Shutting down flushes the metrics (exported once a minute otherwise).
    await server.kill('SIGTERM');
    output = server.output();
  }
  await collector.until(() => collector.metrics().some((m) => m.name === 'mcp.server.operation.duration'), 'the MCP duration histogram');
});
afterAll(async () => {
  await collector.stop();
  await webhook.stop();
  tmp.remove();
});

describe('OpenTelemetry export', () => {
  it('traces a tools/call with the MCP names, as a child of the trace context in params._meta', () => {
    const span = spanNamed('tools/call lookup_vehicle');
    expect(
      span,
      collector
        .spans()
        .map((s) => s.name)
        .join(', '),
    ).toBeDefined();
    expect(span!.kind).toBe(2); // SERVER
    expect(span!.traceId).toBe(CLIENT_TRACE);
    expect(span!.parentSpanId).toBe(CLIENT_SPAN);
    expect(span!.attributes).toMatchObject({
      'mcp.method.name': 'tools/call',
      'gen_ai.tool.name': 'lookup_vehicle',
      'gen_ai.operation.name': 'execute_tool',
      'mcp.protocol.version': MODERN_VERSION,
      'network.transport': 'tcp',
    });
    expect(span!.attributes['jsonrpc.request.id']).toMatch(/^\d+$/);
    expect(span!.attributes['error.type']).toBeUndefined();
    // The registry question it asked is its child.
    const question = collector.spans().find((s) => s.name === 'registry vehicle' && s.traceId === CLIENT_TRACE);
    expect(question?.parentSpanId).toBe((span as unknown as { spanId: string }).spanId);
    expect(question?.attributes).toMatchObject({ 'carfacts.registry.kind': 'local', 'carfacts.registry.outcome': 'ok' });
  });

  it('traces a REST call as a server span named by its route template, continuing a traceparent header', () => {
    const span = collector.spans().find((s) => s.traceId === REST_TRACE && s.kind === 2);
    expect(span?.name).toBe('GET /api/v1/vehicle');
    expect(span!.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/api/v1/vehicle',
      'http.response.status_code': 200,
      'carfacts.operation': 'lookup_vehicle',
    });
    expect(spanNamed('GET /api/v1/makes')).toBeDefined();
  });

  it('traces each call-back delivery attempt and exports the MCP, HTTP and outbox metrics', () => {
    expect(spanNamed('callback delivery')!.attributes).toMatchObject({
      'carfacts.callback.result': 'delivered',
      'http.request.method': 'POST',
    });
    const metrics = collector.metrics();
    const mcp = metrics.filter((m) => m.name === 'mcp.server.operation.duration');
    expect(mcp[0]!.unit).toBe('s');
    const points = mcp.flatMap((m) => m.points);
    expect(points).toContainEqual(expect.objectContaining({ 'mcp.method.name': 'tools/call', 'gen_ai.tool.name': 'lookup_vehicle' }));
    expect(points).toContainEqual(expect.objectContaining({ 'gen_ai.tool.name': 'request_quote_callback' }));
    const http = metrics.filter((m) => m.name === 'http.server.request.duration').flatMap((m) => m.points);
    expect(http).toContainEqual(expect.objectContaining({ 'http.route': '/api/v1/vehicle', 'http.response.status_code': 200 }));
    expect(metrics.some((m) => m.name === 'carfacts.callback.outbox.pending')).toBe(true);
  });

  it('exports and logs no plate, name, phone number or call-back note', () => {
    expect(collector.exports.length).toBeGreaterThan(0);
    const needles = [PLATE, PERSON.name, ...PERSON.name.split(' '), PERSON.phone, PERSON.digits, PERSON.note];
    for (const exported of collector.exports) {
      for (const needle of needles) expect(exported.text, `${exported.path} holds ${needle}`).not.toContain(needle);
    }
    for (const needle of needles) expect(output, `the server log holds ${needle}`).not.toContain(needle);
  });
});

describe('with the live registry (REGISTRY=ckan)', () => {
  it('traces each CKAN attempt as a client span under its registry question, with the breaker state and no plate', async () => {
    const emulator = new CkanEmulator(new Map());
    for (const [id, table] of await rawCkanTables()) emulator.tables.set(id, table);
    await emulator.start();
    const live = new OtlpReceiver();
    await live.start();
    try {
      const plate = String(emulator.tables.get(CKAN_RESOURCES.active)!.records[0]!.mispar_rechev);
      const server = await spawnServer({
        OTEL_EXPORTER_OTLP_ENDPOINT: live.endpoint,
        REGISTRY: 'ckan',
        CKAN_BASE_URL: emulator.baseUrl,
        CALLBACK_DB_PATH: path.join(tmp.dir, 'live.sqlite'),
      });
      try {
        expect((await fetch(`${server.url}/api/v1/vehicle?plate=${plate}`)).status).toBe(200);
      } finally {
        await server.kill('SIGTERM');
      }
      await live.until(() => live.metrics().some((m) => m.name === 'http.client.request.duration'), 'the CKAN client histogram');
      const question = live.spans().find((s) => s.name === 'registry vehicle');
      expect(question?.attributes['carfacts.registry.kind']).toBe('ckan');
      const attempts = live.spans().filter((s) => s.kind === 3); // CLIENT
      expect(attempts.length).toBeGreaterThan(0);
      for (const attempt of attempts) {
        expect(attempt.name).toBe('GET');
        expect(attempt.attributes).toMatchObject({
          'http.request.method': 'GET',
          'server.address': '127.0.0.1',
          'http.response.status_code': 200,
          'carfacts.registry.breaker_state': 'closed',
          'carfacts.upstream.outcome': 'ok',
        });
      }
      expect(attempts.some((a) => a.parentSpanId === (question as unknown as { spanId: string }).spanId)).toBe(true);
      for (const exported of live.exports) expect(exported.text, exported.path).not.toContain(plate);
    } finally {
      await live.stop();
      await emulator.stop();
    }
  });
});

describe('with a collector that never answers', () => {
  it('still shuts down on SIGTERM within its 10 s, exiting 0 rather than being forced out', async () => {
    // The probe: 10.1-11.5 s, the SDK's 10 s export timeout outlasting the server's own limit (exit code 1).
    const dead = new OtlpReceiver();
    dead.hanging = true;
    await dead.start();
    try {
      const server = await spawnServer({
        OTEL_EXPORTER_OTLP_ENDPOINT: dead.endpoint,
        CALLBACK_DB_PATH: path.join(tmp.dir, 'dead-collector.sqlite'),
      });
      expect((await fetch(`${server.url}/api/v1/makes`)).status).toBe(200);
      const started = performance.now();
      await server.kill('SIGTERM');
      console.log(`SIGTERM to exit with the collector hanging: ${Math.round(performance.now() - started)} ms`);
      expect(server.child.exitCode).toBe(0);
    } finally {
      await dead.stop();
    }
  });
});

describe('with OTEL_EXPORTER_OTLP_ENDPOINT unset', () => {
  it('starts no SDK: nothing is sent, even to the signal-specific OTLP variables', async () => {
    const quiet = new OtlpReceiver();
    await quiet.start();
    try {
      const server = await spawnServer({
        OTEL_EXPORTER_OTLP_ENDPOINT: '',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: `${quiet.endpoint}/v1/traces`,
        OTEL_EXPORTER_OTLP_METRICS_ENDPOINT: `${quiet.endpoint}/v1/metrics`,
        CALLBACK_DB_PATH: path.join(tmp.dir, 'quiet.sqlite'),
      });
      try {
        expect((await fetch(`${server.url}/api/v1/makes`)).status).toBe(200);
        const client = await connectClient(`${server.url}/api/mcp`, MODERN_VERSION);
        await client.callTool({ name: 'list_makes', arguments: {} });
        await client.close();
        expect(server.output()).not.toContain('OTLP');
      } finally {
        // A running SDK would flush here, on shutdown, before the process exits.
        await server.kill('SIGTERM');
      }
      expect(quiet.exports).toEqual([]);
    } finally {
      await quiet.stop();
    }
  });
});
