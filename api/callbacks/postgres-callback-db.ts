// PostgreSQL behind the call-back service, shared by every API instance. Statements are the same named ones as
// SQLite's (`:name` placeholders, rewritten to $n here). A transaction first takes a transaction-scoped advisory
// lock on what it names (a phone's key, a request id), so instances checking then inserting for the same phone
// queue one behind the other while the rest run in parallel. Commits are durable with PostgreSQL's defaults
// (synchronous_commit = on).
import pg from 'pg';
import { statement } from '../../lib/sql/named-statements.ts';
import { redactedUrl, withoutPassword } from '../../lib/text/redacted-url.ts';
import { dialectStatements, type CallbackDb, type CallbackQueries, type Params, type Row } from './callback-db.ts';
import type { CallbackLog } from './callback-log.ts';

const SQL = dialectStatements('postgres');

interface Prepared {
  text: string;
  names: string[];
}

/** `:name` → `$n` (a `::type` cast is left alone). */
function positional(sql: string): Prepared {
  const names: string[] = [];
  const text = sql.replace(/(?<!:):([a-z_][a-z0-9_]*)/g, (_m, name: string) => {
    let index = names.indexOf(name);
    if (index < 0) index = names.push(name) - 1;
    return `$${index + 1}`;
  });
  return { text, names };
}

/** An error of the store, told without the connection password. */
export class CallbackStoreError extends Error {
  override readonly name = 'CallbackStoreError';
}

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/** A new connection's handshake: a server that accepts connections but never answers costs a request this. */
const CONNECT_TIMEOUT_MS = 5_000;
/** The server cancels a statement itself after this (a slow server, a lock held too long), so its work stops too. */
const STATEMENT_TIMEOUT_MS = 4_000;
/** The client gives up on a query after this, when the server says nothing at all (stopped, a hung host): the
 * connection is then dropped, never reused. A little over the server's own limit, so a live server's cancel wins. */
const QUERY_TIMEOUT_MS = 5_000;

export class PostgresCallbackDb implements CallbackDb {
  readonly dialect = 'postgres';
  readonly ownsAllLeases = false;
  readonly #pool: pg.Pool;
  readonly #url: string;
  readonly #prepared = new Map<string, Prepared>();
  readonly #direct: CallbackQueries;

  constructor(url: string, log: CallbackLog, maxConnections = 10) {
    this.#url = url;
    this.#pool = new pg.Pool({
      connectionString: url,
      max: maxConnections,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    // An idle connection that breaks (server restart, network) is replaced on next use; unhandled, it would end
    // the process.
    this.#pool.on('error', (error) => log('callback.store_connection_lost', { error: this.#safe(error).message }));
    this.#direct = this.#queries(this.#pool);
  }

  /** Connects once, so a wrong URL, password or unreachable server fails start-up with a readable reason. */
  async check(): Promise<void> {
    await this.#guard(() => this.#pool.query('SELECT 1'));
  }

  #safe(error: unknown): CallbackStoreError {
    const message = error instanceof Error ? error.message : String(error);
    return new CallbackStoreError(`call-back store ${redactedUrl(this.#url)}: ${withoutPassword(message, this.#url)}`);
  }

  async #guard<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw this.#safe(error);
    }
  }

  #statement(name: string): Prepared {
    let prepared = this.#prepared.get(name);
    if (!prepared) {
      prepared = positional(statement(SQL, name));
      this.#prepared.set(name, prepared);
    }
    return prepared;
  }

  #queries(on: Queryable): CallbackQueries {
    const query = (name: string, params: Params = {}) => {
      const { text, names } = this.#statement(name);
      return on.query(
        text,
        names.map((n) => params[n] ?? null),
      );
    };
    return {
      run: async (name, params) => (await query(name, params)).rowCount ?? 0,
      get: async (name, params) => (await query(name, params)).rows[0] as Row | undefined,
      exec: async (sql) => {
        await on.query(sql);
      },
    };
  }

  run(name: string, params?: Params): Promise<number> {
    return this.#guard(() => this.#direct.run(name, params));
  }

  get(name: string, params?: Params): Promise<Row | undefined> {
    return this.#guard(() => this.#direct.get(name, params));
  }

  exec(sql: string): Promise<void> {
    return this.#guard(() => this.#direct.exec(sql));
  }

  transaction<T>(serializeOn: string, fn: (tx: CallbackQueries) => Promise<T>): Promise<T> {
    return this.#guard(async () => {
      const client = await this.#pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [serializeOn]);
        const result = await fn(this.#queries(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollback: unknown) => {
          broken = rollback instanceof Error ? rollback : new Error(String(rollback));
        });
        throw error;
      } finally {
        // A connection whose rollback failed is in an unknown state: the pool drops it instead of reusing it.
        client.release(broken);
      }
    });
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}
