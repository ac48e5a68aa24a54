// npm run bench -- api: loads model_info and search on loopback with autocannon, next to a plain node:http
// server answering the same JSON bytes from memory (the practical ceiling of this runtime), and prints req/s,
// p50, p99 and the ratio. The servers run in a child process so the load generator does not share their CPU.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { serve } from '@hono/node-server';
import { operations } from '../api/operations/index.ts';
import { openBenchApp } from './bench-app.ts';

const CONNECTIONS = 50;

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
  const plain = createServer((req, res) => {
    const body = bodies.get(req.url ?? '') ?? '{}';
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
  const plainPort = await listen(plain);
  process.stdout.write(`${JSON.stringify({ app: (hono.address() as AddressInfo).port, plain: plainPort, paths, searchOp: hasSearch ? 'search' : 'search_models' })}\n`);
}

interface Figures { rps: number; p50: number; p99: number }

async function load(url: string, seconds: number): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

export async function run(args: string[]): Promise<void> {
  const seconds = Number(args.find((a) => a.startsWith('--seconds='))?.slice(10) ?? 10);
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
    const rows: string[] = [];
    for (const [name, p] of Object.entries(info.paths)) {
      await load(`http://127.0.0.1:${info.app}${p}`, 2); // warm-up
      const appFig = await load(`http://127.0.0.1:${info.app}${p}`, seconds);
      const plainFig = await load(`http://127.0.0.1:${info.plain}${p}`, seconds);
      const label = name === 'search' ? info.searchOp : name;
      rows.push(`${label.padEnd(14)} api ${appFig.rps.toFixed(0).padStart(7)} req/s p50 ${appFig.p50} ms p99 ${appFig.p99} ms | plain node:http ${plainFig.rps.toFixed(0).padStart(7)} req/s p50 ${plainFig.p50} ms p99 ${plainFig.p99} ms | ratio ${(appFig.rps / plainFig.rps).toFixed(2)}`);
    }
    process.stdout.write(`API on loopback, ${CONNECTIONS} connections, ${seconds} s each\n${rows.join('\n')}\n`);
  } finally {
    child.kill();
  }
}

if (import.meta.main) {
  if (process.argv.includes('--serve')) await serveBoth();
  else await run(process.argv.slice(2));
}
