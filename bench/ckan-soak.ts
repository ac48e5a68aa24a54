// npm run bench -- ckan-soak [--seconds=N] [--clients=N] [--every=N]: whether anything in one instance grows without
// bound under many distinct plates (issue 35 §5: with REGISTRY=ckan the probe saw 498 -> 843 MB, still creeping
// when it stopped). The real server (REGISTRY=ckan) against the CKAN emulator (seeded from raw/, answering at once),
// `clients` look-ups (default 20) kept in flight over loopback for `seconds` (default 300), each of a plate not asked
// before: mostly plates no file has (each asks every vehicle file and every side dataset), every tenth one of the
// sample. Prints the server's resident memory every `every` seconds (default 15) and the plates asked by then, so a
// curve that levels off (caches full) tells from one that keeps rising.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { CkanEmulator } from '../test/support/ckan-emulator.ts';
import { rawCkanTables } from '../test/support/ckan-raw-seed.ts';
import { spawnServer } from '../test/support/spawn-server.ts';
import { CKAN_RESOURCES } from '../api/registry/ckan-registry.ts';

/** Resident memory of a process in MB, from /proc. */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
}

export async function run(args: string[]): Promise<void> {
  const flag = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const seconds = flag('seconds', 300);
  const clients = flag('clients', 20);
  const every = flag('every', 15);
  const tables = await rawCkanTables();
  const known = tables.get(CKAN_RESOURCES.active)!.records.map((r) => String(r.mispar_rechev));
  const emulator = await new CkanEmulator(tables).start();
  const server = await spawnServer({ REGISTRY: 'ckan', CKAN_BASE_URL: emulator.baseUrl, RATE_LIMIT_LIVE_PER_MIN: '1000000000' });
  const pid = server.child.pid!;
  console.log(`CKAN soak: ${clients} look-ups in flight for ${seconds} s, each plate asked once; server RSS every ${every} s`);
  let asked = 0;
  const plate = (i: number) => (i % 10 === 9 ? known[Math.floor(i / 10) % known.length]! : String(30_000_000 + i));
  const started = performance.now();
  const endAt = started + seconds * 1000;
  const sample = () => {
    // The emulator keeps every request it saw: clear it, or the bench's own memory grows with the run.
    emulator.requests.length = 0;
    const at = Math.round((performance.now() - started) / 1000);
    const load = loadavg()[0]!.toFixed(1);
    console.log(`  ${String(at).padStart(4)} s  ${String(asked).padStart(7)} plates  RSS ${rssMb(pid)} MB  load ${load}`);
  };
  sample();
  const timer = setInterval(sample, every * 1000);
  try {
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < endAt) {
          const response = await fetch(`${server.url}/api/v1/vehicle?plate=${plate(asked++)}`);
          await response.arrayBuffer();
        }
      }),
    );
    sample();
  } finally {
    clearInterval(timer);
    await server.kill('SIGKILL');
    await emulator.stop();
  }
}
