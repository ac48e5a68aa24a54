// A real Redis 7 for one test file: redis-server on a free loopback port with nothing persisted, in a temporary
// folder, stopped afterwards. Stopping and starting it again on the same port stands for an outage.
import { spawn, type ChildProcess } from 'node:child_process';
import { tempDir } from './temp-dir.ts';
import { freePort } from './free-port.ts';

export interface RedisServer {
  url: string;
  /** Stops the server (connections refused) and keeps the port for start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP: Redis stops answering but keeps its connections open (a hung host), unlike stop(). */
  freeze(): void;
  thaw(): void;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const tmp = tempDir('redis');
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmp.dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = proc;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      proc.stdout!.on('data', (c: Buffer) => {
        output += c.toString('utf8');
        if (output.includes('Ready to accept connections')) resolve();
      });
      proc.once('exit', (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
      // Not installed: fail now rather than wait for the hook's time-out.
      proc.once('error', reject);
    });
  };
  const stop = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async close() {
      await stop();
      tmp.remove();
    },
  };
}
