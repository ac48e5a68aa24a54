// The cards' HTML documents as the build wrote them (api/mcp/apps/built/, `npm run cards`): the server serves
// these bytes and assembles nothing; test/api/mcp/card-documents.test.ts holds them equal to a fresh assembly.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CardKind } from './card-html.ts';

/** Where the built document of each card lives, beside the code that serves it. */
export function cardDocumentPath(kind: CardKind): string {
  return path.join(import.meta.dirname, 'built', `${kind}-card.html`);
}

const read = new Map<CardKind, string>();

/** The card's built document, read once per process. */
export function cardHtml(kind: CardKind): string {
  let html = read.get(kind);
  if (html === undefined) {
    html = readFileSync(cardDocumentPath(kind), 'utf8');
    read.set(kind, html);
  }
  return html;
}
