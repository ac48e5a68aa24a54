// The API's public description as plain data: what the API documentation page shows of each operation and
// error code. The API builds it from its operation list (api/openapi/api-reference.ts) and hands it to the page
// renderer, so the ground layer describes the API without importing it.

/** An input member as its JSON Schema gives it. */
export interface ApiParam {
  type?: string;
  description?: string;
  examples?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  enum?: unknown[];
  default?: unknown;
}

export interface ApiOperationReference {
  /** operationId in OpenAPI and the MCP tool name. */
  name: string;
  title: string;
  /** Under 200 characters: it is also the MCP tool description. */
  description: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** Path under the API prefix, Hono syntax for path parameters (":make"). */
  path: string;
  tags: string[];
  /** False for REST-only operations. */
  mcp: boolean;
  /** The input's JSON Schema: its members and which are required. */
  input: { properties?: Record<string, ApiParam>; required?: string[] };
}

interface ApiErrorReference {
  code: string;
  status: number;
  meaning: string;
}

export interface ApiReference {
  operations: ApiOperationReference[];
  errors: ApiErrorReference[];
}
