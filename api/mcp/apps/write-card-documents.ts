// `npm run cards`: assemble each card's HTML document (card-html.ts) and write it to api/mcp/apps/built/, where the
// server reads it. Run after changing a card's view, style or words, or the ext-apps package; the card documents
// test fails until then. Each file is written whole, then renamed over the old one.
import { renameSync, writeFileSync } from 'node:fs';
import { buildCardHtml, CARD_KINDS } from './card-html.ts';
import { cardDocumentPath } from './card-documents.ts';

for (const kind of CARD_KINDS) {
  const file = cardDocumentPath(kind);
  writeFileSync(`${file}.tmp`, await buildCardHtml(kind));
  renameSync(`${file}.tmp`, file);
  console.log(`cards: wrote ${file}`);
}
