// When a figure moved enough between two data versions to be called notable, and so flag the run for a maintainer
// to look at before people do. The thresholds are data (raw/rules/change-thresholds.json); this file only applies
// them, so a maintainer tunes what "notable" means without touching code.
import { z } from 'zod';
import { Sourced, inLangs } from './rule-parts.ts';

const Share = z.number().positive();

/** One kind of figure and when its move is notable: against the previous version's value `before`. */
export const ShiftThreshold = z.object({
  ...inLangs('label', z.string().min(1)),
  /** Notable when the figure fell by more than this share of `before` (0.5 = halved). */
  fall_share: Share.max(1),
  /** Notable when it rose by more than this share; null: a rise is never notable. */
  rise_share: Share.nullable(),
  /** Figures smaller than this before are not judged: a handful of cars or rows moves by chance. */
  min_before: z.number().int().nonnegative(),
});
export type ShiftThreshold = z.infer<typeof ShiftThreshold>;

export const ShiftKind = z.enum(['dataset_rows', 'count', 'make_cars_on_road', 'model_cars_on_road']);
export type ShiftKind = z.infer<typeof ShiftKind>;

export const ChangeThresholdsRule = Sourced.extend({
  ...inLangs('rule', z.string().min(1)),
  /** The change log keeps the entries of this many versions, the newest included, whatever was pruned. */
  history_versions: z.number().int().positive(),
  /** Each list of an entry (recalls added, models gone...) keeps at most this many items; the total is always given. */
  max_listed: z.number().int().positive(),
  /** The manifest counts watched by the `count` threshold (others, such as pages, follow from these). */
  watched_counts: z.array(z.string().min(1)).min(1),
  shifts: z.record(ShiftKind, ShiftThreshold),
});
export type ChangeThresholdsRule = z.infer<typeof ChangeThresholdsRule>;

/** The move from before to after as a share of before, rounded to 4 places; null when there was nothing before. */
export function changeShare(before: number, after: number): number | null {
  return before > 0 ? Math.round(((after - before) / before) * 10_000) / 10_000 : null;
}

/** Whether a figure's move is notable under the rule's threshold for its kind. */
export function isNotable(rule: ChangeThresholdsRule, kind: ShiftKind, before: number, after: number): boolean {
  const t = rule.shifts[kind];
  const share = changeShare(before, after);
  if (share === null || before < t.min_before) return false;
  return -share > t.fall_share || (t.rise_share !== null && share > t.rise_share);
}
