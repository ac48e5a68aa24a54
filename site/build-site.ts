// Builds the public site into build/site: the Astro pages and, written beside them by a worker thread at the
// same time, every page's markdown twin, llms.txt, llms-full.txt, sitemap.xml and robots.txt. The whole tree
// is built in a temporary folder and swapped in, so a server never sees half a site. `npm run build` calls buildSite; `npm start` calls
// ensureSite, which builds only when the site is missing or was built from another data version or base URL.
import { build } from 'astro';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { DataStore } from '../lib/data/data-store.ts';
import { siteBaseUrl, siteOutDir } from './site-paths.ts';
import { handOverStore } from './src/lib/site-store.ts';
import { textWriter } from './publish/text-files.ts';
import type { TextDone, TextJob, TextMessage } from './publish/text-files-worker.ts';
import { handOverViewFeed, ViewFeed } from './src/lib/view-feed.ts';

/** Written last into the built site; names what it was built from. Dot files are never served. */
export const BUILD_STAMP = '.site-build.json';

export interface SiteStamp { data_version: string; data_date: string; base_url: string; pages: number }

export interface BuildSiteOptions {
  store?: DataStore;
  outDir?: string;
  baseUrl?: string;
}

/**
 * Writes the text files in a worker thread, which feeds the catalog pages' views to `feed`; resolves when it is
 * done, rejects (and fails the feed, so no page waits for ever) when it fails.
 */
function startTextFiles(job: TextJob, feed: ViewFeed): { done: Promise<TextDone>; stop: () => Promise<number> } {
  const worker = new Worker(new URL('./publish/text-files-worker.ts', import.meta.url), { workerData: job });
  const done = new Promise<TextDone>((resolve, reject) => {
    const fail = (error: Error) => {
      feed.fail(error);
      reject(error);
    };
    worker.on('message', (message: TextMessage) => {
      if ('views' in message) feed.add(message.views);
      else resolve(message);
    });
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`site: the text-file worker stopped (exit code ${code}) before it finished`)));
  });
  return { done, stop: () => worker.terminate() };
}

export async function buildSite(options: BuildSiteOptions = {}) {
  const store = options.store ?? DataStore.openCurrent(undefined, { lazyModelKeys: true });
  const outDir = path.resolve(options.outDir ?? siteOutDir());
  const baseUrl = (options.baseUrl ?? siteBaseUrl()).replace(/\/+$/, '');
  const started = Date.now();
  const staging = `${outDir}.building-${process.pid}`;
  handOverStore(store);
  const feed = new ViewFeed();
  handOverViewFeed(feed);
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  await rm(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // The twins and llms files go into the same staging folder while Astro builds; Astro must not empty it first.
  const text = startTextFiles({ dir: store.dir, version: store.version, root: staging, baseUrl }, feed);
  text.done.catch(() => {}); // awaited below; a failure while Astro still runs must not go unhandled meanwhile
  try {
    await build({
      root: import.meta.dirname, outDir: staging, site: baseUrl, logLevel: 'warn', mode: 'production',
      vite: { build: { emptyOutDir: false } },
    });
    const astroMs = Date.now() - started;
    const { missing, ms: textMs } = await text.done;
    // A page type the renderer does not know yet keeps its HTML page; the twin-closure test names it.
    if (missing.length > 0) process.stderr.write(`site: no markdown twin for ${missing.length} page(s): ${missing.slice(0, 5).join(', ')}\n`);
    const stamp: SiteStamp = { data_version: store.version, data_date: store.dataDate, base_url: baseUrl, pages: store.pages.length };
    textWriter(staging)(BUILD_STAMP, `${JSON.stringify(stamp, null, 2)}\n`);
    const retired = `${outDir}.retired-${process.pid}`;
    if (existsSync(outDir)) await rename(outDir, retired);
    await rename(staging, outDir);
    await rm(retired, { recursive: true, force: true });
    return { ...stamp, outDir, ms: Date.now() - started, astroMs, textMs: Math.round(textMs) };
  } catch (error) {
    await text.stop();
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    handOverViewFeed(undefined);
  }
}

export function readSiteStamp(outDir: string = siteOutDir()): SiteStamp | null {
  const file = path.join(outDir, BUILD_STAMP);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SiteStamp;
  } catch {
    return null;
  }
}

/** Builds the site unless build/site already holds this data version for this base URL. */
export async function ensureSite(options: BuildSiteOptions = {}) {
  const store = options.store ?? DataStore.openCurrent();
  const outDir = path.resolve(options.outDir ?? siteOutDir());
  const baseUrl = (options.baseUrl ?? siteBaseUrl()).replace(/\/+$/, '');
  const stamp = readSiteStamp(outDir);
  if (stamp && stamp.data_version === store.version && stamp.base_url === baseUrl) return { ...stamp, outDir, built: false };
  return { ...(await buildSite({ store, outDir, baseUrl })), built: true };
}

if (import.meta.main) {
  const result = await buildSite();
  console.log(`site built: ${result.pages} pages from data ${result.data_version} for ${result.base_url} in ${result.ms} ms -> ${result.outDir}`);
}
