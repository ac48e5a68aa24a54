// The change log of published data versions (changes.json): what each version changed against the one it
// replaced, newest first. The latest entry is this version's; older ones are carried forward from the previous
// version's changes.json, so the log outlives the version folders the pipeline prunes. The /changes page, its twin,
// REST, MCP and the Atom feed all show these entries.
import { z } from 'zod';
import { ShiftKind } from '../rules/change-thresholds.ts';

const NonNegInt = z.number().int().nonnegative();
const DataDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A list of an entry: the first items (at most the rule's max_listed) and how many there were. */
const listed = <T extends z.ZodType>(item: T) => z.object({ total: NonNegInt, items: z.array(item) });

const ModelRef = z.object({ make_slug: z.string(), model_slug: z.string() });

export const ChangedRecall = z.object({
  recall_id: NonNegInt,
  make_en: z.string(),
  model_text: z.string(),
  problem_he: z.string(),
  /** The models the notice was matched to (none when the rules attached it to no model). */
  models: z.array(ModelRef.extend({ name: z.string().nullable() })),
});

export const ChangedMake = z.object({ make_slug: z.string(), name_he: z.string(), name_en: z.string() });
export const ChangedModel = ModelRef.extend({ name: z.string() });
export const ChangedModelYear = ChangedModel.extend({ year: z.number().int() });

/** One cell of a rule table that changed: its place in the table as a JSON path, the value before and after. */
export const ChangedCell = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });
export const ChangedRule = z.object({
  rule: z.string(),
  status: z.enum(['added', 'removed', 'changed']),
  cells: listed(ChangedCell),
});

export const DatasetChange = z.object({
  name: z.string(),
  rows: NonNegInt,
  /** Null when the previous version did not have the dataset. */
  previous_rows: NonNegInt.nullable(),
  /** This version's quality report figures for the dataset (quality.json). */
  rows_read: NonNegInt,
  rows_set_aside: NonNegInt,
  values_nulled: NonNegInt,
});

/** A figure that moved beyond the threshold of raw/rules/change-thresholds.json for its kind. */
export const NotableShift = z.object({
  kind: ShiftKind,
  /** What moved: a dataset, a count's name, a make slug or "make/model". */
  subject: z.string(),
  label_he: z.string(),
  before: NonNegInt,
  after: NonNegInt,
  /** (after - before) / before. */
  change_share: z.number(),
});

export const ChangeEntry = z.object({
  /** Null only in the version's own changes.json for its own entry: the version's name is a hash of its files,
   * this one included. Readers fill it in from the version they read (lib/data/data-store.ts). */
  version: z.string().nullable(),
  data_date: DataDate,
  /** The version this one replaced; null for the first version published (nothing compared). */
  previous_version: z.string().nullable(),
  previous_data_date: DataDate.nullable(),
  /** Some figure moved beyond its threshold: published, but for a maintainer to check. */
  flagged: z.boolean(),
  shifts: z.array(NotableShift),
  datasets: z.array(DatasetChange),
  recalls_added: listed(ChangedRecall),
  recalls_withdrawn: listed(ChangedRecall),
  makes_added: listed(ChangedMake),
  makes_gone: listed(ChangedMake),
  models_added: listed(ChangedModel),
  models_gone: listed(ChangedModel),
  model_years_added: listed(ChangedModelYear),
  model_years_gone: listed(ChangedModelYear),
  rules_changed: z.array(ChangedRule),
});

export const ChangesShard = z.object({
  data_date: DataDate,
  /** Newest first: this version's entry, then those carried forward (at most the rule's history_versions in all). */
  entries: z.array(ChangeEntry).min(1),
});

export type ChangeEntry = z.infer<typeof ChangeEntry>;
export type ChangesShard = z.infer<typeof ChangesShard>;
export type ChangedRecall = z.infer<typeof ChangedRecall>;
