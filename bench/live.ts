// npm run bench -- live [--data DIR] [N]: what the live operations cost on top of their data source.
//  1. lookup_vehicle against the local registry (registry.duckdb of the data version current in DIR, default the
//     sample's build/data; `--data .national/out` after `npm run bench -- pipeline` for national scale), for N
//     plates of the registry (default 400), each answer with its history, owners, changes and continuation row;
//  2. lookup_vehicle against the CKAN emulator (seeded from raw/) answering after 50 ms: on a cache miss the
//     service's time over one upstream round trip (p50; its six registry questions go out in parallel), and on a
//     cache hit the whole time (p99).
// Durable call-back writes per second are measured by `npm run bench -- callbacks`, on SQLite and PostgreSQL.
// Requests go through the app (app.request): routing, validation, envelope, no socket.
import path from 'node:path';
import { createApp } from '../api/app.ts';
import { DataHolder } from '../api/data-holder.ts';
import { loadConfig } from '../lib/config.ts';
import { LocalRegistry } from '../api/registry/local-registry.ts';
import { CKAN_RESOURCES, CkanRegistry } from '../api/registry/ckan-registry.ts';
import type { Registry } from '../api/registry/registry.ts';
import { DurableCallbackService } from '../api/callbacks/durable-callback-service.ts';
import { DATA_DIR } from '../lib/shards/layout.ts';
import { CkanEmulator } from '../test/support/ckan-emulator.ts';
import { rawCkanTables } from '../test/support/ckan-raw-seed.ts';
import { registryPlates } from './mix-requests.ts';

const UPSTREAM_LATENCY_MS = 50;
const TARGET_LOCAL_P99_MS = 5;
const WARM_UP = 300;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

function appOver(data: DataHolder, registry: Registry) {
  const config = { ...loadConfig(), rateLimitLive: 1e9, rateLimitCallback: 1e9, rateLimitCallbackRefused: 1e9 };
  const callbacks = new DurableCallbackService({
    dbPath: '',
    operatorName: '',
    webhookUrl: '',
    webhookSecret: '',
    duplicateWindowHours: 24,
    retentionDays: 90,
    perPhonePerDay: 3,
    userAgent: 'bench',
    log: () => {},
  });
  return createApp({ data, registry, callbacks, config, log: () => {} });
}

async function lookups(app: ReturnType<typeof appOver>, plates: string[]): Promise<number[]> {
  const samples: number[] = [];
  for (const plate of plates) {
    samples.push(
      await time(async () => {
        const response = await app.request(`/api/v1/vehicle?plate=${plate}`);
        if (response.status !== 200) throw new Error(`lookup ${plate} answered ${response.status}`);
        await response.arrayBuffer();
      }),
    );
  }
  return samples;
}

