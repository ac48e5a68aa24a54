// Where the REST API lives on every host: the server mounts its routes here and the pages, twins, discovery
// documents and answers link here, so the version prefix is written once.
export const API_PREFIX = '/api/v1';

/** The site-relative path of an API path ("/makes" -> "/api/v1/makes"). */
export function apiPath(path: string): string {
  return `${API_PREFIX}${path}`;
}

/** An operation path in Hono syntax (":make") as OpenAPI writes it ("{make}"), under the prefix. */
export function openApiPath(path: string): string {
  return apiPath(path.replace(/:([A-Za-z_]\w*)/g, '{$1}'));
}

/** Where the OpenAPI document is served (beside its copy under the prefix). */
export const OPENAPI_PATH = '/openapi.json';

/** The MCP endpoint (Streamable HTTP). */
export const MCP_PATH = '/api/mcp';

/** The address of the MCP server card that pages give (the discovery routes also serve it at a few others). */
export const SERVER_CARD_PATH = '/.well-known/mcp/server-card.json';
