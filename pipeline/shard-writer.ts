// Writes shards into the version being built: each is validated with its zod schema first, serialised
// deterministically, and its sha256 and size recorded for the manifest.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { stableJson } from './json.ts';
import { PipelineError } from './errors.ts';

interface ShardRecord {
  sha256: string;
  bytes: number;
}

export class ShardWriter {
  readonly dir: string;
  readonly shards = new Map<string, ShardRecord>();
  private readonly madeDirs = new Set<string>();

  constructor(dir: string) {
    this.dir = dir;
  }

  write<S extends z.ZodType>(relPath: string, schema: S, value: z.input<S>): z.output<S> {
    const result = schema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      throw new PipelineError('shard_invalid', `${relPath} failed validation at ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
    // Encoded once: the file, the hash and the size read the same bytes (each would encode the text again).
    const bytes = Buffer.from(stableJson(result.data));
    const file = path.join(this.dir, relPath);
    const parent = path.dirname(file);
    if (!this.madeDirs.has(parent)) {
      mkdirSync(parent, { recursive: true });
      this.madeDirs.add(parent);
    }
    writeFileSync(file, bytes);
    this.shards.set(relPath, { sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length });
    return result.data;
  }
}
