// The MCP server spans and mcp.server.operation.duration, as the convention describes them (conventions.ts): one
// SERVER span per JSON-RPC message of a POST, named "{mcp.method.name} {target}", its parent the trace context the
// client put in params._meta (traceparent, tracestate) and linked to the HTTP request's own context when both are
// sent. Every attribute value is a fixed-list name (tools, prompts, protocol revisions), a method name of letters
// and slashes, or the client's own request id: never a tool's arguments or result, which may hold a plate.
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Link, type Span } from '@opentelemetry/api';
import { ATTR_ERROR_TYPE, ATTR_NETWORK_PROTOCOL_NAME, ATTR_NETWORK_TRANSPORT, MCP } from '../../lib/telemetry/conventions.ts';
import { propagator, recordMcpOperation, startSpan, telemetryOn, withSpan } from '../../lib/telemetry/telemetry.ts';
import { MCP_PROTOCOL_VERSIONS } from '../mcp/protocol-versions.ts';

export interface McpNames {
  tools: ReadonlySet<string>;
  prompts: ReadonlySet<string>;
}

export interface McpTrace {
  /** Runs fn with the span of a single-message request active (a batch's spans are siblings, none active). */
  run<T>(fn: () => T): T;
  /** Ends the spans when the answer is whole, with error.type read from it. */
  finish(response: Response): void;
}

interface Traced {
  span: Span;
  id: string | number | undefined;
  attributes: Attributes;
}

const METHOD = /^[a-zA-Z_]+(\/[a-zA-Z_]+)*$/;
const SESSION_ID = /^[\x21-\x7e]{1,128}$/;
const VERSIONS: ReadonlySet<string> = new Set(MCP_PROTOCOL_VERSIONS);

const getter = {
  keys: (carrier: Record<string, unknown>) => Object.keys(carrier),
  get: (carrier: Record<string, unknown>, key: string) => {
    const value = carrier[key];
    return typeof value === 'string' ? value : undefined;
  },
};

const record = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The remote context a carrier holds, when it holds a valid one. */
function remote(carrier: Record<string, unknown>): Context | undefined {
  const extracted = propagator.extract(ROOT_CONTEXT, carrier, getter);
  return trace.getSpanContext(extracted) === undefined ? undefined : extracted;
}

function messageAttributes(message: Record<string, unknown>, method: string, version: string | undefined, names: McpNames) {
  const params = record(message.params) ? message.params : {};
  const attributes: Attributes = {
    [MCP.METHOD_NAME]: method,
    [ATTR_NETWORK_TRANSPORT]: 'tcp',
    [ATTR_NETWORK_PROTOCOL_NAME]: 'http',
  };
  let target: string | undefined;
  if (method === 'tools/call' && typeof params.name === 'string' && names.tools.has(params.name)) {
    target = params.name;
    attributes[MCP.TOOL_NAME] = target;
    attributes[MCP.OPERATION_NAME] = MCP.EXECUTE_TOOL;
  }
  if (method === 'prompts/get' && typeof params.name === 'string' && names.prompts.has(params.name)) {
    target = params.name;
    attributes[MCP.PROMPT_NAME] = target;
  }
  // A 2026-era client names its revision in each message's _meta, a 2025-era one in initialize and then a header.
  const meta = record(params._meta) ? params._meta : undefined;
  const inMeta = meta?.['io.modelcontextprotocol/protocolVersion'];
  const asked =
    typeof inMeta === 'string'
      ? inMeta
      : method === 'initialize' && typeof params.protocolVersion === 'string'
        ? params.protocolVersion
        : version;
  if (asked !== undefined && VERSIONS.has(asked)) attributes[MCP.PROTOCOL_VERSION] = asked;
  return { attributes, target, meta };
}

/** Starts the spans of a parsed MCP POST body; null while telemetry is off or the body holds no message. */
export function startMcpSpans(body: unknown, headers: Headers, names: McpNames): McpTrace | null {
  if (!telemetryOn()) return null;
  const messages = (Array.isArray(body) ? body : [body]).filter(record);
  if (messages.length === 0) return null;
  const started = performance.now();
  const ambient = remote(Object.fromEntries(headers));
  const session = headers.get('mcp-session-id');
  const version = headers.get('mcp-protocol-version') ?? undefined;
  const traced: Traced[] = [];
  for (const message of messages) {
    const method =
      typeof message.method === 'string' && message.method.length <= 64 && METHOD.test(message.method) ? message.method : '_OTHER';
    const { attributes, target, meta } = messageAttributes(message, method, version, names);
    const id = typeof message.id === 'number' || (typeof message.id === 'string' && message.id.length <= 64) ? message.id : undefined;
    const spanAttributes: Attributes = { ...attributes };
    if (id !== undefined) spanAttributes[MCP.JSONRPC_REQUEST_ID] = String(id);
    if (session !== null && SESSION_ID.test(session)) spanAttributes[MCP.SESSION_ID] = session;
    const parent = (meta && remote(meta)) ?? ambient ?? ROOT_CONTEXT;
    const links: Link[] = [];
    const ambientSpan = ambient === undefined ? undefined : trace.getSpanContext(ambient);
    if (parent !== ambient && ambientSpan !== undefined) links.push({ context: ambientSpan });
    const span = startSpan({
      name: target === undefined ? method : `${method} ${target}`,
      kind: SpanKind.SERVER,
      attributes: spanAttributes,
      parent,
      links,
    });
    if (span !== null) traced.push({ span, id, attributes });
  }
  const single = traced.length === 1 ? traced[0]!.span : null;
  return {
    run: (fn) => withSpan(single, fn),
    finish(response) {
      const done = (answers: unknown[]) => {
        for (const t of traced) {
          const answer = answers.find((a) => record(a) && t.id !== undefined && a.id === t.id);
          const errorType = errorTypeOf(answer, response.status);
          const attributes = { ...t.attributes };
          if (errorType !== undefined) {
            attributes[ATTR_ERROR_TYPE] = errorType;
            t.span.setAttribute(ATTR_ERROR_TYPE, errorType);
            if (errorType !== MCP.TOOL_ERROR) t.span.setAttribute(MCP.RPC_RESPONSE_STATUS_CODE, errorType);
            t.span.setStatus({ code: SpanStatusCode.ERROR });
          }
          t.span.end();
          recordMcpOperation(attributes, started);
        }
      };
      if (response.body === null) {
        done([]);
        return;
      }
      // A copy of the answer is read to its end (an event stream ends with its result); the client reads the other.
      response
        .clone()
        .text()
        .then(
          (text) => done(answersIn(text)),
          () => done([]),
        );
    },
  };
}

/** The JSON-RPC answers in a JSON body or in the data lines of an event stream. */
function answersIn(text: string): unknown[] {
  const chunks = text.trimStart().startsWith('{') || text.trimStart().startsWith('[') ? [text] : dataLines(text);
  return chunks.flatMap((chunk) => {
    try {
      const parsed: unknown = JSON.parse(chunk);
      return Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return [];
    }
  });
}

function dataLines(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('data:'))
    .map((line) => line.slice(5).trim());
}

/** The JSON-RPC error code, "tool_error" for a tool result with isError, the HTTP status of an answer without one. */
function errorTypeOf(answer: unknown, status: number): string | undefined {
  if (record(answer)) {
    if (record(answer.error) && typeof answer.error.code === 'number') return String(answer.error.code);
    if (record(answer.result) && answer.result.isError === true) return MCP.TOOL_ERROR;
    return undefined;
  }
  return status >= 400 ? String(status) : undefined;
}
