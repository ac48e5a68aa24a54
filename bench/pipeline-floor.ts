// The floor of the pipeline benchmark: a plain DuckDB read of the same input files, every file read once and its rows
// counted, in a process of its own so its peak memory is its own. Prints one JSON line: wall and CPU seconds, peak
// RSS, files, rows, bytes. windows-1255 files are read as latin-1: a count needs the bytes, not the letters.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';

const raw = process.argv[2]!;
const files = readdirSync(raw, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.csv'))
  .map((f) => path.join(raw, f))
  .sort();
const start = performance.now();
const db = await (await DuckDBInstance.create(':memory:', { memory_limit: '1GB' })).connect();
let rows = 0;
let bytes = 0;
for (const file of files) {
  const head = readFileSync(file).subarray(0, 4096).toString('latin1').split('\n', 1)[0]!;
  const delimiter = head.includes('|') ? '|' : ',';
  const utf8 = (() => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(file).subarray(0, 1 << 20));
      return true;
    } catch {
      return false;
    }
  })();
  const reader = await db.runAndReadAll(
    `SELECT count(*) AS n FROM read_csv('${file.replaceAll("'", "''")}', delim='${delimiter}', header=true, all_varchar=true, ` +
      `quote='${delimiter === '|' ? '' : '"'}', encoding='${utf8 ? 'utf-8' : 'latin-1'}', ignore_errors=true)`,
  );
  rows += Number(reader.getRowObjectsJS()[0]!.n);
  bytes += statSync(file).size;
}
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
