// /.well-known/ai-catalog.json: the domain's AI Catalog with one entry, the MCP server card.
import type { ServerIdentity } from '../mcp/server-identity.ts';
import { SERVER_CARD_MEDIA_TYPE } from './server-card.ts';

export const AI_CATALOG_MEDIA_TYPE = 'application/ai-catalog+json';

export function buildAiCatalog(baseUrl: string, identity: ServerIdentity, serverCardUrl: string) {
  const publisher = new URL(baseUrl).hostname;
  const name = identity.name.slice(identity.name.indexOf('/') + 1);
  return {
    specVersion: '1.0',
    entries: [{ identifier: `urn:air:${publisher}:mcp:${name}`, type: SERVER_CARD_MEDIA_TYPE, url: serverCardUrl }],
  };
}
