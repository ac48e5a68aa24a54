// The server's side of the registry thread (registry-thread.ts): sends it reads, matches its replies, and keeps
// the process alive only while a read is in flight (an idle registry never holds a process open, and one that is
// never closed leaks no thread past the process). Started at the first read, again after close().
import { Worker } from 'node:worker_threads';
import type { ThreadReply, ThreadRequest } from './registry-thread-messages.ts';

/** Why a read was not answered: the file could not be opened, or the query failed (`message`, DuckDB's). */
export class RegistryThreadError extends Error {
  readonly kind: 'not_ready' | 'failed';
  constructor(kind: 'not_ready' | 'failed', message: string) {
    super(message);
    this.kind = kind;
  }
}

interface Waiting {
  resolve: (rows: [string, string][]) => void;
  reject: (err: Error) => void;
}

/** A started thread and the reads it has not answered yet. */
interface Started {
  worker: Worker;
  waiting: Map<number, Waiting>;
}

export class RegistryThread {
  #thread: Started | null = null;
  #nextId = 0;

  /** Each row of these parts for the plate, as (part, row as JSON text). */
  read(file: string, plate: string, parts: readonly string[]): Promise<[string, string][]> {
    const { worker, waiting } = this.#started();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve, reject });
      worker.postMessage({ type: 'read', id, file, plate, parts } satisfies ThreadRequest);
    });
  }

  /** The file is no longer current: the thread closes it once the reads begun on it are done. */
  retire(file: string): void {
    this.#thread?.worker.postMessage({ type: 'retire', file } satisfies ThreadRequest);
  }

  /** Closes every file after the reads in flight (they are answered) and ends the thread. */
  async close(): Promise<void> {
    const thread = this.#thread;
    if (!thread) return;
    this.#thread = null;
    const exited = new Promise((resolve) => thread.worker.once('exit', resolve));
    thread.worker.ref();
    thread.worker.postMessage({ type: 'close' } satisfies ThreadRequest);
    await exited;
  }

  #started(): Started {
    if (this.#thread) return this.#thread;
    const worker = new Worker(new URL('./registry-thread.ts', import.meta.url));
    const thread: Started = { worker, waiting: new Map() };
    const { waiting } = thread;
    worker.unref();
    worker.on('message', (reply: ThreadReply) => {
      const asked = waiting.get(reply.id);
      if (!asked) return;
      waiting.delete(reply.id);
      if (waiting.size === 0) worker.unref();
      if ('rows' in reply) asked.resolve(reply.rows);
      else asked.reject(new RegistryThreadError(reply.error, reply.error === 'failed' ? reply.message : 'not_ready'));
    });
    // A thread that stopped (an uncaught error) answers nothing more: whatever waited fails, and the next read starts
    // a new thread.
    const stopped = (err: Error) => {
      if (this.#thread === thread) this.#thread = null;
      for (const asked of waiting.values()) asked.reject(err);
      waiting.clear();
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new RegistryThreadError('failed', `the registry thread stopped (exit code ${code})`)));
    this.#thread = thread;
    return thread;
  }
}
