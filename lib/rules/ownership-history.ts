// Ownership changes of a car as the ministry publishes them: one row per change since 2017, none before. No
// row means no change was published since 2017; it does not tell how many owners the car had.
import { formatInt, formatMonth } from '../markdown/format.ts';
import { parseYearMonth } from './vehicle-age.ts';

/** The first year the ownership-changes dataset covers. */
export const OWNERSHIP_PUBLISHED_FROM = 2017;

export interface OwnershipInput {
  changes: readonly { month: string; ownership_he: string | null }[];
  /** The registry's current ownership type (baalut). */
  registry_ownership_he: string | null;
  /** The registry's first month on the road, YYYY-MM; decides whether there was a time before 2017 to miss. */
  on_road_since: string | null;
}

export type OwnershipNoteCode = 'before_2017_not_published' | 'ownership_differs';

export interface OwnershipHistory {
  changes_since_2017: number;
  /** YYYY-MM of each change, oldest first. */
  change_months: string[];
  current_ownership_he: string | null;
  /** The ownership type of the dataset's latest row; null without rows. */
  last_change_ownership_he: string | null;
  text_he: string;
  text_en: string;
  notes: { code: OwnershipNoteCode; text_he: string; text_en: string }[];
}

function summary(count: number): { text_he: string; text_en: string } {
  const since = OWNERSHIP_PUBLISHED_FROM;
  if (count === 0) {
    return {
      text_he: `לא פורסמה העברת בעלות לרכב זה מאז ${since}.`,
      text_en: `No ownership change has been published for this car since ${since}.`,
    };
  }
  return {
    text_he: count === 1 ? `העברת בעלות אחת פורסמה מאז ${since}.` : `${formatInt(count)} העברות בעלות פורסמו מאז ${since}.`,
    text_en: `${count} ownership ${count === 1 ? 'change' : 'changes'} published since ${since}.`,
  };
}

/** The published changes in order, the current type, and what the published history cannot tell. */
export function ownershipHistory(input: OwnershipInput): OwnershipHistory {
  const rows = [...input.changes].sort((a, b) => a.month.localeCompare(b.month));
  const last = rows.at(-1) ?? null;
  const notes: OwnershipHistory['notes'] = [];
  const first = input.on_road_since ? parseYearMonth(input.on_road_since) : null;
  if (!first || first.year < OWNERSHIP_PUBLISHED_FROM) {
    notes.push({
      code: 'before_2017_not_published',
      text_he: `היסטוריית הבעלות שלפני ${OWNERSHIP_PUBLISHED_FROM} אינה מפורסמת.`,
      text_en: `Ownership history before ${OWNERSHIP_PUBLISHED_FROM} is not published.`,
    });
  }
  const registry = input.registry_ownership_he?.trim() || null;
  const latest = last?.ownership_he?.trim() || null;
  if (registry && latest && registry !== latest) {
    notes.push({
      code: 'ownership_differs',
      text_he:
        `סוג הבעלות במאגר הרכב הוא "${registry}", ` + `אך בשורה האחרונה של מאגר העברות הבעלות (${formatMonth(last!.month)}) "${latest}".`,
      text_en:
        `The registry gives the ownership as "${registry}", ` +
        `but the latest row of the ownership changes (${last!.month}) gives "${latest}".`,
    });
  }
  return {
    changes_since_2017: rows.length,
    change_months: rows.map((r) => r.month),
    current_ownership_he: registry,
    last_change_ownership_he: latest,
    ...summary(rows.length),
    notes,
  };
}
