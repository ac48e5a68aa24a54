// Hot data reload (issue section 9): holds the current DataStore and swaps to a new one when the pipeline
// rewrites build/data/current.json. A version that fails validation is never loaded (the old one stays), and
// each request captures the version at its start, so requests in flight finish on the version they began with.
// A gate may hold a new version back until what must change with it is ready: the server waits for the
// version's site, so a page and an API answer never show different data dates.
import { watch, existsSync, statSync, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { DataStore } from '../lib/data/data-store.ts';
import { CURRENT_POINTER } from '../lib/shards/layout.ts';

export type DataEvent =
  | { event: 'data_loaded'; version: string; data_date: string }
  | { event: 'data_waiting'; version: string; data_date: string; serving: string }
  | { event: 'data_rejected'; error: string };

/**
 * Resolves when `next` may replace `current` (rejects when it may not). Not asked for the first version: with
 * nothing served yet there is nothing to keep in step.
 */
export type SwapGate = (next: DataStore, current: DataStore) => Promise<void>;

export class DataHolder {
  readonly dataDir: string;
  #current: DataStore | null = null;
  /** The version waiting at the gate; replaced when a newer one is published meanwhile. */
  #waiting: DataStore | null = null;
  readonly #gate: SwapGate | null;
  #watcher: FSWatcher | null = null;
  #timer: NodeJS.Timeout | null = null;
  #poll: NodeJS.Timeout | null = null;
  /** mtime of current.json at the last load attempt, so the poll retries only when it changes. */
  #pointerMtime = -1;
  readonly #listeners = new Set<(store: DataStore) => void>();
  readonly #log: (e: DataEvent) => void;

  constructor(dataDir: string, log: (e: DataEvent) => void = () => {}, gate: SwapGate | null = null) {
    this.dataDir = dataDir;
    this.#log = log;
    this.#gate = gate;
  }

  /** Opens the holder and loads the current version if a valid one is published. */
  static open(dataDir: string, log?: (e: DataEvent) => void, gate?: SwapGate): DataHolder {
    const holder = new DataHolder(dataDir, log, gate);
    holder.reload();
    return holder;
  }

  /** A holder around one fixed version (tests, benches). */
  static of(store: DataStore): DataHolder {
    const holder = new DataHolder(store.dir);
    holder.#current = store;
    return holder;
  }

  /** The version to use for one request; capture once at the start of the request. */
  current(): DataStore | null {
    return this.#current;
  }

  /** Called with each newly loaded version (e.g. the local registry reopens its database). */
  onSwap(listener: (store: DataStore) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Loads the version current.json points at, if it differs and validates. Returns whether a swap happened now;
   * behind a gate the swap happens when the gate opens.
   */
  reload(): boolean {
    const mtime = this.#readPointerMtime();
    if (mtime < 0) return false;
    this.#pointerMtime = mtime;
    let next: DataStore;
    try {
      next = DataStore.openCurrent(this.dataDir);
      // Read now, not on the version's first search: parsing the index (megabytes at national scale) inside a
      // request would stall every request behind it, and a broken index keeps the version from being served.
      void next.searchIndex;
    } catch (err) {
      this.#log({ event: 'data_rejected', error: err instanceof Error ? err.message : String(err) });
      return false;
    }
    const current = this.#current;
    if (current && sameVersion(current, next)) {
      this.#waiting = null; // published back to the version being served: a swap still waiting is moot
      return false;
    }
    if (!this.#gate || !current) {
      this.#swap(next);
      return true;
    }
    if (this.#waiting && sameVersion(this.#waiting, next)) return false;
    this.#waiting = next;
    this.#log({ event: 'data_waiting', version: next.version, data_date: next.dataDate, serving: current.version });
    this.#gate(next, current).then(
      () => {
        if (this.#waiting !== next) return; // a newer version was published meanwhile
        this.#waiting = null;
        this.#swap(next);
      },
      (error: unknown) => {
        if (this.#waiting !== next) return;
        this.#waiting = null;
        const reason = error instanceof Error ? error.message : String(error);
        this.#log({ event: 'data_rejected', error: `version ${next.version} is not served (still ${current.version}): ${reason}` });
      },
    );
    return false;
  }

  #swap(next: DataStore): void {
    this.#current = next; // one assignment: requests see either the old or the new version, never a mix
    this.#log({ event: 'data_loaded', version: next.version, data_date: next.dataDate });
    for (const listener of this.#listeners) listener(next);
  }

  #readPointerMtime(): number {
    try {
      return statSync(path.join(this.dataDir, CURRENT_POINTER)).mtimeMs;
    } catch {
      return -1;
    }
  }

  /**
   * Watches the data folder: the pipeline publishes by renaming a new current.json into place, which fs.watch
   * reports on the folder. Events come in bursts, so reloads are debounced. fs.watch misses events on some file
   * systems (network mounts, some containers) and cannot watch a folder that does not exist yet, so a slow poll of
   * current.json's modification time backs it up.
   */
  watch(debounceMs = 200, pollMs = 10_000): void {
    if (this.#poll) return;
    this.#poll = setInterval(() => {
      const mtime = this.#readPointerMtime();
      if (mtime >= 0 && mtime !== this.#pointerMtime) this.reload();
    }, pollMs);
    this.#poll.unref();
    if (!existsSync(this.dataDir)) return;
    this.#watcher = watch(this.dataDir, (_event, filename) => {
      if (filename !== null && filename !== CURRENT_POINTER) return;
      if (this.#timer) clearTimeout(this.#timer);
      this.#timer = setTimeout(() => {
        this.#timer = null;
        this.reload();
      }, debounceMs);
    });
    // The poll carries on if the watcher fails.
    this.#watcher.on('error', () => {
      this.#watcher?.close();
      this.#watcher = null;
    });
  }

  close(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#poll) clearInterval(this.#poll);
    this.#poll = null;
    this.#watcher?.close();
    this.#watcher = null;
  }
}

function sameVersion(a: DataStore, b: DataStore): boolean {
  return a.version === b.version && a.dir === b.dir;
}
