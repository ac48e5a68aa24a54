// Every file a run reads, read whole once before anything else (whole-file.ts): its hash goes into the run's
// fingerprint, and a file that is not whole stops the run. A file cut short (a download or copy that stopped) would
// otherwise publish: its last, broken row set aside like any odd line, and every row after the cut gone, the cars
// of those rows then answering "not found". So a file that ends mid-row (no newline after its last line, or inside
// a quoted field), or whose rows differ from what fetch-data recorded for it in the folder's FETCH.json, is fatal,
// naming the file and the line. FETCH.json is optional: files supplied by hand (and the sample) have none.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { FETCH_REPORT } from '../fetch/fetch-report.ts';
import type { QualityCheck } from '../../lib/shards/quality-schema.ts';
import { PipelineError } from '../errors.ts';
import { sniff, type Sniffed } from './sniff.ts';
import type { SourceSpec } from './sources.ts';
import { readWholeFile, type WholeFile } from './whole-file.ts';

export interface InputFile {
  name: string;
  /** folder/name under raw/: how the fingerprint and the manifest name it. */
  rel: string;
  path: string;
  /** Relative to the working directory, as messages show it. */
  shown: string;
  sniffed: Sniffed;
  whole: WholeFile;
}

export interface SourceFiles {
  spec: SourceSpec;
  files: InputFile[];
  /** The folder's FETCH.json when there is one: its rows were compared with the fetched file's. */
  fetched: FetchRecord | null;
}

/** What the pipeline reads of a FETCH.json (pipeline/fetch/fetch-report.ts writes it). */
const FetchRecord = z.object({ resource_id: z.string(), retrieved: z.string(), rows: z.number().int().nonnegative() });
type FetchRecord = z.infer<typeof FetchRecord>;

const shownPath = (file: string) => path.relative(process.cwd(), file) || file;
const count = (n: number) => n.toLocaleString('en');

/** Runs fn, turning a file-system error into one naming the file. */
async function naming<T>(shown: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof PipelineError) throw error;
    throw new PipelineError('input_unreadable', `${shown}: cannot be read (${(error as Error).message.split('\n')[0]})`);
  }
}

/** The folder's FETCH.json, or null when it has none. */
async function fetchRecord(dir: string): Promise<FetchRecord | null> {
  const file = path.join(dir, FETCH_REPORT);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw new PipelineError('input_unreadable', `${shownPath(file)}: cannot be read (${error.message})`);
  });
  if (text === null) return null;
  try {
    return FetchRecord.parse(JSON.parse(text));
  } catch (error) {
    throw new PipelineError(
      'input_unreadable',
      `${shownPath(file)}: not a fetch report (${(error as Error).message.split('\n')[0]}); run npm run fetch-data again, ` +
        `or remove it if the folder's files were supplied by hand`,
    );
  }
}

async function readInputFile(dir: string, spec: SourceSpec, name: string): Promise<InputFile> {
  const file = path.join(dir, name);
  const shown = shownPath(file);
  const info = await naming(shown, () => stat(file));
  if (!info.isFile()) {
    const what = info.isDirectory() ? 'is a folder, not a file' : 'is not a regular file';
    throw new PipelineError('input_unreadable', `${shown}: ${what}; put the dataset's CSV file there`);
  }
  if (info.size === 0) throw new PipelineError('input_empty', `${shown}: the file is empty (0 bytes); check the download`);
  const sniffed = await naming(shown, () => sniff(file));
  const whole = await naming(shown, () => readWholeFile(file, sniffed.delimiter, sniffed.quoted));
  if (whole.end !== 'row') {
    const how = whole.end === 'open_quote' ? 'inside a quoted field of the row beginning there' : 'mid-row, without a newline after it';
    throw new PipelineError(
      'input_truncated',
      `${shown}, line ${count(whole.lastRowLine)}: the file ends ${how}: a download or copy cut short; fetch it ` +
        `again (npm run fetch-data) or copy the whole file`,
    );
  }
  return { name, rel: `${spec.folder}/${name}`, path: file, shown, sniffed, whole };
}

/** Stops the run when the fetched file holds other rows than fetch-data wrote into it. */
function checkFetched(dir: string, spec: SourceSpec, files: InputFile[], fetched: FetchRecord): void {
  const record = `${shownPath(path.join(dir, FETCH_REPORT))}, retrieved ${fetched.retrieved}`;
  const file = files.find((f) => f.name === spec.fetchedFile);
  if (!file) {
    throw new PipelineError(
      'input_row_count',
      `${shownPath(path.join(dir, spec.fetchedFile!))}: fetch-data recorded ${count(fetched.rows)} rows for it (${record}), ` +
        `but the folder has no such file; fetch it again, or remove FETCH.json if the dataset was supplied by hand`,
    );
  }
  const rows = file.whole.rows - 1;
  if (rows === fetched.rows) return;
  const diff = rows - fetched.rows;
  throw new PipelineError(
    'input_row_count',
    `${file.shown}, line ${count(file.whole.newlines)}: the file's ${count(rows)} rows end here, but fetch-data recorded ` +
      `${count(fetched.rows)} (${record}): ${count(Math.abs(diff))} ${diff < 0 ? 'missing' : 'more'}; the file was cut or ` +
      `changed after it was fetched. Fetch it again (npm run fetch-data), or remove FETCH.json if the file was replaced ` +
      `by hand on purpose`,
  );
}

/** Reads every file of each source in full, checking that each is whole; in SOURCES order. */
export async function readInputFiles(rawDir: string, specs: readonly SourceSpec[]): Promise<SourceFiles[]> {
  const out: SourceFiles[] = [];
  for (const spec of specs) {
    const dir = path.join(rawDir, spec.folder);
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((f) => /\.(csv|tsv|txt)$/i.test(f) && (!spec.file || spec.file.test(f)))
      .sort();
    if (names.length === 0) {
      throw new PipelineError('input_missing', `${shownPath(dir)}: no CSV file found; run npm run sample or npm run fetch-data`);
    }
    const files: InputFile[] = [];
    for (const name of names) files.push(await readInputFile(dir, spec, name));
    const fetched = spec.fetchedFile ? await fetchRecord(dir) : null;
    if (fetched && fetched.resource_id === spec.resourceId) checkFetched(dir, spec, files, fetched);
    else if (fetched) {
      throw new PipelineError(
        'input_row_count',
        `${shownPath(path.join(dir, FETCH_REPORT))}: records resource ${fetched.resource_id}, but this folder holds ${spec.name} ` +
          `(${spec.resourceId}); fetch it again, or remove FETCH.json`,
      );
    }
    out.push({ spec, files, fetched });
  }
  return out;
}

/** Reading already stopped at a file that was not whole; this records that the check ran and what it compared. */
export function inputsWholeCheck(sources: readonly SourceFiles[]): QualityCheck {
  const files = sources.reduce((n, s) => n + s.files.length, 0);
  const fetched = sources.filter((s) => s.fetched).map((s) => s.spec.name);
  return {
    check: 'inputs_whole',
    status: 'passed',
    note:
      `${files} files read whole, each ending where a row ends; ` +
      (fetched.length
        ? `${fetched.join(', ')} with the rows their FETCH.json records`
        : 'no FETCH.json to compare rows with (files supplied by hand or generated)'),
  };
}
