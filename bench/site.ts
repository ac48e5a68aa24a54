// The national-scale site benchmark: builds the full site (pages, twins, llms files) from the national-scale
// shards, then a bare Astro project with the same number of empty pages (the framework's floor), each in its
// own process so peak RSS is its own. Targets on the 2-core reference machine: at most 1.5 x the floor's
// time and at most 10 minutes. The shards come from `npm run bench -- pipeline` (.national/out), run first
// when missing.
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
const SITE_OUT = path.join(NATIONAL, 'site');
const FLOOR_ROOT = path.join(NATIONAL, 'astro-floor');
const TARGET_RATIO = 1.5;
const TARGET_SECONDS = 600;

interface Measure { seconds: number; peakMb: number; pages: number; astroSeconds?: number; textSeconds?: number }

async function childSite(): Promise<Measure> {
  const store = DataStore.openCurrent(DATA);
  // Like the floor, start from an empty output folder: removing a previous national build is not building.
  rmSync(SITE_OUT, { recursive: true, force: true });
  const started = performance.now();
  const built = await buildSite({ store, outDir: SITE_OUT, baseUrl: 'https://example.org' });
  return {
    seconds: (performance.now() - started) / 1000, peakMb: process.resourceUsage().maxRSS / 1024, pages: store.pages.length,
    astroSeconds: built.astroMs / 1000, textSeconds: built.textMs / 1000,
  };
}

/** A bare Astro project: one dynamic route returning every page path of the same data, each page empty. */
async function childFloor(): Promise<Measure> {
  const paths = DataStore.openCurrent(DATA).pages.map((p) => p.path);
  rmSync(FLOOR_ROOT, { recursive: true, force: true });
  mkdirSync(path.join(FLOOR_ROOT, 'src/pages'), { recursive: true });
  writeFileSync(path.join(FLOOR_ROOT, 'paths.json'), JSON.stringify(paths));
  writeFileSync(path.join(FLOOR_ROOT, 'src/pages/[...slug].astro'), [
    '---',
    "import paths from '../../paths.json';",
    'export function getStaticPaths() {',
    "  return paths.map((p) => ({ params: { slug: p === '/' ? undefined : p.slice(1) } }));",
    '}',
    '---',
    '<html><body></body></html>',
    '',
  ].join('\n'));
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  const started = performance.now();
  await build({
    root: FLOOR_ROOT,
    outDir: path.join(FLOOR_ROOT, 'dist'),
    site: 'https://example.org',
    trailingSlash: 'never',
    build: { format: 'file' },
    logLevel: 'warn',
  });
  return { seconds: (performance.now() - started) / 1000, peakMb: process.resourceUsage().maxRSS / 1024, pages: paths.length };
}

function measure(mode: 'site' | 'floor'): Measure {
  const out = execFileSync(process.execPath, [import.meta.filename, '--child', mode, '--data', DATA], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Measure;
}

function sizeMb(file: string): number {
  return statSync(file).size / 1024 / 1024;
}

export async function run(_args: string[]): Promise<void> {
  if (dataArg < 0 && !existsSync(path.join(DATA, 'current.json'))) {
    console.error('bench site: no national-scale shards yet; running `npm run bench -- pipeline` first ...');
    execFileSync(process.execPath, [path.join(ROOT, 'bench/run.ts'), 'pipeline'], { cwd: ROOT, stdio: 'inherit' });
  }
  // Interleaved, best of two each: the reference machine is shared, and the best run is the least disturbed.
  const rounds = [measure('floor'), measure('site'), measure('floor'), measure('site')];
  const best = (mode: number) => rounds.filter((_, i) => i % 2 === mode).sort((a, b) => a.seconds - b.seconds)[0]!;
  const floor = best(0);
  const site = best(1);
  const ratio = site.seconds / floor.seconds;
  console.log(`site from ${path.relative(ROOT, DATA) || DATA}: ${site.pages.toLocaleString('en')} pages (+ as many markdown twins), best of 2 interleaved runs`);
  console.log(`${'build'.padEnd(36)}${'seconds'.padStart(10)}${'peak RSS MB'.padStart(14)}`);
  console.log(`${'site with twins and llms files'.padEnd(36)}${site.seconds.toFixed(1).padStart(10)}${Math.round(site.peakMb).toString().padStart(14)}`);
  console.log(`${'bare Astro, same number of pages'.padEnd(36)}${floor.seconds.toFixed(1).padStart(10)}${Math.round(floor.peakMb).toString().padStart(14)}`);
  console.log(`  of which Astro pages ${site.astroSeconds?.toFixed(1)} s, twins and llms files ${site.textSeconds?.toFixed(1)} s`);
  console.log(`time vs floor ${ratio.toFixed(2)}x (target <= ${TARGET_RATIO}x): ${ratio <= TARGET_RATIO ? 'ok' : 'OVER'}`);
  console.log(`wall time ${site.seconds.toFixed(1)} s (target <= ${TARGET_SECONDS} s): ${site.seconds <= TARGET_SECONDS ? 'ok' : 'OVER'}`);
  const full = sizeMb(path.join(SITE_OUT, 'llms-full.txt'));
  console.log(`llms-full.txt ${full.toFixed(1)} MB (target <= 15 MB): ${full <= 15 ? 'ok' : 'OVER'}; llms.txt ${sizeMb(path.join(SITE_OUT, 'llms.txt')).toFixed(2)} MB`);
}

if (import.meta.main && process.argv[2] === '--child') {
  const result = process.argv[3] === 'floor' ? await childFloor() : await childSite();
  console.log(JSON.stringify(result));
}
