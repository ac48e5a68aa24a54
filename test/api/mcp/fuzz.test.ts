// Fuzzing of the MCP endpoint as fuzz.test.ts fuzzes REST: every tool with arbitrary arguments in both protocol
// eras, bodies that are not JSON (the cases a probe found answered 500 -32603), oversized bodies, batches and
// unknown methods. Whatever is sent: never a 5xx, and every answer is one JSON-RPC message (or a batch of them);
// a body that is no JSON-RPC message is a 4xx with -32700 (not JSON) or -32600 (not a valid message).
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fixtureDataDir } from '../../support/fixture-versions/api-catalog.ts';
import { testApp } from '../helpers/test-app.ts';
import { operations } from '../../../api/operations/index.ts';
import { buildToolTable } from '../../../api/mcp/tool-table.ts';
import { MCP_PATH } from '../../../lib/api/api-paths.ts';
import { MODERN_VERSION, modernEnvelope } from '../helpers/mcp-test-server.ts';

/** No limit on call-back requests, stored or refused: the fuzzer sends thousands. */
const CALLBACKS_UNLIMITED = { rateLimitCallback: 1e9, rateLimitCallbackRefused: 1e9 };

let app: ReturnType<typeof testApp>['app'];
beforeAll(() => {
  app = testApp(fixtureDataDir(), { config: { rateLimitCatalog: 1e9, rateLimitLive: 1e9, ...CALLBACKS_UNLIMITED } }).app;
});

const MODERN = MODERN_VERSION;
const LEGACY = '2025-06-18';
const ENVELOPE = modernEnvelope('fuzz');
/** app.request sends no Host; the DNS-rebinding guard needs one. */
const JSON_TYPES = { host: 'localhost', 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

interface RpcMessage {
  jsonrpc?: unknown;
  id?: unknown;
  result?: Record<string, unknown>;
  error?: { code?: unknown; message?: unknown };
}

/** The JSON-RPC message(s) of an answer, whether sent as one JSON body or as server-sent events. */
async function messagesOf(res: Response): Promise<RpcMessage[]> {
  const text = await res.text();
  if ((res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    return text
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .flatMap((line) => JSON.parse(line.slice(6)) as RpcMessage | RpcMessage[]);
  }
  const body = JSON.parse(text) as RpcMessage | RpcMessage[];
  return Array.isArray(body) ? body : [body];
}

function expectRpc(message: RpcMessage): void {
  expect(message.jsonrpc).toBe('2.0');
  if (message.error !== undefined) {
    expect(Number.isInteger(message.error.code)).toBe(true);
    expect(typeof message.error.message).toBe('string');
  } else {
    expect(typeof message.result).toBe('object');
  }
}

function post(body: string, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(app.request(MCP_PATH, { method: 'POST', headers: { ...JSON_TYPES, ...headers }, body }));
}

/** A tools/call in either era: modern with its envelope and standard headers, legacy as a 2025 client sends it. */
function callTool(era: 'modern' | 'legacy', name: string, args: unknown, id: number): Promise<Response> {
  if (era === 'legacy')
    return post(JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } }), {
      'mcp-protocol-version': LEGACY,
    });
  return post(JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args, _meta: ENVELOPE } }), {
    'mcp-protocol-version': MODERN,
    'mcp-method': 'tools/call',
    'mcp-name': name,
  });
}

const weird = fc.constantFrom(
  '',
  ' ',
  '1950',
  '2101',
  'NaN',
  '12-345-67',
  '1234567',
  '123456789012',
  'toyota',
  'טויוטה',
  'corolla',
  '../../etc/passwd',
  '\u0000',
  'a'.repeat(300),
  '__proto__',
);
const argValue = fc.oneof(
  weird,
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

const TOOLS = buildToolTable(operations);

describe.each(TOOLS.map((t) => [t.name, t] as const))('tool %s with arbitrary arguments', (_name, tool) => {
  const names = [...Object.keys(tool.op.input.shape), 'unknown', '__proto__', 'constructor', 'PLATE'];
  const args = fc.oneof(
    { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...names), argValue, { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.array(argValue, { maxLength: 3 })) },
  );

  it.each(['modern', 'legacy'] as const)(
    '%s: never a 5xx; a result matches the output schema, an error is a JSON-RPC error',
    async (era) => {
      let id = 0;
      await fc.assert(
        fc.asyncProperty(args, async (value) => {
          const res = await callTool(era, tool.name, value, ++id);
          expect(res.status).toBeLessThan(500);
          const [message] = await messagesOf(res);
          expectRpc(message!);
          if (res.status !== 200) expect(message!.error).toBeDefined();
          const result = message!.result;
          if (result && result.isError !== true) expect(tool.op.output.safeParse(result.structuredContent).success).toBe(true);
        }),
        { numRuns: 40 },
      );
    },
  );
});

