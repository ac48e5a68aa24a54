// The plate index (model-keys.json: about 100,000 entries, 45 MB at national scale) held as its UTF-8 text,
// outside the JavaScript heap, with where each entry lies; an entry is parsed when it is looked up. Held as
// objects it was most of a server's heap, and every major garbage collection walked it: a full collection took
// over 200 ms more with it than without, and the incremental ones stalled requests in flight for tens of ms.
import type { z } from 'zod';
import type { ModelKeyEntry } from '../shards/model-keys.ts';
import { forEachMember } from './json-members.ts';

export type ModelKey = z.infer<typeof ModelKeyEntry>;

export class ModelKeyIndex {
  readonly #bytes: Buffer;
  /** Entry number by key; the entry's bytes are #starts[n]..#ends[n]. */
  readonly #entries = new Map<string, number>();
  readonly #starts: Uint32Array;
  readonly #ends: Uint32Array;

  /** `bytes` is a valid model-keys shard: {"data_date": ..., "keys": {key: entry, ...}}. */
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
    const starts: number[] = [];
    const ends: number[] = [];
    forEachMember(bytes, 0, (member, keysAt) => {
      if (member !== 'keys') return;
      forEachMember(bytes, keysAt, (key, start, end) => {
        this.#entries.set(key, starts.length);
        starts.push(start);
        ends.push(end);
      });
    });
    this.#starts = Uint32Array.from(starts);
    this.#ends = Uint32Array.from(ends);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Keys in the shard's order. */
  keys(): MapIterator<string> {
    return this.#entries.keys();
  }

  get(key: string): ModelKey | null {
    const n = this.#entries.get(key);
    return n === undefined ? null : (JSON.parse(this.#bytes.toString('utf8', this.#starts[n], this.#ends[n])) as ModelKey);
  }
}
