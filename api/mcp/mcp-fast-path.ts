// Repeated MCP tool calls answered at the Node server, before the request becomes a web Request and goes through
// Hono's middleware: a tools/call of a read-only tool whose envelope has a trusted answer frame
// (answer-frames.ts) and whose answer is stored in the answer cache REST fills (shared-answers.ts) is the frame
// filled with that answer's bytes. All the rest the app's route does for such a call is done here by the same
// functions: the DNS-rebinding guard (host-guard.ts), the body limit, strict JSON (duplicate keys), the rate
// limit (mcp-rate-limit.ts), the request id, the headers of every answer, the tool-call metric and the access
// log line. This path only skips the framework, whose per-request cost (a Request and its Headers, a Response,
// a compose chain of promises, the answer's parts copied into one buffer) was most of a framed call's (issue
// 37). Anything else goes to the app, with the body it has read (the adapter's `rawBody`): another method,
// path or media type, a body over the limit or not one JSON message, a batch, a notification, another method
// than tools/call, a tool without a trusted frame or a stored answer, a refused rate limit, a client whose
// compression the app would make deflate, a repeated or padded header, telemetry on (a span per request). A client
// asking for gzip (Node's fetch, which the SDK's clients use, asks unless told otherwise) gets the answer's gzip form,
// compressed once per answer and frame (shared-answers.ts storedGzip), where the app compresses every answer again.
import type { IncomingMessage } from 'node:http';
import { isJsonContentType } from '@modelcontextprotocol/server';
import type { AppDeps, AppShared } from '../app-deps.ts';
import type { FastPath } from '../http/catalog-fast-path.ts';
import { PLAIN_HOST } from '../http/catalog-fast-path.ts';
import { EVERY_ANSWER_HEADERS } from '../http/answer-headers.ts';
import { overDeclaredLimit } from '../http/body-limit.ts';
import { codingFor } from '../http/content-coding.ts';
import { gzipEnd } from '../http/gzip-member.ts';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { clientIpOf } from '../http/client-ip.ts';
import { requestIdOf } from '../http/access-log.ts';
import { parseStrictJson } from '../http/strict-json.ts';
import { telemetryOn } from '../../lib/telemetry/telemetry.ts';
import { MCP_PATH } from '../../lib/api/api-paths.ts';
import { observeToolCall } from '../metrics/metrics.ts';
import { framePieces, type AnswerFrames } from './answer-frames.ts';
import { rebindingAllowed } from './host-guard.ts';
import { takeTokens } from './mcp-rate-limit.ts';
import { peekStored, storedFill, storedGzip } from './shared-answers.ts';
import type { ToolEntry } from './tool-table.ts';

/** What the MCP route and this path share: the one tool table, frames and allowed host names. */
export interface McpEndpoint {
  tools: ReadonlyMap<string, ToolEntry>;
  frames: AnswerFrames;
  hostnames: string[];
  maxBodyBytes: number;
}

/** A body already read, handed to the app: @hono/node-server reads `rawBody` in place of the stream. */
type WithRawBody = IncomingMessage & { rawBody?: Buffer };

/** The adapter's decoding of a body as text (TextDecoder drops a leading byte-order mark; Buffer#toString does not). */
const UTF8 = new TextDecoder();

const OUTER_WHITESPACE = /^[\t ]|[\t ]$/;

/** The request's headers by lower-case name as a web Request gives them, when each name comes once and no value
 * is padded (then a web Request's value is Node's raw one); else undefined, for the app to read them its way. */
function singleHeaders(raw: readonly string[]): Map<string, string> | undefined {
  const headers = new Map<string, string>();
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    const value = raw[i + 1]!;
    if (headers.has(name) || OUTER_WHITESPACE.test(value)) return undefined;
    headers.set(name, value);
  }
  return headers;
}

/**
 * Whether hono/compress (api/app.ts) compresses an answer with these headers for a client that asks, and marks it
 * with Vary: Accept-Encoding alone: a compressible type (not an event stream), no length below its threshold (the
 * SDK's answers carry none), no coding or no-transform of its own and no Vary to extend.
 */
