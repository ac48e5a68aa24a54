// The SDK's answer to a tools/call of a read-only tool, learned as a frame around the tool's result. For one
// envelope (data version, the headers the SDK checks, and the body but for its id and arguments) the SDK's
// answer is the same bytes around three slots: the tool's data as JSON (structuredContent), the same JSON as a
// JSON string (the text item) and the request id. Everything the SDK decides before it calls the tool (protocol
// revision, header checks, client capabilities, result envelope, SSE framing) depends on that envelope alone:
// the tool table lets every argument through to runOperation (tool-table.ts), and the tool declares no
// argument-carrying headers. A frame is used for other arguments only once two SDK answers for different arguments
// and data gave the same frame (before that, only for the arguments it was seen with); an envelope whose answers
// did not agree is never framed. The call-back (not read-only), errors and tool errors always take the SDK.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ToolEntry } from './tool-table.ts';
import { isPlainObject } from '../operations/validate-input.ts';

/** Envelopes differ by client (its _meta) and tool: a few per client kind and tool. Bounded by their size too,
 * keys included: an envelope is as large as a request body may be (64 KiB), and a client chooses its _meta. */
const MAX_ENVELOPES = 4096;
const MAX_ENVELOPE_BYTES = 16 * 1024 * 1024;

function learnedBytes(learned: Learned, key: string): number {
  const frame = learned === 'unframeable' ? undefined : learned.frame;
  // Each part is kept as bytes and as text.
  return key.length + (frame?.parts.reduce((sum, part) => sum + 2 * part.length, 0) ?? 0);
}

export interface FrameableCall {
  /** The envelope: everything the SDK's answer may depend on but the id and the arguments. */
  key: string;
  id: string | number;
  tool: ToolEntry;
  args: Record<string, unknown>;
}

/** The tool's answer in the two forms a frame takes it: the data's JSON and that JSON as a JSON string. Bytes for
 * a stored answer; text for one made for this request alone, written as the text it is (no buffers to collect). */
export type FrameFill = { data: Buffer; text: Buffer } | { data: string; text: string };

type Slot = 'data' | 'text' | 'id';

export interface Frame {
  /** Literal bytes before, between and after the slots: one more than the slots. */
  parts: Buffer[];
  /** The same parts as text. */
  partTexts: string[];
  slots: Slot[];
  headers: Record<string, string>;
}

/** What is known of an envelope: a frame seen once (with the arguments and data it was seen for), a trusted
 * frame, or answers that disagreed. */
type Learned = { frame: Frame; args: string; data: string; trusted: boolean } | 'unframeable';

/** Arguments as the same call whatever their order. */
const argsKey = (args: Record<string, unknown>) => JSON.stringify(Object.entries(args).sort(([a], [b]) => (a < b ? -1 : 1)));

export interface WholeAnswer {
  status: number;
  body: Buffer<ArrayBuffer>;
  headers: Record<string, string>;
}

/** Where `needle` occurs exactly once in `body`, else -1. */
function onlyIndex(body: Buffer, needle: Buffer, from = 0): number {
  const at = body.indexOf(needle, from);
  return at >= 0 && body.indexOf(needle, at + 1) < 0 ? at : -1;
}

/** The frame of an SDK answer, when its data, text and id each occur once (the id after the data and text). */
export function frameOf(answer: WholeAnswer, made: FrameFill, id: string | number): Frame | undefined {
  const fill = { data: Buffer.from(made.data), text: Buffer.from(made.text) };
  const type = answer.headers['content-type'] ?? '';
  if (answer.status !== 200 || !(type.startsWith('application/json') || type.startsWith('text/event-stream'))) return undefined;
  const { body } = answer;
  const textAt = onlyIndex(body, fill.text);
  const dataAt = onlyIndex(body, fill.data);
  if (textAt < 0 || dataAt < 0) return undefined;
  const afterBoth = Math.max(textAt + fill.text.length, dataAt + fill.data.length);
  const idAt = onlyIndex(body, Buffer.from(`"id":${JSON.stringify(id)}`), afterBoth);
  if (idAt < 0) return undefined;
  const found = [
    { slot: 'text' as const, at: textAt, length: fill.text.length },
    { slot: 'data' as const, at: dataAt, length: fill.data.length },
    { slot: 'id' as const, at: idAt + '"id":'.length, length: JSON.stringify(id).length },
  ].sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  let from = 0;
  for (const { at, length } of found) {
    parts.push(body.subarray(from, at));
    from = at + length;
  }
  parts.push(body.subarray(from));
  return {
    parts: parts.map((part) => Buffer.from(part)),
    partTexts: parts.map((part) => part.toString()),
    slots: found.map((f) => f.slot),
    headers: answer.headers,
  };
}

export function sameFrame(a: Frame, b: Frame): boolean {
  const headers = (f: Frame) => JSON.stringify(Object.entries(f.headers).sort());
  return a.slots.join() === b.slots.join() && a.parts.every((part, i) => part.equals(b.parts[i]!)) && headers(a) === headers(b);
}

