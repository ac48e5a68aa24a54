// A share-card drawing thread (share-cards.ts): draws its batch into the card cache, each card through a temporary
// file of this thread's own and a rename, then ends, which frees what its renderings held.
import { renameSync, writeFileSync } from 'node:fs';
import { threadId, workerData } from 'node:worker_threads';
import { type CardBatch, drawCard } from './share-cards.ts';

const { cards } = workerData as CardBatch;
for (const [i, card] of cards.entries()) {
  const temp = `${card.file}.${process.pid}.${threadId}.${i}.tmp`;
  writeFileSync(temp, await drawCard(card.title));
  renameSync(temp, card.file);
}
