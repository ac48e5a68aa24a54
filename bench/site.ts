// The national-scale site benchmark: builds the full site (pages, twins, llms files) from the national-scale
// shards, then a bare Astro project with the same number of empty pages (the framework's floor), each in its
// own process so peak RSS is its own. Targets on the 2-core reference machine: at most 1.5 x the floor's
// time and at most 10 minutes. The shards come from `npm run bench -- pipeline` (.national/out), run first
// when missing.
// Every build writes into a folder of its own that did not exist, and nothing is deleted between builds: on a
// file system mounted with online discard (this machine's ext4), creating files in the ~20 s after tens of
// thousands were deleted is some twenty times slower, which would time the previous run's clean-up, not the build.
// Before each build the previous one's output is flushed to disk (sync), so the kernel's write-back of ~700 MB
// of earlier pages does not compete with the build being timed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'astro';
import { DataStore } from '../lib/data/data-store.ts';
import { buildSite } from '../site/build-site.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const NATIONAL = path.join(ROOT, '.national');
/** `--data DIR` measures another published data folder (one with a current.json), e.g. a larger synthetic one. */
const dataArg = process.argv.indexOf('--data');
const DATA = dataArg > 0 && process.argv[dataArg + 1] ? path.resolve(process.argv[dataArg + 1]!) : path.join(NATIONAL, 'out');
/** One fresh folder per measured build, removed when the figures are printed. */
const RUNS = path.join(NATIONAL, 'site-bench-runs');
const TARGET_RATIO = 1.5;
const TARGET_SECONDS = 600;

interface Measure {
  seconds: number;
  peakMb: number;
  pages: number;
  astroSeconds?: number;
  textSeconds?: number;
}

async function childSite(outDir: string): Promise<Measure> {
  const store = DataStore.openCurrent(DATA, { lazyModelKeys: true });
  const started = performance.now();
  const built = await buildSite({ store, outDir, baseUrl: 'https://example.org' });
  return {
    seconds: (performance.now() - started) / 1000,
    peakMb: process.resourceUsage().maxRSS / 1024,
    pages: store.pages.length,
    astroSeconds: built.astroMs / 1000,
    textSeconds: built.textMs / 1000,
  };
}

/** A bare Astro project: one dynamic route returning every page path of the same data, each page empty. */
async function childFloor(root: string): Promise<Measure> {
  const paths = DataStore.openCurrent(DATA, { lazyModelKeys: true }).pages.map((p) => p.path);
  mkdirSync(path.join(root, 'src/pages'), { recursive: true });
  writeFileSync(path.join(root, 'paths.json'), JSON.stringify(paths));
  writeFileSync(
    path.join(root, 'src/pages/[...slug].astro'),
    [
      '---',
      "import paths from '../../paths.json';",
      'export function getStaticPaths() {',
      "  return paths.map((p) => ({ params: { slug: p === '/' ? undefined : p.slice(1) } }));",
      '}',
      '---',
      '<html><body></body></html>',
      '',
    ].join('\n'),
  );
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  const started = performance.now();
  await build({
    root,
    outDir: path.join(root, 'dist'),
    site: 'https://example.org',
    trailingSlash: 'never',
    build: { format: 'file' },
    logLevel: 'warn',
  });
  return { seconds: (performance.now() - started) / 1000, peakMb: process.resourceUsage().maxRSS / 1024, pages: paths.length };
}

