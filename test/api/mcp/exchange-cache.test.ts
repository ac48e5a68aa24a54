// The catalog exchange cache on its own: what it stores, what it replays (with the new id), what it refuses.
import { describe, expect, it } from 'vitest';
import { ExchangeCache, readWhole, type WholeAnswer } from '../../../api/mcp/exchange-cache.ts';
import { operations } from '../../../api/operations/index.ts';

const tools = new Map(operations.map((op) => [op.name, { op }]));
const headers = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2026-07-28',
  'mcp-method': 'tools/call',
  'mcp-name': 'model_info',
};
const body = (id: number | string, args: Record<string, unknown> = { make: 'toyota', model: 'corolla' }, name = 'model_info') => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});
const request = (extra: Record<string, string> = {}) =>
  new Request('http://localhost/api/mcp', { method: 'POST', headers: { ...headers, ...extra } });
const answer = (id: number | string, result: unknown = { structuredContent: { a: 1 }, content: [] }) =>
  Response.json({ result, jsonrpc: '2.0', id }, { headers: { 'content-type': 'application/json' } });
/** The answer as mcp-routes.ts hands it to the cache: read whole. */
const whole = async (response: Response) => (await readWhole(response)) as WholeAnswer;

describe('ExchangeCache', () => {
  it('replays a stored answer under the id of the new request', async () => {
    const cache = new ExchangeCache();
    const first = cache.keyFor(request(), body(1), 'v1', tools)!;
    expect(cache.replay(first)).toBeUndefined();
    cache.store(first, await whole(answer(1)));
    const again = cache.keyFor(request(), body('x-2'), 'v1', tools)!;
    expect(again.key).toBe(first.key);
    expect(JSON.parse(cache.replay(again)!.body.toString())).toEqual({
      result: { structuredContent: { a: 1 }, content: [] },
      jsonrpc: '2.0',
      id: 'x-2',
    });
  });

  it('keys by data version, arguments and MCP headers', () => {
    const cache = new ExchangeCache();
    const base = cache.keyFor(request(), body(1), 'v1', tools)!.key;
    expect(cache.keyFor(request(), body(1), 'v2', tools)!.key).not.toBe(base);
    expect(cache.keyFor(request(), body(1, { make: 'toyota', model: 'yaris' }), 'v1', tools)!.key).not.toBe(base);
    expect(cache.keyFor(request({ 'mcp-name': 'search' }), body(1), 'v1', tools)!.key).not.toBe(base);
  });

  it('never takes live lookups, the call-back or other methods, and keys each revision apart', () => {
    const cache = new ExchangeCache();
    expect(cache.keyFor(request(), body(1, { plate: '1234567' }, 'lookup_vehicle'), 'v1', tools)).toBeUndefined();
    expect(cache.keyFor(request(), body(1, { make: 'toyota', model: 'corolla', plate: '1234567' }), 'v1', tools)).toBeUndefined();
    expect(cache.keyFor(request(), body(1, { consent: false }, 'request_quote_callback'), 'v1', tools)).toBeUndefined();
    expect(cache.keyFor(request(), { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }, 'v1', tools)).toBeUndefined();
    expect(cache.keyFor(request({ 'mcp-protocol-version': '2025-06-18' }), body(1), 'v1', tools)!.key).not.toBe(
      cache.keyFor(request(), body(1), 'v1', tools)!.key,
    );
  });

  it('replays a 2025-era single-event SSE answer with the new id, and leaves multi-event streams alone', async () => {
    const cache = new ExchangeCache();
    const key = cache.keyFor(request({ 'mcp-protocol-version': '2025-06-18' }), body(5), 'v1', tools)!;
    const sse = (text: string) => new Response(text, { headers: { 'content-type': 'text/event-stream' } });
    cache.store(
      key,
      await whole(
        sse(
          'event: message\ndata: {"jsonrpc":"2.0","method":"notifications/message"}\n\nevent: ' +
            'message\ndata: {"result":{},"jsonrpc":"2.0","id":5}\n\n',
        ),
      ),
    );
    expect(cache.replay(key)).toBeUndefined();
    cache.store(key, await whole(sse('event: message\ndata: {"result":{"a":1},"jsonrpc":"2.0","id":5}\n\n')));
    const again = cache.keyFor(request({ 'mcp-protocol-version': '2025-06-18' }), body(6), 'v1', tools)!;
    const replayed = cache.replay(again)!;
    expect(replayed.body.toString()).toBe('event: message\ndata: {"result":{"a":1},"jsonrpc":"2.0","id":6}\n\n');
    expect(replayed.headers['content-type']).toBe('text/event-stream');
  });

  it('does not store errors or tool errors', async () => {
    const cache = new ExchangeCache();
    const key = cache.keyFor(request(), body(1), 'v1', tools)!;
    cache.store(key, await whole(answer(1, { isError: true, content: [{ type: 'text', text: 'no' }] })));
    expect(cache.replay(key)).toBeUndefined();
    cache.store(key, await whole(Response.json({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'x' } }, { status: 400 })));
    expect(cache.replay(key)).toBeUndefined();
  });

  it('reads JSON answers and event streams whole, and leaves other answers as they are', async () => {
    const json = await readWhole(answer(3));
    expect(json).not.toBeInstanceOf(Response);
    expect(JSON.parse((json as WholeAnswer).body.toString())).toEqual({
      result: { structuredContent: { a: 1 }, content: [] },
      jsonrpc: '2.0',
      id: 3,
    });
    const stream = new Response('event: message\ndata: {}\n\n', { headers: { 'content-type': 'text/event-stream' } });
    expect(((await readWhole(stream)) as WholeAnswer).body.toString()).toBe('event: message\ndata: {}\n\n');
    expect(await readWhole(new Response(null, { status: 202 }))).toBeInstanceOf(Response);
  });
});
