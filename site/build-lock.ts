// One builder at a time per site folder: `npm run build`, `npm start` and a running server that follows a new
// data version may all want the same (version, base URL) site at once. A lock directory beside the folder holds
// the builder's pid; a lock left by a process that died is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs fn while holding `<dir>.lock`, waiting for another live holder to finish first. */
export async function withBuildLock<T>(dir: string, fn: () => Promise<T>): Promise<T> {
  const lock = `${dir}.lock`;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        mkdirSync(path.dirname(dir), { recursive: true });
        continue;
      }
      let holder = 0;
      try {
        holder = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        /* the holder is between mkdir and writing its pid */
      }
      if (holder && !pidAlive(holder)) rmSync(lock, { recursive: true, force: true });
      // Polling the lock: a build lasts seconds to minutes, and the holder may be another process.
      await sleep(200);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
