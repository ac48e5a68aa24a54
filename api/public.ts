// The API as the site may use it: its public description, built from the one operation list. The site imports
// nothing else from api/ (scripts/lint.ts checks), so the API can change inside without the site following.
import type { ApiReference } from '../lib/api/api-reference.ts';
import { buildOpenApi } from './openapi/openapi-document.ts';
import { apiReference } from './openapi/api-reference.ts';
import { operations } from './operations/index.ts';

let reference: ApiReference | undefined;

/** The operations and error codes the API documentation page renders. */
export function publicApiReference(): ApiReference {
  reference ??= apiReference(operations);
  return reference;
}

/** The OpenAPI document the API serves at /openapi.json, for a site built for `baseUrl`. */
export function publicOpenApi(baseUrl: string): ReturnType<typeof buildOpenApi> {
  return buildOpenApi(operations, baseUrl);
}
