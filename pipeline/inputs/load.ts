// Loads one raw/<source>/ folder into a typed staging view src_<source>, reading every file by column name. A value
// is read tolerantly (numbers served as text, dates with a time part, a road date that is only a year); what still
// cannot be read is decided per column by the dataset descriptor: its row is set aside, or the value becomes null.
// Both are counted per column and reason, with the first examples (file, line, value), for the version's quality
// report. The run fails only on structural faults: no file, a missing column, no rows, or more of a dataset's rows
// set aside than its descriptor allows.
import path from 'node:path';
import type { Db } from '../db.ts';
import { literal } from '../../lib/sql/sql-literal.ts';
import { PipelineError } from '../errors.ts';
import type { InputFile, SourceFiles } from './input-files.ts';
import { transcodeToUtf8 } from './sniff.ts';
import { sourceDate } from './source-doc.ts';
import { columnLabelHe } from '../../lib/datasets/column-labels.ts';
import type { ColumnKind, ColumnSpec } from '../../lib/datasets/dataset.ts';
import type { QualityReason } from '../../lib/shards/quality-schema.ts';
import type { SourceSpec } from './sources.ts';

/** What loading found in a source's files; the quality report's dataset entry is built from it. */
export interface SourceQuality {
  rows_read: number;
  rows_kept: number;
  rows_set_aside: number;
  set_aside: QualityReason[];
  values_nulled: QualityReason[];
}

export interface LoadedSource {
  name: string;
  resourceId: string | null;
  /** Retrieval day from the folder's SOURCE.md. */
  date: string;
  files: string[];
  /** Rows kept; for a source checked on write, known only once countWritten has run. */
  rows: number;
  /** Null for a source checked on write until countWritten has run. */
  quality: SourceQuality | null;
  /** How each file is read and checked; a source checked on write (SourceSpec.checkOnWrite) is counted from them later. */
  prepared: PreparedFile[];
  spec: SourceSpec;
}

interface PreparedFile {
  /** SELECT of the file's raw values (raw__<column>), typed values (<column>) and bad__. */
  checked: string;
  rejects: string;
  shown: string;
  /** The file DuckDB reads: the file itself, or its UTF-8 copy in the work folder. */
  readable: string;
}

/**
 * A DuckDB error met reading some files, naming the file its message names (the raw file, never its UTF-8 copy),
 * else every file it may have come from.
 */
export function unreadable(files: readonly PreparedFile[], error: unknown): PipelineError {
  const text = (error as Error).message;
  const named = files.filter((f) => text.includes(f.readable));
  // A CSV error's first line says where, its third what ("CSV Error on Line: 9", "Original Line: ...", the fault).
  const [first, second, third] = text.split('\n');
  let message = second?.startsWith('Original Line:') && third ? `${first}: ${third}` : first!;
  for (const f of named) message = message.replaceAll(f.readable, f.shown);
  return new PipelineError('input_unreadable', `${(named.length ? named : files).map((f) => f.shown).join(', ')}: ${message}`);
}

/** The column every source view carries: the row's bad values as "column:reason" joined by commas, '' for none. */
const CHECK_COLUMN = 'bad__';
/** Examples of bad values are looked for in each file's first rows only: a full ordered scan of 4 M rows is costly. */
export const EXAMPLE_ROWS = 200_000;
const EXAMPLES_PER_REASON = 3;

let fileCount = 0;

function stagingTable(spec: SourceSpec): string {
  return `src_${spec.name.replaceAll('-', '_')}`;
}

const ident = (c: string) => `"${c.replaceAll('"', '""')}"`;
const rawName = (c: string) => ident(`raw__${c.toLowerCase()}`);

/** SQL reading one raw value as its kind, NULL when it cannot be read (the macros are in sql/macros.sql). */
function castExpr(raw: string, kind: ColumnKind): string {
  switch (kind) {
    case 'text':
      return raw;
    case 'int':
      return `int_value(${raw})`;
    case 'number':
      return `try_cast(${raw} AS DOUBLE)`;
    case 'date':
      return `date_value(${raw})`;
    case 'month':
      return `road_month(${raw})`;
    case 'year_month':
      return `year_month_value(${raw})`;
  }
}

