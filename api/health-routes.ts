// Liveness (/api/health: the process answers) and readiness (/api/ready: a valid data version is loaded). An
// instance whose shared rate-limit store is unreachable stays ready (it limits per instance meanwhile, and taking
// every instance out of a load balancer over Redis would stop the service); its answer says so.
import type { Hono } from 'hono';
import type { AppDeps } from './app-deps.ts';
import { API_VERSION } from './envelope.ts';
import type { RateLimiter } from './http/rate-limiter.ts';

export function healthRoutes(app: Hono, deps: AppDeps, limiter: RateLimiter): void {
  app.get('/api/health', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok', api_version: API_VERSION });
  });
  app.get('/api/ready', (c) => {
    c.header('Cache-Control', 'no-store');
    const data = deps.data.current();
    if (!data) {
      c.header('Retry-After', '30');
      return c.json({ status: 'not_ready', reason: 'no valid data version is loaded; run `npm run pipeline`' }, 503);
    }
    const limits = limiter.status();
    return c.json({
      status: 'ready',
      data_version: data.version,
      data_date: data.dataDate,
      api_version: API_VERSION,
      rate_limits: {
        ...limits,
        ...(limits.store === 'redis' && !limits.shared
          ? { warning: 'Redis is unreachable: each instance counts its own limits until it answers again' }
          : {}),
      },
    });
  });
}
