// Answer frames (api/mcp/answer-frames.ts). On their own: what a frame is cut from, when it is trusted, which calls
// may use one. Over HTTP, with frames on and off: once a server answers a call from a frame (or, off, from the SDK
// pass every time), its bytes are those a fresh server's SDK writes for the same request, for every read-only
// tool, in each protocol revision, and for tool errors.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AnswerFrames, fillFrame, frameOf, type FrameableCall, type FrameFill, type WholeAnswer } from '../../../api/mcp/answer-frames.ts';
import { buildToolTable } from '../../../api/mcp/tool-table.ts';
import { operations } from '../../../api/operations/index.ts';
import { LocalRegistry } from '../../../api/registry/local-registry.ts';
import { GOLDEN } from '../../../pipeline/sample/golden.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { MODERN_VERSION, modernEnvelope, startMcpTestServer, type McpTestServer } from '../helpers/mcp-test-server.ts';

const tools = new Map(buildToolTable(operations).map((t) => [t.name, t]));
const MCP_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': MODERN_VERSION,
  'mcp-method': 'tools/call',
  'mcp-name': 'model_info',
};
const request = (extra: Record<string, string> = {}) =>
  new Request('http://localhost/api/mcp', { method: 'POST', headers: { ...MCP_HEADERS, ...extra } });
const body = (id: unknown, args: unknown = { make: 'toyota', model: 'corolla' }, name = 'model_info', meta = {}) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args, _meta: meta },
});

/** An answer as the SDK writes one: the data's JSON as text and as structuredContent, then the id. */
function sdkAnswer(data: Record<string, unknown>, id: string | number, sse = false): { answer: WholeAnswer; fill: FrameFill } {
  const json = JSON.stringify(data);
  const message = JSON.stringify({ result: { content: [{ type: 'text', text: json }], structuredContent: data }, jsonrpc: '2.0', id });
  const text = sse ? `event: message\ndata: ${message}\n\n` : message;
  return {
    answer: {
      status: 200,
      body: Buffer.from(text) as Buffer<ArrayBuffer>,
      headers: { 'content-type': sse ? 'text/event-stream' : 'application/json' },
    },
    fill: { data: json, text: JSON.stringify(json) },
  };
}

describe('frameOf and fillFrame', () => {
  it.each([false, true])('cut an answer into its frame and fill it back to the same bytes (event stream: %s)', (sse) => {
    const { answer, fill } = sdkAnswer({ model: 'קורולה', note: 'a "quoted" word' }, 'req-1', sse);
    const frame = frameOf(answer, fill, 'req-1')!;
    expect(frame.slots).toEqual(['text', 'data', 'id']);
    expect(fillFrame(frame, fill, 'req-1')).toBe(answer.body.toString());
    const bytes = { data: Buffer.from(fill.data), text: Buffer.from(fill.text) };
    expect((fillFrame(frame, bytes, 'req-1') as Buffer).equals(answer.body)).toBe(true);
    const other = sdkAnswer({ model: 'יאריס' }, 7, sse);
    expect(fillFrame(frame, other.fill, 7)).toBe(other.answer.body.toString());
  });

  it('finds no frame in an error, another media type, or an answer whose data is not where the frame expects', () => {
    const { answer, fill } = sdkAnswer({ a: 1 }, 1);
    expect(frameOf({ ...answer, status: 400 }, fill, 1)).toBeUndefined();
    expect(frameOf({ ...answer, headers: { 'content-type': 'text/plain' } }, fill, 1)).toBeUndefined();
    expect(frameOf(answer, fill, 2)).toBeUndefined();
    const twice = Buffer.from(answer.body.toString().replace('"jsonrpc"', `"echo":${fill.data},"jsonrpc"`)) as Buffer<ArrayBuffer>;
    expect(frameOf({ ...answer, body: twice }, fill, 1)).toBeUndefined();
  });
});

