// The national-scale site benchmark: builds the full site (pages, twins, llms files) from the national-scale
// shards in every language of LANGS, the same build limited to Hebrew (SITE_LANGS=he: the single-language site
// before issue 24), and a bare Astro project with as many empty pages as the Hebrew site (the framework's floor),
// each in its own process so peak RSS and CPU time are its own. Targets on the 2-core reference machine: the Hebrew
// build at most 1.5 x the floor's time and 10 minutes; every language at most 3.3 x the Hebrew build (issue 36,
// four languages); peak RSS at most 2 GB in every mode and every round (issue 37: the largest peak of all rounds is reported, not the best
// round's, since one round in two may be the one that grows; the share-card cache is emptied first, so the first
// round draws every card, a build's largest peak). The shards come from `npm run bench -- pipeline`
// (.national/out), run first when missing.
// CPU time (user + system, every thread) is printed beside wall time: on a shared machine the wall time of one
// build depends on what else runs, its CPU time much less.
// Every build writes into a folder of its own that did not exist, and nothing is deleted between builds: on a
// file system mounted with online discard (this machine's ext4), creating files in the ~20 s after tens of
// thousands were deleted is some twenty times slower, which would time the previous run's clean-up, not the build.
// Before each build the previous one's output is flushed to disk (sync), so the kernel's write-back of ~700 MB
// of earlier pages does not compete with the build being timed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'astro';
import { removeAndSettle } from './disk-settle.ts';
import { DataStore } from '../lib/data/data-store.ts';
import { buildSite } from '../site/build-site.ts';
import { CARD_CACHE } from '../site/publish/share-cards.ts';
import { LANGS } from '../lib/i18n/lang.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const NATIONAL = path.join(ROOT, '.national');
/** `--data DIR` measures another published data folder (one with a current.json), e.g. a larger synthetic one. */
const dataArg = process.argv.indexOf('--data');
const DATA = dataArg > 0 && process.argv[dataArg + 1] ? path.resolve(process.argv[dataArg + 1]!) : path.join(NATIONAL, 'out');
/** One fresh folder per measured build, removed when the figures are printed. */
const RUNS = path.join(NATIONAL, 'site-bench-runs');
/** `--rounds N`: builds of each kind, interleaved, the best kept (default 2; 1 when the machine is busy). */
const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = roundsArg > 0 ? Math.max(1, Number(process.argv[roundsArg + 1]) || 1) : 2;
const TARGET_RATIO = 1.5;
const TARGET_SECONDS = 600;
const TARGET_LANG_RATIO = 3.3;
const TARGET_PEAK_MB = 2048;

interface Measure {
  seconds: number;
  cpuSeconds: number;
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
    cpuSeconds: cpuSeconds(),
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
  return {
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: cpuSeconds(),
    peakMb: process.resourceUsage().maxRSS / 1024,
    pages: paths.length,
  };
}

/** This process's CPU time so far, every thread (the publish workers included). */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

type Mode = 'floor' | 'site-he' | 'site';

function measure(mode: Mode, round: number): Measure {
  execFileSync('sync');
  const child = mode === 'floor' ? 'floor' : 'site';
  const out = execFileSync(
    process.execPath,
    [import.meta.filename, '--child', child, path.join(RUNS, `${mode}-${round}`), '--data', DATA],
    {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, SITE_LANGS: mode === 'site-he' ? 'he' : LANGS.join(',') },
    },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as Measure;
}

/** Removes bench output (this run's, or an interrupted run's) and the share-card cache, so the first round draws
 * every card (the build's largest peak), and waits until creating files is fast again. */
function removeOutput(what: string): void {
  const dirs = [RUNS, path.join(NATIONAL, 'site'), path.join(NATIONAL, 'astro-floor'), CARD_CACHE];
  removeAndSettle(dirs, path.join(NATIONAL, 'site-bench-probe'), 'site', what);
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
  const loadBefore = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  // Interleaved, the best of each kind kept: the reference machine is shared, and the best run is the least disturbed.
  const modes: Mode[] = ['floor', 'site-he', 'site'];
  const rounds: { mode: Mode; m: Measure }[] = [];
  for (let round = 1; round <= ROUNDS; round++) for (const mode of modes) rounds.push({ mode, m: measure(mode, round) });
  const best = (mode: Mode) =>
    rounds
      .filter((r) => r.mode === mode)
      .map((r) => r.m)
      .sort((a, b) => a.seconds - b.seconds)[0]!;
  const floor = best('floor');
  const hebrew = best('site-he');
  const site = best('site');
  const ratio = hebrew.seconds / floor.seconds;
  const langRatio = site.seconds / hebrew.seconds;
  console.log(
    `site from ${path.relative(ROOT, DATA) || DATA}` +
      `: ${hebrew.pages.toLocaleString('en')} pages in Hebrew (+ as many markdown twins), ` +
      `${ROUNDS === 1 ? 'one run each' : `best of ${ROUNDS} interleaved runs`}; load average before: ${loadBefore}`,
  );
  console.log(`${'build'.padEnd(40)}${'wall s'.padStart(9)}${'CPU s'.padStart(9)}${'peak RSS MB'.padStart(14)}`);
  const row = (name: string, m: Measure) =>
    console.log(
      `${name.padEnd(40)}${m.seconds.toFixed(1).padStart(9)}${m.cpuSeconds.toFixed(1).padStart(9)}` +
        `${Math.round(m.peakMb).toString().padStart(14)}`,
    );
  row('site, he + ar + en, twins and llms files', site);
  row('site, Hebrew only (SITE_LANGS=he)', hebrew);
  row('bare Astro, as many pages as Hebrew', floor);
  for (const [name, m] of [
    [`${LANGS.length} languages`, site],
    ['Hebrew only', hebrew],
  ] as const)
    console.log(
      `  ${name}: Astro pages ${m.astroSeconds?.toFixed(1)} s; publish step (page-model pages, ` +
        `twins, llms files) ${m.textSeconds?.toFixed(1)} s at the same time, in two worker threads`,
    );
  console.log(`Hebrew time vs floor ${ratio.toFixed(2)}x (target <= ${TARGET_RATIO}x): ${ratio <= TARGET_RATIO ? 'ok' : 'OVER'}`);
  console.log(
    `${LANGS.length} languages vs Hebrew only: wall ${langRatio.toFixed(2)}x, CPU ${(site.cpuSeconds / hebrew.cpuSeconds).toFixed(2)}x ` +
      `(target <= ${TARGET_LANG_RATIO}x): ${langRatio <= TARGET_LANG_RATIO ? 'ok' : 'OVER'}`,
  );
  const loadAfter = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  for (const [name, mode] of [
    [`${LANGS.length} languages`, 'site'],
    ['Hebrew only', 'site-he'],
  ] as const) {
    const peaks = rounds.filter((r) => r.mode === mode).map((r) => Math.round(r.m.peakMb));
    const peak = Math.max(...peaks);
    console.log(
      `${name} peak RSS ${peak} MB, the largest of ${peaks.length} round(s) (${peaks.join(', ')}) ` +
        `(target <= ${TARGET_PEAK_MB} MB): ${peak <= TARGET_PEAK_MB ? 'ok' : 'OVER'}; load average ${loadAfter}`,
    );
  }
  console.log(`wall time ${site.seconds.toFixed(1)} s (target <= ${TARGET_SECONDS} s): ${site.seconds <= TARGET_SECONDS ? 'ok' : 'OVER'}`);
  const lastSite = path.join(RUNS, `site-${ROUNDS}`);
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