export function fillFrame(frame: Frame, fill: FrameFill, id: string | number): Buffer<ArrayBuffer> | string {
  const idText = JSON.stringify(id);
  if (typeof fill.data === 'string') {
    let text = frame.partTexts[0]!;
    frame.slots.forEach((slot, i) => {
      text += (slot === 'id' ? idText : fill[slot]) + frame.partTexts[i + 1]!;
    });
    return text;
  }
  return Buffer.concat(framePieces(frame, fill as StoredFill, id)) as Buffer<ArrayBuffer>;
}

/** A stored answer's fill (its bytes as they are kept). */
export type StoredFill = { data: Buffer; text: Buffer };

/** The answer's bytes as the pieces they are made of, for a writer that sends them as they are (one writev). */
export function framePieces(frame: Frame, fill: StoredFill, id: string | number): Buffer[] {
  const pieces: Buffer[] = [frame.parts[0]!];
  frame.slots.forEach((slot, i) => {
    pieces.push(slot === 'id' ? Buffer.from(JSON.stringify(id)) : fill[slot], frame.parts[i + 1]!);
  });
  return pieces;
}

export class AnswerFrames {
  readonly #learned = new LRUCache<string, Learned>({ max: MAX_ENVELOPES, maxSize: MAX_ENVELOPE_BYTES, sizeCalculation: learnedBytes });

  /** The call when this request is one tools/call of a read-only tool with a JSON-RPC id and arguments the SDK
   * accepts. `requestHeaders` as a web Request's headers iterate: lower-case names, a repeated header's values
   * joined with ", ". */
  callFor(
    requestHeaders: Iterable<[string, string]>,
    body: unknown,
    version: string,
    tools: ReadonlyMap<string, ToolEntry>,
  ): FrameableCall | undefined {
    if (!isPlainObject(body)) return undefined;
    const { id, method, params } = body as { id?: unknown; method?: unknown; params?: unknown };
    // The SDK's JSON-RPC schema takes a string or an integer id; any other request is the SDK's to refuse.
    if (method !== 'tools/call' || !(typeof id === 'string' || Number.isSafeInteger(id)) || !isPlainObject(params)) return undefined;
    const tool = typeof params.name === 'string' ? tools.get(params.name) : undefined;
    const args = params.arguments ?? {};
    if (!tool || tool.op.method !== 'GET' || !isPlainObject(args)) return undefined;
    // Every header the SDK's validation reads: the MCP ones (whatever their number) and the media types.
    const headers: string[] = [];
    for (const [name, value] of requestHeaders) {
      if (name.startsWith('mcp-') || name === 'accept' || name === 'content-type') headers.push(`${name}:${value}`);
    }
    headers.sort();
    const envelope = JSON.stringify({ ...body, id: null, params: { ...params, arguments: null } });
    return { key: [version, ...headers, envelope].join('\u0000'), id: id as string | number, tool, args };
  }

  /** The frame for this call: its envelope's once two SDK answers agreed on it, or the one answer's for the very
   * arguments it was seen with (the SDK answered exactly this request); 'learn' while answers may still teach one;
   * undefined for an envelope whose answers disagreed. */
  lookup(call: FrameableCall): Frame | 'learn' | undefined {
    const learned = this.#learned.get(call.key);
    if (learned === undefined) return 'learn';
    if (learned === 'unframeable') return undefined;
    return learned.trusted || learned.args === argsKey(call.args) ? learned.frame : 'learn';
  }

  /** Learns from an SDK answer to `call` whose tool answered `fill`. */
  learn(call: FrameableCall, answer: WholeAnswer, fill: FrameFill): void {
    const learned = this.#learned.get(call.key);
    if (learned === 'unframeable' || learned?.trusted) return;
    const frame = frameOf(answer, fill, call.id);
    if (frame === undefined) {
      this.#learned.set(call.key, 'unframeable');
      return;
    }
    const seen = { frame, args: argsKey(call.args), data: createHash('sha256').update(fill.data).digest('base64') };
    // The second answer proves the frame only when both its arguments and its data differ from the first's.
    if (learned === undefined) this.#learned.set(call.key, { ...seen, trusted: false });
    else if (learned.args !== seen.args && learned.data !== seen.data)
      this.#learned.set(call.key, sameFrame(learned.frame, frame) ? { ...seen, trusted: true } : 'unframeable');
  }
}

/**
 * The SDK's answer read whole: one JSON body, or a 2025-era event stream (an answer to a POST, which ends with
 * its answer). Anything else (an empty 202, say) stays the Response it was.
 */
export async function readWhole(response: Response): Promise<Response | WholeAnswer> {
  const type = response.headers.get('content-type') ?? '';
  if (!(type.startsWith('application/json') || type.startsWith('text/event-stream'))) return response;
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()), headers: Object.fromEntries(response.headers) };
}