/** The bodies the probe sent, each answered 500 -32603 before: none of them is one JSON value. */
const NOT_JSON: [string, string][] = [
  ['an empty body', ''],
  ['{', '{'],
  ['[', '['],
  ['a NUL byte', '\u0000'],
  ['a truncated object', '{"jsonrpc":"2.0","id":1,"method":"tools/li'],
  ['a valid message followed by garbage', '{"jsonrpc":"2.0","id":1,"method":"tools/list"}xyz'],
  ['ten thousand [', '['.repeat(10_000)],
  ['a trailing comma in tools/call', '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_makes","arguments":{},}}'],
];

/** JSON, but no valid JSON-RPC message (or batch of them). */
const NOT_RPC: [string, string][] = [
  ['a number', '1'],
  ['null', 'null'],
  ['a string', '"x"'],
  ['an empty object', '{}'],
  ['an empty batch', '[]'],
  ['a batch of a number', '[1]'],
  ['a batch of an empty object', '[{}]'],
  ['no method', '{"jsonrpc":"2.0","id":1}'],
  ['JSON-RPC 1.0', '{"jsonrpc":"1.0","id":1,"method":"tools/list"}'],
  ['an object id', '{"jsonrpc":"2.0","id":{},"method":"tools/list"}'],
];

describe('bodies that are no JSON-RPC message', () => {
  it.each(NOT_JSON)('%s: 400 with -32700 (parse error)', async (_name, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700, data: { code: 'invalid_json' } } });
  });

  it.each(NOT_RPC)('%s: 400 with -32600 (invalid request)', async (_name, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 } });
  });

  it('answers any cut or corrupted message with a 4xx and -32700 or -32600, never a 5xx', async () => {
    const valid = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'list_makes', arguments: {} } });
    const corrupted = fc.oneof(
      fc.nat(valid.length - 1).map((at) => valid.slice(0, at)),
      fc
        .tuple(fc.nat(valid.length), fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }))
        .map(([at, s]) => valid.slice(0, at) + s + valid.slice(at)),
      fc.string({ unit: 'binary', maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(corrupted, async (body) => {
        const res = await post(body);
        expect(res.status).toBeLessThan(500);
        const [message] = await messagesOf(res);
        expectRpc(message!);
        if (res.status >= 400) expect([-32700, -32600]).toContain(message!.error!.code);
      }),
      { numRuns: 150 },
    );
  });
});

describe('oversized bodies', () => {
  const big = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'search', arguments: { query: 'x'.repeat(70 * 1024) } },
  });

  it('refuses a body over 64 KiB declared by Content-Length with 413 and -32600', async () => {
    const res = await post(big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600, data: { code: 'payload_too_large' } } });
  });

  it('refuses one streamed without a length with 413 too', async () => {
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 8192) controller.enqueue(bytes.subarray(at, at + 8192));
        controller.close();
      },
    });
    const res = await app.request(MCP_PATH, { method: 'POST', headers: JSON_TYPES, body: stream, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });
});

describe('batches and methods', () => {
  const message = fc.oneof(
    fc.record({
      jsonrpc: fc.constant('2.0'),
      id: fc.oneof(fc.integer(), fc.string({ maxLength: 5 })),
      method: fc.constantFrom('tools/list', 'ping', 'prompts/list', 'resources/list', 'no/such', 'initialize'),
      params: fc.constant({}),
    }),
    fc.record({ jsonrpc: fc.constant('2.0'), method: fc.constantFrom('notifications/initialized', 'notifications/cancelled') }),
    fc.record({
      jsonrpc: fc.constant('2.0'),
      id: fc.integer(),
      method: fc.constant('tools/call'),
      params: fc.record({
        name: fc.constantFrom(...TOOLS.map((t) => t.name), 'no_such_tool'),
        arguments: fc.dictionary(fc.string({ maxLength: 6 }), argValue, { maxKeys: 2 }),
      }),
    }),
    fc.jsonValue({ maxDepth: 2 }),
  );

  it('answers any batch without a 5xx, each answer a JSON-RPC message', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(message, { minLength: 1, maxLength: 5 }), async (batch) => {
        const res = await post(JSON.stringify(batch), { 'mcp-protocol-version': '2025-03-26' });
        expect(res.status).toBeLessThan(500);
        if (res.status === 202) return;
        for (const answer of await messagesOf(res)) expectRpc(answer);
      }),
      { numRuns: 80 },
    );
  });

  it('answers an unknown method with -32601 in both eras, never a 5xx for any method name', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 30 }), async (method) => {
        const legacy = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: {} }));
        expect(legacy.status).toBeLessThan(500);
        const modern = await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { _meta: ENVELOPE } }), {
          'mcp-protocol-version': MODERN,
          'mcp-method': method,
        });
        expect(modern.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
    const [unknown] = await messagesOf(await post(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'no/such/method', params: {} })));
    expect(unknown!.error?.code).toBe(-32601);
  });
});
