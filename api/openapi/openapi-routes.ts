// Serves the generated OpenAPI document at both paths the spec names; built once per app (it depends only on
// the operation list and the public base URL), with an ETag so clients revalidate cheaply.
import type { Hono } from 'hono';
import { createHash } from 'node:crypto';
import type { AppDeps, AppShared } from '../app-deps.ts';
import { buildOpenApi } from './openapi-document.ts';
import { matchesIfNoneMatch } from '../http/etag.ts';
import { apiPath, OPENAPI_PATH } from '../../lib/api/api-paths.ts';

export function openApiRoutes(app: Hono, deps: AppDeps, shared: AppShared): void {
  const body = JSON.stringify(buildOpenApi(shared.operations, deps.config.publicBaseUrl));
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  for (const path of [OPENAPI_PATH, apiPath(OPENAPI_PATH)]) {
    app.get(path, (c) => {
      c.header('ETag', etag);
      c.header('Cache-Control', 'public, max-age=3600');
      if (matchesIfNoneMatch(c.req.header('if-none-match'), etag)) return c.body(null, 304);
      c.header('Content-Type', 'application/json; charset=utf-8');
      return c.body(body);
    });
  }
}
