// The local registry's thread (api/registry/registry-thread.ts): a data-version switch lets the look-ups begun on
// the old file finish and then closes it, close() closes every file, and a registry never closed does not hold a
// process open. Files open in the thread show in this process's /proc/self/fd.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LocalRegistry } from '../../../api/registry/local-registry.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { tempDir } from '../../support/temp-dir.ts';

const store = DataStore.openCurrent(DATA_DIR);
const tmp = tempDir('registry-thread');
afterAll(() => tmp.remove());

/** Golden plates of raw/README.md: on the road, personal imports, inactive, cancelled, in the archives. */
const PLATES = ['10000002', '10000006', '10000009', '10000016', '10000018', '10000021', '1000010', '1000012', '1000019'];

function copyOfRegistry(name: string): string {
  const file = path.join(tmp.dir, name);
  copyFileSync(store.registryDbPath, file);
  return file;
}

function openFiles(): string[] {
  const out: string[] = [];
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      out.push(readlinkSync(`/proc/self/fd/${fd}`));
    } catch {
      // closed between listing and reading
    }
  }
  return out;
}

async function everything(registry: LocalRegistry, plate: string) {
  const answers = await Promise.all([
    registry.findVehicle(plate),
    registry.openRecalls(plate),
    registry.retrofitEligible(plate),
    registry.history(plate),
    registry.ownership(plate),
    registry.extras(plate),
  ]);
  return answers.map((a) => a.value);
}

describe('the registry thread', () => {
  it('answers look-ups begun on the old file after a version switch, then closes that file', async () => {
    const reference = new LocalRegistry(() => store.registryDbPath);
    const expected = await Promise.all(PLATES.map((plate) => everything(reference, plate)));
    await reference.close();

    const first = copyOfRegistry('first.duckdb');
    const second = copyOfRegistry('second.duckdb');
    let file = first;
    const registry = new LocalRegistry(() => file);
    try {
      const onFirst = PLATES.map((plate) => everything(registry, plate));
      // The batches choose their file in a microtask: let them go out before the version changes.
      await Promise.resolve();
      file = second;
      const onSecond = PLATES.map((plate) => everything(registry, plate));
      expect(await Promise.all(onFirst)).toEqual(expected);
      expect(await Promise.all(onSecond)).toEqual(expected);
      await vi.waitFor(() => expect(openFiles()).not.toContain(first));
      expect(openFiles()).toContain(second);
    } finally {
      await registry.close();
    }
    expect(openFiles()).not.toContain(second);
  });

  it('closes every file on close(), and opens again for a look-up after', async () => {
    const file = copyOfRegistry('reopened.duckdb');
    const registry = new LocalRegistry(() => file);
    const before = await everything(registry, '10000002');
    expect(openFiles()).toContain(file);
    await registry.close();
    expect(openFiles()).not.toContain(file);
    expect(await everything(registry, '10000002')).toEqual(before);
    await registry.close();
    expect(openFiles()).not.toContain(file);
  });

  it('does not keep a process alive when the registry is never closed', () => {
    const module = pathToFileURL(path.join(import.meta.dirname, '../../../api/registry/local-registry.ts')).href;
    const script = path.join(tmp.dir, 'never-closed.mjs');
    writeFileSync(
      script,
      `const { LocalRegistry } = await import(${JSON.stringify(module)});\n` +
        `const registry = new LocalRegistry(() => ${JSON.stringify(store.registryDbPath)});\n` +
        `console.log((await registry.findVehicle('10000002')).value.year);\n`,
    );
    // The timeout only stops a hung child; the assertion is that it ended by itself with the answer.
    const out = execFileSync(process.execPath, [script], { encoding: 'utf8', timeout: 120_000 });
    expect(out.trim()).toBe('2024');
  });
});
