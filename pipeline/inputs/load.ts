// Loads one raw/<source>/ folder into a typed staging table src_<source>, after checking every required
// column is present and every value has its column's format. Failures name file, line and column.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { literal, type Db, type Row } from '../db.ts';
import { PipelineError } from '../errors.ts';
import { sniff, transcodeToUtf8 } from './sniff.ts';
import { sourceDate } from './source-doc.ts';
import type { ColumnKind } from '../../lib/datasets/dataset.ts';
import type { SourceSpec } from './sources.ts';

export interface LoadedSource {
  name: string;
  resourceId: string | null;
  /** Retrieval day from the folder's SOURCE.md. */
  date: string;
  /** Rows read; for a source checked on write, known only once checkWritten has run. */
  rows: number;
  files: string[];
  /** Set for a source whose value check waits for the step that writes it (see SourceSpec.checkOnWrite). */
  deferred?: PreparedFile[];
  spec: SourceSpec;
}

interface PreparedFile {
  reader: string;
  badColumn: string;
  shown: string;
}

/** The column every source view carries: the names of the row's bad columns, '' for a good row. */
const CHECK_COLUMN = 'bad__';

function stagingTable(spec: SourceSpec): string {
  return `src_${spec.name.replaceAll('-', '_')}`;
}

const ident = (c: string) => `"${c.replaceAll('"', '""')}"`;
// Empty means missing. No trim(): it is costly on 4 M rows of Hebrew text, and DuckDB's casts to numbers
// and dates already allow surrounding spaces.
const val = (c: string) => `nullif(${ident(c)}, '')`;

/** SQL that is true when a non-empty value has the column's format. */
function validExpr(column: string, kind: ColumnKind): string {
  const v = val(column);
  switch (kind) {
    case 'text':
      return 'true';
    // DuckDB's integer cast rounds "2015.5", so a decimal point is refused explicitly.
    case 'int':
      return `try_cast(${v} AS BIGINT) IS NOT NULL AND NOT contains(${v}, '.')`;
    case 'number':
      return `try_cast(${v} AS DOUBLE) IS NOT NULL`;
    case 'date':
      return `try_cast(${v} AS DATE) IS NOT NULL`;
    // YYYY-M: split_part is several times cheaper than a regular expression on 4 M rows.
    case 'month':
      return (
        `length(split_part(${v}, '-', 1)) = 4 AND try_cast(split_part(${v}, '-', 1) AS INT) IS NOT NULL
      AND try_cast(split_part(${v}, '-', 2) AS INT) BETWEEN 1 AND 12 AND length(split_part(${v}` +
        `, '-', 2)) <= 2 AND split_part(${v}, '-', 3) = ''`
      );
  }
}

function castExpr(column: string, kind: ColumnKind): string {
  const v = val(column);
  switch (kind) {
    case 'text':
      return v;
    case 'int':
      return `try_cast(${v} AS BIGINT)`;
    case 'number':
      return `try_cast(${v} AS DOUBLE)`;
    // The file was validated before, so cheap string work suffices (this runs on every registry row):
    // "2024-11-14" and "2024-11-14T00:00:00" keep their first 10 characters; other date spellings are reformatted.
    case 'date':
      return `CASE WHEN ${v} LIKE '____-__-__%' THEN left(${v}, 10) ELSE strftime(try_cast(${v} AS DATE), '%Y-%m-%d') END`;
    // "2020-3" -> "2020-03", so months sort and compare as text.
    case 'month':
      return `CASE WHEN length(${v}) = 6 THEN left(${v}, 5) || '0' || right(${v}, 1) ELSE ${v} END`;
  }
}

const FORMAT_HELP: Record<ColumnKind, string> = {
  text: 'text',
  int: 'a whole number',
  number: 'a number',
  date: 'a date YYYY-MM-DD',
  month: 'a month YYYY-M (e.g. 2020-3)',
};

/**
 * Validates every file of a source, then defines src_<source> as a typed view over the files. A view rather
 * than a table: the 4 M-row registry is then parsed only by the steps that need it, never copied in memory.
 */
export async function loadSource(db: Db, spec: SourceSpec, rawDir: string, tmpDir: string): Promise<LoadedSource> {
  const dir = path.join(rawDir, spec.folder);
  const table = stagingTable(spec);
  const columns = Object.entries(spec.columns);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((f) => /\.(csv|tsv|txt)$/i.test(f) && (!spec.file || spec.file.test(f))).sort();
  } catch {
    names = [];
  }
  if (names.length === 0) {
    throw new PipelineError(
      'input_missing',
      `${path.relative(process.cwd(), dir) || dir}: no CSV file found; run npm run sample or npm run fetch-data`,
    );
  }
  // Before the costly value checks: an undocumented folder fails at once.
  const date = await sourceDate(dir);
  let rows = 0;
  const selects: string[] = [];
  const prepared: PreparedFile[] = [];
  for (const name of names) {
    const file = await prepareFile(spec, path.join(dir, name), tmpDir);
    if (!spec.checkOnWrite) rows += await checkFile(db, spec, file);
    prepared.push(file);
    selects.push(
      `SELECT ${columns.map(([c, s]) => `${castExpr(c, s.kind)} AS ${ident(c.toLowerCase())}`).join(', ')}` +
        `, ${file.badColumn} AS ${CHECK_COLUMN} FROM ${file.reader}`,
    );
  }
  await db.run(`CREATE OR REPLACE VIEW ${table} AS ${selects.join(' UNION ALL ')}`);
  return {
    name: spec.name,
    resourceId: spec.resourceId,
    date,
    rows,
    files: names,
    spec,
    ...(spec.checkOnWrite ? { deferred: prepared } : {}),
  };
}