function measure(mode: 'site' | 'floor', round: number): Measure {
  execFileSync('sync');
  const out = execFileSync(process.execPath, [import.meta.filename, '--child', mode, path.join(RUNS, `${mode}-${round}`), '--data', DATA], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Measure;
}

/** Milliseconds to create 2,000 small files: a few dozen when the disk is idle, far more while discards run. */
function createProbe(dir: string, round: number): number {
  const started = performance.now();
  for (let i = 0; i < 2_000; i++) writeFileSync(path.join(dir, `${round}-${i}`), 'probe');
  return performance.now() - started;
}

/**
 * Removes bench output (this run's, or an interrupted run's), then waits (up to three minutes) until creating
 * files is fast again, so neither this benchmark nor the next one on the machine times the clean-up.
 */
function removeOutput(what: string): void {
  const dirs = [RUNS, path.join(NATIONAL, 'site'), path.join(NATIONAL, 'astro-floor')].filter((dir) => existsSync(dir));
  if (dirs.length === 0) return;
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  const probe = path.join(NATIONAL, 'site-bench-probe');
  mkdirSync(probe, { recursive: true });
  execFileSync('sync');
  const started = Date.now();
  let fast = 0;
  for (let round = 0; Date.now() < started + 180_000; round++) {
    fast = createProbe(probe, round) < 150 ? fast + 1 : 0;
    // Two fast probes in a row: discards of the deleted blocks come in bursts.
    if (fast === 2) break;
    execFileSync('sleep', ['3']);
  }
  rmSync(probe, { recursive: true, force: true });
  console.error(
    `bench site: removed ${what}; creating files was ${fast === 2 ? 'fast again' : 'still slow'} ` +
      `after ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

function sizeMb(file: string): number {
  return statSync(file).size / 1024 / 1024;
}

export async function run(_args: string[]): Promise<void> {
  if (dataArg < 0 && !existsSync(path.join(DATA, 'current.json'))) {
    console.error('bench site: no national-scale shards yet; running `npm run bench -- pipeline` first ...');
    execFileSync(process.execPath, [path.join(ROOT, 'bench/run.ts'), 'pipeline'], { cwd: ROOT, stdio: 'inherit' });
  }
  removeOutput('earlier bench output');
  // Interleaved, best of two each: the reference machine is shared, and the best run is the least disturbed.
  const rounds = [measure('floor', 1), measure('site', 1), measure('floor', 2), measure('site', 2)];
  const best = (mode: number) => rounds.filter((_, i) => i % 2 === mode).sort((a, b) => a.seconds - b.seconds)[0]!;
  const floor = best(0);
  const site = best(1);
  const ratio = site.seconds / floor.seconds;
  console.log(
    `site from ${path.relative(ROOT, DATA) || DATA}` +
      `: ${site.pages.toLocaleString('en')} pages (+ as many markdown twins), best of 2 ` +
      `interleaved runs`,
  );
  console.log(`${'build'.padEnd(36)}${'seconds'.padStart(10)}${'peak RSS MB'.padStart(14)}`);
  console.log(
    `${'site with twins and llms files'.padEnd(36)}` +
      `${site.seconds.toFixed(1).padStart(10)}${Math.round(site.peakMb).toString().padStart(14)}`,
  );
  console.log(
    `${'bare Astro, same number of pages'.padEnd(36)}` +
      `${floor.seconds.toFixed(1).padStart(10)}` +
      `${Math.round(floor.peakMb).toString().padStart(14)}`,
  );
  console.log(
    `  Astro pages ${site.astroSeconds?.toFixed(1)} s; publish step (page-model pages, ` +
      `twins, llms files) ${site.textSeconds?.toFixed(1)} s at the same time, in two worker threads`,
  );
  console.log(`time vs floor ${ratio.toFixed(2)}x (target <= ${TARGET_RATIO}x): ${ratio <= TARGET_RATIO ? 'ok' : 'OVER'}`);
  console.log(`wall time ${site.seconds.toFixed(1)} s (target <= ${TARGET_SECONDS} s): ${site.seconds <= TARGET_SECONDS ? 'ok' : 'OVER'}`);
  const lastSite = path.join(RUNS, 'site-2');
  const full = sizeMb(path.join(lastSite, 'llms-full.txt'));
  console.log(
    `llms-full.txt ${full.toFixed(1)} MB (target <= 15 MB): ${full <= 15 ? 'ok' : 'OVER'}` +
      `; llms.txt ${sizeMb(path.join(lastSite, 'llms.txt')).toFixed(2)} MB`,
  );
  removeOutput('the builds');
}

if (import.meta.main && process.argv[2] === '--child') {
  const dir = process.argv[4]!;
  const result = process.argv[3] === 'floor' ? await childFloor(dir) : await childSite(dir);
  console.log(JSON.stringify(result));
}
