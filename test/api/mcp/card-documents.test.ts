// The cards are built at build time: the documents the server serves (api/mcp/apps/built/) are, byte for byte,
// what assembling the cards from today's view, page-model code, style, catalogues and ext-apps package gives. Fails when one of those
// changed without `npm run cards`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCardHtml, CARD_KINDS } from '../../../api/mcp/apps/card-html.ts';
import { cardDocumentPath, cardHtml } from '../../../api/mcp/apps/card-documents.ts';

describe('the built card documents', () => {
  for (const kind of CARD_KINDS) {
    it(`${kind}: the committed document is a fresh assembly (run \`npm run cards\` if not)`, async () => {
      const built = readFileSync(cardDocumentPath(kind), 'utf8');
      expect(built === (await buildCardHtml(kind)), `${cardDocumentPath(kind)} is stale: run npm run cards`).toBe(true);
      expect(cardHtml(kind)).toBe(built);
      expect(built.startsWith('<!doctype html>')).toBe(true);
    });
  }
});
