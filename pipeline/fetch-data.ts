// npm run fetch-data: downloads the real ministry datasets into raw/ through CKAN's paged datastore_search.
// Pages are appended to a staging folder with a resume point after each page, so an interrupted run continues
// where it stopped. raw/ changes only when every requested dataset is complete: each file is then renamed into
// place and its SOURCE.md rewritten with the retrieval date and checksum. A failed or offline run leaves raw/
// exactly as it was.
//   npm run fetch-data [-- --only registry,modelData] [--out raw] [--staging build/fetch-staging] [--page-size 32000]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Writable } from 'node:stream';
import { loadConfig } from '../lib/config.ts';
import { BUILD_DIR } from '../lib/shards/layout.ts';
import { datastoreClient, FetchDataError, MAX_PAGE_SIZE, type DatastoreField } from './fetch/datastore-client.ts';
import { progressBar } from './fetch/progress.ts';
import { RAW_SOURCES, type RawSource, type RawSourceKey } from '../lib/datasets/raw-sources.ts';
import { csvLine, type Cell } from './sample/csv-writer.ts';
import { DEFAULT_OUT } from './sample/generate.ts';
import { writeSourceFile } from './sample/source-docs.ts';

type FetchOptions = {
  baseUrl: string;
  out?: string;
  staging?: string;
  only?: readonly RawSourceKey[];
  pageSize?: number;
  retryBaseMs?: number;
  attempts?: number;
  log?: Writable & { isTTY?: boolean };
  /** Injected clock for the retrieval date written to SOURCE.md. */
  today?: () => string;
};

/** Resume point of one dataset, rewritten after every appended page. */
type State = { resource_id: string; columns: string[]; next_offset: number; total: number; bytes: number; complete: boolean };

/** CKAN's own row id and full-text rank are not columns of the published bulk files. */
const NOT_COLUMNS = new Set(['_id', 'rank', '_full_text']);

function cell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

function writeJsonAtomic(file: string, value: unknown): void {
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(value));
  fs.renameSync(`${file}.tmp`, file);
}

function readState(file: string, resourceId: string): State | undefined {
  try {
    const state = JSON.parse(fs.readFileSync(file, 'utf8')) as State;
    return state.resource_id === resourceId ? state : undefined;
  } catch {
    return undefined;
  }
}

async function download(
  source: RawSource,
  options: Required<Pick<FetchOptions, 'baseUrl' | 'pageSize' | 'retryBaseMs' | 'attempts'>> & {
    staging: string;
    log: NonNullable<FetchOptions['log']>;
  },
): Promise<{ file: string; rows: number }> {
  const client = datastoreClient({
    baseUrl: options.baseUrl,
    retryBaseMs: options.retryBaseMs,
    attempts: options.attempts,
    onRetry: (attempt, reason) =>
      options.log.write(
        `${options.log.isTTY ? '\n' : ''}${source.key}: ${reason}, retrying (attempt ${attempt + 1} of ${options.attempts})\n`,
      ),
  });
  const partial = path.join(options.staging, `${source.key}.csv`);
  const stateFile = path.join(options.staging, `${source.key}.state.json`);
  // A resume point is only good with the partial file it describes.
  let state = fs.existsSync(partial) ? readState(stateFile, source.resource_id) : undefined;
  if (state?.complete) return { file: partial, rows: state.total };
  if (state) {
    // Drop anything appended after the last recorded page (a crash between append and state write).
    fs.truncateSync(partial, state.bytes);
    options.log.write(`${source.key}: resuming at row ${state.next_offset.toLocaleString('en')}\n`);
  }
  const bar = progressBar(options.log, source.key);
  for (;;) {
    const offset = state?.next_offset ?? 0;
    const page = await client.page(source.resource_id, offset, options.pageSize);
    const columns = page.fields.map((f: DatastoreField) => f.id).filter((id) => !NOT_COLUMNS.has(id));
    if (!state || state.columns.join() !== columns.join()) {
      // A first page, or the resource's columns changed since the interrupted run: start the file afresh.
      if (state) options.log.write(`${source.key}: columns changed since the interrupted run; starting again\n`);
      if (state && offset > 0) {
        state = undefined;
        fs.rmSync(stateFile, { force: true });
        continue;
      }
      fs.writeFileSync(partial, csvLine(columns, source.delimiter) + '\n');
      state = {
        resource_id: source.resource_id,
        columns,
        next_offset: 0,
        total: page.total,
        bytes: fs.statSync(partial).size,
        complete: false,
      };
    }
    const cols = state.columns;
    if (page.records.length) {
      const text =
        page.records
          .map((r) =>
            csvLine(
              cols.map((c) => cell(r[c])),
              source.delimiter,
            ),
          )
          .join('\n') + '\n';
      fs.appendFileSync(partial, text);
    }
    const next = offset + page.records.length;
    state = {
      ...state,
      next_offset: next,
      total: page.total,
      bytes: fs.statSync(partial).size,
      complete: page.records.length < options.pageSize || next >= page.total,
    };
    writeJsonAtomic(stateFile, state);
    bar.update(next, page.total);
    if (state.complete) break;
  }
  bar.done();
  return { file: partial, rows: state.next_offset };
}

