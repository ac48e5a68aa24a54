// Builds the public site: the Astro pages and, written beside them by a worker thread at the same time, the
// catalog pages and every page's markdown twin (from one page model each), the stylesheet, llms.txt,
// llms-full.txt, sitemap.xml and robots.txt. A site belongs to one data version
// and one base URL and lives in its own folder (siteBuildDir), built in a temporary folder and renamed into
// place, so a server never sees half a site. `npm run build`, `npm start` and a server following a new data
// version call ensureSite; benches and tests that choose their own folder call buildSite.
import { build } from 'astro';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { DataStore } from '../lib/data/data-store.ts';
import { VERSION_NAME } from '../lib/shards/layout.ts';
import { withBuildLock } from './build-lock.ts';
import { siteBaseUrl, siteBuildDir, siteOutDir } from '../lib/site/site-paths.ts';
import { BUILD_STAMP, readSiteStamp, siteIsBuilt, type SiteStamp } from '../lib/site/site-stamp.ts';
import { siteCodeFingerprint } from '../lib/site/site-code.ts';
import { siteBuildModule, type SiteBuildInfo } from './site-build-module.ts';
import { siteStylesheet } from '../lib/layout/stylesheet.ts';
import { textWriter } from './publish/text-files.ts';
import { writeShareCards } from './publish/share-cards.ts';
import { loadConfig } from '../lib/config.ts';
import type { Lang } from '../lib/i18n/lang.ts';
import type { TextDone, TextJob } from './publish/text-files-worker.ts';

export interface BuildSiteOptions {
  store?: DataStore;
  /** Default: the version's folder for the base URL under SITE_OUT_DIR (siteBuildDir). */
  outDir?: string;
  baseUrl?: string;
  /** Default SITE_LANGS (every language); Hebrew alone is the single-language build the site benchmark compares. */
  langs?: readonly Lang[];
}

/**
 * Threads the publish step is split over. Astro's own pages are three and done in seconds, so after that the
 * publish step is the build: two threads keep the reference machine's two cores busy.
 */
const PUBLISH_THREADS = 2;

/** What the publish step did: pages without a twin, its threads' time, and the share cards drawn (not found in the
 * cache) and the time they took. */
interface PublishDone {
  missing: string[];
  ms: number;
  cardsDrawn: number;
  cardsMs: number;
}

/** Writes the publish step's files in worker threads, then draws their share cards; resolves when all are done,
 * rejects when one fails. */
