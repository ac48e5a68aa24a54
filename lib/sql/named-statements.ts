// SQL lives in .sql files (a reason beside each filter); a file holds several statements, each introduced by a
// line `-- name: <name>`. This reads such a file once into a name -> statement map.
import { readFileSync } from 'node:fs';

export function readNamedStatements(file: string): Record<string, string> {
  const statements: Record<string, string> = {};
  let current: string | null = null;
  let lines: string[] = [];
  const flush = () => {
    if (current !== null) statements[current] = lines.join('\n').trim();
  };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const header = /^--\s*name:\s*([a-z0-9_]+)\s*$/.exec(line);
    if (header) {
      flush();
      current = header[1]!;
      lines = [];
    } else if (current !== null) {
      lines.push(line);
    }
  }
  flush();
  return statements;
}

/** The statement `name` from a map read by readNamedStatements; a missing name is a programming error. */
export function statement(statements: Record<string, string>, name: string): string {
  const sql = statements[name];
  if (sql === undefined || sql === '') throw new Error(`SQL statement "${name}" is missing`);
  return sql;
}
