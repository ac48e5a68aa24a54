// MCP Apps (the `io.modelcontextprotocol/ui` extension): which tools a card shows, and the cards as `ui://`
// resources. A host that speaks the extension reads the card a tool names in `_meta.ui.resourceUri` and hands it
// the tool's input and result through the App bridge; a host that does not ignores the `_meta`, and the tool's
// answer is the same either way (the card reads the result, it adds nothing to it).
import type { McpServer } from '@modelcontextprotocol/server';
import { EXTENSION_ID, RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY, registerAppResource } from '@modelcontextprotocol/ext-apps/server';
import type { McpUiResourceMeta } from '@modelcontextprotocol/ext-apps';
import type { CardKind } from './card-html.ts';
import { cardHtml } from './card-documents.ts';

export const PLATE_CARD_URI = 'ui://israel-car-facts/plate-card.html';
export const MODEL_CARD_URI = 'ui://israel-car-facts/model-card.html';

export interface CardResource {
  kind: CardKind;
  uri: string;
  name: string;
  description: string;
}

export const CARDS: readonly CardResource[] = [
  {
    kind: 'plate',
    uri: PLATE_CARD_URI,
    name: 'plate_card',
    description:
      "The plate answer as a card: status, facts worth noting, open recalls, licence and test dates, odometer, ownership, the car's page.",
  },
  {
    kind: 'model',
    uri: MODEL_CARD_URI,
    name: 'model_card',
    description:
      'The model answer as a card: cars on the road by production year, trims, list prices, the licence fee, recalls, the theft rate.',
  },
];

/** The tools that declare a card, and its URI. */
export const CARD_OF_TOOL: ReadonlyMap<string, string> = new Map([
  ['lookup_vehicle', PLATE_CARD_URI],
  ['check_open_recall', PLATE_CARD_URI],
  ['model_info', MODEL_CARD_URI],
]);

/** A tool's `_meta` naming its card (and the older flat key, for hosts that read it); undefined for a tool without one. */
export function toolCardMeta(tool: string): Record<string, unknown> | undefined {
  const uri = CARD_OF_TOOL.get(tool);
  return uri === undefined ? undefined : { ui: { resourceUri: uri }, [RESOURCE_URI_META_KEY]: uri };
}

/** The extension as the server declares it in its capabilities (initialize, server/discover, the server card). */
export const UI_EXTENSION = { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } };

/**
 * Everything a card needs is inline and it reaches no server (it opens links through the host): no domain is
 * allowed, and the border is the host's usual one.
 */
export const CARD_UI: McpUiResourceMeta = { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true };

export function registerCardResources(server: McpServer): void {
  for (const card of CARDS) {
    registerAppResource(server, card.name, card.uri, { description: card.description, _meta: { ui: CARD_UI } }, () => ({
      contents: [{ uri: card.uri, mimeType: RESOURCE_MIME_TYPE, text: cardHtml(card.kind), _meta: { ui: CARD_UI } }],
    }));
  }
}
