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

/** Text of the stored answers, two bytes a character (they hold Hebrew); see api/http/answer-cache.ts. An MCP answer
 * holds the REST data twice (text and structuredContent), so it takes about twice the REST cache's room per answer. */
const CACHE_BYTES = 384 * 1024 * 1024;
/** The only frame a 2025-era answer may consist of to be stored: one message event. */
const SSE_PREFIX = 'event: message\ndata: ';

interface StoredExchange {
  /** The answer up to (not including) its id and closing brace. Text, not bytes: a Buffer per replay would be
   * memory outside the JavaScript heap, whose growth starts full garbage collections (api/envelope.ts). */
  head: string;
  /** What follows the id: "}" for JSON, "}\n\n" for the SSE event. */
  tail: string;
  headers: Record<string, string>;
}

export interface Replay {
  body: string;
  headers: Record<string, string>;
}

export interface CacheableExchange {
  key: string;
  id: string | number;
}

export class ExchangeCache {
  readonly #entries = new LRUCache<string, StoredExchange>({ maxSize: CACHE_BYTES, sizeCalculation: (entry) => 2 * entry.head.length });

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

  replay(exchange: CacheableExchange): Replay | undefined {
    const hit = this.#entries.get(exchange.key);
    if (!hit) return undefined;
    return { body: `${hit.head}${JSON.stringify(exchange.id)}${hit.tail}`, headers: hit.headers };
  }

  /** Stores a successful single answer. Hands back a JSON or event-stream 200 as the text read (to send as is,
   * without a second Response around it), any other response untouched. */
  async store(exchange: CacheableExchange, response: Response): Promise<Response | Replay> {
    const type = response.headers.get('content-type') ?? '';
    const sse = type.startsWith('text/event-stream');
    if (response.status !== 200 || !(sse || type.startsWith('application/json'))) return response;
    const text = await response.text();
    const tail = sse ? '}\n\n' : '}';
    const end = `"id":${JSON.stringify(exchange.id)}${tail}`;
    const single = !sse || (text.startsWith(SSE_PREFIX) && text.split('\n').length === 4);
    const headers = Object.fromEntries(response.headers);
    if (single && text.endsWith(end) && !text.includes('"isError":true')) {
      this.#entries.set(exchange.key, { head: text.slice(0, text.length - end.length + '"id":'.length), tail, headers });
    }
    return { body: text, headers };
  }
}
