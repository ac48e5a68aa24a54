// 404 for paths no route serves, with the closest API paths as suggestions.
import type { Context } from 'hono';
import type { AppShared } from '../app-deps.ts';
import { ApiError } from '../errors.ts';
import { apiErrorResponse } from './error-response.ts';
import { closest } from '../../lib/text/closest.ts';
import { apiPath, OPENAPI_PATH } from '../../lib/api/api-paths.ts';

export function notFoundResponse(c: Context, shared: AppShared): Response {
  const paths = [...new Set(shared.operations.map((op) => apiPath(op.path))), OPENAPI_PATH, '/api/health', '/api/ready'];
  const near = closest(c.req.path, paths, (p) => [p], 3);
  return apiErrorResponse(
    c,
    new ApiError('not_found', `nothing at ${c.req.path.slice(0, 100)}; the API is described at /openapi.json`, {
      suggestions: near.map((p) => ({ value: p, label: p })),
    }),
  );
}
