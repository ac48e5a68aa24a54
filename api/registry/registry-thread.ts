// The local registry's DuckDB work, on a thread of its own (started by registry-thread-client.ts). A plate's query
// is answered in DuckDB's own threads, but reading its result through @duckdb/node-api (a promise per call, a
// threadpool hop per chunk, row objects) cost the server's event loop about 2 ms a plate at national scale, and a
// catalog request arriving meanwhile waited for it. Here the event loop that waits is this thread's: the server's
// receives each part's rows as compact JSON text.
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { DuckDBInstance, type DuckDBConnection, type DuckDBPreparedStatement } from '@duckdb/node-api';
import { readNamedStatements, statement } from '../../lib/sql/named-statements.ts';
import type { ThreadReply, ThreadRequest } from './registry-thread-messages.ts';

const SQL = readNamedStatements(path.join(import.meta.dirname, 'local-registry.sql'));

/**
 * Connections per open file. A point lookup is mostly DuckDB's fixed cost per query (about 1 ms of CPU at national
 * scale), and one connection runs one query at a time: two let two plates' queries run on both cores.
 */
const CONNECTIONS = 2;

/**
 * One connection and its statements, prepared once per combination of parts asked together (a handful occur):
 * planning a statement again for every lookup costs ~0.3 ms.
 */
interface Lane {
  connection: DuckDBConnection;
  prepared: Map<string, Promise<DuckDBPreparedStatement>>;
  /** Queries waiting for or running on this connection: a prepared statement serves one query at a time. */
  pending: number;
  tail: Promise<unknown>;
}

interface OpenDb {
  instance: DuckDBInstance;
  lanes: Lane[];
}

/** A file asked of, open or opening; counted busy from the moment a read for it arrives. */
interface FileState {
  db: Promise<OpenDb>;
  busy: number;
  retired: boolean;
  /** Closed, or failed to open: no longer counted live. */
  ended: boolean;
}

const port = parentPort!;
const files = new Map<string, FileState>();
/** Files not yet shut, retired or not: the thread ends once closing and none is left. */
let live = 0;
let closing = false;

async function open(file: string): Promise<OpenDb> {
  // One DuckDB thread: a point query has nothing to split, and a second thread only added CPU time (3.1 -> 3.55 ms
  // a plate answer at national scale, the same wall time).
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY', threads: '1' });
  const lanes = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => ({
      connection: await instance.connect(),
      prepared: new Map<string, Promise<DuckDBPreparedStatement>>(),
      pending: 0,
      tail: Promise.resolve(),
    })),
  );
  return { instance, lanes };
}

function fileState(file: string): FileState {
  let state = files.get(file);
  if (!state) {
    const db = open(file);
    const opened: FileState = { db, busy: 0, retired: false, ended: false };
    state = opened;
    files.set(file, opened);
    live += 1;
    // A failed open is not kept: the next read tries again (the version may be published meanwhile).
    db.catch(() => {
      if (files.get(file) === opened) files.delete(file);
      end(opened);
    });
  }
  return state;
}

function end(state: FileState): void {
  if (state.ended) return;
  state.ended = true;
  live -= 1;
  if (closing && live === 0) port.close();
}

function shut(state: FileState): void {
  void state.db.then(
    (db) => {
      for (const lane of db.lanes) lane.connection.closeSync();
      db.instance.closeSync();
      end(state);
    },
    () => end(state),
  );
}

/** The file is no longer the current version's: it is closed once the reads begun on it are done. */
function retire(file: string): void {
  const state = files.get(file);
  if (!state) return;
  files.delete(file);
  state.retired = true;
  if (state.busy === 0) shut(state);
}

async function query(db: OpenDb, plate: string, parts: readonly string[]): Promise<[string, string][]> {
  const lane = db.lanes.reduce((a, b) => (b.pending < a.pending ? b : a));
  lane.pending += 1;
  const key = parts.join(',');
  const run = lane.tail.then(async () => {
    let prepared = lane.prepared.get(key);
    if (!prepared) {
      prepared = lane.connection.prepare(parts.map((part) => statement(SQL, part)).join('\nUNION ALL\n'));
      lane.prepared.set(key, prepared);
    }
    const ready = await prepared;
    ready.bind({ plate: BigInt(plate) });
    // Rows as arrays (part, row): no object a row to build, and the JSON text passes to the server as it is.
    return (await ready.runAndReadAll()).getRows() as [string, string][];
  });
  lane.tail = run.catch(() => {});
  try {
    return await run;
  } finally {
    lane.pending -= 1;
  }
}

async function read(request: Extract<ThreadRequest, { type: 'read' }>): Promise<ThreadReply> {
  // Counted before anything is awaited: a retirement arriving next waits for this read.
  const state = fileState(request.file);
  state.busy += 1;
  try {
    let db: OpenDb;
    try {
      db = await state.db;
    } catch {
      return { id: request.id, error: 'not_ready' };
    }
    return { id: request.id, rows: await query(db, request.plate, request.parts) };
  } catch (err) {
    return { id: request.id, error: 'failed', message: err instanceof Error ? err.message : String(err) };
  } finally {
    state.busy -= 1;
    if (state.retired && state.busy === 0) shut(state);
  }
}

port.on('message', (request: ThreadRequest) => {
  if (request.type === 'read') void read(request).then((reply) => port.postMessage(reply));
  else if (request.type === 'retire') retire(request.file);
  else {
    closing = true;
    for (const file of [...files.keys()]) retire(file);
    if (live === 0) port.close();
  }
});