export async function fetchData(options: FetchOptions): Promise<{ key: RawSourceKey; rows: number }[]> {
  const out = options.out ?? DEFAULT_OUT;
  const staging = options.staging ?? path.join(BUILD_DIR, 'fetch-staging');
  const log = options.log ?? process.stderr;
  const pageSize = options.pageSize ?? MAX_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw new RangeError(`page size must be a whole number from 1 to ${MAX_PAGE_SIZE}; got ${pageSize}`);
  }
  const keys = options.only ?? (Object.keys(RAW_SOURCES) as RawSourceKey[]);
  fs.mkdirSync(staging, { recursive: true });
  const done: { key: RawSourceKey; file: string; rows: number }[] = [];
  for (const key of keys) {
    const result = await download(RAW_SOURCES[key], {
      baseUrl: options.baseUrl,
      pageSize,
      retryBaseMs: options.retryBaseMs ?? 1000,
      attempts: options.attempts ?? 5,
      staging,
      log,
    });
    done.push({ key, ...result });
  }
  // Every dataset is complete: only now does raw/ change, one atomic rename per file.
  const retrieved = (options.today ?? (() => new Date().toISOString().slice(0, 10)))();
  for (const { key, file, rows } of done) {
    const source = RAW_SOURCES[key];
    const dir = path.join(out, source.folder);
    fs.mkdirSync(dir, { recursive: true });
    fs.renameSync(file, path.join(dir, source.file));
    fs.rmSync(path.join(staging, `${key}.state.json`), { force: true });
    writeSourceFile(out, source, {
      retrieved,
      generated: false,
      origin:
        `Real data downloaded from data.gov.il by \`npm run fetch-data\` (CKAN datastore_search, ` +
        `all rows in \`_id\` order; CKAN's own \`_id\` column left out, as in the bulk files).`,
      delimiter: source.delimiter,
      encoding: 'utf-8',
      rows,
    });
  }
  return done.map(({ key, rows }) => ({ key, rows }));
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      out: { type: 'string' },
      staging: { type: 'string' },
      'page-size': { type: 'string' },
    },
  });
  const only = values.only
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = only?.filter((k) => !(k in RAW_SOURCES));
  if (unknown?.length) {
    console.error(`--only takes dataset keys from: ${Object.keys(RAW_SOURCES).join(', ')}; unknown: ${unknown.join(', ')}`);
    process.exit(2);
  }
  try {
    const results = await fetchData({
      baseUrl: loadConfig().ckanBaseUrl,
      out: values.out ? path.resolve(values.out) : undefined,
      staging: values.staging ? path.resolve(values.staging) : undefined,
      only: only as RawSourceKey[] | undefined,
      pageSize: values['page-size'] ? Number(values['page-size']) : undefined,
    });
    for (const r of results) console.error(`${r.key}: ${r.rows.toLocaleString('en')} rows`);
    console.error('raw/ updated; run npm run pipeline to rebuild the shards.');
  } catch (error) {
    const code = error instanceof FetchDataError ? error.code : 'FETCH_FAILED';
    console.error(
      `\nfetch-data failed [${code}]: ${(error as Error).message}` +
        `\nraw/ was left unchanged; run the command again to resume from the last completed page.`,
    );
    process.exit(1);
  }
}
