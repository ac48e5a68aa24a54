// An interrupted fetch resumes where it was: `npm run fetch-data` run as a real child process, killed (SIGKILL)
// while it waits for a page, then run again; the file it leaves in raw/ equals a clean run's byte for byte, so
// no row was lost or doubled. A resource that changed under the interrupted run is fetched again from row 0.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchData } from '../../pipeline/fetch-data.ts';
import { RAW_SOURCES } from '../../lib/datasets/raw-sources.ts';
import { plates, quiet, recorder, startCkanEmulator } from './fetch-helpers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REGISTRY_ID = RAW_SOURCES.registry.resource_id;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fetch-resume-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `npm run fetch-data` for the registry, as the maintainers run it, against `baseUrl`. */
function fetchCommand(
  baseUrl: string,
  out: string,
  staging: string,
): { child: ChildProcess; done: Promise<{ code: number | null; output: string }> } {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'pipeline/fetch-data.ts'), '--only', 'registry', '--out', out, '--staging', staging, '--page-size', '10'],
    {
      cwd: ROOT,
      env: { ...process.env, CKAN_BASE_URL: baseUrl, PUBLIC_BASE_URL: 'https://cars.example' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString('utf8')));
  const done = new Promise<{ code: number | null; output: string }>((resolve) => child.once('exit', (code) => resolve({ code, output })));
  return { child, done };
}

async function cleanRun(rows: number): Promise<string> {
  const ckan = await startCkanEmulator({ [REGISTRY_ID]: plates(rows) });
  const out = path.join(dir, 'clean');
  try {
    await fetchData({
      baseUrl: ckan.baseUrl,
      out,
      staging: path.join(dir, 'clean-staging'),
      only: ['registry'],
      pageSize: 10,
      log: quiet(),
    });
  } finally {
    await ckan.stop();
  }
  return fs.readFileSync(path.join(out, 'registry', 'registry.csv'), 'utf8');
}

describe('fetch-data after an interruption', () => {
  it('a run killed mid-dataset resumes at its last page and writes what a clean run writes', async () => {
    const expected = await cleanRun(45);
    const out = path.join(dir, 'raw');
    const staging = path.join(dir, 'staging');
    const ckan = await startCkanEmulator({ [REGISTRY_ID]: plates(45) });
    try {
      const first = fetchCommand(ckan.baseUrl, out, staging);
      // Killed while it waits for the page at offset 27: pages 0, 9 and 18 (rows 1-28, each page after the first
      // repeating the row before it) are on disk.
      ckan.onRequest = (request) => {
        if (request.offset === 27) first.child.kill('SIGKILL');
      };
      const killed = await first.done;
      expect(killed.code).toBeNull();
      expect(fs.existsSync(out)).toBe(false);
      const partial = path.join(staging, 'registry.csv');
      expect(JSON.parse(fs.readFileSync(path.join(staging, 'registry.state.json'), 'utf8'))).toMatchObject({ rows: 28, complete: false });
      // As if the kill had come between writing a page and recording it: a half-written row past the resume point.
      fs.appendFileSync(partial, '1000029|טויו');

      ckan.onRequest = null;
      ckan.requests.length = 0;
      const second = await fetchCommand(ckan.baseUrl, out, staging).done;
      expect(second.code, second.output).toBe(0);
      expect(second.output).toContain('registry: resuming at row 28');
      expect(second.output).toContain("registry: 45 rows; CKAN's total 45");
      expect(ckan.requests.map((r) => r.offset)).toEqual([27, 36]);
      expect(fs.readFileSync(path.join(out, 'registry', 'registry.csv'), 'utf8')).toBe(expected);
      expect(fs.readdirSync(staging)).toEqual([]);
    } finally {
      await ckan.stop();
    }
  });

  it('starts again from row 0 when rows before the resume point changed since the interrupted run', async () => {
    const out = path.join(dir, 'raw');
    const staging = path.join(dir, 'staging');
    const before = await startCkanEmulator(
      { [REGISTRY_ID]: plates(30) },
      { failWhen: (request) => (request.offset >= 18 ? 503 : undefined) },
    );
    try {
      await expect(
        fetchData({ baseUrl: before.baseUrl, out, staging, only: ['registry'], pageSize: 10, attempts: 1, log: quiet() }),
      ).rejects.toMatchObject({ code: 'CKAN_HTTP_ERROR' });
    } finally {
      await before.stop();
    }
    // The portal reloaded the table without its first two rows: row 19 is now what was row 21.
    const reloaded = plates(30);
    reloaded.records.splice(0, 2);
    const after = await startCkanEmulator({ [REGISTRY_ID]: reloaded });
    const log = recorder();
    try {
      const [report] = await fetchData({ baseUrl: after.baseUrl, out, staging, only: ['registry'], pageSize: 10, log });
      expect(log.text()).toContain(
        'registry: row 19 is no longer the one fetched (rows before it were added or removed); starting again from row 0',
      );
      expect(after.requests.map((r) => r.offset)).toEqual([18, 0, 9, 18, 27]);
      expect(report!.rows).toBe(28);
      const lines = fs
        .readFileSync(path.join(out, 'registry', 'registry.csv'), 'utf8')
        .trimEnd()
        .split('\n');
      expect(lines.slice(1).map((l) => Number(l.split('|')[0]))).toEqual(reloaded.records.map((r) => r.mispar_rechev));
    } finally {
      await after.stop();
    }
  });
});
