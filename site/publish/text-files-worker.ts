// Worker thread of buildSite: opens the same data version and writes its part of what the publish step writes
// (text-files.ts) into the staging folder Astro is building into, then reports the pages without a twin and how long it took.
import { parentPort, workerData } from 'node:worker_threads';
import { DataStore } from '../../lib/data/data-store.ts';
import { type PublishPart, writeTextFiles } from './text-files.ts';
import type { Lang } from '../../lib/i18n/lang.ts';
import { type ShareCard, writeShareCards } from './share-cards.ts';

export interface TextJob {
  dir: string;
  version: string;
  root: string;
  baseUrl: string;
  part: PublishPart;
  langs: readonly Lang[];
}
export interface TextDone {
  missing: string[];
  ms: number;
  /** Share cards drawn (not found in the cache) and the time they took. */
  cardsDrawn: number;
  cardsMs: number;
}

const job = workerData as TextJob;
const started = performance.now();
// The plate index (model-keys.json) serves plate lookups only; pages never read it.
const store = DataStore.openVersion(job.dir, job.version, { lazyModelKeys: true });
const cards: ShareCard[] = [];
const missing = writeTextFiles(job.root, store, job.baseUrl, job.part, cards, job.langs);
const cardsStarted = performance.now();
const { drawn } = await writeShareCards(job.root, cards);
const done = performance.now();
parentPort?.postMessage({ missing, ms: done - started, cardsDrawn: drawn, cardsMs: done - cardsStarted } satisfies TextDone);
