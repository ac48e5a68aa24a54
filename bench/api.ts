// npm run bench -- api: loads model_info and search on loopback (bench/load-generator.ts), next to a plain
// node:http server answering the same JSON bytes from memory (the practical ceiling of this runtime), and prints
// req/s, p50, p99, the server's CPU time per request and the ratios. The servers run in a child process so the
// load generator does not share their event loop. The machine is shared, so the two are loaded in interleaved
// rounds and the median round is reported; CPU time per request is the figure least moved by other load.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { operations } from '../api/operations/index.ts';
import { openBenchApp } from './bench-app.ts';
import { load, loadTool, type LoadFigures } from './load-generator.ts';

const CONNECTIONS = 50;
const ROUNDS = 3;
const CPU_PATH = '/__cpu';

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** Child mode: serve the app and the plain ceiling server; print their ports and the paths to load. */
async function serveBoth(): Promise<void> {
  const { app, make, model } = await openBenchApp();
  const hasSearch = operations.some((op) => op.name === 'search');
  const paths = {
    model_info: `/api/v1/model-info?make=${make.slug}&model=${model.slug}`,
    search: hasSearch ? `/api/v1/search?query=${encodeURIComponent(model.name.toLowerCase())}` : `/api/v1/models/search?query=${encodeURIComponent(model.name.toLowerCase())}`,
  };
  const bodies = new Map<string, string>();
  for (const p of Object.values(paths)) {
    const res = await app.request(p);
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    bodies.set(p, await res.text());
  }
  const hono = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise((r) => hono.once('listening', r));
  // The plain server also reports this process's CPU time (only on a miss, so its hot path is untouched).
  const plain = createServer((req, res) => {
    const body = bodies.get(req.url ?? '') ?? (req.url === CPU_PATH ? JSON.stringify(process.cpuUsage()) : '{}');
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  const plainPort = await listen(plain);
  process.stdout.write(`${JSON.stringify({ app: (hono.address() as AddressInfo).port, plain: plainPort, paths, searchOp: hasSearch ? 'search' : 'search_models' })}\n`);
}

interface Figures extends LoadFigures { cpuUsPerRequest: number }

async function cpuMicros(plainPort: number): Promise<number> {
  const usage = (await (await fetch(`http://127.0.0.1:${plainPort}${CPU_PATH}`)).json()) as { user: number; system: number };
  return usage.user + usage.system;
}

async function measured(url: string, plainPort: number, seconds: number): Promise<Figures> {
  const before = await cpuMicros(plainPort);
  const figures = await load(url, CONNECTIONS, seconds);
  return { ...figures, cpuUsPerRequest: (await cpuMicros(plainPort) - before) / figures.requests };
}

function median(rounds: Figures[]): Figures {
  return [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)]!;
}

function row(label: string, f: Figures): string {
  return `${label.padEnd(16)}${f.rps.toFixed(0).padStart(8)}${f.p50.toFixed(2).padStart(9)}${f.p99.toFixed(2).padStart(9)}${f.cpuUsPerRequest.toFixed(1).padStart(12)}`;
}

export async function run(args: string[]): Promise<void> {
  const seconds = Number(args.find((a) => a.startsWith('--seconds='))?.slice(10) ?? 5);
  const child = spawn(process.execPath, [import.meta.filename, '--serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const info = await new Promise<{ app: number; plain: number; paths: Record<string, string>; searchOp: string }>((resolve, reject) => {
      let buf = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buf += chunk.toString();
        if (buf.includes('\n')) resolve(JSON.parse(buf.slice(0, buf.indexOf('\n'))));
      });
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const lines = [`API on loopback with ${loadTool}, ${CONNECTIONS} connections, median of ${ROUNDS} interleaved rounds of ${seconds} s`];
    lines.push(`${''.padEnd(16)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'CPU us/req'.padStart(12)}`);
    for (const [name, p] of Object.entries(info.paths)) {
      const appUrl = `http://127.0.0.1:${info.app}${p}`;
      const plainUrl = `http://127.0.0.1:${info.plain}${p}`;
      await load(appUrl, CONNECTIONS, 2); // warm-up: JIT and the answer cache
      await load(plainUrl, CONNECTIONS, 2);
      const appRounds: Figures[] = [];
      const plainRounds: Figures[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        appRounds.push(await measured(appUrl, info.plain, seconds));
        plainRounds.push(await measured(plainUrl, info.plain, seconds));
      }
      const app = median(appRounds);
      const plain = median(plainRounds);
      const label = name === 'search' ? info.searchOp : name;
      lines.push(row(`${label} api`, app), row('  plain node:http', plain));
      lines.push(`  ratio: throughput ${(app.rps / plain.rps).toFixed(2)}, CPU per request ${(plain.cpuUsPerRequest / app.cpuUsPerRequest).toFixed(2)} (plain / api)`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    child.kill();
  }
}

if (import.meta.main) {
  if (process.argv.includes('--serve')) await serveBoth();
  else await run(process.argv.slice(2));
}
