// /api/mcp (MCP over Streamable HTTP, stateless, all five protocol revisions from one endpoint) and the
// discovery documents that point at it. Order per request: DNS-rebinding guard, body limit, rate limit, the
// answer frames of read-only tools, then a fresh server from the factory; nothing built here is shared between
// requests except immutable tables, stored answers of public catalog data and the frames the SDK's answers taught.
// A framed call whose answer is stored is answered before it reaches this route (mcp-fast-path.ts), by the same
// functions.
import { Hono, type Context } from 'hono';
import { INVALID_REQUEST, createMcpHandler, isJsonContentType, type McpRequestContext } from '@modelcontextprotocol/server';
import { operationContext, type AppDeps, type AppShared } from '../app-deps.ts';
import type { Operation } from '../operations/define-operation.ts';
import { clientIp } from '../http/client-ip.ts';
import { declaredBodyLimit } from '../http/body-limit.ts';
import { buildToolTable } from './tool-table.ts';
import { createMcpServer, type ServerScope } from './create-server.ts';
import { allowedHostnames, rebindingGuardResponse } from './host-guard.ts';
import { MCP_PATH } from '../../lib/api/api-paths.ts';
import { serverIdentity } from './server-identity.ts';
import { rateLimitedResponse, rpcId, takeTokens } from './mcp-rate-limit.ts';
import { discoveryRoutes } from '../discovery/discovery-routes.ts';
import { prompts } from './prompts/index.ts';
import { primitivesFor } from './primitives.ts';
import { AnswerFrames, fillFrame, readWhole, type FrameFill } from './answer-frames.ts';
import { answerForFrame, fillOf, type ToolOutcome } from './shared-answers.ts';
import { respond } from '../http/base-headers.ts';
import { readStrictJson } from '../http/strict-json.ts';
import { rejectedBodyResponse, rpcErrorResponse } from './rpc-error.ts';
import { observeToolCall } from '../metrics/metrics.ts';
import type { DataStore } from '../../lib/data/data-store.ts';
import { startMcpSpans, type McpTrace } from '../telemetry/mcp-spans.ts';
import type { FastPath } from '../http/catalog-fast-path.ts';
import { mcpFastPath } from './mcp-fast-path.ts';

const MAX_BODY_BYTES = 64 * 1024;

/** Re-issues a Response made outside Hono (by the SDK or a helper) through the context, so the headers that
 * app-wide middleware prepared (CORS, request id) are on it too. */
function adopt(c: Context, res: Response): Response {
  return c.newResponse(res.body, res);
}

/** The tool a single tools/call message names, when it is one of ours (a label from the fixed list only). */
function calledTool(body: unknown, tools: ReadonlyMap<string, unknown>): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const message = body as { method?: unknown; params?: { name?: unknown } };
  const name = message.method === 'tools/call' ? message.params?.name : undefined;
  return typeof name === 'string' && tools.has(name) ? name : undefined;
}

/** The SDK marks its event streams `Connection: keep-alive`, which would make Node keep a connection the client
 * asked to close (`Connection: close`); whether to keep it is Node's to decide from the request. */
function withoutConnectionHeader(res: Response): Response {
  res.headers.delete('connection');
  return res;
}

/** The routes, and the fast path that answers repeated framed calls before the app (mcp-fast-path.ts), when frames
 * are on. */
