// server.json for the official MCP registry (registry.modelcontextprotocol.io, schema 2025-12-11): what
// `mcp-publisher publish` sends. Built from the server card itself, so the two cannot disagree: the same name,
// title, version, description, website and remote endpoint. A remote-only entry (no package): the server runs at
// this service's address, and nobody installs it.
import { EXTENSION_ID } from '@modelcontextprotocol/ext-apps/server';
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
    // The registry's schema has no field for an extension: the MCP Apps cards go in the publisher's own metadata,
    // each with the tools that name it, from the card's tool list.
    _meta: {
      'io.modelcontextprotocol.registry/publisher-provided': {
        [EXTENSION_ID]: {
          cards: card.resources
            .filter((r) => r.uri.startsWith('ui://'))
            .map((r) => ({
              uri: r.uri,
              description: 'description' in r ? r.description : undefined,
              tools: card.tools
                .filter((t) => (t._meta?.ui as { resourceUri?: string } | undefined)?.resourceUri === r.uri)
                .map((t) => t.name),
            })),
        },
      },
    },
  };
}
