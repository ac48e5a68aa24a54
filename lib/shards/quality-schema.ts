// The data-quality report of a published version (quality.json): per dataset, what the pipeline read, kept, set
// aside and nulled, with the first examples of each reason, the rows model statistics could not attribute to a
// model, the change against the previous version, and which guards ran. The sources page, its twin, REST and
// `npm run pipeline` all show this one shard.
import { z } from 'zod';

const NonNegInt = z.number().int().nonnegative();

/** Why a row was set aside or a value nulled. */
export const QualityReasonCode = z.enum([
  /** Empty where the dataset needs a value. */
  'missing',
  /** Present but not in the column's format (a date that is no date, a code that is no number). */
  'unreadable',
  /** A line the CSV reader could not split into the file's columns (too many or too few fields). */
  'malformed_line',
]);

export const QualityExample = z.object({
  file: z.string(),
  /** Line of the file (the header is line 1). */
  line: z.number().int().positive(),
  /** The value as the file has it (a malformed line: its first 120 characters). */
  value: z.string(),
});

export const QualityReason = z.object({
  /** The column as the file names it, or null for a malformed line. */
  column: z.string().nullable(),
  /** What the column holds, in Hebrew, for the page (null for a malformed line). */
  column_he: z.string().nullable(),
  reason: QualityReasonCode,
  /** Rows set aside, or values nulled. */
  count: NonNegInt,
  /** The first few, in file order; empty when none was found in the part of the file searched (see examples_scope). */
  examples: z.array(QualityExample).max(3),
});

export const DatasetQuality = z.object({
  name: z.string(),
  resource_id: z.string().nullable(),
  files: z.array(z.string()),
  rows_read: NonNegInt,
  rows_kept: NonNegInt,
  rows_set_aside: NonNegInt,
  /** The largest share of a file's rows that may be set aside before the run fails. */
  max_set_aside_share: z.number().min(0).max(1),
  set_aside: z.array(QualityReason),
  values_nulled: z.array(QualityReason),
  /** Rows kept that model statistics could not attribute to a model (no usable make or model code); null where the
   * dataset feeds no model statistic. */
  unattributed_rows: NonNegInt.nullable(),
  /**
   * The same dataset in the previous published version; null on a first run or when it was not there. rows_read is
   * null when that version has no quality report (it then gives only the rows it kept).
   */
  previous: z.object({ rows_read: NonNegInt.nullable(), rows_kept: NonNegInt }).nullable(),
});

export const QualityCheck = z.object({
  /**
   * notable_shifts: figures that moved beyond raw/rules/change-thresholds.json (the change log lists them).
   * inputs_whole: every input file ends where a row ends and holds the rows its FETCH.json records (a file cut short
   * stops the run, so a published version says passed).
   */
  check: z.enum(['inputs_whole', 'row_count_drop', 'data_date_forward', 'set_aside_share', 'notable_shifts']),
  /** flagged: published, but a figure moved beyond its threshold; a maintainer should look before people do. */
  status: z.enum(['passed', 'skipped', 'overridden', 'flagged']),
  /** Why it was skipped, overridden or flagged, or what it compared. */
  note: z.string(),
});

const RecallProblem = z.object({
  recall_id: z.number().int(),
  make_text: z.string(),
  model_text: z.string(),
  /** Why the rules attached it to no model (pipeline/steps/recall-model-match.ts names the reasons). */
  reason: z.string(),
  /** What in the text the rules could not resolve, for the maintainer who adds a rule. */
  detail: z.string(),
});
const ModelRef = z.object({ make_slug: z.string(), model_slug: z.string() });

/** Why a recall notice was attached to no model: the reasons of pipeline/steps/recall-model-match.ts. */
export const RecallUnattachedReason = z.enum([
  'unknown_make',
  'no_model_text',
  'unknown_word',
  'longer_name_only',
  'other_powertrain',
  'not_in_registry',
  'codes_only',
  'several_models',
  'motorcycle_maker',
  'truck_maker',
  'bus_maker',
]);
export type RecallUnattachedReason = z.infer<typeof RecallUnattachedReason>;

/** How the recall notices' free-text model names resolved through raw/rules/recall-model-names.json. */
export const RecallMatching = z.object({
  notices: NonNegInt,
  /** Attached to at least one model. */
  matched: NonNegInt,
  unmatched: z.array(RecallProblem),
  /** Texts naming several models where no rule says they are a list: attached to none of the candidates. */
  ambiguous: z.array(RecallProblem.extend({ candidates: z.array(ModelRef) })),
  /** Notices of motorcycle, truck and bus makers. */
  not_a_car: z.array(RecallProblem),
  /** Attached through some list items while others resolved to nothing. */
  partly_matched: z.array(RecallProblem),
  /**
   * The notices attached to no model (unmatched, ambiguous, not a car) counted per reason, most first; absent from a
   * version published before the count existed (shards are read without their schema, so no default fills it in).
   */
  by_reason: z.array(z.object({ reason: RecallUnattachedReason, notices: NonNegInt })).optional(),
});

/** The ownership file's rows read as the plate answer reads them (lib/rules/ownership-history.ts). */
export const OwnershipRows = z.object({
  rows: NonNegInt,
  plates: NonNegInt,
  /** A plate's first row on its road month: the first registration, not an ownership change. */
  first_registrations: NonNegInt,
  /** Rows repeating the row before exactly (same plate, month and type): one change, counted once. */
  exact_repeats: NonNegInt,
});

export const QualityReport = z.object({
  data_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The version this one replaced (what the changes compare with); null on a first run. */
  previous_version: z.string().nullable(),
  /** Examples of bad values are looked for in this many first rows of each file, so the scan stays cheap. */
  examples_from_first_rows: z.number().int().positive(),
  checks: z.array(QualityCheck),
  datasets: z.array(DatasetQuality),
  recall_matching: RecallMatching,
  /** Absent in reports written before issue 33. */
  ownership_rows: OwnershipRows.optional(),
});

export type QualityReason = z.infer<typeof QualityReason>;
export type DatasetQuality = z.infer<typeof DatasetQuality>;
export type QualityCheck = z.infer<typeof QualityCheck>;
export type QualityReport = z.infer<typeof QualityReport>;