function compressedByApp(headers: Record<string, string>): boolean {
  const type = headers['content-type'];
  return (
    type !== undefined &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
    !['content-length', 'content-encoding', 'transfer-encoding', 'vary'].some((name) => name in headers) &&
    !NO_TRANSFORM.test(headers['cache-control'] ?? '')
  );
}

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;

export function mcpFastPath(deps: AppDeps, shared: AppShared, endpoint: McpEndpoint): FastPath {
  const { tools, frames, hostnames, maxBodyBytes } = endpoint;
  return (incoming, outgoing, toApp) => {
    if (incoming.method !== 'POST' || incoming.url !== MCP_PATH || telemetryOn()) return false;
    const headers = singleHeaders(incoming.rawHeaders);
    const host = headers?.get('host');
    const length = headers?.get('content-length');
    if (headers === undefined || host === undefined || length === undefined || !PLAIN_HOST.test(host)) return false;
    if (!rebindingAllowed(host, headers.get('origin'), hostnames) || !isJsonContentType(headers.get('content-type') ?? null)) return false;
    if (headers.has('transfer-encoding') || overDeclaredLimit(length, maxBodyBytes)) return false;
    // The coding the app's compression would choose; deflate is left to it.
    const coding = codingFor(headers.get('accept-encoding'));
    if (coding.encoding === 'deflate') return false;
    // No data yet: the app's 503.
    if (!deps.data.current()) return false;
    const started = performance.now();
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A body that stopped arriving is the app's to answer (it finds the stream read and says so).
    incoming.once('error', toApp);
    incoming.once('end', () => {
      incoming.off('error', toApp);
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      const handOver = () => {
        (incoming as WithRawBody).rawBody = body;
        toApp();
      };
      // The version the app would answer from: the one current once the body is read.
      const data = deps.data.current();
      const parsed = parseStrictJson(UTF8.decode(body));
      if (!data || !parsed.ok) return handOver();
      const toolStarted = performance.now();
      const call = frames.callFor(headers, parsed.value, data.version, tools);
      const frame = call === undefined ? undefined : frames.lookup(call);
      const stored = call === undefined ? undefined : peekStored(call.tool.op, call.args, data.version, shared.answers);
      if (call === undefined || typeof frame !== 'object' || stored === undefined) return handOver();
      // A frame whose answer the app's compression would leave alone, or mark otherwise, is the app's to answer.
      if (coding.vary && !compressedByApp(frame.headers)) return handOver();
      const requestId = requestIdOf(headers.get('x-request-id'));
      // A refusal, or a limiter that fails, is answered by the app in its own words; a client over its budget
      // stays refused there.
      void takeTokens(shared.limiter, clientIpOf(incoming, deps.config.trustedProxy), parsed.value, tools).then((limited) => {
        if (!limited.ok) return handOver();
        // Counted as the app counts it; one evicted since the look above is the same bytes the app would make again.
        const answer = shared.answers.get(stored.key) ?? stored.answer;
        const gzip = coding.encoding === 'gzip' ? storedGzip(stored.key, answer, frame, shared.answers) : undefined;
        const pieces = gzip
          ? [gzip.bytes, gzipEnd(gzip, JSON.stringify(call.id) + frame.partTexts.at(-1)!)]
          : framePieces(frame, storedFill(stored.key, answer, shared.answers), call.id);
        outgoing.writeHead(200, {
          ...EVERY_ANSWER_HEADERS,
          'X-Request-Id': requestId,
          ...frame.headers,
          ...(coding.vary ? { Vary: 'Accept-Encoding' } : {}),
          ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
          'Content-Length': pieces.reduce((sum, piece) => sum + piece.length, 0),
        });
        // One writev: the stored answer (or its gzip form) is written as it is, not copied into the frame.
        outgoing.cork();
        for (const piece of pieces) outgoing.write(piece);
        outgoing.end();
        outgoing.uncork();
        observeToolCall(call.tool.name, toolStarted);
        shared.log({
          level: 'info',
          msg: 'request',
          request_id: requestId,
          method: 'POST',
          path: MCP_PATH,
          status: 200,
          duration_ms: Math.round((performance.now() - started) * 100) / 100,
        });
      }, handOver);
    });
    return true;
  };
}
