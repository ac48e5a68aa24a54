// The MCP server card (SEP-2127, experimental): the SEP's fields ($schema, name, version, description, title,
// websiteUrl, remotes) plus the keys older scanners read at /.well-known/mcp.json (serverInfo, transport,
// endpoint, capabilities, tools, prompts, resources). Built from the same tool table and prompt definitions
// the live server registers, so the card cannot describe a different server.
import type { ToolEntry } from '../mcp/tool-table.ts';
import type { PromptDefinition } from '../mcp/prompts/prompt-definition.ts';
import type { ServerIdentity } from '../mcp/server-identity.ts';
import { MCP_CAPABILITIES } from '../mcp/create-server.ts';
import { CARD_UI, CARDS, toolCardMeta } from '../mcp/apps/cards.ts';
import { RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/server';
import { MCP_PROTOCOL_VERSIONS } from '../mcp/protocol-versions.ts';
import { MCP_PATH } from '../../lib/api/api-paths.ts';
import { pageResourceUri } from '../mcp/page-resources.ts';
import { PAGE_TYPES } from '../../lib/pages/index.ts';
import { pageIdOf } from '../../lib/urls/page-urls.ts';

const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
export const SERVER_CARD_MEDIA_TYPE = 'application/mcp-server-card+json';
const SERVER_CARD_DESCRIPTION = 'Israeli car facts from open government data: registry, recalls, thefts, licence fee, policy rules.';

/** Site pages that exist whatever the data (spec: page paths), in PAGE_TYPES' order; catalog pages are listed by resources/list. */
const FIXED_PAGE_IDS = PAGE_TYPES.flatMap((t) => ('path' in t ? [pageIdOf(t.path)] : []));

interface ServerCardInput {
  baseUrl: string;
  identity: ServerIdentity;
  tools: readonly ToolEntry[];
  prompts: readonly PromptDefinition[];
}

function promptArguments(prompt: PromptDefinition) {
  return Object.entries(prompt.args.shape).map(([name, field]) => ({
    name,
    ...(field.description === undefined ? {} : { description: field.description }),
    required: !field.safeParse(undefined).success,
  }));
}

export function buildServerCard({ baseUrl, identity, tools, prompts }: ServerCardInput) {
  const endpoint = `${baseUrl}${MCP_PATH}`;
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: identity.name,
    version: identity.version,
    title: identity.title,
    description: SERVER_CARD_DESCRIPTION,
    websiteUrl: `${baseUrl}/connect`,
    remotes: [{ type: 'streamable-http', url: endpoint, supportedProtocolVersions: MCP_PROTOCOL_VERSIONS }],
    serverInfo: { name: identity.name, title: identity.title, version: identity.version },
    protocolVersion: MCP_PROTOCOL_VERSIONS[0],
    transport: { type: 'streamable-http', endpoint },
    endpoint,
    authentication: { required: false, schemes: [] },
    capabilities: MCP_CAPABILITIES,
    tools: tools.map((t) => {
      const card = toolCardMeta(t.name);
      return {
        name: t.name,
        title: t.title,
        description: t.description,
        inputSchema: t.inputJson,
        outputSchema: t.outputJson,
        annotations: t.annotations,
        ...(card === undefined ? {} : { _meta: card }),
      };
    }),
    prompts: prompts.map((p) => ({ name: p.name, title: p.title, description: p.description, arguments: promptArguments(p) })),
    resources: [
      ...FIXED_PAGE_IDS.map((id) => ({ uri: pageResourceUri(baseUrl, { id }), name: id, mimeType: 'text/markdown' })),
      // The MCP Apps cards a host shows beside the plate and model answers.
      ...CARDS.map((c) => ({ uri: c.uri, name: c.name, description: c.description, mimeType: RESOURCE_MIME_TYPE, _meta: { ui: CARD_UI } })),
    ],
    resourceTemplates: [{ uriTemplate: `${baseUrl}/{+id}.md`, name: 'page', title: 'Site page (markdown)', mimeType: 'text/markdown' }],
  };
}
