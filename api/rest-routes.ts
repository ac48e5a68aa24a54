// REST routes generated from the operation list: GET takes the query string (numbers are coerced by the
// schemas), POST a JSON body; path parameters join the input. Rate limit, then ETag, then runOperation.
import type { Context, Hono } from 'hono';
import type { AppDeps, AppShared } from './app.ts';
import type { Budget, Operation } from './operations/define-operation.ts';
import { runOperation } from './operations/run-operation.ts';
import { isPlainObject, type RawInput } from './operations/validate-input.ts';
import { ApiError } from './errors.ts';
import { envelopeBytes, envelopeHead, metaFor } from './envelope.ts';
import { apiErrorResponse, errorResponse } from './http/error-response.ts';
import { CATALOG_CACHE_CONTROL, LIVE_CACHE_CONTROL, catalogKey, etagOf, matchesIfNoneMatch } from './http/etag.ts';
import { clientIp } from './http/client-ip.ts';
import { declaredBodyLimit } from './http/body-limit.ts';

export const API_PREFIX = '/api/v1';
const MAX_BODY_BYTES = 16 * 1024;

/** Hono path syntax (":make") to OpenAPI's ("{make}"). */
export function openApiPath(op: Operation): string {
  return `${API_PREFIX}${op.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`;
}

/** A plate makes any operation a live registry call, which has its own (smaller) budget and is never cached. */
export function effectiveBudget(op: Operation, input: RawInput): Budget {
  return op.budget === 'catalog' && input.plate !== undefined ? 'live' : op.budget;
}

function queryInput(c: Context): RawInput {
  const out: RawInput = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values.length > 1) throw new ApiError('repeated_parameter', `give ${key.slice(0, 60)} once; got ${values.length} values`, { parameter: key.slice(0, 60) });
    out[key] = values[0];
  }
  return out;
}

async function bodyInput(c: Context): Promise<RawInput> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new ApiError('unsupported_media_type', `send the body as JSON with Content-Type: application/json; got ${type === '' ? 'no Content-Type' : `"${type.slice(0, 60)}"`}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError('invalid_json', 'the body is not valid JSON; send one JSON object of fields');
  }
  if (!isPlainObject(body)) throw new ApiError('invalid_json', 'the body must be one JSON object of fields');
  return body;
}

function withPathParams(c: Context, input: RawInput): RawInput {
  const params = c.req.param() as Record<string, string>;
  for (const [key, value] of Object.entries(params)) {
    if (key in input) throw new ApiError('repeated_parameter', `${key} is part of the path; do not repeat it in the query`, { parameter: key });
    input[key] = value;
  }
  return input;
}

function jsonBody(c: Context, bytes: Uint8Array<ArrayBuffer>): Response {
  c.header('Content-Type', 'application/json');
  return c.body(bytes);
}

export function restRoutes(app: Hono, deps: AppDeps, shared: AppShared): void {
  const methodsByPath = new Map<string, string[]>();
  for (const op of shared.operations) {
    const path = `${API_PREFIX}${op.path}`;
    methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), op.method]);
    if (op.method === 'POST') {
      app.use(path, declaredBodyLimit({
        maxSize: op.maxBodyBytes ?? MAX_BODY_BYTES,
        onError: (c) => apiErrorResponse(c, new ApiError('payload_too_large', `the body must be at most ${op.maxBodyBytes ?? MAX_BODY_BYTES} bytes`)),
      }));
    }
    app.on(op.method, path, async (c) => {
      // Capture the data version once: a swap during this request does not affect it.
      const data = deps.data.current();
      const requestId = c.get('requestId') as string;
      if (!data) throw new ApiError('data_unavailable', 'no valid data version is loaded yet; retry shortly', { retryAfterSeconds: 30 });
      const input = withPathParams(c, op.method === 'POST' ? await bodyInput(c) : queryInput(c));
      const budget = effectiveBudget(op, input);
      const taken = shared.limiter.take(budget, clientIp(c, deps.config.trustedProxy));
      if (!taken.ok) {
        throw new ApiError('rate_limited', `too many ${budget} requests from this client (limit ${shared.limiter.limit(budget)} a minute); retry in ${taken.retryAfterSeconds} s`, { retryAfterSeconds: taken.retryAfterSeconds });
      }
      const cacheable = budget === 'catalog' && op.method === 'GET';
      const key = cacheable ? catalogKey(data.version, c.req.path, input) : undefined;
      const hit = key === undefined ? undefined : shared.answers.get(key);
      const etag = hit?.etag ?? (key === undefined ? undefined : etagOf(key));
      if (etag) {
        c.header('ETag', etag);
        c.header('Cache-Control', CATALOG_CACHE_CONTROL);
        if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304);
        if (hit) {
          hit.head ??= envelopeHead(hit.json);
          return jsonBody(c, envelopeBytes(hit.head, metaFor(hit, requestId)));
        }
      }
      const result = await runOperation(op, input, { data, registry: deps.registry, callbacks: deps.callbacks, config: deps.config, requestId });
      if (!result.ok) {
        if (etag) c.header('ETag', undefined);
        return errorResponse(c, result.status, result.error, result.retryAfterSeconds);
      }
      const json = JSON.stringify(result.data);
      const meta = metaFor(result.data, requestId);
      const head = envelopeHead(json);
      if (key !== undefined && etag) shared.answers.set(key, { etag, json, head, data_date: meta.data_date, citation_url: meta.citation_url });
      else c.header('Cache-Control', LIVE_CACHE_CONTROL);
      return jsonBody(c, envelopeBytes(head, meta));
    });
  }
  for (const [path, methods] of methodsByPath) {
    app.all(path, (c) => {
      c.header('Allow', [...methods, 'OPTIONS'].join(', '));
      return apiErrorResponse(c, new ApiError('method_not_allowed', `${c.req.method} is not allowed here; use ${methods.join(' or ')}`));
    });
  }
}
