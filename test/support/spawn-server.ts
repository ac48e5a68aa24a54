// Runs the real server (node api/server.ts, or `npm start`'s scripts/start.ts) as a child process on a free
// port unless PORT is given, collecting everything it writes, for tests that need a process to kill -9 or whose
// whole output is scanned.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { underLoad } from './load-allowance.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** A hang, not a speed limit: a server that builds its site first starts in seconds alone, and in about a minute beside
 * the whole suite on two cores (its build runs at lowered priority); more on a machine loaded beyond that. */
const START_TIMEOUT_MS = 120_000;

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function spawnServer(env: Record<string, string>, script = 'api/server.ts'): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [path.join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => {
    output += c.toString('utf8');
  });
  child.stderr!.on('data', (c: Buffer) => {
    output += c.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), underLoad(START_TIMEOUT_MS));
    const check = () => {
      const match = /Serving on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
