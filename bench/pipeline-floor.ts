// The floors of the pipeline benchmark, each in a process of its own so its peak memory is its own. Prints one JSON
// line: wall and CPU seconds, peak RSS, files, rows, bytes.
// - read (`pipeline-floor.ts RAW`): a plain DuckDB read of the same input files, every file read once, rows counted.
// - store (`pipeline-floor.ts RAW --store DB`): every file read once and the columns the pipeline reads (the dataset
//   descriptors) stored as they come, one DuckDB table per file, in DuckDB's own types, into the database file DB:
//   no value checks, no joins, no sort. What storing the inputs alone costs, below the sorted, checked lookup tables
//   the pipeline writes.
// Each file is sniffed as the pipeline sniffs it (pipeline/inputs/sniff.ts: delimiter, encoding, quoting, header, from
// its first megabyte); windows-1255 files are read as latin-1: a floor needs the bytes, not the letters (the column
// names are ASCII).
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { DEFAULT_MEMORY_LIMIT } from '../pipeline/db.ts';
import { sniff } from '../pipeline/inputs/sniff.ts';
import { SOURCES } from '../pipeline/inputs/sources.ts';

const raw = process.argv[2]!;
const storeAt = process.argv[3] === '--store' ? process.argv[4]! : null;
const files = readdirSync(raw, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.csv'))
  .sort();

const quoted = (text: string): string => `'${text.replaceAll("'", "''")}'`;

async function readCsv(file: string): Promise<{ csv: string; header: string[] }> {
  const { delimiter, encoding, quoted: quotes, header } = await sniff(file);
  const csv =
    `read_csv(${quoted(file)}, delim=${quoted(delimiter)}, header=true, quote='${quotes ? '"' : ''}', ` +
    `encoding='${encoding === 'utf-8' ? 'utf-8' : 'latin-1'}', ignore_errors=true${storeAt ? '' : ', all_varchar=true'})`;
  return { csv, header };
}

/** The columns the pipeline reads from a file of raw/ (its dataset descriptor's), as the file's header spells them. */
function columnsRead(file: string, header: string[]): string[] {
  const [folder, name] = [path.dirname(file), path.basename(file)];
  const source = SOURCES.find((s) => s.folder === folder && (!s.file || s.file.test(name)));
  if (!source) throw new Error(`no dataset descriptor reads ${file}`);
  const wanted = new Set(Object.keys(source.columns).map((c) => c.toLowerCase()));
  return header.filter((c) => wanted.has(c.toLowerCase()));
}

if (storeAt) rmSync(storeAt, { force: true });
const start = performance.now();
const db = await (await DuckDBInstance.create(storeAt ?? ':memory:', { memory_limit: DEFAULT_MEMORY_LIMIT })).connect();
let rows = 0;
let bytes = 0;
for (const [i, file] of files.entries()) {
  const { csv, header } = await readCsv(path.join(raw, file));
  if (storeAt) {
    const columns = columnsRead(file, header).map((c) => `"${c.replaceAll('"', '""')}"`);
    await db.run(`CREATE TABLE file_${i} AS SELECT ${columns.join(', ')} FROM ${csv}`);
    rows += Number((await db.runAndReadAll(`SELECT count(*) AS n FROM file_${i}`)).getRowObjectsJS()[0]!.n);
  } else {
    rows += Number((await db.runAndReadAll(`SELECT count(*) AS n FROM ${csv}`)).getRowObjectsJS()[0]!.n);
  }
  bytes += statSync(path.join(raw, file)).size;
}
if (storeAt) await db.run('CHECKPOINT');
const cpu = process.cpuUsage();
console.log(
  JSON.stringify({
    seconds: (performance.now() - start) / 1000,
    cpu_seconds: (cpu.user + cpu.system) / 1e6,
    peak_mb: process.resourceUsage().maxRSS / 1024,
    files: files.length,
    rows,
    bytes,
  }),
);
