// REST routes generated from the operation list: GET takes the query string (numbers are coerced by the
// schemas), POST a JSON body; path parameters join the input. Validate, rate limit, then runOperation; a
// catalog answer is cached serialized with its ETag, and a repeated request target is answered from that.
import type { Context, Hono } from 'hono';
import { operationContext, type AppDeps, type AppShared } from './app-deps.ts';
import type { Budget } from './operations/define-operation.ts';
import { runOperation } from './operations/run-operation.ts';
import { isPlainObject, type RawInput } from './operations/validate-input.ts';
import { ApiError } from './errors.ts';
import { envelope, metaFor } from './envelope.ts';
import { apiErrorResponse, errorResponse } from './http/error-response.ts';
import { CATALOG_CACHE_CONTROL, LIVE_CACHE_CONTROL, catalogKey, matchesIfNoneMatch } from './http/etag.ts';
import { clientIp } from './http/client-ip.ts';
import { respond } from './http/base-headers.ts';
import { declaredBodyLimit } from './http/body-limit.ts';
import { duplicateKeyError, readStrictJson } from './http/strict-json.ts';
import type { CachedAnswer } from './http/answer-cache.ts';
import { effectiveBudget } from './operations/effective-budget.ts';
import { apiPath } from '../lib/api/api-paths.ts';
import type { DataStore } from '../lib/data/data-store.ts';
import { observeRestRequest } from './metrics/metrics.ts';
import { restSpan } from './telemetry/http-spans.ts';

const MAX_BODY_BYTES = 16 * 1024;

function queryInput(c: Context): RawInput {
  // A null prototype: a parameter named like an Object member ("__proto__", "constructor") is then an own key
  // the validator reports, not an inherited one. URLSearchParams decodes as browsers encode (+ is a space).
  const out: RawInput = Object.create(null) as RawInput;
  const url = c.req.url;
  const at = url.indexOf('?');
  if (at < 0) return out;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const [key, value] of params) {
    if (key in out) {
      const parameter = key.slice(0, 60);
      throw new ApiError('repeated_parameter', `give ${parameter} once; got ${params.getAll(key).length} values`, { parameter });
    }
    out[key] = value;
  }
  return out;
}

async function bodyInput(c: Context): Promise<RawInput> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new ApiError(
      'unsupported_media_type',
      `send the body as JSON with Content-Type: application/json; got ${type === '' ? 'no Content-Type' : `"${type.slice(0, 60)}"`}`,
    );
  }
  const parsed = await readStrictJson(c);
  if (!parsed.ok) {
    if (parsed.problem === 'duplicate_key') throw duplicateKeyError(parsed.key, parsed.path);
    if (parsed.problem === 'unreadable') throw new ApiError('bad_request', 'the body ended before its Content-Length; send the whole body');
    throw new ApiError('invalid_json', 'the body is not valid JSON; send one JSON object of fields');
  }
  const body = parsed.value;
  if (!isPlainObject(body)) throw new ApiError('invalid_json', 'the body must be one JSON object of fields');
  return body;
}

function withPathParams(c: Context, input: RawInput): RawInput {
  const params = c.req.param() as Record<string, string>;
  for (const [key, value] of Object.entries(params)) {
    if (key in input)
      throw new ApiError('repeated_parameter', `${key} is part of the path; do not repeat it in the query`, { parameter: key });
    input[key] = value;
  }
  return input;
}

