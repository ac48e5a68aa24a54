// Versioned schema changes: migrations/<dialect>/NNN-what.sql, applied in order at start-up, each once, and
// recorded in schema_migrations. All run in one transaction that instances starting together serialise on, so
// the second finds the work done. A change to the schema is a new file, never an edit of an applied one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CallbackDb } from './callback-db.ts';

const FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function migrationFiles(dialect: CallbackDb['dialect']): Migration[] {
  const dir = path.join(import.meta.dirname, 'migrations', dialect);
  return readdirSync(dir)
    .filter((f) => FILE.test(f))
    .sort()
    .map((name) => ({
      version: Number(FILE.exec(name)![1]),
      name,
      sql: readFileSync(path.join(dir, name), 'utf8'),
    }));
}

/** Applies the migrations the database lacks; returns the versions applied now. */
export async function migrate(db: CallbackDb, now: () => number): Promise<number[]> {
  return db.transaction('schema_migrations', async (tx) => {
    await tx.run('create_migrations_table');
    const latest = Number((await tx.get('latest_migration'))!.version);
    const applied: number[] = [];
    for (const migration of migrationFiles(db.dialect)) {
      if (migration.version <= latest) continue;
      await tx.exec(migration.sql);
      await tx.run('record_migration', { version: migration.version, name: migration.name, applied_at: new Date(now()).toISOString() });
      applied.push(migration.version);
    }
    return applied;
  });
}
