// One dataset from CKAN into a staging file, page after page, with a resume point beside it. Each page is
// appended, then the state file (rows so far, byte length, the last row) is replaced atomically; a run killed at
// any moment resumes at the recorded page after cutting the file back to the recorded length, so no row is lost
// or written twice. The dataset is complete at the first short page, never at CKAN's `total`, which the portal
// estimates on big tables.
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { RawSource } from '../../lib/datasets/raw-sources.ts';
import { csvLine } from '../sample/csv-writer.ts';
import type { DatastorePage } from './datastore-client.ts';
import { progressBar } from './progress.ts';

export type PageReader = (resourceId: string, offset: number, limit: number, includeTotal: boolean) => Promise<DatastorePage>;

export type Log = Writable & { isTTY?: boolean };

/** Resume point of one dataset, rewritten after every appended page. */
type State = {
  resource_id: string;
  columns: string[];
  /** Rows written so far, which is also the offset of the next page. */
  rows: number;
  /** Length of the staging file holding exactly those rows. */
  bytes: number;
  /** The last row written, as CKAN sent it (`_id` included): the next page must begin with it. */
  last_row: string[] | null;
  /** CKAN's `total` as last reported, and whether CKAN estimated it. */
  total: number | null;
  total_was_estimated: boolean;
  complete: boolean;
};

export type Downloaded = { file: string; rows: number; total: number | null; totalWasEstimated: boolean };

/** CKAN's own row id and full-text rank are not columns of the published bulk files. */
const NOT_COLUMNS = new Set(['_id', 'rank', '_full_text']);

export const stagingFiles = (staging: string, source: RawSource) => ({
  partial: path.join(staging, `${source.key}.csv`),
  state: path.join(staging, `${source.key}.state.json`),
});

function writeJsonAtomic(file: string, value: unknown): void {
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(value));
  fs.renameSync(`${file}.tmp`, file);
}

function readState(file: string, resourceId: string): State | undefined {
  try {
    const state = JSON.parse(fs.readFileSync(file, 'utf8')) as State;
    return state.resource_id === resourceId && typeof state.rows === 'number' ? state : undefined;
  } catch {
    return undefined;
  }
}

export async function download(
  source: RawSource,
  options: { read: PageReader; pageSize: number; staging: string; log: Log },
): Promise<Downloaded> {
  const { partial, state: stateFile } = stagingFiles(options.staging, source);
  const log = options.log;
  // A resume point is only good with the partial file it describes.
  let state = fs.existsSync(partial) ? readState(stateFile, source.resource_id) : undefined;
  if (state?.complete) return { file: partial, rows: state.rows, total: state.total, totalWasEstimated: state.total_was_estimated };
  if (state) {
    // Drop anything appended after the last recorded page (killed between the append and the state write).
    fs.truncateSync(partial, state.bytes);
    log.write(`${source.key}: resuming at row ${state.rows.toLocaleString('en')}\n`);
  }
  const bar = progressBar(log, source.key);
  let askTotal = true;
  for (;;) {
    // Each page after the first starts one row early, at the last row written: the seam. When that row is no
    // longer the same, rows before it were added or removed (or the portal reloaded the resource), so the rows
    // on disk cannot be joined to the new ones without losing or doubling some.
    const seam = state && state.rows > 0 ? 1 : 0;
    const offset = (state?.rows ?? 0) - seam;
    const page = await options.read(source.resource_id, offset, options.pageSize, askTotal);
    askTotal = false;
    const keep = page.fields.flatMap((f, i) => (NOT_COLUMNS.has(f.id) ? [] : [i]));
    const columns = keep.map((i) => page.fields[i]!.id);
    const restart =
      state === undefined
        ? null
        : state.columns.join() !== columns.join()
          ? 'its columns changed'
          : seam && page.rows[0]?.join('\u0000') !== state.last_row?.join('\u0000')
            ? `row ${state.rows.toLocaleString('en')} is no longer the one fetched (rows before it were added or removed)`
            : null;
    if (restart && state) {
      state = undefined;
      if (offset > 0) {
        log.write(`${source.key}: ${restart}; starting again from row 0\n`);
        fs.rmSync(stateFile, { force: true });
        askTotal = true;
        continue;
      }
    }
    if (!state) {
      fs.writeFileSync(partial, csvLine(columns, source.delimiter) + '\n');
      state = {
        resource_id: source.resource_id,
        columns,
        rows: 0,
        bytes: fs.statSync(partial).size,
        last_row: null,
        total: null,
        total_was_estimated: false,
        complete: false,
      };
    }
    const fresh = page.rows.slice(offset === state.rows ? 0 : 1);
    if (fresh.length) {
      let text = '';
      for (const row of fresh) {
        text +=
          csvLine(
            keep.map((i) => row[i]),
            source.delimiter,
          ) + '\n';
      }
      fs.appendFileSync(partial, text);
    }
    state = {
      ...state,
      rows: state.rows + fresh.length,
      bytes: fs.statSync(partial).size,
      last_row: page.rows.at(-1) ?? state.last_row,
      total: page.total ?? state.total,
      total_was_estimated: page.total === undefined ? state.total_was_estimated : page.totalWasEstimated,
      complete: page.rows.length < Math.min(options.pageSize, page.limit),
    };
    writeJsonAtomic(stateFile, state);
    bar.update(state.rows, state.total);
    if (state.complete) break;
  }
  bar.done(state.rows);
  return { file: partial, rows: state.rows, total: state.total, totalWasEstimated: state.total_was_estimated };
}
