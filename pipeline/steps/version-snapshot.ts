// What the change log compares between two versions, read from a version folder's shards loosely: only the members
// compared are parsed and anything else is ignored, so a version of an older schema still compares (a failed read
// of one shard leaves its part empty rather than losing the whole comparison). The new version is read from its
// build folder the same way, so both sides of a comparison are read by the one reader.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { shardPath } from '../../lib/shards/layout.ts';

const LooseMakes = z.object({
  makes: z.array(z.object({ slug: z.string(), name_he: z.string(), name_en: z.string(), cars_on_road: z.number() })),
});
const LooseMake = z.object({
  models: z.array(
    z.object({ slug: z.string(), make_slug: z.string(), name: z.string(), cars_on_road: z.number(), years: z.array(z.number()) }),
  ),
});
const LooseRecalls = z.object({
  recalls: z.array(
    z.object({
      recall_id: z.number(),
      make_en: z.string(),
      model_text: z.string(),
      problem_he: z.string(),
      models: z.array(z.object({ make_slug: z.string(), model_slug: z.string() })),
    }),
  ),
});

export type SnapshotMake = z.infer<typeof LooseMakes>['makes'][number];
export type SnapshotModel = z.infer<typeof LooseMake>['models'][number];
export type SnapshotRecall = z.infer<typeof LooseRecalls>['recalls'][number];

export interface VersionSnapshot {
  counts: Record<string, number>;
  /** Rows kept per dataset (the manifest's sources, the quality report's rows_kept). */
  rows: Map<string, number>;
  makes: Map<string, SnapshotMake>;
  /** By "make/model". */
  models: Map<string, SnapshotModel>;
  recalls: Map<number, SnapshotRecall>;
  /** Each published rule table as its JSON, by rule name. */
  rules: Map<string, unknown>;
}

function readLoose<S extends z.ZodType>(file: string, schema: S): z.infer<S> | null {
  try {
    return schema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

export const modelId = (make: string, model: string) => `${make}/${model}`;

/**
 * The snapshot of the version in `dir`. `manifest` gives its counts and source rows (the new version's are in memory
 * until its manifest is written; the previous version's are read loosely by pipeline/publish.ts).
 */
export function readSnapshot(
  dir: string,
  manifest: { counts: Record<string, number>; sources: { name: string; rows: number }[] },
): VersionSnapshot {
  const makes = new Map((readLoose(path.join(dir, shardPath.makes), LooseMakes)?.makes ?? []).map((m) => [m.slug, m]));
  const models = new Map<string, SnapshotModel>();
  for (const slug of makes.keys()) {
    for (const m of readLoose(path.join(dir, shardPath.make(slug)), LooseMake)?.models ?? []) models.set(modelId(m.make_slug, m.slug), m);
  }
  const recalls = new Map((readLoose(path.join(dir, shardPath.recalls), LooseRecalls)?.recalls ?? []).map((r) => [r.recall_id, r]));
  const rules = new Map<string, unknown>();
  const rulesDir = path.dirname(path.join(dir, shardPath.rule('x')));
  let ruleFiles: string[] = [];
  try {
    ruleFiles = readdirSync(rulesDir).filter((f) => f.endsWith('.json'));
  } catch {
    // A version without published rule tables compares as having none.
  }
  for (const file of ruleFiles.sort()) {
    const value = readLoose(path.join(rulesDir, file), z.unknown());
    if (value !== null) rules.set(path.basename(file, '.json'), value);
  }
  return { counts: manifest.counts, rows: new Map(manifest.sources.map((s) => [s.name, s.rows])), makes, models, recalls, rules };
}
