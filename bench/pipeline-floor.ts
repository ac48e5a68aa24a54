// The floors of the pipeline benchmark, each in a process of its own so its peak memory is its own. Prints one JSON
// line: wall and CPU seconds, peak RSS, files, rows, bytes.
// - read (`pipeline-floor.ts RAW`): a plain DuckDB read of the same input files, every file read once, rows counted.
// - store (`pipeline-floor.ts RAW --store DB`): every file read once and the columns the pipeline reads (the dataset
//   descriptors) stored as they come, one DuckDB table per file, in DuckDB's own types, into the database file DB:
//   no value checks, no joins, no sort. What storing the inputs alone costs, below the sorted, checked lookup tables
//   the pipeline writes.
// windows-1255 files are read as latin-1: a floor needs the bytes, not the letters (the column names are ASCII).
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { DEFAULT_MEMORY_LIMIT } from '../pipeline/db.ts';
import { SOURCES } from '../pipeline/inputs/sources.ts';

const raw = process.argv[2]!;
const storeAt = process.argv[3] === '--store' ? process.argv[4]! : null;
const files = readdirSync(raw, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.csv'))
  .sort();

const quoted = (text: string): string => `'${text.replaceAll("'", "''")}'`;

function readCsv(file: string): string {
  const head = readFileSync(file).subarray(0, 4096).toString('latin1').split('\n', 1)[0]!;
  const delimiter = head.includes('|') ? '|' : ',';
  let utf8 = true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(file).subarray(0, 1 << 20));
  } catch {
    utf8 = false;
  }
  return (
    `read_csv(${quoted(file)}, delim='${delimiter}', header=true, quote='${delimiter === '|' ? '' : '"'}', ` +
    `encoding='${utf8 ? 'utf-8' : 'latin-1'}', ignore_errors=true${storeAt ? '' : ', all_varchar=true'})`
  );
}

/** The columns the pipeline reads from a file of raw/, as the file's header spells them. */
async function columnsRead(db: Awaited<ReturnType<DuckDBInstance['connect']>>, file: string, csv: string): Promise<string[]> {
  const [folder, name] = [path.dirname(file), path.basename(file)];
  const source = SOURCES.find((s) => s.folder === folder && (!s.file || s.file.test(name)));
  if (!source) throw new Error(`no dataset descriptor reads ${file}`);
  const wanted = new Set(Object.keys(source.columns).map((c) => c.toLowerCase()));
  const header = (await db.runAndReadAll(`SELECT * FROM ${csv} LIMIT 0`)).columnNames();
  return header.filter((c) => wanted.has(c.toLowerCase()));
}

if (storeAt) rmSync(storeAt, { force: true });
const start = performance.now();
const db = await (await DuckDBInstance.create(storeAt ?? ':memory:', { memory_limit: DEFAULT_MEMORY_LIMIT })).connect();
let rows = 0;
let bytes = 0;
for (const [i, file] of files.entries()) {
  const csv = readCsv(path.join(raw, file));
  if (storeAt) {
    const columns = (await columnsRead(db, file, csv)).map((c) => `"${c.replaceAll('"', '""')}"`);
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