const checkedColumns = (spec: SourceSpec) => Object.entries(spec.columns).filter(([, s]) => s.required || s.kind !== 'text');
const setAsideColumns = (spec: SourceSpec) => Object.entries(spec.columns).filter(([, s]) => s.onBad === 'set_aside');

/** A row whose set-aside column is bad stays out; the typed value of such a column is null exactly then. */
function keptCondition(spec: SourceSpec): string {
  const columns = setAsideColumns(spec);
  return columns.length ? columns.map(([c]) => `${ident(c.toLowerCase())} IS NOT NULL`).join(' AND ') : 'true';
}

/**
 * Validates the header of every file of a source, then defines src_<source> as a typed view over the files. A view
 * rather than a table: the 4 M-row registry is then parsed only by the steps that need it, never copied in memory.
 */
export async function loadSource(db: Db, input: SourceFiles, rawDir: string, tmpDir: string): Promise<LoadedSource> {
  const { spec } = input;
  // Before the costly value checks: an undocumented folder fails at once.
  const date = await sourceDate(path.join(rawDir, spec.folder));
  const prepared: PreparedFile[] = [];
  for (const file of input.files) prepared.push(await prepareFile(spec, file, tmpDir));
  const names = input.files.map((f) => f.name);
  const table = stagingTable(spec);
  const rawColumns = Object.keys(spec.columns).map(rawName).join(', ');
  // Defining the view sniffs each file's first rows already: a fault there is named like one met later.
  await db
    .run(`CREATE OR REPLACE VIEW ${table}__all AS SELECT * EXCLUDE (${rawColumns}) FROM (${unionOf(prepared)})`)
    .catch((error: unknown) => {
      throw unreadable(prepared, error);
    });
  const source: LoadedSource = { name: spec.name, resourceId: spec.resourceId, date, files: names, rows: 0, quality: null, prepared, spec };
  if (spec.checkOnWrite) {
    // The step writing the source reads every row once; the rows to set aside are counted and deleted there.
    await db.run(`CREATE OR REPLACE VIEW ${table} AS FROM ${table}__all`);
    return source;
  }
  let combos: Combo[];
  try {
    combos = await db.all<Combo>(`SELECT ${CHECK_COLUMN} AS bad, count(*) AS n FROM ${table}__all GROUP BY ALL`);
  } catch (error) {
    throw unreadable(prepared, error);
  }
  source.quality = await account(db, spec, prepared, combos);
  source.rows = source.quality.rows_kept;
  await db.run(`CREATE OR REPLACE VIEW ${table} AS FROM ${table}__all WHERE ${keptCondition(spec)}`);
  return source;
}

function unionOf(files: PreparedFile[]): string {
  return files.map((f) => f.checked).join(' UNION ALL ');
}

/** Checks one file's header and transcodes it if need be; returns how to read and check it. */
async function prepareFile(spec: SourceSpec, input: InputFile, tmpDir: string): Promise<PreparedFile> {
  const { path: file, shown, sniffed } = input;
  const header = new Map(sniffed.header.map((h) => [h.toLowerCase(), h]));
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
  const id = fileCount++;
  const rejects = `rejects_${id}`;
  // A bulk dump is not quoted and carries bare quotes inside values (גפ"מ); reading it with quoting on would run a
  // field on to the next quote. The sniffer turns quoting on only for a file whose fields start with a quote.
  const quote = sniffed.quoted ? `quote='"', escape='"'` : `quote='', escape=''`;
  // A line of the wrong shape is set aside and recorded (store_rejects) instead of failing the whole file.
  const reader =
    `read_csv(${literal(readable)}, delim=${literal(sniffed.delimiter)}, header=true, all_varchar=true, ${quote}, ` +
    `store_rejects=true, rejects_table=${literal(rejects)}, rejects_scan=${literal(`${rejects}_scan`)})`;
  const raws = columns.map(([c]) => `nullif(${ident(header.get(c.toLowerCase())!)}, '') AS ${rawName(c)}`).join(', ');
  const typed = columns.map(([c, s]) => `${castExpr(rawName(c), s.kind)} AS ${ident(c.toLowerCase())}`).join(', ');
  const bad = `concat_ws(',', ${checkedColumns(spec)
    .map(([c, s]) => badEntry(c, s))
    .join(', ')})`;
  const rawColumns = Object.keys(spec.columns).map(rawName).join(', ');
  const checked = `SELECT *, ${bad} AS ${CHECK_COLUMN} FROM (SELECT ${rawColumns}, ${typed} FROM (SELECT ${raws} FROM ${reader}))`;
  return { checked, rejects, shown, readable };
}