describe('AnswerFrames', () => {
  const call = (id: unknown, args: Record<string, unknown>, meta = {}) =>
    new AnswerFrames().callFor(request().headers, body(id, args, 'model_info', meta), 'v1', tools) as FrameableCall;

  it('keys calls by their envelope: arguments and id apart, data version, headers and _meta in', () => {
    const frames = new AnswerFrames();
    const key = (req: Request, message: unknown, version = 'v1') => frames.callFor(req.headers, message, version, tools)?.key;
    const base = key(request(), body(1));
    expect(key(request(), body('x', { make: 'kia', model: 'picanto' }))).toBe(base);
    expect(key(request(), body(1), 'v2')).not.toBe(base);
    expect(key(request({ 'mcp-protocol-version': '2025-06-18' }), body(1))).not.toBe(base);
    expect(key(request(), body(1, undefined, 'model_info', { client: 'other' }))).not.toBe(base);
  });

  it('takes only tools/call of a read-only tool with an id and arguments the SDK accepts', () => {
    const frames = new AnswerFrames();
    const accepts = (message: unknown) => frames.callFor(request().headers, message, 'v1', tools) !== undefined;
    expect(accepts(body(1))).toBe(true);
    expect(accepts(body(1, { plate: '1234567' }, 'lookup_vehicle'))).toBe(true);
    expect(accepts(body(1, { consent: false }, 'request_quote_callback'))).toBe(false);
    expect(accepts(body(1.5))).toBe(false);
    expect(accepts(body(null))).toBe(false);
    expect(accepts(body(1, ['make']))).toBe(false);
    expect(accepts(body(1, {}, 'no_such_tool'))).toBe(false);
    expect(accepts({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} })).toBe(false);
    expect(accepts([body(1)])).toBe(false);
  });

  it('trusts a frame only when a second answer, for other arguments and other data, gave the same frame', () => {
    const frames = new AnswerFrames();
    const first = call(1, { make: 'toyota', model: 'corolla' });
    expect(frames.lookup(first)).toBe('learn');
    const a = sdkAnswer({ model: 'corolla' }, 1);
    frames.learn(first, a.answer, a.fill);
    // The SDK answered exactly these arguments: they may be served from the frame, in any order, under any id.
    expect(typeof frames.lookup(call('z', { model: 'corolla', make: 'toyota' }))).toBe('object');
    expect(frames.lookup(call(1, { make: 'toyota', model: 'yaris' }))).toBe('learn');
    // The same arguments again, and other arguments with the same data, prove nothing.
    frames.learn(first, a.answer, a.fill);
    frames.learn(call(1, { model: 'corolla', make: 'toyota' }), a.answer, a.fill);
    frames.learn(call(1, { make: 'Toyota', model: 'Corolla' }), a.answer, a.fill);
    expect(frames.lookup(call(1, { make: 'kia', model: 'rio' }))).toBe('learn');
    const b = sdkAnswer({ model: 'yaris' }, 'b');
    const second = call('b', { make: 'toyota', model: 'yaris' });
    frames.learn(second, b.answer, b.fill);
    const frame = frames.lookup(second);
    expect(typeof frame).toBe('object');
    const c = sdkAnswer({ model: 'auris' }, 3);
    expect(fillFrame(frame as Exclude<typeof frame, string | undefined>, c.fill, 3)).toBe(c.answer.body.toString());
  });

  it('never frames an envelope whose answers disagreed', () => {
    const frames = new AnswerFrames();
    const first = call(1, { make: 'toyota', model: 'corolla' });
    const a = sdkAnswer({ model: 'corolla' }, 1);
    frames.learn(first, a.answer, a.fill);
    const b = sdkAnswer({ model: 'yaris' }, 2);
    const echoed = Buffer.from(b.answer.body.toString().replace('"jsonrpc"', '"args":"yaris","jsonrpc"')) as Buffer<ArrayBuffer>;
    frames.learn(call(2, { make: 'toyota', model: 'yaris' }), { ...b.answer, body: echoed }, b.fill);
    expect(frames.lookup(first)).toBeUndefined();
    const c = sdkAnswer({ model: 'auris' }, 3);
    frames.learn(call(3, { make: 'toyota', model: 'auris' }), c.answer, c.fill);
    const d = sdkAnswer({ model: 'prius' }, 4);
    frames.learn(call(4, { make: 'toyota', model: 'prius' }), d.answer, d.fill);
    expect(frames.lookup(first)).toBeUndefined();
  });
});

describe('AnswerFrames memory', () => {
  it('lets the oldest envelopes go once the envelopes it keeps pass 16 MB, however large a client makes its _meta', () => {
    const frames = new AnswerFrames();
    const padded = (n: number) => ({ pad: `${n}`.padEnd(60_000, '.') });
    const learnFor = (n: number) => {
      const seen = frames.callFor(request().headers, body(n, { make: 'toyota', model: 'corolla' }, 'model_info', padded(n)), 'v1', tools)!;
      const { answer, fill } = sdkAnswer({ model: 'corolla' }, n);
      frames.learn(seen, answer, fill);
      return seen;
    };
    const first = learnFor(0);
    expect(typeof frames.lookup(first)).toBe('object');
    for (let n = 1; n < 300; n++) learnFor(n);
    expect(frames.lookup(first)).toBe('learn');
    expect(typeof frames.lookup(learnFor(300))).toBe('object');
  });
});

