// The load side of `npm run bench -- mix`: keep-alive connections on raw sockets, each sending the next request
// of the sequence as soon as its previous answer is complete (closed loop). Lean on purpose: it shares the
// machine's two cores with the server it measures, so every request is written ahead of time as bytes (one
// per distinct request), the sequence is an array of indexes and the latencies go into preallocated arrays.
// A client built on node:http took most of a core and, with its own garbage collections, added its pauses
// to the latencies it measured.
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { KINDS, type Kind, type MixRequest } from './mix-requests.ts';

export type Surface = 'rest' | 'mcp';

const MCP_VERSION = '2026-07-28';

/** Latencies in milliseconds, per kind, in the order the answers came. */
export interface PhaseResult {
  seconds: number;
  latencies: Record<Kind, Float64Array>;
  /** Requests of the sequence sent, from its start: the prefix the phase asked for. */
  sent: number;
  failures: number;
  firstFailure?: string;
}

/** The whole request, head and body. The JSON-RPC id is the same for every call: an MCP answer carries the id it
 * was asked with, and nothing here tells the answers of one connection apart by it. */
function requestBytes(r: MixRequest, surface: Surface, host: string, gzip: boolean): Buffer {
  // What Node's fetch (and so the MCP SDK's clients) asks for over plain HTTP unless told otherwise.
  const coding = gzip ? 'Accept-Encoding: gzip, deflate\r\n' : '';
  if (surface === 'rest') return Buffer.from(`GET ${r.path} HTTP/1.1\r\nHost: ${host}\r\n${coding}\r\n`);
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: {
      ...r.tool,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': MCP_VERSION,
        'io.modelcontextprotocol/clientInfo': { name: 'bench-mix', version: '1.0.0' },
        'io.modelcontextprotocol/clientCapabilities': {},
      },
    },
  });
  return Buffer.from(
    `POST /api/mcp HTTP/1.1\r\nHost: ${host}\r\n${coding}Content-Type: application/json\r\n` +
      'Accept: application/json, text/event-stream\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nMCP-Protocol-Version: ${MCP_VERSION}\r\nMcp-Method: tools/call\r\n` +
      `Mcp-Name: ${r.tool.name}\r\n\r\n${body}`,
  );
}

/** The sequence as distinct requests plus indexes into them. */
export interface CompiledMix {
  requests: Buffer[];
  kinds: Uint8Array;
  labels: string[];
  sequence: Uint32Array;
}

/** `gzip`: every request asks for gzip, as browsers and Node's fetch do (an MCP tool error is then not seen in
 * the compressed body). */
export function compileMix(requests: readonly MixRequest[], surface: Surface, host: string, gzip = false): CompiledMix {
  const index = new Map<string, number>();
  const bytes: Buffer[] = [];
  const kinds: number[] = [];
  const labels: string[] = [];
  const sequence = new Uint32Array(requests.length);
  requests.forEach((r, i) => {
    let at = index.get(r.path);
    if (at === undefined) {
      at = bytes.length;
      index.set(r.path, at);
      bytes.push(requestBytes(r, surface, host, gzip));
      kinds.push(KINDS.indexOf(r.kind));
      labels.push(r.path);
    }
    sequence[i] = at;
  });
  return { requests: bytes, kinds: Uint8Array.from(kinds), labels, sequence };
}

const HEAD_END = Buffer.from('\r\n\r\n');
const READ_BUFFER_BYTES = 64 * 1024;
const IS_ERROR = Buffer.from('"isError":true');

/** Where a chunked body in `data` ends, or -1 while it is incomplete. */
function chunkedEnd(data: Buffer): number {
  let at = 0;
  for (;;) {
    const line = data.indexOf('\r\n', at);
    if (line < 0) return -1;
    const size = parseInt(data.toString('latin1', at, line), 16);
    at = line + 2 + size + 2;
    if (at > data.length) return -1;
    if (size === 0) return at;
  }
}

/**
 * One HTTP/1.1 answer at a time from a connection's chunks (a connection carries one request at a time; a chunk is
 * valid only during the call, so what is kept of it is copied), read without gathering its body: the head is
 * parsed, a Content-Length body counted and, for MCP, searched for a tool error across the chunks' edges.
 * Gathering every body cost the load side an allocation of its size per answer.
 */
