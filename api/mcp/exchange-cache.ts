// A response cache in front of the SDK for one kind of exchange only: a 2026-07-28 tools/call of a catalog
// tool (open data, the same for every client, fixed within a data version). The key is the whole request as
// the SDK saw it (data version, the MCP headers, the body without its id), so a hit is an exchange the SDK
// already answered with 200 for exactly this request; the stored answer is replayed with the new id. Live
// lookups, the call-back and every error are never stored. Bounded LRU.
import type { Operation } from '../operations/define-operation.ts';
import { effectiveBudget } from '../rest-routes.ts';
import { isPlainObject } from '../operations/validate-input.ts';

const MODERN = '2026-07-28';
const LIMIT = 500;

interface StoredExchange {
  /** The answer's bytes up to (not including) its id and closing brace. */
  head: string;
  headers: [string, string][];
}

export interface CacheableExchange { key: string; id: string | number }

export class ExchangeCache {
  readonly #entries = new Map<string, StoredExchange>();

  /** The key when this request may be answered from (and stored in) the cache, else undefined. */
  keyFor(request: Request, body: unknown, version: string, tools: ReadonlyMap<string, { op: Operation }>): CacheableExchange | undefined {
    if (request.headers.get('mcp-protocol-version') !== MODERN || !isPlainObject(body)) return undefined;
    const { id, method, params } = body as { id?: unknown; method?: unknown; params?: unknown };
    if (method !== 'tools/call' || (typeof id !== 'string' && typeof id !== 'number') || !isPlainObject(params)) return undefined;
    const tool = typeof params.name === 'string' ? tools.get(params.name) : undefined;
    const args = params.arguments ?? {};
    if (!tool || !isPlainObject(args) || effectiveBudget(tool.op, args) !== 'catalog') return undefined;
    // Every header the SDK's validation reads: the MCP ones (whatever their number) and the media types.
    const headers = [...request.headers].filter(([name]) => name.startsWith('mcp-') || name === 'accept' || name === 'content-type')
      .map(([name, value]) => `${name}:${value}`).sort();
    return { key: [version, ...headers, JSON.stringify({ ...body, id: null })].join('\u0000'), id };
  }

  replay(exchange: CacheableExchange): Response | undefined {
    const hit = this.#entries.get(exchange.key);
    if (!hit) return undefined;
    this.#entries.delete(exchange.key);
    this.#entries.set(exchange.key, hit);
    return new Response(`${hit.head}${JSON.stringify(exchange.id)}}`, { status: 200, headers: hit.headers });
  }

  /** Stores a successful single JSON answer; hands back a response with the body still readable. */
  async store(exchange: CacheableExchange, response: Response): Promise<Response> {
    if (response.status !== 200 || !response.headers.get('content-type')?.startsWith('application/json')) return response;
    const text = await response.text();
    const tail = `"id":${JSON.stringify(exchange.id)}}`;
    if (text.endsWith(tail) && !text.includes('"isError":true')) {
      if (this.#entries.size >= LIMIT) this.#entries.delete(this.#entries.keys().next().value as string);
      this.#entries.set(exchange.key, { head: text.slice(0, text.length - tail.length + '"id":'.length), headers: [...response.headers] });
    }
    return new Response(text, { status: response.status, headers: response.headers });
  }
}