export async function run(args: string[]): Promise<void> {
  const dataFlag = args.indexOf('--data');
  const dataDir = dataFlag >= 0 ? path.resolve(args[dataFlag + 1]!) : DATA_DIR;
  const count = Number(args.find((a, i) => /^\d+$/.test(a) && i !== dataFlag + 1) ?? 400);
  const data = DataHolder.open(dataDir);
  const store = data.current();
  if (!store) throw new Error(`no published data in ${dataDir}: run \`npm run pipeline\` first`);

  const local = new LocalRegistry(() => store.registryDbPath);
  const localApp = appOver(data, local);
  // Warmed on other plates first (JIT, the statements each connection prepares): the figures are the steady state.
  const drawn = await registryPlates(store, WARM_UP + count);
  const localPlates = drawn.slice(WARM_UP);
  await lookups(localApp, drawn.slice(0, WARM_UP));
  const cpu = process.cpuUsage();
  const localSamples = await lookups(localApp, localPlates);
  const used = process.cpuUsage(cpu);
  const p99 = percentile(localSamples, 99);
  console.log(
    `lookup_vehicle with its history, local registry of ${dataDir} (${localPlates.length} plates, one at a time): ` +
      `p50 ${ms(percentile(localSamples, 50))}, p99 ${ms(p99)} (target <= ${TARGET_LOCAL_P99_MS} ms: ` +
      `${p99 <= TARGET_LOCAL_P99_MS ? 'ok' : 'MISSED'}); CPU ${((used.user + used.system) / 1000 / localPlates.length).toFixed(2)} ms ` +
      `per lookup over all threads`,
  );
  await local.close();

  const tables = await rawCkanTables();
  const plates = tables
    .get(CKAN_RESOURCES.active)!
    .records.slice(0, count)
    .map((r) => String(r.mispar_rechev));

  const emulator = new CkanEmulator(tables);
  await emulator.start();
  emulator.latencyMs = UPSTREAM_LATENCY_MS;
  // What a cache miss waits for upstream: the six questions of a lookup, asked together.
  const search = (resourceId: string, field: string, plate: string) =>
    fetch(
      `${emulator.baseUrl}/api/3/action/datastore_search?resource_id=${resourceId}` +
        `&filters=${encodeURIComponent(JSON.stringify({ [field]: Number(plate) }))}` +
        `&limit=1`,
      { headers: { 'user-agent': 'israel-car-facts-bench/1.0' } },
    ).then((r) => r.json());
  const upstreamTrio = (plate: string) =>
    time(() =>
      Promise.all([
        search(CKAN_RESOURCES.active, 'mispar_rechev', plate),
        search(CKAN_RESOURCES.openRecalls, 'MISPAR_RECHEV', plate),
        search(CKAN_RESOURCES.retrofit, 'mispar_rechev', plate),
        search(CKAN_RESOURCES.history, 'mispar_rechev', plate),
        search(CKAN_RESOURCES.ownership, 'mispar_rechev', plate),
        search(CKAN_RESOURCES.extras, 'mispar_rechev', plate),
      ]),
    );
  const ckan = new CkanRegistry({
    baseUrl: emulator.baseUrl,
    userAgent: 'israel-car-facts-bench/1.0',
    timeoutMs: 3_000,
    deadlineMs: 5_000,
    maxConcurrency: 8,
    cacheTtlSeconds: 600,
  });
  const ckanApp = appOver(data, ckan);
  const missPlates = plates.slice(0, Math.min(200, plates.length));
  // Each miss is paired with a direct upstream trio for another plate right before it, so both see the same
  // machine load; the service's share is the median of the paired differences.
  const upstream: number[] = [];
  const misses: number[] = [];
  const added: number[] = [];
  for (const [i, plate] of missPlates.entries()) {
    const direct = await upstreamTrio(plates[plates.length - 1 - i]!);
    const [miss] = await lookups(ckanApp, [plate]);
    upstream.push(direct);
    misses.push(miss!);
    added.push(miss! - direct);
  }
  // Two passes over the cached plates warm the hit path (JIT); ten more are measured, so p99 is not 4 samples.
  const repeat = (n: number) => Array.from({ length: n }, () => missPlates).flat();
  await lookups(ckanApp, repeat(2));
  const hits = await lookups(ckanApp, repeat(10));
  await emulator.stop();
  console.log(
    `CKAN emulator with ${UPSTREAM_LATENCY_MS} ms latency: the six datastore_search ` +
      `calls of a lookup, in parallel, p50 ${ms(percentile(upstream, 50))}`,
  );
  console.log(
    `lookup_vehicle cache miss (${misses.length}` +
      `): p50 ${ms(percentile(misses, 50))}; added by the service over upstream, p50 of ` +
      `paired differences ${ms(percentile(added, 50))} (target <= 2 ms)`,
  );
  console.log(
    `lookup_vehicle cache hit (${hits.length}): p50 ${ms(percentile(hits, 50))}, p99 ${ms(percentile(hits, 99))} (target p99 <= 1 ms)`,
  );

  data.close();
}