class AnswerReader {
  status = 0;
  head = '';
  toolError = false;
  #partialHead: Buffer | null = null;
  /** Body bytes still to come; -1 while the head is incomplete. */
  #remaining = -1;
  /** A chunked body, gathered (this server sends none for these answers, but a client must read one). */
  #chunked: Buffer | null = null;
  #edge: Buffer = Buffer.alloc(0);

  readonly findToolError: boolean;

  constructor(findToolError: boolean) {
    this.findToolError = findToolError;
  }

  /** True when this chunk completes the answer. */
  feed(chunk: Buffer): boolean {
    let body = chunk;
    if (this.#remaining < 0) {
      const data = this.#partialHead ? Buffer.concat([this.#partialHead, chunk]) : chunk;
      const end = data.indexOf(HEAD_END);
      if (end < 0) {
        this.#partialHead = Buffer.from(data);
        return false;
      }
      this.#partialHead = null;
      this.head = data.toString('latin1', 0, end);
      this.status = Number(this.head.slice(9, 12));
      this.toolError = false;
      this.#edge = Buffer.alloc(0);
      body = data.subarray(end + HEAD_END.length);
      const length = /\r\ncontent-length: *(\d+)/i.exec(this.head);
      if (length) this.#remaining = Number(length[1]);
      else if (/\r\ntransfer-encoding: *chunked/i.test(this.head)) {
        this.#remaining = Number.POSITIVE_INFINITY;
        this.#chunked = Buffer.alloc(0);
      } else this.#remaining = 0;
    }
    this.#scan(body);
    if (this.#chunked) {
      this.#chunked = Buffer.concat([this.#chunked, body]);
      if (chunkedEnd(this.#chunked) < 0) return false;
      this.#chunked = null;
      this.#remaining = 0;
    }
    this.#remaining -= body.length;
    if (this.#remaining > 0) return false;
    this.#remaining = -1;
    return true;
  }

  #scan(body: Buffer): void {
    if (!this.findToolError || this.toolError || body.length === 0) return;
    const across = Buffer.concat([this.#edge, body.subarray(0, IS_ERROR.length - 1)]);
    this.toolError = body.includes(IS_ERROR) || across.includes(IS_ERROR);
    this.#edge = Buffer.from(body.subarray(Math.max(0, body.length - (IS_ERROR.length - 1))));
  }
}

/** How requests are sent: each connection's next as soon as its last is answered (closed loop: the server's
 * capacity), or arrivals at a fixed mean rate, spaced as independent users' would be (Poisson), whatever the
 * server's pace; then a request that waits for a free connection counts its wait, as its user would. */
export type Pacing = { kind: 'closed' } | { kind: 'paced'; rate: number };

export interface PhaseOptions {
  pacing?: Pacing;
  /** Only the first `span` requests of the sequence, over and over (a warm phase asks again what the cold phase
   * asked, nothing it has not). */
  span?: number;
  /** Only requests of these kinds (indexes into KINDS); the others of the sequence are passed over. */
  kinds?: ReadonlySet<number>;
}

/** Sends the sequence from its start over `connections` connections for `seconds`. */
export async function loadPhase(
  port: number,
  mix: CompiledMix,
  connections: number,
  seconds: number,
  mcp: boolean,
  { pacing = { kind: 'closed' }, span = mix.sequence.length, kinds }: PhaseOptions = {},
): Promise<PhaseResult> {
  if (kinds && !mix.sequence.subarray(0, span).some((i) => kinds.has(mix.kinds[i]!)))
    throw new Error('the phase asks for kinds of request its part of the sequence does not hold');
  const capacity = mix.sequence.length;
  const latencies = Object.fromEntries(KINDS.map((k) => [k, new Float64Array(capacity)])) as Record<Kind, Float64Array>;
  const counts = new Uint32Array(KINDS.length);
  let failures = 0;
  let firstFailure: string | undefined;
  let next = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  // Paced: the arrival times due and not yet sent, and the connections waiting for one.
  const due: number[] = [];
  let dueHead = 0;
  const idle: Array<(scheduled: number) => void> = [];
  let random = 0x9e3779b9;
  const uniform = () => {
    random = (Math.imul(random ^ (random >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return (random + 0.5) / 4294967296;
  };
  let arrival = start;
  let timer: NodeJS.Timeout | undefined;
  const pump = () => {
    if (pacing.kind !== 'paced') return;
    const now = performance.now();
    while (arrival <= now && arrival < end) {
      due.push(arrival);
      arrival += (-Math.log(uniform()) * 1000) / pacing.rate;
    }
    // First in, first out: every connection is used in turn, as independent users' would be; the most recently
    // idle one first left the others silent for seconds, past the server's keep-alive timeout.
    while (dueHead < due.length && idle.length > 0) idle.shift()!(due[dueHead++]!);
    clearTimeout(timer);
    if (arrival < end) timer = setTimeout(pump, Math.max(0, arrival - now));
    else if (dueHead === due.length) for (const close of idle.splice(0)) close(Number.NaN);
  };
  const connection = () =>
    new Promise<void>((resolve, reject) => {
      let socket: Socket;
      let reader: AnswerReader;
      let current = 0;
      let sent = 0;
      let inFlight = false;
      let done = false;
      const send = (scheduled: number) => {
        if (Number.isNaN(scheduled) || next >= capacity) {
          done = true;
          socket.end();
          return;
        }
        current = mix.sequence[next++ % span]!;
        while (kinds && !kinds.has(mix.kinds[current]!)) current = mix.sequence[next++ % span]!;
        sent = scheduled;
        inFlight = true;
        socket.write(mix.requests[current]!);
      };
      const ready = () => {
        if (pacing.kind === 'closed') return send(performance.now() < end ? performance.now() : Number.NaN);
        if (dueHead < due.length) return send(due[dueHead++]!);
        idle.push(send);
        pump();
      };
      const answered = (chunk: Buffer) => {
        if (!reader.feed(chunk)) return;
        inFlight = false;
        const kind = mix.kinds[current]!;
        latencies[KINDS[kind]!][counts[kind]!++] = performance.now() - sent;
        if (reader.status !== 200 || reader.toolError) {
          failures += 1;
          firstFailure ??= `${mix.labels[current]} -> ${reader.head.split('\r\n')[0]}${reader.toolError ? ', a tool error' : ''}`;
        }
        ready();
      };
      // Every read lands in this connection's one buffer: a fresh buffer per read, at hundreds of megabytes a
      // second, made V8 run full collections of the load side for the memory outside its heap.
      const buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
      const open = (then: () => void) => {
        reader = new AnswerReader(mcp);
        let connected = false;
        socket = connect({
          port,
          host: '127.0.0.1',
          noDelay: true,
          onread: {
            buffer,
            callback: (size: number, read: Uint8Array) => {
              answered(Buffer.from(read.buffer, read.byteOffset, size));
              return true;
            },
          },
        });
        socket.once('connect', () => {
          connected = true;
          then();
        });
        socket.on('error', (error) => {
          if (!connected) reject(error);
        });
        // A connection the server closed (its keep-alive timeout, or a timeout of its own) is opened again, as an
        // HTTP client's agent would; a request it held is a failure. One waiting for a paced arrival keeps its
        // place in the queue of idle connections.
        socket.once('close', () => {
          if (done || !connected) return resolve();
          if (!inFlight) return open(() => {});
          inFlight = false;
          failures += 1;
          firstFailure ??= `${mix.labels[current]} -> the connection closed before the answer`;
          open(ready);
        });
      };
      open(ready);
    });
  await Promise.all(Array.from({ length: connections }, connection));
  clearTimeout(timer);
  const trimmed = Object.fromEntries(KINDS.map((k, i) => [k, latencies[k].slice(0, counts[i])])) as Record<Kind, Float64Array>;
  return {
    seconds: (performance.now() - start) / 1000,
    latencies: trimmed,
    sent: next,
    failures,
    ...(firstFailure ? { firstFailure } : {}),
  };
}