/** Sniffs one file, checks its header and transcodes it if need be; returns how to read and check it. */
async function prepareFile(spec: SourceSpec, file: string, tmpDir: string): Promise<PreparedFile> {
  const shown = path.relative(process.cwd(), file);
  const sniffed = await sniff(file);
  const header = new Set(sniffed.header.map((h) => h.toLowerCase()));
  const columns = Object.entries(spec.columns);
  const missing = columns.filter(([c]) => !header.has(c.toLowerCase())).map(([c]) => c);
  if (missing.length > 0) {
    throw new PipelineError(
      'input_column_missing',
      `${shown}, line 1: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ` +
        `(delimiter "${sniffed.delimiter}", header: ${sniffed.header.join(', ')})`,
    );
  }
  let readable = file;
  if (sniffed.encoding === 'windows-1255') {
    readable = path.join(tmpDir, `${spec.name}-${path.basename(file)}.utf8.csv`);
    await transcodeToUtf8(file, readable);
  }
  const reader =
    `read_csv(${literal(readable)}, delim=${literal(sniffed.delimiter)}` + `, header=true, all_varchar=true, quote='"', escape='"')`;
  // The names of a row's bad columns: empty where required, or not in the column's format.
  const checked = columns.filter(([, s]) => s.required || s.kind !== 'text');
  const badColumn = `concat_ws(',', ${checked
    .map(
      ([c, s]) =>
        `CASE WHEN ${val(c)} IS NULL THEN ${s.required ? literal(c) : 'NULL'} WHEN NOT coalesce(${validExpr(c, s.kind)}` +
        `, false) THEN ${literal(c)} END`,
    )
    .join(', ')})`;
  return { reader, badColumn, shown };
}

/** Checks every value of one file in one scan; returns its row count. */
async function checkFile(db: Db, spec: SourceSpec, file: PreparedFile): Promise<number> {
  let result: { rows: number; bad: number | null } | undefined;
  try {
    [result] = await db.all<{ rows: number; bad: number | null }>(
      `SELECT count(*) AS rows, max(CASE WHEN ${file.badColumn} <> '' THEN 1 END) AS bad FROM ${file.reader}`,
    );
  } catch (error) {
    throw new PipelineError('input_unreadable', `${file.shown}: ${(error as Error).message.split('\n')[0]}`);
  }
  if (result?.bad) await failAt(db, spec, file.reader, file.badColumn, file.shown);
  return result?.rows ?? 0;
}

/**
 * For a source checked on write: fails, naming file, line and column, when the table written from its view
 * holds a bad row. Sets source.rows.
 */
export async function checkWritten(db: Db, source: LoadedSource, written: string): Promise<void> {
  const [bad] = await db.all(`SELECT 1 AS bad FROM ${written} WHERE ${CHECK_COLUMN} <> '' LIMIT 1`);
  if (bad) {
    for (const file of source.deferred ?? []) await checkFile(db, source.spec, file);
  }
  const [count] = await db.all<{ n: number }>(`SELECT count(*) AS n FROM ${written}`);
  source.rows = count!.n;
}

/** Drops the check column from every table of the attached database that was written from a source view. */
export async function dropCheckColumns(db: Db, database: string): Promise<void> {
  const tables = await db.all<{ t: string }>(
    `SELECT table_name AS t FROM duckdb_columns() WHERE database_name = ${literal(database)} AND column_name = ${literal(CHECK_COLUMN)}`,
  );
  for (const { t } of tables) await db.run(`ALTER TABLE ${database}.${ident(t)} DROP COLUMN ${CHECK_COLUMN}`);
}

/** Finds the first bad value's line (header is line 1) with a single-threaded ordered scan; only on failure. */
async function failAt(db: Db, spec: SourceSpec, reader: string, badColumn: string, shown: string): Promise<never> {
  // One thread and insertion order, so row_number() counts the file's lines in order.
  await db.run('SET threads = 1');
  await db.run('SET preserve_insertion_order = true');
  let first: Row | undefined;
  try {
    const columns = Object.keys(spec.columns)
      .map((c) => `${val(c)} AS ${ident(c)}`)
      .join(', ');
    [first] = await db.all(`SELECT * FROM (SELECT row_number() OVER () + 1 AS line__, ${badColumn} AS bad__, ${columns} FROM ${reader})
      WHERE bad__ <> '' ORDER BY line__ LIMIT 1`);
  } finally {
    await db.run('RESET threads');
    await db.run('SET preserve_insertion_order = false');
  }
  const column = String(first?.bad__ ?? '').split(',')[0] ?? '';
  const spec_ = spec.columns[column];
  const value = first?.[column];
  const problem = value === null || value === undefined ? 'is empty' : `is "${String(value)}"`;
  throw new PipelineError(
    'input_value_invalid',
    `${shown}, line ${String(first?.line__)}, column ${column}` +
      `: value ${problem}; expected ${spec_ ? FORMAT_HELP[spec_.kind] : 'another value'}` +
      `${spec_?.required ? ' (required)' : ''}`,
  );
}
