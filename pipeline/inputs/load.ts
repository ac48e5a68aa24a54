// Loads one raw/<source>/ folder into a typed staging table src_<source>, after checking every required
// column is present and every value has its column's format. Failures name file, line and column.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { literal, type Db, type Row } from '../db.ts';
import { PipelineError } from '../errors.ts';
import { sniff, transcodeToUtf8 } from './sniff.ts';
import type { ColumnKind, SourceSpec } from './sources.ts';

export interface LoadedSource { name: string; resourceId: string | null; date: string | null; rows: number; files: string[] }

export function stagingTable(spec: SourceSpec): string {
  return `src_${spec.name.replaceAll('-', '_')}`;
}

const ident = (c: string) => `"${c.replaceAll('"', '""')}"`;
const val = (c: string) => `nullif(trim(${ident(c)}), '')`;

const SQL_TYPE: Record<ColumnKind, string> = { text: 'VARCHAR', int: 'BIGINT', number: 'DOUBLE', date: 'DATE', month: 'VARCHAR' };

/** SQL that is true when a non-empty value has the column's format. */
function validExpr(column: string, kind: ColumnKind): string {
  const v = val(column);
  switch (kind) {
    case 'text': return 'true';
    case 'int': return `try_cast(${v} AS DOUBLE) = floor(try_cast(${v} AS DOUBLE))`;
    case 'number': return `try_cast(${v} AS DOUBLE) IS NOT NULL`;
    case 'date': return `try_cast(left(${v}, 10) AS DATE) IS NOT NULL`;
    case 'month': return `regexp_full_match(${v}, '\\d{4}-(0?[1-9]|1[0-2])')`;
  }
}

function castExpr(column: string, kind: ColumnKind): string {
  const v = val(column);
  switch (kind) {
    case 'text': return v;
    case 'int': return `try_cast(try_cast(${v} AS DOUBLE) AS BIGINT)`;
    case 'number': return `try_cast(${v} AS DOUBLE)`;
    case 'date': return `try_cast(left(${v}, 10) AS DATE)`;
    // "2020-3" -> "2020-03", so months sort and compare as text.
    case 'month': return `CASE WHEN ${validExpr(column, kind)} THEN printf('%s-%02d', split_part(${v}, '-', 1), split_part(${v}, '-', 2)::INT) END`;
  }
}

const FORMAT_HELP: Record<ColumnKind, string> = {
  text: 'text', int: 'a whole number', number: 'a number', date: 'a date YYYY-MM-DD', month: 'a month YYYY-M (e.g. 2020-3)',
};

/** First "retriev..." date in SOURCE.md: the day the files were taken from the portal. */
async function sourceDate(dir: string): Promise<string | null> {
  try {
    const text = await readFile(path.join(dir, 'SOURCE.md'), 'utf8');
    const m = /retriev[^\n]*?(\d{4}-\d{2}-\d{2})/i.exec(text) ?? /(\d{4}-\d{2}-\d{2})/.exec(text);
    return m ? m[1]! : null;
  } catch {
    return null;
  }
}

export async function loadSource(db: Db, spec: SourceSpec, rawDir: string, tmpDir: string): Promise<LoadedSource> {
  const dir = path.join(rawDir, spec.folder ?? spec.name);
  const table = stagingTable(spec);
  const columns = Object.entries(spec.columns);
  await db.run(`CREATE OR REPLACE TABLE ${table} (${columns.map(([c, s]) => `${ident(c.toLowerCase())} ${SQL_TYPE[s.kind]}`).join(', ')})`);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((f) => /\.(csv|tsv|txt)$/i.test(f) && (!spec.file || spec.file.test(f))).sort();
  } catch {
    names = [];
  }
  if (names.length === 0) {
    if (spec.optional) return { name: spec.name, resourceId: spec.resourceId, date: null, rows: 0, files: [] };
    throw new PipelineError('input_missing', `${path.relative(process.cwd(), dir) || dir}: no CSV file found; run npm run sample or npm run fetch-data`);
  }
  for (const name of names) await loadFile(db, spec, table, path.join(dir, name), tmpDir);
  const [count] = await db.all<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
  return { name: spec.name, resourceId: spec.resourceId, date: await sourceDate(dir), rows: count!.n, files: names };
}

async function loadFile(db: Db, spec: SourceSpec, table: string, file: string, tmpDir: string): Promise<void> {
  const shown = path.relative(process.cwd(), file);
  const sniffed = await sniff(file);
  const header = new Set(sniffed.header.map((h) => h.toLowerCase()));
  const columns = Object.entries(spec.columns);
  const missing = columns.filter(([c]) => !header.has(c.toLowerCase())).map(([c]) => c);
  if (missing.length > 0) {
    throw new PipelineError('input_column_missing',
      `${shown}, line 1: missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (delimiter "${sniffed.delimiter}", header: ${sniffed.header.join(', ')})`);
  }
  let readable = file;
  if (sniffed.encoding === 'windows-1255') {
    readable = path.join(tmpDir, `${spec.name}-${path.basename(file)}.utf8.csv`);
    await transcodeToUtf8(file, readable);
  }
  const reader = `read_csv(${literal(readable)}, delim=${literal(sniffed.delimiter)}, header=true, all_varchar=true, quote='"', escape='"')`;
  // The names of a row's bad columns: empty where required, or not in the column's format.
  const badColumn = `concat_ws(',', ${columns.map(([c, s]) =>
    `CASE WHEN ${val(c)} IS NULL THEN ${s.required ? literal(c) : 'NULL'} WHEN NOT coalesce(${validExpr(c, s.kind)}, false) THEN ${literal(c)} END`).join(', ')})`;
  try {
    await db.run(`CREATE OR REPLACE TEMP TABLE load_check AS SELECT ${badColumn} AS bad FROM ${reader} WHERE ${badColumn} <> '' LIMIT 1`);
  } catch (error) {
    throw new PipelineError('input_unreadable', `${shown}: ${(error as Error).message.split('\n')[0]}`);
  }
  const [bad] = await db.all<{ bad: string }>('SELECT bad FROM load_check');
  if (bad) await failAt(db, spec, reader, badColumn, shown);
  await db.run(`INSERT INTO ${table} SELECT ${columns.map(([c, s]) => castExpr(c, s.kind)).join(', ')} FROM ${reader}`);
}

/** Finds the first bad value's line (header is line 1) with a single-threaded ordered scan; only on failure. */
async function failAt(db: Db, spec: SourceSpec, reader: string, badColumn: string, shown: string): Promise<never> {
  await db.run('SET threads = 1');
  let first: Row | undefined;
  try {
    const columns = Object.keys(spec.columns).map((c) => `${val(c)} AS ${ident(c)}`).join(', ');
    [first] = await db.all(`SELECT * FROM (SELECT row_number() OVER () + 1 AS line__, ${badColumn} AS bad__, ${columns} FROM ${reader})
      WHERE bad__ <> '' ORDER BY line__ LIMIT 1`);
  } finally {
    await db.run('RESET threads');
  }
  const column = String(first?.bad__ ?? '').split(',')[0] ?? '';
  const spec_ = spec.columns[column];
  const value = first?.[column];
  const problem = value === null || value === undefined ? 'is empty' : `is "${String(value)}"`;
  throw new PipelineError('input_value_invalid',
    `${shown}, line ${String(first?.line__)}, column ${column}: value ${problem}; expected ${spec_ ? FORMAT_HELP[spec_.kind] : 'another value'}${spec_?.required ? ' (required)' : ''}`);
}