export function mcpRoutes(deps: AppDeps, shared: AppShared): { routes: Hono; fastPath?: FastPath } {
  const tools = buildToolTable(shared.operations);
  const toolsByName = new Map(tools.map((t) => [t.name, t]));
  const traceNames = { tools: new Set(toolsByName.keys()), prompts: new Set(prompts.map((p) => p.name)) };
  const identity = serverIdentity(deps.config);
  const hostnames = allowedHostnames(deps.config);
  // The factory receives the very Request handed to handler.fetch; its scope (data version, request id) is
  // attached to that object, so concurrent requests can never see each other's scope.
  const scopes = new WeakMap<Request, ServerScope>();
  // Without frames (MCP_ANSWER_FRAMES=off) every call takes the SDK pass: the same answers, slower.
  const frames = deps.config.answerFrames ? new AnswerFrames() : undefined;
  const handler = createMcpHandler(
    (context: McpRequestContext) => {
      const scope = context.requestInfo === undefined ? undefined : scopes.get(context.requestInfo);
      if (scope === undefined) throw new Error('MCP request reached the server factory without a scope');
      return createMcpServer(identity, tools, scope);
    },
    {
      // The default 'auto' answers with one JSON body: no tool emits a message before its result.
      maxRequestBodySize: MAX_BODY_BYTES,
      onerror: (err) => shared.log({ level: 'warn', msg: 'mcp_rejected', error: err.message }),
    },
  );

  const app = new Hono();
  app.use(MCP_PATH, async (c, next) => {
    const rejected = rebindingGuardResponse(c.req.raw, hostnames);
    if (rejected) return adopt(c, rejected);
    await next();
  });
  app.use(
    MCP_PATH,
    declaredBodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        adopt(
          c,
          rpcErrorResponse(413, INVALID_REQUEST, `the request body must be at most ${MAX_BODY_BYTES} bytes`, { code: 'payload_too_large' }),
        ),
    }),
  );
  // Each tools/call is timed from its parsed body to the answer the route returns (an event stream's headers).
  // Its spans (when telemetry is on) end once the answer is whole.
  const toolTimers = new WeakMap<Request, { tool: string; started: number }>();
  const traces = new WeakMap<Request, McpTrace>();
  app.use(MCP_PATH, async (c, next) => {
    await next();
    const timed = toolTimers.get(c.req.raw);
    if (timed !== undefined) observeToolCall(timed.tool, timed.started);
    traces.get(c.req.raw)?.finish(c.res);
  });
  /** Rate limit, then the answer: from a frame, or from a fresh SDK server. */
  const answer = async (c: Context, request: Request, data: DataStore, parsedBody: unknown, parsed: boolean): Promise<Response> => {
    const limited = await takeTokens(shared.limiter, clientIp(c, deps.config.trustedProxy), parsedBody, toolsByName);
    if (!limited.ok) return adopt(c, rateLimitedResponse(shared.limiter, limited, rpcId(parsedBody)));
    const requestId = c.get('requestId') as string;
    const ctx = operationContext(deps, shared, data, requestId);
    const call = parsed ? frames?.callFor(request.headers, parsedBody, data.version, toolsByName) : undefined;
    const frame = call === undefined ? undefined : frames?.lookup(call);
    let outcome: Promise<ToolOutcome> | undefined;
    if (call !== undefined && typeof frame === 'object') {
      const framed = await answerForFrame(call.tool.op, call.args, ctx, shared.answers);
      if ('fill' in framed) return respond(c, fillFrame(frame, framed.fill, call.id), 200, frame.headers);
      // Not a successful answer: the SDK answers the call with this outcome, and the tool is not run twice.
      outcome = framed.unframed;
    }
    const learning: { fill?: FrameFill } = {};
    scopes.set(request, {
      primitives: primitivesFor(parsedBody, parsed),
      answers: shared.answers,
      ctx,
      ...(outcome === undefined ? {} : { outcome }),
      ...(frame === 'learn' ? { answered: (done: ToolOutcome) => (learning.fill = fillOf(done, shared.answers)) } : {}),
      fault: (op: Operation, err: unknown) =>
        shared.log({
          level: 'error',
          msg: 'mcp_tool_failed',
          request_id: requestId,
          tool: op.name,
          error: err instanceof Error ? (err.stack ?? err.message) : String(err),
        }),
    });
    const answered = withoutConnectionHeader(await handler.fetch(request, parsed ? { parsedBody } : undefined));
    // Nothing to learn: the SDK's answer goes out as it is (the app-wide headers are added by the access log), its
    // body never read here, so the server writes the text it holds.
    if (call === undefined || frame !== 'learn') return answered;
    // Read whole first: a 2025-era event stream is answered before the tool has run, and ends with its result.
    const whole = await readWhole(answered);
    if (whole instanceof Response) return adopt(c, whole);
    if (learning.fill !== undefined) frames?.learn(call, whole, learning.fill);
    return respond(c, whole.body, whole.status, whole.headers);
  };

  app.all(MCP_PATH, async (c: Context) => {
    const data = deps.data.current();
    if (!data) {
      return adopt(
        c,
        rpcErrorResponse(
          503,
          -32603,
          'no valid data version is loaded yet; retry shortly',
          { code: 'data_unavailable', retry_after_seconds: 30 },
          { headers: { 'Retry-After': '30' } },
        ),
      );
    }
    const request = c.req.raw;
    let parsedBody: unknown;
    let parsed = false;
    // The SDK answers another media type (415) itself, without reading the body. A JSON body is parsed here,
    // always: handed unparsed, the SDK would pass a copy of the request to the factory, which finds no scope.
    if (c.req.method === 'POST' && isJsonContentType(c.req.header('content-type') ?? null)) {
      const body = await readStrictJson(c);
      if (!body.ok) return adopt(c, rejectedBodyResponse(body));
      parsedBody = body.value;
      parsed = true;
      const tool = calledTool(parsedBody, toolsByName);
      if (tool !== undefined) toolTimers.set(request, { tool, started: performance.now() });
      const traced = startMcpSpans(parsedBody, request.headers, traceNames);
      if (traced !== null) {
        traces.set(request, traced);
        return traced.run(() => answer(c, request, data, parsedBody, parsed));
      }
    }
    return answer(c, request, data, parsedBody, parsed);
  });

  app.route('/', discoveryRoutes({ config: deps.config, limiter: shared.limiter, identity, tools, prompts }));
  if (frames === undefined) return { routes: app };
  return { routes: app, fastPath: mcpFastPath(deps, shared, { tools: toolsByName, frames, hostnames, maxBodyBytes: MAX_BODY_BYTES }) };
}
