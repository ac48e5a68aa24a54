// The national-scale pipeline benchmark: generates about 4.2 M registry rows once into .national/raw
// (git-ignored, with the real files' shapes: pipeline/sample/real-shapes.ts), runs the pipeline in this process and
// prints wall time, peak RSS and rows per second per stage, beside two floors (bench/pipeline-floor.ts: a plain DuckDB
// read of the same files, every file once, rows counted; and the same read storing the columns the pipeline reads as
// DuckDB tables, unchecked, unjoined, unsorted), then the version's quality report. Targets on the 2-core reference
// machine (issue 37): at most 1.5 GB peak RSS and at most 3 x the store floor's time, wall and CPU, each printed with
// ok or OVER and the load average. Issue 20's 30 s of wall is withdrawn (issue 37: it needs more CPU than two cores
// give), so the wall time is printed without a verdict.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { runPipeline } from '../pipeline/pipeline.ts';
import { DEFAULT_MEMORY_LIMIT } from '../pipeline/db.ts';
import { removeAndSettle } from './disk-settle.ts';
import { qualitySummary } from '../pipeline/quality-summary.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const NATIONAL = path.join(ROOT, '.national');
const RAW = path.join(NATIONAL, 'raw');
const OUT = path.join(NATIONAL, 'out');
const TARGET_RSS_MB = 1536;
const TARGET_STORE_RATIO = 3;

function ensureInput(regenerate: boolean): void {
  if (regenerate) rmSync(RAW, { recursive: true, force: true });
  if (!existsSync(path.join(RAW, 'registry'))) {
    console.error('bench pipeline: generating the national-scale input (once) into .national/raw ...');
    const start = performance.now();
    execFileSync(process.execPath, [path.join(ROOT, 'pipeline/sample/generate.ts'), '--scale', 'national', '--out', RAW], {
      stdio: 'inherit',
      cwd: ROOT,
    });
    console.error(`bench pipeline: generated in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
  // The rules are hand-kept data, not generated: always the committed ones.
  cpSync(path.join(ROOT, 'raw/rules'), path.join(RAW, 'rules'), { recursive: true });
}

interface Floor {
  seconds: number;
  cpu_seconds: number;
  peak_mb: number;
  files: number;
  rows: number;
  bytes: number;
}

function floor(...store: string[]): Floor {
  const script = path.join(import.meta.dirname, 'pipeline-floor.ts');
  const out = execFileSync(process.execPath, [script, RAW, ...store], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1)!) as Floor;
}

function floorLine(name: string, what: string, f: Floor, seconds: number): string {
  return (
    `${name} (${what} the same ${f.files} files, ${f.rows.toLocaleString('en')} rows, ${(f.bytes / 1e9).toFixed(2)} GB): ` +
    `wall ${f.seconds.toFixed(1)} s, cpu ${f.cpu_seconds.toFixed(1)} s, peak RSS ${Math.round(f.peak_mb)} MB; ` +
    `the pipeline ${(seconds / f.seconds).toFixed(1)} x its wall time`
  );
}

export async function run(args: string[]): Promise<void> {
  ensureInput(args.includes('--regenerate'));
  // First, on a quiet machine: the pipeline after it finds the files in the page cache, as the floor did.
  // The previous run's output is moved aside and removed only once this run is timed: on this machine's
  // discard-mounted disk, deleting it first (a 1 GB registry.duckdb and 32,000 shards) slowed the run that followed by
  // about a third (81.0 s against 59.0 s, the same code; registry.duckdb 38.7 s against 32.8 s, the catalog 31.4 s
  // against 17.0 s), even after creating small files was fast again.
  const previous = `${OUT}.previous`;
  const stored = path.join(NATIONAL, 'store-floor.duckdb');
  const probe = path.join(NATIONAL, 'pipeline-bench-probe');
  removeAndSettle([previous, stored], probe, 'pipeline', "an interrupted run's output");
  if (existsSync(OUT)) renameSync(OUT, previous);
  const base = floor();
  const start = performance.now();
  const result = await runPipeline({
    rawDir: RAW,
    outDir: OUT,
    quiet: !args.includes('--verbose'),
    keep: 1,
    maxDrop: 1,
    memoryLimit: DEFAULT_MEMORY_LIMIT,
  });
  const seconds = (performance.now() - start) / 1000;
  // The previous output was moved aside, so the run had no current version to find its inputs unchanged against.
  if (!result.published) throw new Error(`nothing was published into ${OUT}: the bench times a whole run`);
  const peakMb = process.resourceUsage().maxRSS / 1024;
  // After the timed run: the store floor writes a database file, whose removal must not slow the run.
  const storeBase = floor('--store', stored);

  console.log(`pipeline, national scale (${path.relative(ROOT, RAW)} -> ${path.relative(ROOT, result.dir)})`);
  // CPU seconds (all threads) next to wall seconds: on a shared, loaded machine wall time says little.
  console.log(
    'stage'.padEnd(44) +
      'wall s'.padStart(9) +
      'cpu s'.padStart(9) +
      'sys s'.padStart(9) +
      'rows'.padStart(12) +
      'rows/s'.padStart(12) +
      'peak MB'.padStart(9),
  );
  for (const t of result.timings) {
    const rate = t.ms > 0 ? Math.round(t.rows / (t.ms / 1000)) : 0;
    console.log(
      t.stage.padEnd(44) +
        (t.ms / 1000).toFixed(2).padStart(9) +
        (t.cpuMs / 1000).toFixed(2).padStart(9) +
        (t.sysMs / 1000).toFixed(2).padStart(9) +
        t.rows.toLocaleString('en').padStart(12) +
        rate.toLocaleString('en').padStart(12) +
        Math.round(t.peakMb).toString().padStart(9),
    );
  }
  const cpu = process.cpuUsage();
  console.log(`wall time ${seconds.toFixed(1)} s (no target of its own: see the store floor's below)`);
  console.log(
    `cpu time ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s over ${availableParallelism()} cores; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `peak RSS ${Math.round(peakMb)} MB (target <= ${TARGET_RSS_MB} MB): ${peakMb <= TARGET_RSS_MB ? 'ok' : 'OVER'}; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  );
  console.log(floorLine('floor', 'a plain DuckDB read of', base, seconds));
  const stores = 'the columns the pipeline reads, stored unchecked, unjoined and unsorted as DuckDB tables, from';
  console.log(floorLine('store floor', stores, storeBase, seconds));
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  for (const [what, ratio] of [
    ['wall', seconds / storeBase.seconds],
    ['CPU', cpuSeconds / storeBase.cpu_seconds],
  ] as const)
    console.log(
      `pipeline / store floor, ${what} time ${ratio.toFixed(2)}x (target <= ${TARGET_STORE_RATIO}x): ` +
        `${ratio <= TARGET_STORE_RATIO ? 'ok' : 'OVER'}; load average ${load}`,
    );
  console.log(qualitySummary(result.quality));
  removeAndSettle([previous, stored], probe, 'pipeline', "the previous run's output and the store floor's database");
}
