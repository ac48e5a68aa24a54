// Removing bench output without timing it. This machine's disk is mounted with online discard: for a while after tens
// of thousands of files are deleted, creating files is some twenty times slower, so a bench that deletes its previous
// output and then runs times the clean-up (the pipeline's 32,000 shards, the site's pages).

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Milliseconds to create 2,000 small files: a few dozen when the disk is idle, far more while discards run. */
function createProbe(dir: string, round: number): number {
  const started = performance.now();
  for (let i = 0; i < 2_000; i++) writeFileSync(path.join(dir, `${round}-${i}`), 'probe');
  return performance.now() - started;
}

/**
 * Removes the folders that exist, then waits (up to three minutes) until creating files in `probeDir` (a folder
 * of its own on the same disk) is fast again, so neither this benchmark nor the next one on the machine times the
 * clean-up. `bench` names the benchmark in the line it prints.
 */
export function removeAndSettle(dirs: string[], probeDir: string, bench: string, what: string): void {
  const present = dirs.filter((dir) => existsSync(dir));
  if (present.length === 0) return;
  for (const dir of present) rmSync(dir, { recursive: true, force: true });
  mkdirSync(probeDir, { recursive: true });
  execFileSync('sync');
  const started = Date.now();
  let fast = 0;
  for (let round = 0; Date.now() < started + 180_000; round++) {
    fast = createProbe(probeDir, round) < 150 ? fast + 1 : 0;
    // Two fast probes in a row: discards of the deleted blocks come in bursts.
    if (fast === 2) break;
    execFileSync('sleep', ['3']);
  }
  rmSync(probeDir, { recursive: true, force: true });
  console.error(
    `bench ${bench}: removed ${what}; creating files was ${fast === 2 ? 'fast again' : 'still slow'} ` +
      `after ${Math.round((Date.now() - started) / 1000)} s`,
  );
}
