// The operation list and error codes as the plain data the API documentation page renders (lib/api/api-reference.ts):
// the same definitions that give the routes, the OpenAPI document and the MCP tools, so the page cannot drift.
import { z } from 'zod';
import type { ApiReference } from '../../lib/api/api-reference.ts';
import type { Operation } from '../operations/define-operation.ts';
import { ERROR_CODES } from '../errors.ts';

export function apiReference(operations: readonly Operation[]): ApiReference {
  return {
    operations: operations.map((op) => ({
      name: op.name,
      title: op.title,
      description: op.description,
      method: op.method,
      path: op.path,
      tags: op.tags,
      mcp: op.mcp !== false,
      input: z.toJSONSchema(op.input, { io: 'input', unrepresentable: 'any' }) as ApiReference['operations'][number]['input'],
    })),
    errors: Object.entries(ERROR_CODES).map(([code, e]) => ({ code, status: e.status, meaning: e.meaning })),
  };
}
