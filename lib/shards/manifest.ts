// A published version's manifest (sources, counts, sample flags, shard hashes) and the pointer to the current
// version.
import { z } from 'zod';
import { DataDate, NonNegInt } from './common.ts';

/**
 * The layout of a published version (shards and registry.duckdb). A server refuses a version of another layout
 * and `npm start` rebuilds it. 2: registry.duckdb gained the history datasets' tables and the folded active table.
 * 3: the fleet figures and theft totals say what they count in Arabic too (counted_ar), the safety systems are
 * named in Arabic (label_ar). 4: a model-year shard's fleet figures no longer carry what they count (counted_he,
 * counted_ar, counted_en): the same texts in every model year, added on reading from lib/rules/fleet-history.ts.
 * 5: a model's years are one shard, model-years/<make>/<model>.json, instead of a file per year.
 */
export const SCHEMA_VERSION = 5;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const Manifest = z.object({
  schema_version: z.literal(SCHEMA_VERSION),
  data_date: DataDate,
  generated_by: z.string(),
  sources: z.array(z.object({ name: z.string(), resource_id: z.string().nullable(), date: DataDate, rows: NonNegInt })),
  counts: z.record(z.string(), NonNegInt),
  recall_match_rate: z.number().min(0).max(1),
  /**
   * Whether the version rests on generated files (their SOURCE.md names them so). `generated`: some ministry
   * dataset is the generated sample, so every page shows the sample banner and every answer `meta.sample`.
   * `sources`: every source read from generated files, the police by-model sample figures included (those are
   * labelled where they are shown, so they alone do not set `generated`).
   */
  sample: z.object({ generated: z.boolean(), sources: z.array(z.string()) }),
  shards: z.record(z.string(), z.object({ sha256: Sha256, bytes: NonNegInt })),
  /**
   * What the version was built from (pipeline/inputs/fingerprint.ts): `sha256` of the shard layout's version, the
   * `code` (lib/, pipeline/, the locked dependencies) and every file read under raw/ (`files`, by path under raw/).
   * A run whose fingerprint is the current version's publishes nothing new. Absent in versions published before it.
   */
  inputs: z.object({ sha256: Sha256, code: Sha256, files: z.record(z.string(), Sha256) }).optional(),
});

export const CurrentPointer = z.object({ data_date: DataDate, version: z.string(), path: z.string() });

export type Manifest = z.infer<typeof Manifest>;
