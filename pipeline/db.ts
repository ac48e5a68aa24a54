// A thin wrapper over one in-process DuckDB connection: run SQL files with named parameters and read rows
// as plain JS values (BIGINT -> number, so JSON output never sees a bigint).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { literal } from '../lib/sql/sql-literal.ts';

const SQL_DIR = path.join(import.meta.dirname, 'sql');

export type Row = Record<string, unknown>;

function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(plain);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value !== null && typeof value === 'object' && !(value instanceof Uint8Array)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

/**
 * DuckDB's memory limit when none is given. The process's peak (DuckDB's buffers up to the limit, what it allocates
 * outside them, and Node's heap) stays under the 1.5 GB target with 896 MB: the folded active table peaked at
 * 1,229-1,256 MB with it and at 1,344-1,568 MB with 1 GB (two runs each at national scale), and six whole national
 * runs at 1,228-1,473 MB, for about 2 s more in the registry stage (pipeline/README.md).
 */
export const DEFAULT_MEMORY_LIMIT = '896MB';

export class Db {
  readonly connection: DuckDBConnection;
  private readonly instance: DuckDBInstance;
  private readonly memoryLimit: string;

  private constructor(instance: DuckDBInstance, connection: DuckDBConnection, memoryLimit: string) {
    this.instance = instance;
    this.connection = connection;
    this.memoryLimit = memoryLimit;
  }

  /**
   * An in-memory working database that spills to tempDir beyond memoryLimit. Insertion order is not kept
   * (keeping it makes large writes several times slower): every output query orders its rows explicitly.
   */
  static async open(tempDir: string, memoryLimit: string): Promise<Db> {
    const instance = await DuckDBInstance.create(':memory:', {
      memory_limit: memoryLimit,
      temp_directory: tempDir,
      preserve_insertion_order: 'false',
    });
    const connection = await instance.connect();
    return new Db(instance, connection, memoryLimit);
  }

  /**
   * Hands the memory DuckDB keeps cached back to the system. DuckDB keeps the buffers of dropped tables and of blocks
   * already written for reuse, up to memory_limit, so the process held about 1 GB through the JavaScript-heavy
   * stages after registry.duckdb; lowering the limit for a moment frees them (what is still in use spills to the
   * temp directory, so call this between stages, once what a stage no longer needs is dropped).
   */
  async releaseMemory(): Promise<void> {
    await this.connection.run(`SET memory_limit = '64MB'`);
    await this.connection.run(`SET memory_limit = ${literal(this.memoryLimit)}`);
  }

  async run(sql: string): Promise<void> {
    await this.connection.run(sql);
  }

  async all<T = Row>(sql: string): Promise<T[]> {
    const reader = await this.connection.runAndReadAll(sql);
    return reader.getRowObjectsJS().map((r) => plain(r) as T);
  }

  /** Runs pipeline/sql/<name>.sql after replacing each {{param}} with its value. */
  async runFile(name: string, params: Record<string, string> = {}): Promise<void> {
    await this.run(sqlFile(name, params));
  }

  async allFile<T = Row>(name: string, params: Record<string, string> = {}): Promise<T[]> {
    return this.all<T>(sqlFile(name, params));
  }

  close(): void {
    this.connection.closeSync();
    this.instance.closeSync();
  }
}

function sqlFile(name: string, params: Record<string, string> = {}): string {
  const text = readFileSync(path.join(SQL_DIR, `${name}.sql`), 'utf8');
  return text.replace(/\{\{(\w+)\}\}/g, (_, p: string) => {
    const v = params[p];
    if (v === undefined) throw new Error(`pipeline/sql/${name}.sql needs parameter {{${p}}}`);
    return v;
  });
}
