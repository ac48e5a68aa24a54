// The engine check `npm ci` would print on Node 20 (silenced by .npmrc), run against the Node that runs the project.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dir.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const work = tempDir('install-engines');
afterAll(() => work.remove());

/** The npm CLI on PATH (Debian's wrapper resolves to its npm-cli.js), to be run by the Node the suite runs on. */
function npmCli(): string {
  return realpathSync(execFileSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).trim());
}

describe('npm ci engine check on the runtime Node', () => {
  it('runs on Node 24, the version the node devDependency installs', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('finds no package of the lockfile that Node 24 cannot run', () => {
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(path.join(ROOT, file), path.join(work.dir, file));
    // --dry-run resolves the locked tree and checks engines without fetching; --offline and an empty cache keep it off
    // the network; --loglevel=warn undoes .npmrc's quiet for this run (the copy has no .npmrc anyway).
    const cache = path.join(work.dir, 'cache');
    const args = ['ci', '--dry-run', '--offline', '--no-audit', '--no-fund', '--loglevel=warn', '--cache', cache];
    const run = spawnSync(process.execPath, [npmCli(), ...args], { cwd: work.dir, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/added \d+ packages/);
    expect(run.stderr).not.toMatch(/EBADENGINE/);
  });
});
