// The discovery documents mention the MCP Apps cards: the server card lists each card resource and the tools that
// name it, server.json carries the same in the publisher's metadata, the ChatGPT submission file says the answers
// come with cards, and the connect page says so in each language.
import { describe, expect, it } from 'vitest';
import { RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/server';
import { testApp } from '../helpers/test-app.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { renderPage } from '../../../lib/pages/render/render-page.ts';
import { publicApiReference } from '../../../api/public.ts';
import { message } from '../../../lib/i18n/messages.ts';
import { MODEL_CARD_URI, PLATE_CARD_URI } from '../../../api/mcp/apps/cards.ts';
import { SERVER_JSON_PATH } from '../../../api/discovery/server-json.ts';
import { CHATGPT_SUBMISSION_PATH } from '../../../api/discovery/chatgpt-app-submission.ts';

const BASE = 'https://cars.example';

async function documents() {
  const { app } = testApp(DATA_DIR, { config: { publicBaseUrl: BASE } });
  const json = async (path: string) => (await app.request(path)).json() as Promise<Record<string, any>>;
  return {
    card: await json('/.well-known/mcp/server-card.json'),
    serverJson: await json(SERVER_JSON_PATH),
    submission: await json(CHATGPT_SUBMISSION_PATH),
  };
}

describe('the cards in the discovery documents', () => {
  it('server card: the extension, each card resource, and the card on the tools that name it', async () => {
    const { card } = await documents();
    expect(card.capabilities.extensions).toEqual({ 'io.modelcontextprotocol/ui': { mimeTypes: [RESOURCE_MIME_TYPE] } });
    const cards = card.resources.filter((r: { mimeType: string }) => r.mimeType === RESOURCE_MIME_TYPE);
    expect(cards.map((r: { uri: string }) => r.uri)).toEqual([PLATE_CARD_URI, MODEL_CARD_URI]);
    for (const r of cards) expect(r._meta.ui.csp).toEqual({ connectDomains: [], resourceDomains: [] });
    const named = Object.fromEntries(
      card.tools.filter((t: { _meta?: unknown }) => t._meta).map((t: { name: string; _meta: any }) => [t.name, t._meta.ui.resourceUri]),
    );
    expect(named).toEqual({ lookup_vehicle: PLATE_CARD_URI, check_open_recall: PLATE_CARD_URI, model_info: MODEL_CARD_URI });
  });

  it("server.json: the cards and their tools in the publisher's metadata", async () => {
    const { serverJson } = await documents();
    const cards = serverJson._meta['io.modelcontextprotocol.registry/publisher-provided']['io.modelcontextprotocol/ui'].cards;
    expect(cards.map((c: { uri: string; tools: string[] }) => [c.uri, c.tools])).toEqual([
      [PLATE_CARD_URI, ['lookup_vehicle', 'check_open_recall']],
      [MODEL_CARD_URI, ['model_info']],
    ]);
  });

  it('ChatGPT submission file: the app description says the answers come with cards', async () => {
    const { submission } = await documents();
    expect(submission.app_info.description).toContain('MCP Apps, the plate and model answers come with a card');
  });

  it('connect page: what the assistant gets names the cards, in each language', () => {
    const store = DataStore.openCurrent(DATA_DIR);
    for (const lang of ['he', 'ar', 'en'] as const) {
      const page = renderPage(store, 'connect', BASE, publicApiReference(), lang);
      expect(page?.text, lang).toContain(message(lang, 'connect.gets.cards'));
    }
  });
});
