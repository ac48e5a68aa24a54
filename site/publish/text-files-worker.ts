// Worker thread of buildSite: opens the same data version and writes its part of what the publish step writes
// (text-files.ts) into the staging folder Astro is building into, then reports the pages without a twin, the share
// cards its pages name and how long it took.
import { parentPort, workerData } from 'node:worker_threads';
import { DataStore } from '../../lib/data/data-store.ts';
import { type PublishPart, writeTextFiles } from './text-files.ts';
import type { Lang } from '../../lib/i18n/lang.ts';
import type { ShareCard } from './share-cards.ts';

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
  /** The share cards its pages name, for the main thread to draw once this thread has ended (build-site.ts). */
  cards: ShareCard[];
}

const job = workerData as TextJob;
const started = performance.now();
// The plate index (model-keys.json) serves plate lookups only; pages never read it.
const store = DataStore.openVersion(job.dir, job.version, { lazyModelKeys: true });
const cards: ShareCard[] = [];
const missing = writeTextFiles(job.root, store, job.baseUrl, job.part, cards, job.langs);
parentPort?.postMessage({ missing, ms: performance.now() - started, cards } satisfies TextDone);
