// What the server and the registry thread (registry-thread.ts) say to each other.

export type ThreadRequest =
  /** The rows of these parts (statements of local-registry.sql) for the plate, from this registry.duckdb. */
  | { type: 'read'; id: number; file: string; plate: string; parts: readonly string[] }
  /** The file is no longer current: close it once the reads begun on it are done. */
  | { type: 'retire'; file: string }
  /** Close every file (after the reads in flight) and end the thread. */
  | { type: 'close' };

export type ThreadReply =
  /** Each row as (part, the table row as JSON text), in no particular order. */
  | { id: number; rows: [string, string][] }
  /** `not_ready`: the file could not be opened; `failed`: the query failed, with DuckDB's message. */
  | { id: number; error: 'not_ready' }
  | { id: number; error: 'failed'; message: string };