/** "column:missing" for an empty required value, "column:unreadable" for one that did not read as its kind. */
function badEntry(column: string, spec: ColumnSpec): string {
  const missing = spec.required ? literal(`${column}:missing`) : 'NULL';
  const unreadable = literal(`${column}:unreadable`);
  return `CASE WHEN ${rawName(column)} IS NULL THEN ${missing} WHEN ${ident(column.toLowerCase())} IS NULL THEN ${unreadable} END`;
}

interface Combo {
  bad: string;
  n: number;
}

/**
 * For a source checked on write: counts the bad values of the table written from its view, deletes the rows to set
 * aside, and from then on serves src_<source> without them. Sets source.quality.
 */
export async function countWritten(db: Db, source: LoadedSource, written: string): Promise<void> {
  const combos = await db.all<Combo>(`SELECT ${CHECK_COLUMN} AS bad, count(*) AS n FROM ${written} GROUP BY ALL`);
  source.quality = await account(db, source.spec, source.prepared, combos);
  source.rows = source.quality.rows_kept;
  // Malformed lines never reached the table; rows with a bad set-aside column did, and go now.
  if (source.quality.set_aside.some((r) => r.column !== null)) {
    const pattern = setAsideColumns(source.spec)
      .map(([c]) => c)
      .join('|');
    await db.run(
      `DELETE FROM ${written} WHERE ${CHECK_COLUMN} <> '' AND regexp_matches(${CHECK_COLUMN}, ${literal(`(^|,)(${pattern}):`)})`,
    );
  }
  const table = stagingTable(source.spec);
  await db.run(`CREATE OR REPLACE VIEW ${table} AS FROM ${table}__all WHERE ${keptCondition(source.spec)}`);
}

/** Turns the counts of bad-value combinations and the rejected lines into the source's quality, with examples. */
async function account(db: Db, spec: SourceSpec, files: PreparedFile[], combos: Combo[]): Promise<SourceQuality> {
  const asideColumns = new Set(setAsideColumns(spec).map(([c]) => c));
  const aside = new Map<string, number>();
  const nulled = new Map<string, number>();
  let parsed = 0;
  for (const { bad, n } of combos) {
    parsed += n;
    if (!bad) continue;
    const entries = bad.split(',');
    const first = entries.find((e) => asideColumns.has(e.split(':')[0]!));
    if (first) aside.set(first, (aside.get(first) ?? 0) + n);
    else for (const e of entries) nulled.set(e, (nulled.get(e) ?? 0) + n);
  }
  const malformed = await rejectedLines(db, files);
  const examples = aside.size || nulled.size ? await valueExamples(db, files, malformed) : new Map<string, QualityReason['examples']>();
  const reasons = (counts: Map<string, number>): QualityReason[] =>
    [...counts]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([entry, count]) => {
        const [column, reason] = entry.split(':') as [string, 'missing' | 'unreadable'];
        const kind = spec.columns[column]?.kind ?? 'text';
        return { column, column_he: columnLabelHe(column, kind), reason, count, examples: examples.get(entry) ?? [] };
      });
  const setAside = reasons(aside);
  const malformedCount = malformed.reduce((a, f) => a + f.lines.length, 0);
  if (malformedCount > 0) {
    setAside.push({
      column: null,
      column_he: null,
      reason: 'malformed_line',
      count: malformedCount,
      examples: malformed.flatMap((f) => f.examples).slice(0, EXAMPLES_PER_REASON),
    });
  }
  const rowsRead = parsed + malformedCount;
  const rowsSetAside = setAside.reduce((a, r) => a + r.count, 0);
  const shown = files.map((f) => f.shown).join(', ');
  if (rowsRead === 0) throw new PipelineError('input_empty', `${shown}: no data rows; check the download, or rerun npm run fetch-data`);
  if (rowsSetAside / rowsRead > spec.maxSetAside) {
    const worst = [...setAside].sort((a, b) => b.count - a.count)[0]!;
    const example = worst.examples[0];
    throw new PipelineError(
      'input_set_aside',
      `${shown}: ${rowsSetAside} of ${rowsRead} rows (${((rowsSetAside / rowsRead) * 100).toFixed(1)}%) set aside, more than ` +
        `the ${(spec.maxSetAside * 100).toFixed(1)}% this dataset allows; most for ${worst.column ?? 'malformed lines'} ` +
        `(${worst.reason}, ${worst.count} rows${example ? `, e.g. ${example.file} line ${example.line}: "${example.value}"` : ''})` +
        `; check the file's columns and format`,
    );
  }
  return {
    rows_read: rowsRead,
    rows_kept: rowsRead - rowsSetAside,
    rows_set_aside: rowsSetAside,
    set_aside: setAside,
    values_nulled: reasons(nulled),
  };
}

