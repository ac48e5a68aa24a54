// npm run bench -- api: loads model_info and search on loopback (bench/load-generator.ts), next to plain
// node:http servers answering the same JSON from memory (the practical ceiling of this runtime), and prints
// req/s, p50, p99, the server's CPU time per request and the ratios. The servers run in a child process so the
// load generator does not share their event loop. The machine is shared, so the servers are loaded in
// interleaved rounds and the median round is reported; CPU time per request is the figure least moved by
// other load. Target (issue 37): the API at least 0.9 x the plain server writing the same answer, for model_info
// and search, in throughput and in CPU per request, each printed with ok or OVER and the load average; for a plain
// client and for one asking for gzip as browsers do (a row of its own, beside a plain server writing gzip).
// --seconds=N sets a round's length (default 5), --rounds=N their number (default 3).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { operations } from '../api/operations/index.ts';
import { requestTarget } from '../api/rest-routes.ts';
import { openBenchApp } from './bench-app.ts';
import { listen as listenApp } from '../api/http/node-server.ts';
import { load, loadTool, type LoadFigures } from './load-generator.ts';
import { gzipEnd, gzipPrefix, type GzipPrefix } from '../api/http/gzip-member.ts';

const CONNECTIONS = 50;
const TARGET_RATIO = 0.9;
const CPU_PATH = '/__cpu';
/** What a browser sends (curl --compressed sends the same codings). */
const GZIP_CLIENT = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
const ID_MARK = 'request-id';

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** Child mode: serve the app and the plain ceiling server; print their ports and the paths to load. */
async function serveBoth(): Promise<void> {
  const { app, make, model } = await openBenchApp();
  const hasSearch = operations.some((op) => op.name === 'search');
  const paths = {
    model_info: `/api/v1/model-info?make=${make.slug}&model=${model.slug}`,
    search: hasSearch
      ? `/api/v1/search?query=${encodeURIComponent(model.name.toLowerCase())}`
      : `/api/v1/models/search?query=${encodeURIComponent(model.name.toLowerCase())}`,
  };
  // Two plain node:http servers. "same answer" writes what the API writes for the request, the least a server
  // keeping this contract must do: the same headers, and the same JSON with this request's own id in meta (the
  // cached data as bytes, then the meta, in one corked write: no copy). "static bytes" writes one fixed body
  // with two headers: the runtime's bare floor, shown for scale. And a bare Hono app on @hono/node-server with
  // one synchronous route writing the same answer (no middleware, no validation, no rate limit): the best this
  // framework can do for the contract, so the API's own cost can be told from the framework's.
  // For a client asking for gzip, the least such a server must do: the headers the API gives it (Content-Encoding,
  // Vary, a weak ETag), and a gzip body with this request's id, the constant part compressed once and the id and
  // the rest of meta appended per request (api/http/gzip-member.ts, as the API's fast path does).
  const answers = new Map<
    string,
    {
      head: Buffer;
      meta: Record<string, unknown>;
      headers: Record<string, string>;
      bytes: Buffer<ArrayBuffer>;
      gzip: { headers: Record<string, string>; prefix: GzipPrefix; foot: string };
    }
  >();
  const kept = (res: Response) =>
    Object.fromEntries([...res.headers].filter(([name]) => !['content-length', 'x-request-id', 'date'].includes(name)));
  for (const p of Object.values(paths)) {
    const res = await app.request(p);
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    const { data, meta } = JSON.parse(bytes.toString()) as { data: unknown; meta: Record<string, unknown> };
    const head = Buffer.from(`{"data":${JSON.stringify(data)},"meta":`);
    const zipped = await app.request(p, { headers: GZIP_CLIENT });
    if (zipped.headers.get('content-encoding') !== 'gzip') throw new Error(`${p} was not answered with gzip`);
    await zipped.arrayBuffer();
    const metaText = `${JSON.stringify({ ...meta, request_id: ID_MARK })}}`;
    const at = metaText.indexOf(`"${ID_MARK}"`) + 1;
    const gzip = {
      headers: kept(zipped),
      prefix: gzipPrefix([head, Buffer.from(metaText.slice(0, at))]),
      foot: metaText.slice(at + ID_MARK.length),
    };
    answers.set(p, { head, meta, headers: kept(res), bytes, gzip });
  }
  // The app in the server `npm start` runs (api/http/node-server.ts), its fast path for repeated catalog answers included.
  const hono = await listenApp(app.fetch, { port: 0, hostname: '127.0.0.1', log: () => {} });
  // The plain servers also report this process's CPU time (only on a miss, so their hot path is untouched).
  const cpu = (res: ServerResponse) => res.end(JSON.stringify(process.cpuUsage()));
  const plain = createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) return cpu(res);
    const id = randomUUID();
    const accepted = req.headers['accept-encoding'];
    if (accepted !== undefined && /\bgzip\b/.test(accepted)) {
      const { headers, prefix, foot } = answer.gzip;
      const end = gzipEnd(prefix, id + foot);
      res.writeHead(200, { ...headers, 'x-request-id': id, 'content-length': prefix.bytes.length + end.length });
      res.cork();
      res.write(prefix.bytes);
      res.end(end);
      res.uncork();
      return;
    }
    const tail = Buffer.from(`${JSON.stringify({ ...answer.meta, request_id: id })}}`);
    res.writeHead(200, { ...answer.headers, 'x-request-id': id, 'content-length': answer.head.length + tail.length });
    res.cork();
    res.write(answer.head);
    res.end(tail);
    res.uncork();
  });
  const bytes = createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) return cpu(res);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.bytes.length });
    res.end(answer.bytes);
  });
  const bare = new Hono();
  bare.get('*', (c) => {
    const answer = answers.get(requestTarget(c.req.url))!;
    const id = randomUUID();
    const body = Buffer.concat([answer.head, Buffer.from(`${JSON.stringify({ ...answer.meta, request_id: id })}}`)]);
    return new Response(body, { headers: { ...answer.headers, 'x-request-id': id } });
  });
  const bareServer = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise((r) => bareServer.once('listening', r));
  const plainPort = await listen(plain);
  const bytesPort = await listen(bytes);
  const ports = {
    app: (hono.address() as AddressInfo).port,
    plain: plainPort,
    bytes: bytesPort,
    bare: (bareServer.address() as AddressInfo).port,
  };
  process.stdout.write(`${JSON.stringify({ ...ports, paths, searchOp: hasSearch ? 'search' : 'search_models' })}\n`);
}

