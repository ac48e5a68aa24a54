// Writes the one Error body with its status (and Retry-After when there is a wait to announce).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, type ErrorBody } from '../errors.ts';

export function errorResponse(c: Context, status: number, body: ErrorBody, retryAfterSeconds?: number): Response {
  if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
  c.header('Cache-Control', 'no-store');
  return c.json(body, status as ContentfulStatusCode);
}

export function apiErrorResponse(c: Context, err: ApiError): Response {
  return errorResponse(c, err.status, err.toBody(c.get('requestId') as string | undefined), err.retryAfterSeconds);
}
