// A response cache in front of the SDK for one kind of exchange only: a tools/call of a catalog tool (open
// data, the same for every client, fixed within a data version), in any protocol revision. The key is the
// whole request as the SDK saw it (data version, the MCP headers, the body without its id), so a hit is an
// exchange the SDK already answered with 200 for exactly this request; the stored answer (one JSON body, or
// the 2025-era single-event SSE stream) is replayed with the new id. Live lookups, the call-back and every
// error are never stored. An LRU bounded by the size of the stored answers.
import { LRUCache } from 'lru-cache';
import type { Operation } from '../operations/define-operation.ts';
import { effectiveBudget } from '../operations/effective-budget.ts';
import { isPlainObject } from '../operations/validate-input.ts';

/** UTF-8 bytes of the stored answers (api/http/answer-cache.ts says why bytes). An MCP answer holds the REST data
 * twice (text and structuredContent), so it takes about twice the REST cache's room per answer. */
const CACHE_BYTES = 384 * 1024 * 1024;
/** The only frame a 2025-era answer may consist of to be stored: one message event. */
const SSE_PREFIX = Buffer.from('event: message\ndata: ');
const TOOL_ERROR = Buffer.from('"isError":true');
/** What follows the id of a stored answer: its closing brace, and for the SSE event the blank line after it. */
const JSON_TAIL = Buffer.from('}');
const SSE_TAIL = Buffer.from('}\n\n');

interface StoredExchange {
  /** The answer up to (not including) its id and closing brace. */
  head: Buffer;
  /** What follows the id: "}" for JSON, "}\n\n" for the SSE event. */
  tail: Buffer;
  headers: Record<string, string>;
}

/** Lines of an event stream: a single-message answer is its event line, data line and the blank line after. */
function lineCount(bytes: Buffer): number {
  let lines = 1;
  for (let at = bytes.indexOf(10); at >= 0; at = bytes.indexOf(10, at + 1)) lines += 1;
  return lines;
}

export interface CacheableExchange {
  key: string;
  id: string | number;
}

export class ExchangeCache {
  readonly #entries = new LRUCache<string, StoredExchange>({ maxSize: CACHE_BYTES, sizeCalculation: (entry) => entry.head.length });

  /** The key when this request may be answered from (and stored in) the cache, else undefined. */
  keyFor(request: Request, body: unknown, version: string, tools: ReadonlyMap<string, { op: Operation }>): CacheableExchange | undefined {
    if (!isPlainObject(body)) return undefined;
    const { id, method, params } = body as { id?: unknown; method?: unknown; params?: unknown };
    if (method !== 'tools/call' || (typeof id !== 'string' && typeof id !== 'number') || !isPlainObject(params)) return undefined;
    const tool = typeof params.name === 'string' ? tools.get(params.name) : undefined;
    const args = params.arguments ?? {};
    if (!tool || !isPlainObject(args) || effectiveBudget(tool.op, args) !== 'catalog') return undefined;
    // Every header the SDK's validation reads: the MCP ones (whatever their number) and the media types.
    const headers = [...request.headers]
      .filter(([name]) => name.startsWith('mcp-') || name === 'accept' || name === 'content-type')
      .map(([name, value]) => `${name}:${value}`)
      .sort();
    return { key: [version, ...headers, JSON.stringify({ ...body, id: null })].join('\u0000'), id };
  }

  replay(exchange: CacheableExchange): WholeAnswer | undefined {
    const hit = this.#entries.get(exchange.key);
    if (!hit) return undefined;
    const body = Buffer.concat([hit.head, Buffer.from(JSON.stringify(exchange.id)), hit.tail]) as Buffer<ArrayBuffer>;
    return { status: 200, body, headers: hit.headers };
  }

  /** Stores a successful single answer (a JSON body, or an event stream of one message event). */
  store(exchange: CacheableExchange, answer: WholeAnswer): void {
    const type = answer.headers['content-type'] ?? '';
    const sse = type.startsWith('text/event-stream');
    const { body } = answer;
    if (answer.status !== 200 || !(sse || type.startsWith('application/json'))) return;
    const tail = sse ? SSE_TAIL : JSON_TAIL;
    const end = Buffer.from(`"id":${JSON.stringify(exchange.id)}${tail}`);
    const single = !sse || (body.subarray(0, SSE_PREFIX.length).equals(SSE_PREFIX) && lineCount(body) === 4);
    if (single && body.subarray(body.length - end.length).equals(end) && !body.includes(TOOL_ERROR)) {
      // A view, not a copy: the answer's bytes were read for this exchange alone and are never written to.
      const head = body.subarray(0, body.length - end.length + '"id":'.length);
      this.#entries.set(exchange.key, { head, tail, headers: answer.headers });
    }
  }
}

export interface WholeAnswer {
  status: number;
  body: Buffer<ArrayBuffer>;
  headers: Record<string, string>;
}

/**
 * The SDK's answer to a cacheable tools/call read whole: one JSON body, or a 2025-era event stream (an answer to a
 * POST, which ends with its answer). Anything else (an empty 202, say) stays the Response it was.
 */
export async function readWhole(response: Response): Promise<Response | WholeAnswer> {
  const type = response.headers.get('content-type') ?? '';
  if (!(type.startsWith('application/json') || type.startsWith('text/event-stream'))) return response;
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()), headers: Object.fromEntries(response.headers) };
}
