// The discovery documents: the MCP server card (identical bytes at its three addresses), the AI Catalog that
// points at it, the RFC 9727 api-catalog, server.json for the official MCP registry and the ChatGPT app
// submission file (both made from the card).
// All built once; rate-limited on the catalog budget like REST.
import { Hono, type MiddlewareHandler } from 'hono';
import type { Config } from '../../lib/config.ts';
import type { RateLimiter } from '../http/rate-limiter.ts';
import { clientIp } from '../http/client-ip.ts';
import { apiErrorResponse } from '../http/error-response.ts';
import { API_PREFIX, MCP_PATH, SERVER_CARD_PATH } from '../../lib/api/api-paths.ts';
import type { ToolEntry } from '../mcp/tool-table.ts';
import type { PromptDefinition } from '../mcp/prompts/prompt-definition.ts';
import type { ServerIdentity } from '../mcp/server-identity.ts';
import { discoveryDocument, serveDiscoveryDocument } from './discovery-document.ts';
import { buildServerCard, SERVER_CARD_MEDIA_TYPE } from './server-card.ts';
import { buildServerJson, SERVER_JSON_PATH } from './server-json.ts';
import { buildChatGptSubmission, CHATGPT_SUBMISSION_PATH } from './chatgpt-app-submission.ts';
import { AI_CATALOG_MEDIA_TYPE, buildAiCatalog } from './ai-catalog.ts';
import { API_CATALOG_LINK, API_CATALOG_MEDIA_TYPE, API_CATALOG_PATH, buildApiCatalog } from './api-catalog.ts';

const SERVER_CARD_PATHS = [`${MCP_PATH}/server-card`, SERVER_CARD_PATH, '/.well-known/mcp/server-card', '/.well-known/mcp.json'];
const AI_CATALOG_PATH = '/.well-known/ai-catalog.json';

interface DiscoveryDeps {
  config: Config;
  limiter: RateLimiter;
  identity: ServerIdentity;
  tools: readonly ToolEntry[];
  prompts: readonly PromptDefinition[];
}

export function discoveryRoutes({ config, limiter, identity, tools, prompts }: DiscoveryDeps): Hono {
  const baseUrl = config.publicBaseUrl;
  const serverCardUrl = `${baseUrl}${SERVER_CARD_PATHS[0]}`;
  const cardValue = buildServerCard({ baseUrl, identity, tools, prompts });
  const card = discoveryDocument(cardValue, SERVER_CARD_MEDIA_TYPE);
  const serverJson = discoveryDocument(buildServerJson(cardValue), 'application/json');
  const submission = discoveryDocument(buildChatGptSubmission(cardValue, tools), 'application/json');
  const aiCatalog = discoveryDocument(buildAiCatalog(baseUrl, identity, serverCardUrl), AI_CATALOG_MEDIA_TYPE);
  const apiCatalog = discoveryDocument(
    buildApiCatalog({
      baseUrl,
      restBase: `${baseUrl}${API_PREFIX}`,
      mcpEndpoint: `${baseUrl}${MCP_PATH}`,
      serverCardUrl,
    }),
    API_CATALOG_MEDIA_TYPE,
  );

  const limited: MiddlewareHandler = async (c, next) => {
    const refused = await limiter.refusal('catalog', clientIp(c, config.trustedProxy));
    if (refused) return apiErrorResponse(c, refused);
    await next();
  };

  const app = new Hono();
  for (const path of SERVER_CARD_PATHS) app.get(path, limited, (c) => serveDiscoveryDocument(c, card));
  app.get(AI_CATALOG_PATH, limited, (c) => serveDiscoveryDocument(c, aiCatalog));
  app.get(SERVER_JSON_PATH, limited, (c) => serveDiscoveryDocument(c, serverJson));
  app.get(CHATGPT_SUBMISSION_PATH, limited, (c) => serveDiscoveryDocument(c, submission));
  app.get(API_CATALOG_PATH, limited, (c) => serveDiscoveryDocument(c, apiCatalog, { Link: API_CATALOG_LINK }));
  return app;
}
