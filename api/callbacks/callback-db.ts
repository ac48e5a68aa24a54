// What the call-back service needs from a database, whichever it is: named statements (callbacks.sql, plus one
// file per dialect for what differs), transactions that concurrent writers cannot interleave, and raw SQL for
// migrations. SQLite (one file, one host) and PostgreSQL (shared by every API instance) implement it.
import path from 'node:path';
import { readNamedStatements } from '../../lib/sql/named-statements.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Row = Record<string, unknown>;
export type Params = Record<string, string | number | null>;

export interface CallbackQueries {
  /** Runs a named statement; returns how many rows it changed. */
  run(name: string, params?: Params): Promise<number>;
  /** The first row a named statement returns. */
  get(name: string, params?: Params): Promise<Row | undefined>;
  /** Raw SQL of a migration file, several statements at once. */
  exec(sql: string): Promise<void>;
}

export interface CallbackDb extends CallbackQueries {
  readonly dialect: Dialect;
  /**
   * Runs fn in one transaction. Transactions naming the same `serializeOn` value never overlap, across threads,
   * processes and (on PostgreSQL) API instances, so check-then-insert inside one is atomic.
   */
  transaction<T>(serializeOn: string, fn: (tx: CallbackQueries) => Promise<T>): Promise<T>;
  /**
   * True when one process owns the whole outbox (SQLite): a restarted server may take over every lease at once.
   * False when other live instances may be sending (PostgreSQL): a dead instance's lease is taken once it expires.
   */
  readonly ownsAllLeases: boolean;
  close(): Promise<void>;
}

/** The shared statements with the dialect's own versions laid over them. */
export function dialectStatements(dialect: Dialect): Record<string, string> {
  return {
    ...readNamedStatements(path.join(import.meta.dirname, 'callbacks.sql')),
    ...readNamedStatements(path.join(import.meta.dirname, `callbacks.${dialect}.sql`)),
  };
}