// Both ways of the switch (MCP_ANSWER_FRAMES): with frames the third call of each tool is filled into a frame, without
// them every call takes the SDK pass; either way the bytes are those of a fresh server's SDK.
describe.each(['on', 'off'] as const)('over HTTP, answer frames %s: every answer is the SDK answer', (frames) => {
  const store = DataStore.openCurrent(DATA_DIR);
  const registry = new LocalRegistry(() => store.registryDbPath);
  let learner: McpTestServer;
  let fresh: McpTestServer;
  beforeAll(async () => {
    learner = await startMcpTestServer({ answerFrames: frames === 'on' }, registry);
    fresh = await startMcpTestServer({}, registry);
  });
  afterAll(async () => {
    await learner.close();
    await fresh.close();
    await registry.close();
  });

  /** Three calls per tool, with other arguments and other answers each. */
  function variants(baseUrl: string): [string, Record<string, unknown>[]][] {
    // Model years of three different models, so that every tool's arguments differ.
    const byModel = new Map(store.pages.filter((p) => p.type === 'model_year').map((p) => [p.path.split('/').slice(0, 4).join('/'), p]));
    const years = [...byModel.values()].slice(0, 3);
    const models = years.map((p) => {
      const [, , make, model, year] = p.path.split('/');
      return { make: make!, model: model!, year: Number(year) };
    });
    const plates = GOLDEN.filter((g) => g.where === 'registry')
      .slice(0, 3)
      .map((g) => ({ plate: String(g.plate) }));
    return [
      ['model_info', models],
      ['theft_by_model', models.map(({ make, model }) => ({ make, model }))],
      ['explain_licence_fee', models],
      ['search', models.map(({ model }) => ({ query: model }))],
      ['fetch', years.map((p) => ({ id: `${baseUrl}${p.path}` }))],
      ['lookup_vehicle', plates],
      ['check_open_recall', plates],
    ];
  }

  const REVISIONS = [
    { revision: MODERN_VERSION, accept: 'application/json, text/event-stream' },
    { revision: '2025-11-25', accept: 'application/json, text/event-stream' },
    { revision: '2025-06-18', accept: 'application/json, text/event-stream' },
    { revision: '2024-11-05', accept: 'application/json, text/event-stream' },
  ];

  async function call(server: McpTestServer, revision: string, accept: string, name: string, args: unknown, id: number | string) {
    const modern = revision === MODERN_VERSION;
    const res = await fetch(server.mcpUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept,
        'mcp-protocol-version': revision,
        ...(modern ? { 'mcp-method': 'tools/call', 'mcp-name': name } : {}),
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id,
        method: 'tools/call',
        params: { name, arguments: args, ...(modern ? { _meta: modernEnvelope('frames-test') } : {}) },
      }),
    });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  }

  it.each(REVISIONS)('answers $revision calls with the bytes the SDK writes', async ({ revision, accept }) => {
    const lookup = vi.spyOn(AnswerFrames.prototype, 'lookup');
    try {
      for (const [name, calls] of variants(learner.publicBaseUrl)) {
        const [first, second, third] = calls;
        for (const [i, args] of [first, second].entries()) expect((await call(learner, revision, accept, name, args, i)).status).toBe(200);
        lookup.mockClear();
        const framed = await call(learner, revision, accept, name, third, `third-${name}`);
        if (frames === 'on') expect(typeof lookup.mock.results[0]?.value, `${name} is answered from a frame`).toBe('object');
        else expect(lookup, `${name} is answered by the SDK`).not.toHaveBeenCalled();
        const sdk = await call(fresh, revision, accept, name, third, `third-${name}`);
        expect(framed, name).toEqual(sdk);
        expect(framed.text).toContain(`third-${name}`);
      }
    } finally {
      lookup.mockRestore();
    }
  });

  it('answers a tool error after its frame is trusted exactly as the SDK does', async () => {
    const [, calls] = variants(learner.publicBaseUrl)[0]!;
    for (const [i, args] of calls.slice(0, 2).entries()) await call(learner, MODERN_VERSION, REVISIONS[0]!.accept, 'model_info', args, i);
    const unknown = { make: calls[0]!.make, model: 'no-such-model' };
    const framed = await call(learner, MODERN_VERSION, REVISIONS[0]!.accept, 'model_info', unknown, 9);
    const sdk = await call(fresh, MODERN_VERSION, REVISIONS[0]!.accept, 'model_info', unknown, 9);
    expect(framed.text).toContain('"isError":true');
    expect(framed).toEqual(sdk);
  });
});
