// Writes shards into the version being built: each is validated with its zod schema first, serialised
// deterministically, and its sha256 and size recorded for the manifest. The file itself is written in the
// background (libuv's threads), so the next shard is validated and serialised meanwhile: at national scale about
// 32,000 synchronous writes held the pipeline's one JavaScript thread for about 3 s. The version folder is renamed
// into place only after flush(), so a shard still being written is never published.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { stableJson } from './json.ts';
import { PipelineError } from './errors.ts';

interface ShardRecord {
  sha256: string;
  bytes: number;
}

/** Writes in flight before settle() waits: enough to keep the disk busy, few enough that their texts stay small. */
const MAX_IN_FLIGHT = 64;

export class ShardWriter {
  readonly dir: string;
  readonly shards = new Map<string, ShardRecord>();
  private readonly madeDirs = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  private failure: Error | null = null;

  constructor(dir: string) {
    this.dir = dir;
  }

  write<S extends z.ZodType>(relPath: string, schema: S, value: z.input<S>): z.output<S> {
    const result = schema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new PipelineError('shard_invalid', `${relPath} failed validation at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
    const text = stableJson(result.data);
    const file = path.join(this.dir, relPath);
    const parent = path.dirname(file);
    if (!this.madeDirs.has(parent)) {
      mkdirSync(parent, { recursive: true });
      this.madeDirs.add(parent);
    }
    const pending: Promise<void> = writeFile(file, text).then(
      () => void this.inFlight.delete(pending),
      (error: Error) => {
        this.inFlight.delete(pending);
        this.failure ??= error;
      },
    );
    this.inFlight.add(pending);
    this.shards.set(relPath, { sha256: createHash('sha256').update(text).digest('hex'), bytes: Buffer.byteLength(text) });
    return result.data;
  }

  /** Waits until at most `max` writes are in flight; a loop writing thousands of shards calls it now and then. */
  async settle(max = MAX_IN_FLIGHT): Promise<void> {
    while (this.inFlight.size > max) await Promise.race(this.inFlight);
    if (this.failure) throw new PipelineError('shard_write_failed', `writing into ${this.dir} failed: ${this.failure.message}`);
  }

  /** Every shard written to disk (or the first write's error); run before the version is published. */
  flush(): Promise<void> {
    return this.settle(0);
  }
}
