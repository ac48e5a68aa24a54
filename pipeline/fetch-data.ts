// npm run fetch-data: downloads the real ministry datasets into raw/ through CKAN's paged datastore_search
// (pipeline/fetch/). Pages are appended to a staging folder with a resume point after each page, so an
// interrupted or killed run continues where it stopped. raw/ changes only when every requested dataset is
// complete: each file is then renamed into place, its FETCH.json written (rows, CKAN's total, the previous
// fetch's rows and a warning where they differ) and its SOURCE.md rewritten with the retrieval date and
// checksum. A failed or offline run leaves raw/ exactly as it was.
//   npm run fetch-data [-- --only registry,modelData] [--out raw] [--staging build/fetch-staging] [--page-size 32000]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../lib/config.ts';
import { BUILD_DIR } from '../lib/shards/layout.ts';
import { datastoreClient, FetchDataError, MAX_PAGE_SIZE, refreshUserAgent } from './fetch/datastore-client.ts';
import { download, stagingFiles, type Log } from './fetch/download.ts';
import { fetchReport, readPreviousFetch, writeFetchReport, type FetchReport } from './fetch/fetch-report.ts';
import { RAW_SOURCES, type RawSourceKey } from '../lib/datasets/raw-sources.ts';
import { DEFAULT_OUT } from './sample/generate.ts';
import { writeSourceFile } from './sample/source-docs.ts';

type FetchOptions = {
  baseUrl: string;
  /** Defaults to the refresh's own, naming the public site from PUBLIC_BASE_URL. */
  userAgent?: string;
  out?: string;
  staging?: string;
  only?: readonly RawSourceKey[];
  pageSize?: number;
  retryBaseMs?: number;
  attempts?: number;
  /** How waits between attempts are spent (tests record them instead of sleeping). */
  wait?: (ms: number) => Promise<void>;
  log?: Log;
  /** Injected clock for the retrieval date written to SOURCE.md and FETCH.json. */
  today?: () => string;
};

export async function fetchData(options: FetchOptions): Promise<FetchReport[]> {
  const out = options.out ?? DEFAULT_OUT;
  const staging = options.staging ?? path.join(BUILD_DIR, 'fetch-staging');
  const log = options.log ?? process.stderr;
  const pageSize = options.pageSize ?? MAX_PAGE_SIZE;
  // Pages after the first repeat one row (the seam), so a page of one row would never move on.
  if (!Number.isInteger(pageSize) || pageSize < 2 || pageSize > MAX_PAGE_SIZE) {
    throw new RangeError(`page size must be a whole number from 2 to ${MAX_PAGE_SIZE}; got ${pageSize}`);
  }
  const keys = options.only ?? (Object.keys(RAW_SOURCES) as RawSourceKey[]);
  fs.mkdirSync(staging, { recursive: true });
  const done: { key: RawSourceKey; fetched: Awaited<ReturnType<typeof download>> }[] = [];
  const attempts = options.attempts ?? 6;
  const userAgent = options.userAgent ?? refreshUserAgent(loadConfig().publicBaseUrl);
  for (const key of keys) {
    const client = datastoreClient({
      baseUrl: options.baseUrl,
      userAgent,
      retryBaseMs: options.retryBaseMs,
      attempts,
      wait: options.wait,
      onRetry: (attempt, reason, waitMs) =>
        log.write(
          `${log.isTTY ? '\n' : ''}${key}: ${reason}, retrying in ${(waitMs / 1000).toFixed(1)} s ` +
            `(attempt ${attempt + 1} of ${attempts})\n`,
        ),
    });
    const fetched = await download(RAW_SOURCES[key], { read: client.page, pageSize, staging, log });
    done.push({ key, fetched });
  }
  // Every dataset is complete: only now does raw/ change, one atomic rename per file.
  const retrieved = (options.today ?? (() => new Date().toISOString().slice(0, 10)))();
  const reports: FetchReport[] = [];
  for (const { key, fetched } of done) {
    const source = RAW_SOURCES[key];
    const dir = path.join(out, source.folder);
    fs.mkdirSync(dir, { recursive: true });
    const report = fetchReport(source, fetched, readPreviousFetch(dir), retrieved);
    fs.renameSync(fetched.file, path.join(dir, source.file));
    fs.rmSync(stagingFiles(staging, source).state, { force: true });
    writeFetchReport(dir, report);
    writeSourceFile(out, source, {
      retrieved,
      generated: false,
      origin:
        `Real data downloaded from data.gov.il by \`npm run fetch-data\` (CKAN datastore_search, ` +
        `all rows in \`_id\` order, values as the datastore holds them; CKAN's own \`_id\` column left out, as ` +
        `in the bulk files). \`FETCH.json\` compares the rows with CKAN's total and the previous fetch.`,
      delimiter: source.delimiter,
      encoding: 'utf-8',
      rows: fetched.rows,
    });
    reports.push(report);
  }
  return reports;
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
    const config = loadConfig();
    const results = await fetchData({
      baseUrl: config.ckanBaseUrl,
      userAgent: refreshUserAgent(config.publicBaseUrl),
      out: values.out ? path.resolve(values.out) : undefined,
      staging: values.staging ? path.resolve(values.staging) : undefined,
      only: only as RawSourceKey[] | undefined,
      pageSize: values['page-size'] ? Number(values['page-size']) : undefined,
    });
    for (const r of results) {
      const total =
        r.ckan_total === null
          ? ''
          : `; CKAN's total ${r.ckan_total.toLocaleString('en')}${r.ckan_total_was_estimated ? ' (estimated)' : ''}`;
      const previous = r.previous ? `; previous fetch ${r.previous.rows.toLocaleString('en')} (${r.previous.retrieved})` : '';
      console.error(`${r.dataset}: ${r.rows.toLocaleString('en')} rows${total}${previous}`);
      for (const warning of r.warnings) console.error(`${r.dataset}: WARNING ${warning}`);
    }
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
