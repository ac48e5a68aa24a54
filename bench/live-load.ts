// npm run bench -- live-load [--seconds=N] [--clients=N]: how many plates one instance completes a second against
// the live registry when more are asked than the upstream can answer. The real server (REGISTRY=ckan, the default
// queue, deadline and CKAN_MAX_CONCURRENCY) is spawned afresh for each upstream latency, against the CKAN emulator
// (seeded from raw/) answering after 50 ms, 200 ms and 1 s; `clients` look-ups (default 50) are kept in flight over
// loopback, each of a plate not asked before (every one a cache miss), for a fixed time. A plate is completed when
// its answer has the vehicle and every dataset; the rest are counted by data.error.reason. The ceiling is the
// upstream's: CKAN_MAX_CONCURRENCY calls in flight over the six calls of a plate on the road, each taking the
// latency. Prints the server's CPU time and the load average, since the machine is shared.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { CkanEmulator } from '../test/support/ckan-emulator.ts';
import { rawCkanTables } from '../test/support/ckan-raw-seed.ts';
import { spawnServer } from '../test/support/spawn-server.ts';
import { CKAN_RESOURCES } from '../api/registry/ckan-registry.ts';
import { loadConfig } from '../lib/config.ts';

const LATENCIES_MS = [50, 200, 1_000];
/** The registry's row, open recalls, retrofit list, history, ownership changes and continuation row. */
const CALLS_PER_PLATE = 6;

interface Tally {
  completed: number;
  partial: number;
  reasons: Map<string, number>;
}

/** CPU seconds (user + system) the process has used, from /proc (Linux clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function lookUp(url: string, plate: string, tally: Tally): Promise<void> {
  const response = await fetch(`${url}/api/v1/vehicle?plate=${plate}`);
  const body = (await response.json()) as { data?: { vehicle: unknown; error?: { reason?: string } } };
  const error = body.data?.error;
  if (response.status === 200 && body.data?.vehicle && !error) tally.completed += 1;
  else if (body.data?.vehicle) tally.partial += 1;
  const reason = error ? (error.reason ?? 'other') : null;
  if (reason) tally.reasons.set(reason, (tally.reasons.get(reason) ?? 0) + 1);
}

export async function run(args: string[]): Promise<void> {
  const flag = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const seconds = flag('seconds', 10);
  const clients = flag('clients', 50);
  const slots = loadConfig().ckanMaxConcurrency;
  const tables = await rawCkanTables();
  const plates = tables.get(CKAN_RESOURCES.active)!.records.map((r) => String(r.mispar_rechev));
  const emulator = await new CkanEmulator(tables).start();
  console.log(
    `live look-ups, one instance (CKAN_MAX_CONCURRENCY ${slots}), ${clients} in flight, ${seconds} s per latency, ` +
      `each plate asked once (${plates.length} plates)`,
  );
  try {
    for (const latency of LATENCIES_MS) {
      emulator.latencyMs = latency;
      emulator.requests.length = 0;
      const server = await spawnServer({ REGISTRY: 'ckan', CKAN_BASE_URL: emulator.baseUrl, RATE_LIMIT_LIVE_PER_MIN: '1000000000' });
      const pid = server.child.pid!;
      const tally: Tally = { completed: 0, partial: 0, reasons: new Map() };
      let next = 0;
      const cpuBefore = cpuSeconds(pid);
      const started = performance.now();
      const endAt = started + seconds * 1000;
      await Promise.all(
        Array.from({ length: clients }, async () => {
          while (performance.now() < endAt && next < plates.length) await lookUp(server.url, plates[next++]!, tally);
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      const cpu = cpuSeconds(pid) - cpuBefore;
      await server.kill('SIGKILL');
      if (next >= plates.length) console.log(`  (ran out of plates after ${elapsed.toFixed(1)} s)`);
      const ceiling = slots / CALLS_PER_PLATE / (latency / 1000);
      const reasons = [...tally.reasons].map(([r, n]) => `${r} ${n}`).join(', ') || 'none';
      console.log(
        `  upstream ${latency} ms: ${(tally.completed / elapsed).toFixed(2)} plates/s completed ` +
          `(ceiling ${ceiling.toFixed(2)}); ${tally.completed} complete, ${tally.partial} partial of ${next} asked; ` +
          `not served, by reason: ${reasons}; upstream calls ${emulator.requests.length}; ` +
          `server CPU ${cpu.toFixed(2)} s (${((cpu / Math.max(1, tally.completed)) * 1000).toFixed(1)} ms a completed plate); ` +
          `load average ${loadavg()
            .map((l) => l.toFixed(2))
            .join(' ')}`,
      );
    }
  } finally {
    await emulator.stop();
  }
}