interface Figures extends LoadFigures {
  cpuUsPerRequest: number;
}

async function cpuMicros(plainPort: number): Promise<number> {
  const usage = (await (await fetch(`http://127.0.0.1:${plainPort}${CPU_PATH}`)).json()) as { user: number; system: number };
  return usage.user + usage.system;
}

async function measured(url: string, plainPort: number, seconds: number, headers: Record<string, string> = {}): Promise<Figures> {
  const before = await cpuMicros(plainPort);
  const figures = await load(url, CONNECTIONS, seconds, headers);
  return { ...figures, cpuUsPerRequest: ((await cpuMicros(plainPort)) - before) / figures.requests };
}

const loadAverageNow = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

function median(rounds: Figures[]): Figures {
  return [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)]!;
}

function row(label: string, f: Figures): string {
  return (
    `${label.padEnd(26)}${f.rps.toFixed(0).padStart(8)}` +
    `${f.p50.toFixed(2).padStart(9)}${f.p99.toFixed(2).padStart(9)}` +
    `${f.cpuUsPerRequest.toFixed(1).padStart(12)}`
  );
}

export async function run(args: string[]): Promise<void> {
  const seconds = Number(args.find((a) => a.startsWith('--seconds='))?.slice(10) ?? 5);
  const roundCount = Math.max(1, Number(args.find((a) => a.startsWith('--rounds='))?.slice(9) ?? 3) || 1);
  const child = spawn(process.execPath, [import.meta.filename, '--serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const info = await new Promise<{
      app: number;
      plain: number;
      bytes: number;
      bare: number;
      paths: Record<string, string>;
      searchOp: string;
    }>((resolve, reject) => {
      let buf = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buf += chunk.toString();
        if (buf.includes('\n')) resolve(JSON.parse(buf.slice(0, buf.indexOf('\n'))));
      });
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const lines = [
      `API on loopback with ${loadTool}, ${CONNECTIONS} connections, median of ${roundCount} interleaved rounds of ${seconds} s`,
    ];
    lines.push(`${''.padEnd(26)}${'req/s'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'CPU us/req'.padStart(12)}`);
    for (const [name, p] of Object.entries(info.paths)) {
      const urls = [info.app, info.plain, info.bytes, info.bare].map((port) => `http://127.0.0.1:${port}${p}`);
      for (const url of urls) await load(url, CONNECTIONS, 2); // warm-up: JIT and the answer cache
      const rounds: Figures[][] = urls.map(() => []);
      for (let i = 0; i < roundCount; i++) {
        for (const [k, url] of urls.entries()) rounds[k]!.push(await measured(url, info.plain, seconds));
      }
      const [app, plain, bytes, bare] = rounds.map(median) as [Figures, Figures, Figures, Figures];
      const label = name === 'search' ? info.searchOp : name;
      lines.push(
        row(`${label} api`, app),
        row('  plain, same answer', plain),
        row('  plain, static bytes', bytes),
        row('  bare Hono, same answer', bare),
      );
      const loadAverage = loadAverageNow();
      const verdict = (ratio: number) => `${ratio.toFixed(2)} (target >= ${TARGET_RATIO}): ${ratio >= TARGET_RATIO ? 'ok' : 'OVER'}`;
      lines.push(
        `  api / plain same answer: throughput ${verdict(app.rps / plain.rps)}` +
          `; CPU per request ${verdict(plain.cpuUsPerRequest / app.cpuUsPerRequest)}; load average ${loadAverage}`,
      );
      lines.push(
        `  api / plain static bytes: throughput ${(app.rps / bytes.rps).toFixed(2)}` +
          `, CPU per request ${(bytes.cpuUsPerRequest / app.cpuUsPerRequest).toFixed(2)}`,
      );
      lines.push(
        `  bare Hono / plain same answer (the framework's best): throughput ${(bare.rps / plain.rps).toFixed(2)}` +
          `, CPU per request ${(plain.cpuUsPerRequest / bare.cpuUsPerRequest).toFixed(2)}`,
      );
      lines.push(
        `  api / bare Hono (the API's own cost): throughput ${(app.rps / bare.rps).toFixed(2)}` +
          `, CPU per request ${(bare.cpuUsPerRequest / app.cpuUsPerRequest).toFixed(2)}`,
      );
      // A client asking for gzip, as browsers and most HTTP libraries do.
      const zipUrls = [urls[0]!, urls[1]!];
      for (const url of zipUrls) await load(url, CONNECTIONS, 2, GZIP_CLIENT);
      const zipRounds: Figures[][] = zipUrls.map(() => []);
      for (let i = 0; i < roundCount; i++) {
        for (const [k, url] of zipUrls.entries()) zipRounds[k]!.push(await measured(url, info.plain, seconds, GZIP_CLIENT));
      }
      const [zipApp, zipPlain] = zipRounds.map(median) as [Figures, Figures];
      lines.push(row(`${label} api, gzip`, zipApp), row('  plain, same answer, gzip', zipPlain));
      lines.push(
        `  api / plain same answer, gzip: throughput ${verdict(zipApp.rps / zipPlain.rps)}` +
          `; CPU per request ${verdict(zipPlain.cpuUsPerRequest / zipApp.cpuUsPerRequest)}; load average ${loadAverageNow()}`,
      );
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
