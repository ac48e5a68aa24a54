// Worker thread of buildSite: opens the same data version, writes the text files (text-files.ts) into the
// staging folder Astro is building into while sending the catalog pages' views to the main thread, then
// reports the pages without a twin and how long it took.
import { parentPort, workerData } from 'node:worker_threads';
import { DataStore } from '../../lib/data/data-store.ts';
import type { CatalogPage } from '../src/html/catalog-views.ts';
import { writeTextFiles } from './text-files.ts';

export interface TextJob { dir: string; version: string; root: string; baseUrl: string }
export interface TextDone { missing: string[]; ms: number }
export type TextMessage = { views: [string, CatalogPage][] } | ({ done: true } & TextDone);

const job = workerData as TextJob;
const started = performance.now();
// The plate index (model-keys.json) serves plate lookups only; twins never read it.
const store = DataStore.openVersion(job.dir, job.version, { lazyModelKeys: true });
const post = (message: TextMessage) => parentPort?.postMessage(message);
const missing = writeTextFiles(job.root, store, job.baseUrl, (views) => post({ views }));
post({ done: true, missing, ms: performance.now() - started });
