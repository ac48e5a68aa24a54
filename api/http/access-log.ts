// Structured access log, one JSON line a request. It records no personal data: no query string (live and
// call-back calls carry plates, names and phones there or in the body), no body, no client address.
import type { MiddlewareHandler } from 'hono';

export type LogSink = (entry: Record<string, unknown>) => void;

export const jsonLogSink: LogSink = (entry) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
};

/** A call-back request id in a path is the capability to erase that request: the log keeps only its place. */
function loggablePath(path: string): string {
  return path.replace(/^(\/api\/v1\/quote-request\/)[^/]+/, '$1{request_id}');
}

export function accessLog(log: LogSink): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log({
      level: c.res.status >= 500 ? 'error' : 'info',
      msg: 'request',
      request_id: c.get('requestId'),
      method: c.req.method,
      path: loggablePath(c.req.path),
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 100) / 100,
    });
  };
}
