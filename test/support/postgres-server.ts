// A real PostgreSQL 15 for one test file: initdb into a temporary folder, pg_ctl start on a free loopback port,
// password authentication (so tests can check the password never shows), stopped and removed afterwards.
// PostgreSQL refuses to run as root: as root, its folder belongs to `nobody` and its commands run as that user.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { tempDir } from './temp-dir.ts';
import { freePort } from './free-port.ts';

const run = promisify(execFile);
/** PG_BIN, else the newest Debian installation (the postgresql package: 15 on bookworm). */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = (existsSync(root) ? readdirSync(root) : []).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('PostgreSQL is not installed: apt-get install postgresql (or set PG_BIN)');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}
const BIN = binDir();
export const POSTGRES_PASSWORD = 'pg-test-Secret-7731';
const NOBODY = 65534;

export interface PostgresServer {
  port: number;
  /** A connection URL (user postgres, with its password) to `database`. */
  url(database?: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (an outage), keeping its data for resume(). */
  pause(): Promise<void>;
  /** SIGSTOP to the server and every backend: a server that stops answering without closing a connection (a
   * hung host, a full disk), unlike pause(), which refuses them. */
  freeze(): Promise<void>;
  /** SIGCONT to every process freeze() stopped. */
  thaw(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

async function asOwner(command: string, args: string[]): Promise<void> {
  const root = process.getuid?.() === 0;
  const [file, argv] = root ? ['runuser', ['-u', 'nobody', '--', path.join(BIN, command), ...args]] : [path.join(BIN, command), args];
  await run(file, argv, { maxBuffer: 8 << 20 });
}

/** `durable: true` keeps PostgreSQL's fsync (benchmarks of durable writes); tests run without it. */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<PostgresServer> {
  const tmp = tempDir('postgres');
  const data = path.join(tmp.dir, 'data');
  const pwfile = path.join(tmp.dir, 'pw');
  writeFileSync(pwfile, POSTGRES_PASSWORD);
  if (process.getuid?.() === 0) {
    chownSync(tmp.dir, NOBODY, NOBODY);
    chownSync(pwfile, NOBODY, NOBODY);
  }
  await asOwner('initdb', ['-D', data, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${pwfile}`, '-E', 'UTF8', '--no-instructions']);
  const port = await freePort();
  // fsync off in tests: they kill API processes, never PostgreSQL, and it spares the shared disk.
  const flags = `-p ${port} -k ${tmp.dir} -c listen_addresses=127.0.0.1 -c max_connections=200${options.durable ? '' : ' -c fsync=off'}`;
  const start = () => asOwner('pg_ctl', ['-D', data, '-l', path.join(tmp.dir, 'log'), '-o', flags, '-w', '-t', '60', 'start']);
  await start();
  let frozen: number[] = [];
  const url = (database = 'postgres') => `postgres://postgres:${POSTGRES_PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    pause: () => asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    async freeze() {
      frozen = await serverProcesses(data);
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    async thaw() {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      frozen = [];
    },
    resume: start,
    async stop() {
      await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      tmp.remove();
    },
  };
}

/** The postmaster (first line of postmaster.pid) and its children: the backends and background workers. */
async function serverProcesses(data: string): Promise<number[]> {
  const postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const { stdout } = await run('ps', ['-o', 'pid=', '--ppid', String(postmaster)]);
  return [
    postmaster,
    ...stdout
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map(Number),
  ];
}

/** Rows of a query against the database at `url`. */
export async function pgRows(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}