function startTextFiles(job: Omit<TextJob, 'part'>): { done: Promise<PublishDone>; stop: () => Promise<void> } {
  const workers = Array.from(
    { length: PUBLISH_THREADS },
    (_, index) =>
      new Worker(new URL('./publish/text-files-worker.ts', import.meta.url), {
        workerData: { ...job, part: { index, count: PUBLISH_THREADS } } satisfies TextJob,
      }),
  );
  const parts = workers.map(
    (worker) =>
      new Promise<TextDone>((resolve, reject) => {
        let done: TextDone | undefined;
        worker.once('message', (message: TextDone) => (done = message));
        worker.once('error', reject);
        // Settled when the thread has ended and given its memory back, not when it reports.
        worker.once('exit', (code) =>
          done ? resolve(done) : reject(new Error(`site: a publish worker stopped (exit code ${code}) before it finished`)),
        );
      }),
  );
  // The share cards are drawn once both publish threads have ended: drawn while those still held their pages'
  // memory, the first build of a national site (2,700 cards, none cached) peaked at 2.3 GB against 1.4 GB.
  const done = Promise.all(parts).then(async (all) => {
    const cardsStarted = performance.now();
    const { drawn } = await writeShareCards(
      job.root,
      all.flatMap((d) => d.cards),
    );
    return {
      missing: all.flatMap((d) => d.missing),
      ms: Math.max(...all.map((d) => d.ms)),
      cardsDrawn: drawn,
      cardsMs: performance.now() - cardsStarted,
    };
  });
  return {
    done,
    stop: async () => {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/**
 * Astro writes a build's prerender chunks inside its outDir, unless that lies outside the working directory (its
 * own test: a plain prefix of the path): then into <cwd>/.astro/.prerender, one folder for all such builds, so
 * those take turns (two servers of one checkout with SITE_OUT_DIR elsewhere may build at the same time).
 */
async function astroBuild(outDir: string, baseUrl: string, info: SiteBuildInfo): Promise<void> {
  const run = () =>
    build({
      root: import.meta.dirname,
      outDir,
      site: baseUrl,
      logLevel: 'warn',
      mode: 'production',
      vite: { build: { emptyOutDir: false }, plugins: [siteBuildModule(info)] },
    });
  if (outDir.startsWith(process.cwd())) await run();
  else await withBuildLock(path.join(process.cwd(), '.astro', '.prerender'), run);
}

export async function buildSite(options: BuildSiteOptions = {}) {
  const store = options.store ?? DataStore.openCurrent(undefined, { lazyModelKeys: true });
  const baseUrl = (options.baseUrl ?? siteBaseUrl()).replace(/\/+$/, '');
  const outDir = path.resolve(options.outDir ?? siteBuildDir(siteOutDir(), store.version, baseUrl));
  const started = Date.now();
  const staging = `${outDir}.building-${process.pid}`;
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  await rm(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // The twins and llms files go into the same staging folder while Astro builds; Astro must not empty it first.
  const langs = options.langs ?? loadConfig().siteLangs;
  const text = startTextFiles({ dir: store.dir, version: store.version, root: staging, baseUrl, langs });
  text.done.catch(() => {}); // awaited below; a failure while Astro still runs must not go unhandled meanwhile
  try {
    await astroBuild(staging, baseUrl, { versionDir: store.dir, version: store.version, stylesheet: siteStylesheet().path, langs });
    const astroMs = Date.now() - started;
    const { missing, ms: textMs, cardsDrawn, cardsMs } = await text.done;
    // A page type the renderer does not know yet keeps its HTML page; the twin-closure test names it.
    if (missing.length > 0)
      process.stderr.write(`site: no markdown twin for ${missing.length} page(s): ${missing.slice(0, 5).join(', ')}\n`);
    const stamp: SiteStamp = {
      data_version: store.version,
      data_date: store.dataDate,
      base_url: baseUrl,
      code: siteCodeFingerprint(),
      pages: store.pages.length,
    };
    textWriter(staging)(BUILD_STAMP, `${JSON.stringify(stamp, null, 2)}\n`);
    const retired = `${outDir}.retired-${process.pid}`;
    if (existsSync(outDir)) await rename(outDir, retired);
    await rename(staging, outDir);
    await rm(retired, { recursive: true, force: true });
    return { ...stamp, outDir, ms: Date.now() - started, astroMs, textMs: Math.round(textMs), cardsDrawn, cardsMs: Math.round(cardsMs) };
  } catch (error) {
    await text.stop();
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

export interface EnsureSiteOptions {
  store?: DataStore;
  /** The root of all site builds; default SITE_OUT_DIR. */
  root?: string;
  baseUrl?: string;
  /** Build even when the folder already holds this version for this base URL built by this code. */
  force?: boolean;
}

/**
 * The site of a data version for a base URL, built unless this code already built it (or when forced), by one builder
 * at a time. Afterwards the builds of versions the data folder no longer holds (the pipeline keeps the last few)
 * are removed, so the site root does not grow with every version.
 */
export async function ensureSite(options: EnsureSiteOptions = {}) {
  const store = options.store ?? DataStore.openCurrent(undefined, { lazyModelKeys: true });
  const root = path.resolve(options.root ?? siteOutDir());
  const baseUrl = (options.baseUrl ?? siteBaseUrl()).replace(/\/+$/, '');
  const outDir = siteBuildDir(root, store.version, baseUrl);
  return withBuildLock(outDir, async () => {
    if (!options.force && siteIsBuilt(outDir, store.version, baseUrl)) return { ...readSiteStamp(outDir)!, outDir, built: false as const };
    await removeLeftovers(outDir);
    const built = await buildSite({ store, outDir, baseUrl });
    await pruneSites(root, path.dirname(store.dir));
    return { ...built, built: true as const };
  });
}

/** Staging and retired folders of builds that were killed before they could clean up (the lock is held). */
async function removeLeftovers(outDir: string): Promise<void> {
  const name = path.basename(outDir);
  const parent = path.dirname(outDir);
  const stale = existsSync(parent)
    ? readdirSync(parent).filter((f) => f.startsWith(`${name}.building-`) || f.startsWith(`${name}.retired-`))
    : [];
  for (const f of stale) await rm(path.join(parent, f), { recursive: true, force: true });
}

async function pruneSites(root: string, dataDir: string): Promise<void> {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory() && VERSION_NAME.test(entry.name) && !existsSync(path.join(dataDir, entry.name))) {
      await rm(path.join(root, entry.name), { recursive: true, force: true });
    }
  }
}

if (import.meta.main) {
  // Without options: `npm run build`'s site step for the current version. A server following a new data version
  // names the version, its base URL and site root, and asks for the build only if it is missing.
  const { values } = parseArgs({
    options: {
      'version-dir': { type: 'string' },
      version: { type: 'string' },
      'base-url': { type: 'string' },
      root: { type: 'string' },
      'if-missing': { type: 'boolean', default: false },
    },
  });
  const store =
    values['version-dir'] && values.version
      ? DataStore.openVersion(values['version-dir'], values.version, { lazyModelKeys: true })
      : undefined;
  const result = await ensureSite({ store, root: values.root, baseUrl: values['base-url'], force: !values['if-missing'] });
  if (result.built)
    console.log(
      `site built: ${result.pages} pages from data ${result.data_version} for ${result.base_url} in ${result.ms} ms -> ${result.outDir}` +
        ('cardsDrawn' in result ? ` (${result.cardsDrawn} share cards drawn in ${result.cardsMs} ms)` : ''),
    );
}
