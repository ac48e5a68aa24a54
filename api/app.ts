// The one HTTP application: REST API, OpenAPI, health, and (added by their owners) MCP, discovery and the site.
// Middleware order matters and is explicit: request id with access log, CORS, compression, then the routes.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { openCorsThenCompress } from './http/cors.ts';
import type { AppDeps, AppShared } from './app-deps.ts';
import { operations as allOperations } from './operations/index.ts';
import { apiReference } from './openapi/api-reference.ts';
import { budgetsFromConfig, RateLimiter } from './http/rate-limiter.ts';
import { AnswerCache } from './http/answer-cache.ts';
import { accessLog, jsonLogSink } from './http/access-log.ts';
import { ApiError } from './errors.ts';
import { apiErrorResponse } from './http/error-response.ts';
import { DataUnavailableError } from '../lib/data/data-store.ts';
import { restRoutes } from './rest-routes.ts';
import { healthRoutes } from './health-routes.ts';
import { securityTxtRoutes } from './discovery/security-txt.ts';
import { siteRoutes } from './pages/site-routes.ts';
import { liveRoutes } from './pages/live-routes.ts';
import { catalogNotFound } from './pages/catalog-not-found.ts';
import { recallFeedRoutes } from './feeds/recall-feed-routes.ts';
import { changeLogFeedRoutes } from './pages/change-log-feed.ts';
import { siteStylesheet } from '../lib/layout/stylesheet.ts';
import { siteBuildDir } from '../lib/site/site-paths.ts';
import { openApiRoutes } from './openapi/openapi-routes.ts';
import { notFoundResponse } from './http/not-found.ts';
import { mcpRoutes } from './mcp/mcp-routes.ts';
import { catalogFastPath } from './http/catalog-fast-path.ts';
import { registerFastPath } from './http/node-server.ts';
import { CallbackStoreError } from './callbacks/postgres-callback-db.ts';

export function createApp(deps: AppDeps) {
  const log = deps.log ?? jsonLogSink;
  const shared: AppShared = {
    operations: allOperations,
    reference: apiReference(allOperations),
    limiter: deps.limiter ?? new RateLimiter(budgetsFromConfig(deps.config)),
    answers: new AnswerCache(),
    log,
  };
  const app = new Hono();

  app.use('*', accessLog(log));
  // text/event-stream is excluded by Hono's filter: compressing it would buffer MCP's streamed answers.
  app.use('*', openCorsThenCompress(compress()));

  restRoutes(app, deps, shared);
  healthRoutes(app, deps, shared.limiter);
  openApiRoutes(app, deps, shared);
  const mcp = mcpRoutes(deps, shared);
  app.route('/', mcp.routes);
  changeLogFeedRoutes(app, deps, shared);
  // Last: the site answers every other GET (pages, twins, llms files, its 404) and the no-JavaScript call-back form,
  // from the site built for the data version the request sees.
  const siteDir = () => {
    const store = deps.data.current();
    return store ? siteBuildDir(deps.config.siteDir, store.version, deps.config.publicBaseUrl) : null;
  };
  const dispatch = (request: Request, env: unknown) => app.fetch(request, env);
  // The built site links this stylesheet too: the same source gives the same hashed name.
  const stylesheet = siteStylesheet().path;
  const frame = () => {
    const store = deps.data.current();
    if (!store) return null;
    return {
      base: deps.config.publicBaseUrl,
      dataDate: store.dataDate,
      sample: store.manifest.sample.generated,
      texts: store.rule('texts'),
      annualTestMonths: store.rule('vehicle-status').test_overdue.months_after_last_test,
      stylesheet,
    };
  };
  app.route('/', liveRoutes({ dispatch, frame, followCache: `private, max-age=${deps.config.ckanCacheTtlSeconds}` }));
  app.route('/', recallFeedRoutes({ data: deps.data, base: deps.config.publicBaseUrl, reference: shared.reference }));
  app.route('/', securityTxtRoutes(deps.config, deps.data));
  const near = catalogNotFound({ dispatch, frame, data: () => deps.data.current(), api: shared.reference });
  app.route('/', siteRoutes({ siteDir, dispatch, catalogNotFound: near }));

  app.notFound((c) => notFoundResponse(c, shared));
  app.onError((err, c) => {
    if (err instanceof ApiError) return apiErrorResponse(c, err);
    if (err instanceof DataUnavailableError) {
      log({ level: 'error', msg: 'data_unavailable', request_id: c.get('requestId'), error: err.message });
      return apiErrorResponse(
        c,
        new ApiError('data_unavailable', 'the data this answer needs is not available right now; retry shortly', { retryAfterSeconds: 30 }),
      );
    }
    if (err instanceof CallbackStoreError) {
      // The message names the store without its password and carries no personal data.
      log({ level: 'error', msg: 'callbacks_unavailable', request_id: c.get('requestId'), error: err.message });
      return apiErrorResponse(
        c,
        new ApiError(
          'callbacks_unavailable',
          'call-back requests cannot be stored right now and this one may not have been; send ' +
            'it again in 30 s (a repeat is answered already_received, never stored twice)',
          { retryAfterSeconds: 30 },
        ),
      );
    }
    log({
      level: 'error',
      msg: 'internal_error',
      request_id: c.get('requestId'),
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    return apiErrorResponse(
      c,
      new ApiError('internal_error', `an internal error occurred; report request id ${c.get('requestId') as string}`),
    );
  });
  // Repeated catalog GETs and framed MCP tool calls are answered by the Node server (api/http/node-server.ts)
  // before they reach Hono.
  const fastPaths = [catalogFastPath(deps, shared), ...(mcp.fastPath ? [mcp.fastPath] : [])];
  registerFastPath(app.fetch, (incoming, outgoing, toApp) => fastPaths.some((fast) => fast(incoming, outgoing, toApp)));
  return app;
}
