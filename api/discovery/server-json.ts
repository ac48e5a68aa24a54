// server.json for the official MCP registry (registry.modelcontextprotocol.io, schema 2025-12-11): what
// `mcp-publisher publish` sends. Built from the server card itself, so the two cannot disagree: the same name,
// title, version, description, website and remote endpoint. A remote-only entry (no package): the server runs at
// this service's address, and nobody installs it.
import type { buildServerCard } from './server-card.ts';

export const SERVER_JSON_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';
/** Where the file is served (beside the server card), so a publisher or a directory can fetch it as it is. */
export const SERVER_JSON_PATH = '/.well-known/mcp/server.json';

type ServerCard = ReturnType<typeof buildServerCard>;

export function buildServerJson(card: ServerCard) {
  return {
    $schema: SERVER_JSON_SCHEMA,
    name: card.name,
    title: card.title,
    description: card.description,
    version: card.version,
    websiteUrl: card.websiteUrl,
    remotes: card.remotes.map((r) => ({ type: r.type, url: r.url })),
  };
}