/** The request target as sent (path and raw query), without scheme and host. */
export function requestTarget(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

/** A catalog answer from its cached serialization: 304 when the client holds it, else this request's envelope. */
function catalogAnswer(c: Context, answer: CachedAnswer, requestId: string, store: DataStore): Response {
  const headers = { ETag: answer.etag, 'Cache-Control': CATALOG_CACHE_CONTROL };
  if (matchesIfNoneMatch(c.req.header('if-none-match'), answer.etag)) return respond(c, null, 304, headers);
  return respond(c, envelope(answer.json, metaFor(answer, requestId, store)), 200, { ...headers, 'Content-Type': 'application/json' });
}

export function restRoutes(app: Hono, deps: AppDeps, shared: AppShared): void {
  const takeToken = async (c: Context, budget: Budget) => {
    const refused = await shared.limiter.refusal(budget, clientIp(c, deps.config.trustedProxy));
    if (refused) throw refused;
  };
  const methodsByPath = new Map<string, string[]>();
  const operationsByPath = new Map<string, Map<string, string>>();
  for (const op of shared.operations) {
    const path = apiPath(op.path);
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), op.method]);
    if (!operationsByPath.has(path)) {
      // Timed and traced from here, errors included (onError has made the answer by the time next() returns);
      // labelled by the operation's name and route template, never by the path, which may hold a plate.
      const byMethod = new Map<string, string>();
      operationsByPath.set(path, byMethod);
      app.use(path, async (c, next) => {
        const operation = byMethod.get(c.req.method);
        if (operation === undefined) return next();
        const started = performance.now();
        const traced = restSpan(c.req.method, path, operation, c.req.raw.headers);
        await traced.run(next);
        traced.end(c.res.status);
        observeRestRequest(operation, c.res.status, started);
      });
    }
    operationsByPath.get(path)!.set(op.method, op.name);
    if (op.method === 'POST') {
      app.use(
        path,
        declaredBodyLimit({
          maxSize: op.maxBodyBytes ?? MAX_BODY_BYTES,
          onError: (c) =>
            apiErrorResponse(c, new ApiError('payload_too_large', `the body must be at most ${op.maxBodyBytes ?? MAX_BODY_BYTES} bytes`)),
        }),
      );
    }
    const catalogGet = op.method === 'GET' && op.budget === 'catalog';
    app.on(op.method, path, async (c) => {
      // Capture the data version once: a swap during this request does not affect it.
      const data = deps.data.current();
      const requestId = c.get('requestId') as string;
      if (!data) throw new ApiError('data_unavailable', 'no valid data version is loaded yet; retry shortly', { retryAfterSeconds: 30 });
      // Only an answer that validated and succeeded is cached, so a repeated request target skips parsing.
      const target = catalogGet ? requestTarget(c.req.url) : '';
      const known = catalogGet ? shared.answers.forTarget(data.version, target) : undefined;
      if (known) {
        await takeToken(c, 'catalog');
        return catalogAnswer(c, known, requestId, data);
      }
      const input = withPathParams(c, op.method === 'POST' ? await bodyInput(c) : queryInput(c));
      const budget = effectiveBudget(op, input);
      await takeToken(c, budget);
      const ctx = operationContext(deps, shared, data, requestId);
      if (catalogGet && budget === 'catalog') {
        const key = catalogKey(data.version, c.req.path, input);
        let answer = shared.answers.get(key);
        if (!answer) {
          const result = await runOperation(op, input, ctx);
          if (!result.ok) return errorResponse(c, result.status, result.error, result.retryAfterSeconds);
          answer = shared.answers.store(key, result.data);
        }
        shared.answers.setTarget(data.version, target, answer);
        return catalogAnswer(c, answer, requestId, data);
      }
      const result = await runOperation(op, input, ctx);
      if (!result.ok) return errorResponse(c, result.status, result.error, result.retryAfterSeconds);
      const body = envelope(Buffer.from(JSON.stringify(result.data)), metaFor(result.data, requestId, data));
      return respond(c, body, 200, { 'Cache-Control': LIVE_CACHE_CONTROL, 'Content-Type': 'application/json' });
    });
  }
  for (const [path, methods] of methodsByPath) {
    app.all(path, (c) => {
      c.header('Allow', [...methods, 'OPTIONS'].join(', '));
      return apiErrorResponse(c, new ApiError('method_not_allowed', `${c.req.method} is not allowed here; use ${methods.join(' or ')}`));
    });
  }
}
