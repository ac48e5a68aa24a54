// npm run bench -- mcp: tools/call throughput and latency next to the REST call for the same operation and
// input (model_info of the most common model), loaded with autocannon on loopback. MCP is measured at
// 2026-07-28 (one stateless POST per call) and at 2025-06-18 (the stateless legacy leg). Target: MCP at least
// half the REST throughput. The load repeats one request, so both sides serve it from their caches after the
// first call: REST from its answer cache, MCP from the answer frame the SDK's first answer taught
// (api/mcp/answer-frames.ts; a call the SDK answers costs its per-request server, about 1.2 ms CPU). The app
// runs in a child process so the load generator does not share its CPU.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openBenchApp } from './bench-app.ts';

const CONNECTIONS = 50;
const DURATION_S = 5;
/** Targets take turns for several rounds, so a busy machine slows each of them alike. */
const ROUNDS = 3;
const TARGET_RATIO = 0.5;

interface Target {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Child mode: serve the app on port 0 and print the port and the requests to load. */
async function serveApp(): Promise<void> {
  const { app, make, model } = await openBenchApp();
  const args = { make: make.slug, model: model.slug };
  const call = { name: 'model_info', arguments: args };
  const json = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  const targets: Target[] = [
    { label: 'REST GET /api/v1/model-info', method: 'GET', path: `/api/v1/model-info?make=${make.slug}&model=${model.slug}` },
    {
      label: 'MCP tools/call model_info (2026-07-28)',
      method: 'POST',
      path: '/api/mcp',
      headers: { ...json, 'mcp-protocol-version': '2026-07-28', 'mcp-method': 'tools/call', 'mcp-name': 'model_info' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: {
          ...call,
          _meta: {
            'io.modelcontextprotocol/protocolVersion': '2026-07-28',
            'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1.0.0' },
            'io.modelcontextprotocol/clientCapabilities': {},
          },
        },
      }),
    },
    {
      label: 'MCP tools/call model_info (2025-06-18)',
      method: 'POST',
      path: '/api/mcp',
      headers: { ...json, 'mcp-protocol-version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: call }),
    },
  ];
  for (const t of targets) {
    const res = await app.request(t.path, { method: t.method, headers: { host: 'localhost', ...t.headers }, body: t.body });
    const text = await res.text();
    if (res.status !== 200 || text.includes('"isError":true')) throw new Error(`${t.label} answered ${res.status}: ${text.slice(0, 300)}`);
  }
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise((r) => server.once('listening', r));
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port, targets })}\n`);
}

export async function run(args: string[]): Promise<void> {
  if (args.includes('--serve')) return serveApp();
  const child = spawn(process.execPath, [import.meta.filename, '--serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = await new Promise<{ port: number; targets: Target[] }>((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const line = buffered.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) resolve(JSON.parse(line));
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  try {
    const rows = ready.targets.map((t) => ({ label: t.label, rps: 0, p50: 0, p99: 0, bad: 0 }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [i, t] of ready.targets.entries()) {
        const r = await autocannon({
          url: `http://127.0.0.1:${ready.port}${t.path}`,
          connections: CONNECTIONS,
          duration: DURATION_S,
          method: t.method,
          headers: t.headers,
          body: t.body,
        });
        const row = rows[i]!;
        row.rps += r.requests.average / ROUNDS;
        row.p50 = Math.max(row.p50, r.latency.p50);
        row.p99 = Math.max(row.p99, r.latency.p99);
        row.bad += r.non2xx + r.errors;
      }
    }
    console.log(`MCP vs REST, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s each, loopback (latency: worst round)`);
    console.log('call'.padEnd(42) + 'req/s'.padStart(9) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'errors'.padStart(8));
    for (const r of rows)
      console.log(
        r.label.padEnd(42) +
          Math.round(r.rps).toString().padStart(9) +
          String(r.p50).padStart(9) +
          String(r.p99).padStart(9) +
          String(r.bad).padStart(8),
      );
    const rest = rows[0]!.rps;
    for (const r of rows.slice(1)) {
      const ratio = r.rps / rest;
      console.log(
        `${r.label}: ${(ratio * 100).toFixed(0)} % of REST (target >= ${TARGET_RATIO * 100} %): ${ratio >= TARGET_RATIO ? 'ok' : 'UNDER'}`,
      );
    }
  } finally {
    child.kill();
  }
}

// Started directly as the child (`node bench/mcp.ts --serve`).
if (process.argv[1] === import.meta.filename) await run(process.argv.slice(2));
