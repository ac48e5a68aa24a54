// A share-card thread (share-cards.ts): rasterises its batch of card SVGs into the card cache, each card through a
// temporary file of this thread's own and a rename, then ends, which frees what its renderings held.
import { renameSync, writeFileSync } from 'node:fs';
import { threadId, workerData } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';
import type { CardBatch } from './share-cards.ts';

const { cards } = workerData as CardBatch;
for (const [i, card] of cards.entries()) {
  const temp = `${card.file}.${process.pid}.${threadId}.${i}.tmp`;
  writeFileSync(temp, new Resvg(card.svg).render().asPng());
  renameSync(temp, card.file);
}
