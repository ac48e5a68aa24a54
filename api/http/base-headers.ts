// Headers every answer carries (request id, CORS, security), gathered by the app-wide middleware as a plain record.
// Hot handlers answer through `respond`, which builds the Response with that record in one step:
// @hono/node-server writes a Response whose headers are a plain record straight to the socket, while each
// c.header call goes through a WHATWG Headers object (validated, then sorted when written). Any other answer
// gets the record after its handler ran (`applyBaseHeaders`), its own headers taking precedence.
import type { Context } from 'hono';
import { EVERY_ANSWER_HEADERS } from './answer-headers.ts';

declare module 'hono' {
  interface ContextVariableMap {
    baseHeaders: Record<string, string>;
  }
}

/** Responses built by `respond`: they already carry the record. */
const complete = new WeakSet<Response>();

/** The request's record, to add to before the handler runs; it starts with the headers of every answer. */
export function baseHeaders(c: Context): Record<string, string> {
  let headers = c.get('baseHeaders');
  if (!headers) {
    headers = { ...EVERY_ANSWER_HEADERS };
    c.set('baseHeaders', headers);
  }
  return headers;
}

export function respond(
  c: Context,
  body: string | Uint8Array<ArrayBuffer> | null,
  status: number,
  headers: Record<string, string>,
): Response {
  const res = new Response(body, { status, headers: { ...c.get('baseHeaders'), ...headers } });
  complete.add(res);
  return res;
}

export function applyBaseHeaders(c: Context): void {
  const base = c.get('baseHeaders');
  if (!base || complete.has(c.res)) return;
  const headers = c.res.headers;
  for (const name in base) if (!headers.has(name)) headers.set(name, base[name]!);
}
