// What a version is built from, as one hash: every file the run reads under raw/ (the datasets' files and their
// SOURCE.md, which give the data date and the sample flag; the rules folder), the code that turns them into shards
// (lib/ and pipeline/, and the locked dependencies) and the shard layout's version. The manifest records it, so a
// run whose fingerprint is the current version's has nothing new to publish: the same facts again.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { SCHEMA_VERSION, type Manifest } from '../../lib/shards/manifest.ts';
import { PipelineError } from '../errors.ts';
import { stableJson } from '../json.ts';
import type { SourceFiles } from './input-files.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CODE_FOLDERS = ['lib', 'pipeline'];
const CODE_FILES = ['package-lock.json'];

export type Fingerprint = NonNullable<z.infer<typeof Manifest>['inputs']>;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Every file under dir, relative to it, sorted; documentation (*.md) changes no output and is left out. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.md'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** One hash of the code the shards come from. */
async function codeHash(): Promise<string> {
  const lines: string[] = [];
  for (const folder of CODE_FOLDERS) {
    for (const rel of await filesUnder(path.join(ROOT, folder))) {
      lines.push(`${folder}/${rel} ${sha256(await readFile(path.join(ROOT, folder, rel)))}`);
    }
  }
  for (const rel of CODE_FILES) lines.push(`${rel} ${sha256(await readFile(path.join(ROOT, rel)))}`);
  return sha256(lines.join('\n'));
}

/** The hash of a file under raw/, or null when there is none (a missing SOURCE.md stops the run later). */
async function rawHash(file: string): Promise<string | null> {
  try {
    return sha256(await readFile(file));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    const shown = path.relative(process.cwd(), file) || file;
    throw new PipelineError('input_unreadable', `${shown}: cannot be read (${(error as Error).message})`);
  }
}

/** The run's fingerprint, from the inputs already read whole and the rules folder. */
export async function fingerprint(rawDir: string, sources: readonly SourceFiles[]): Promise<Fingerprint> {
  const files = new Map<string, string>();
  const add = async (rel: string) => {
    const hash = await rawHash(path.join(rawDir, rel));
    if (hash !== null) files.set(rel, hash);
  };
  for (const { spec, files: read } of sources) {
    for (const f of read) files.set(f.rel, f.whole.sha256);
    await add(`${spec.folder}/SOURCE.md`);
  }
  const rules = (await readdir(path.join(rawDir, 'rules')).catch(() => [] as string[])).filter(
    (f) => f.endsWith('.json') || f === 'SOURCE.md',
  );
  for (const f of rules) await add(`rules/${f}`);
  const sorted = Object.fromEntries([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const code = await codeHash();
  return { sha256: sha256(stableJson({ schema_version: SCHEMA_VERSION, code, files: sorted })), code, files: sorted };
}
