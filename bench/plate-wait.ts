// npm run bench -- plate-wait [--data DIR] [--seconds=N] [--concurrency=N]: how long the server's event loop is
// held by plate look-ups against the local registry (issue 37: a model page does not wait for a plate). While
// registry look-ups of distinct plates (all six questions each, none asked before) run at --concurrency, the
// event loop runs 0.2 ms slices of CPU work back to back, as catalog requests would; a gap between two slices is
// the time a catalog request arriving then would have waited for the event loop. Printed: plates a second, the
// gaps (p50, p99, p99.9, max, their sum a plate), the event loop's own CPU a plate (process.threadCpuUsage, not
// inflated by a loaded machine) and the load average. The slice's own wall time shows preemption by other work
// on the machine, which no design of this process removes.
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LocalRegistry } from '../api/registry/local-registry.ts';
import { DataStore } from '../lib/data/data-store.ts';
import { DATA_DIR } from '../lib/shards/layout.ts';
import { registryPlates } from './mix-requests.ts';

const SLICE_MS = 0.2;

function quantile(sorted: number[], p: number): string {
  return sorted.length === 0 ? '-' : sorted[Math.floor(p * (sorted.length - 1))]!.toFixed(2);
}

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      data: { type: 'string', default: DATA_DIR },
      seconds: { type: 'string', default: '8' },
      concurrency: { type: 'string', default: '8' },
    },
  });
  const seconds = Number(values.seconds);
  const concurrency = Number(values.concurrency);
  const store = DataStore.openCurrent(path.resolve(values.data), { lazyModelKeys: true });
  const plates = await registryPlates(store, 20_000);
  const registry = new LocalRegistry(() => store.registryDbPath);
  const everything = (plate: string) =>
    Promise.all([
      registry.findVehicle(plate),
      registry.openRecalls(plate),
      registry.retrofitEligible(plate),
      registry.history(plate),
      registry.ownership(plate),
      registry.extras(plate),
    ]);
  // The registry opened and its statements prepared before anything is measured.
  for (const plate of plates.splice(0, 20)) await everything(plate);

  const gaps: number[] = [];
  const slices: number[] = [];
  let last = 0;
  let running = true;
  const slice = () => {
    const start = performance.now();
    if (last) gaps.push(start - last);
    while (performance.now() - start < SLICE_MS);
    last = performance.now();
    slices.push(last - start);
    if (running) setImmediate(slice);
  };
  const cpu = process.threadCpuUsage();
  const started = performance.now();
  setImmediate(slice);
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < plates.length && performance.now() - started < seconds * 1000) {
        await everything(plates[next++]!);
        done += 1;
      }
    }),
  );
  running = false;
  const wall = (performance.now() - started) / 1000;
  const used = process.threadCpuUsage(cpu);
  await registry.close();
  gaps.sort((a, b) => a - b);
  slices.sort((a, b) => a - b);
  const sliceCpuMs = slices.length * SLICE_MS;
  const waited = gaps.reduce((sum, g) => sum + g, 0);
  console.log(
    `${done} plates in ${wall.toFixed(1)} s (${(done / wall).toFixed(0)} a second, ${concurrency} at once) over ${store.version}\n` +
      `  event loop wait between ${SLICE_MS} ms slices: p50 ${quantile(gaps, 0.5)} p99 ${quantile(gaps, 0.99)} ` +
      `p99.9 ${quantile(gaps, 0.999)} max ${quantile(gaps, 1)} ms; ${(waited / done).toFixed(2)} ms a plate\n` +
      `  event loop CPU a plate (slices excluded): ${((used.user + used.system) / 1000 / done - sliceCpuMs / done).toFixed(2)} ms\n` +
      `  a slice's wall time (preemption by other work): p99 ${quantile(slices, 0.99)} max ${quantile(slices, 1)} ms\n` +
      `  load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
}