interface Rejected {
  /** File lines the CSV reader set aside, ascending. */
  lines: number[];
  examples: QualityReason['examples'];
}

async function rejectedLines(db: Db, files: PreparedFile[]): Promise<Rejected[]> {
  const out: Rejected[] = [];
  for (const f of files) {
    // DuckDB creates the rejects table with the first scan that rejects a line; none means no line was rejected.
    const [exists] = await db.all(`SELECT 1 FROM duckdb_tables() WHERE table_name = ${literal(f.rejects)}`);
    const found = exists
      ? await db.all<{ line: number; text: string }>(`SELECT DISTINCT line, csv_line AS text FROM ${f.rejects} ORDER BY line`)
      : [];
    out.push({
      lines: found.map((r) => r.line),
      examples: found.slice(0, EXAMPLES_PER_REASON).map((r) => ({ file: f.shown, line: r.line, value: r.text.slice(0, 120) })),
    });
  }
  return out;
}

/**
 * The first bad values of each "column:reason" among each file's first rows, with their lines: one ordered
 * single-threaded scan of that prefix per file, run only when the counts found something.
 */
async function valueExamples(db: Db, files: PreparedFile[], rejected: Rejected[]): Promise<Map<string, QualityReason['examples']>> {
  const found = new Map<string, QualityReason['examples']>();
  await db.run('SET threads = 1');
  await db.run('SET preserve_insertion_order = true');
  try {
    for (const [i, f] of files.entries()) {
      const rows = await db.all<Record<string, string | number | null>>(
        `SELECT * FROM (SELECT row_number() OVER () AS row__, * FROM (${f.checked} LIMIT ${EXAMPLE_ROWS}))
         WHERE ${CHECK_COLUMN} <> '' ORDER BY row__ LIMIT 1000`,
      );
      const skipped = rejected[i]!.lines;
      for (const row of rows) {
        for (const entry of String(row[CHECK_COLUMN]).split(',')) {
          const list = found.get(entry) ?? [];
          if (list.length >= EXAMPLES_PER_REASON) continue;
          const column = entry.split(':')[0]!;
          list.push({
            file: f.shown,
            line: fileLine(Number(row.row__), skipped),
            value: String(row[`raw__${column.toLowerCase()}`] ?? ''),
          });
          found.set(entry, list);
        }
      }
    }
  } finally {
    await db.run('RESET threads');
    await db.run('SET preserve_insertion_order = false');
  }
  return found;
}

/** The file line of the n-th row read (1-based): the header is line 1, and every line set aside before it shifts it. */
function fileLine(row: number, skipped: number[]): number {
  let line = row + 1;
  for (const s of skipped) if (s <= line) line++;
  return line;
}

/** Drops the check column from every table of the attached database that was written from a source view. */
export async function dropCheckColumns(db: Db, database: string): Promise<void> {
  const tables = await db.all<{ t: string }>(
    `SELECT table_name AS t FROM duckdb_columns() WHERE database_name = ${literal(database)} AND column_name = ${literal(CHECK_COLUMN)}`,
  );
  for (const { t } of tables) await db.run(`ALTER TABLE ${database}.${ident(t)} DROP COLUMN ${CHECK_COLUMN}`);
}
