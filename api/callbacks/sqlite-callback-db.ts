// The SQLite file behind the call-back service: WAL with synchronous=FULL so a committed request survives a
// crash or power loss, BEGIN IMMEDIATE transactions so concurrent writers (threads or processes) serialise.
// One connection serves the process, so its statements and transactions queue one behind the other.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { statement } from '../../lib/sql/named-statements.ts';
import { dialectStatements, type CallbackDb, type CallbackQueries, type Params, type Row } from './callback-db.ts';

const SQL = dialectStatements('sqlite');

export class SqliteCallbackDb implements CallbackDb {
  readonly dialect = 'sqlite';
  readonly ownsAllLeases = true;
  readonly #db: DatabaseSync;
  readonly #prepared = new Map<string, StatementSync>();
  /** The tail of the queue: an async transaction holds the connection until it commits. */
  #queue: Promise<unknown> = Promise.resolve();
  readonly #direct: CallbackQueries;

  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    this.#db = new DatabaseSync(file, { timeout: 5_000 });
    this.#db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
    chmodSync(file, 0o600);
    this.#direct = {
      run: async (name, params = {}) => Number(this.#statement(name).run(params as Record<string, SQLInputValue>).changes),
      get: async (name, params = {}) => this.#statement(name).get(params as Record<string, SQLInputValue>) as Row | undefined,
      exec: async (sql) => this.#db.exec(sql),
    };
  }

  #statement(name: string): StatementSync {
    let prepared = this.#prepared.get(name);
    if (!prepared) {
      prepared = this.#db.prepare(statement(SQL, name));
      this.#prepared.set(name, prepared);
    }
    return prepared;
  }

  #exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.#queue.then(fn);
    this.#queue = result.catch(() => undefined);
    return result;
  }

  run(name: string, params?: Params): Promise<number> {
    return this.#exclusive(() => this.#direct.run(name, params));
  }

  get(name: string, params?: Params): Promise<Row | undefined> {
    return this.#exclusive(() => this.#direct.get(name, params));
  }

  exec(sql: string): Promise<void> {
    return this.#exclusive(() => this.#direct.exec(sql));
  }

  /** BEGIN IMMEDIATE takes the file's write lock first, which serialises every writer, whatever it names. */
  transaction<T>(_serializeOn: string, fn: (tx: CallbackQueries) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      this.#db.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(this.#direct);
        this.#db.exec('COMMIT');
        return result;
      } catch (error) {
        this.#db.exec('ROLLBACK');
        throw error;
      }
    });
  }

  async close(): Promise<void> {
    await this.#queue;
    if (this.#db.isOpen) this.#db.close();
  }
}
