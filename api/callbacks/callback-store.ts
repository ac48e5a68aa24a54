// The SQLite file behind the call-back service: WAL with synchronous=FULL so a committed request survives a
// crash or power loss, BEGIN IMMEDIATE transactions so concurrent writers (threads or processes) serialise.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { chmodSync, mkdirSync } from 'node:fs';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { readNamedStatements, statement } from '../../lib/sql/named-statements.ts';

const SQL = readNamedStatements(path.join(import.meta.dirname, 'callbacks.sql'));
type Params = Record<string, SQLInputValue>;

export class CallbackStore {
  readonly #db: DatabaseSync;
  readonly #prepared = new Map<string, StatementSync>();
  readonly #hashKey: Buffer;

  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    this.#db = new DatabaseSync(file, { timeout: 5_000 });
    this.#db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
    chmodSync(file, 0o600);
    this.#db.exec(statement(SQL, 'schema'));
    // The key for hashing phone numbers is per database: hashes are useless outside it.
    this.run('put_meta', { key: 'hash_key', value: randomBytes(32).toString('base64url') });
    this.#hashKey = Buffer.from(String(this.get('get_meta', { key: 'hash_key' })!.value), 'base64url');
  }

  #statement(name: string): StatementSync {
    let prepared = this.#prepared.get(name);
    if (!prepared) {
      prepared = this.#db.prepare(statement(SQL, name));
      this.#prepared.set(name, prepared);
    }
    return prepared;
  }

  run(name: string, params: Params): number {
    return Number(this.#statement(name).run(params).changes);
  }

  get(name: string, params: Params): Record<string, SQLInputValue> | undefined {
    return this.#statement(name).get(params) as Record<string, SQLInputValue> | undefined;
  }

  all(name: string, params: Params): Record<string, SQLInputValue>[] {
    return this.#statement(name).all(params) as Record<string, SQLInputValue>[];
  }

  /** Runs fn inside BEGIN IMMEDIATE: the write lock is taken first, so check-then-insert is atomic. */
  transaction<T>(fn: () => T): T {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const result = fn();
      this.#db.exec('COMMIT');
      return result;
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Keyed hash of personal values used only as lookup keys (duplicates, per-phone limit). */
  keyedHash(...parts: string[]): string {
    return createHmac('sha256', this.#hashKey).update(parts.join('\u0000')).digest('base64url');
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}
