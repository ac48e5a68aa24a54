// Ownership changes of a car as the ministry publishes them: one row per change since 2017, none before. No
// row means no change was published since 2017; it does not tell how many owners the car had. The two datasets
// spell some types differently (leasing: ליסינג, החכר), so types are compared by their code (ownership-types.ts).
import { formatInt, formatMonth } from '../text/format.ts';
import { message } from '../i18n/messages.ts';
import { parseRoadDate } from './vehicle-age.ts';
import { ownershipDiffers, ownershipType, type OwnershipType } from './ownership-types.ts';
import type { OwnershipTypesRule } from './ownership-types.ts';
import { OWNERSHIP_PUBLISHED_FROM } from './fleet-history.ts';

export interface OwnershipInput {
  /** The published ownership vocabulary (rules/ownership-types). */
  types: OwnershipTypesRule;
  changes: readonly { month: string; ownership_he: string | null }[];
  /** The registry's current ownership type (baalut). */
  registry_ownership_he: string | null;
  /**
   * The registry's first registration, YYYY-MM or YYYY (a file that gives only the year): decides whether there was
   * a time before 2017 to miss, which its year alone settles.
   */
  on_road_since: string | null;
}

/** One published ownership change: the month and the type the car was owned under from then on. */
export interface OwnershipChangeFact {
  month: string;
  ownership_he: string | null;
  ownership: OwnershipType | null;
}

export type OwnershipNoteCode = 'before_2017_not_published' | 'ownership_differs';

export interface OwnershipHistory {
  changes_since_2017: number;
  /** YYYY-MM of each change, oldest first. */
  change_months: string[];
  /** Each change, oldest first: its month and the ownership type it started (the row's type). */
  changes: OwnershipChangeFact[];
  current_ownership_he: string | null;
  current_ownership: OwnershipType | null;
  /** The ownership type of the dataset's latest row; null without rows. */
  last_change_ownership_he: string | null;
  last_change_ownership: OwnershipType | null;
  text_he: string;
  text_en: string;
  text_ar: string;
  notes: { code: OwnershipNoteCode; text_he: string; text_en: string; text_ar: string }[];
}

type Said = { text_he: string; text_en: string; text_ar: string };

/** The Arabic sentence is the plate page's own (its six plural forms live in the vehicle catalogue). */
function summary(count: number): Said {
  const since = OWNERSHIP_PUBLISHED_FROM;
  const text_ar = message('ar', 'vehicle.attention.owners', { count, formatted: formatInt(count), since });
  if (count === 0) {
    return {
      text_he: `לא פורסמה העברת בעלות לרכב זה מאז ${since}.`,
      text_en: `No ownership change has been published for this car since ${since}.`,
      text_ar,
    };
  }
  return {
    text_he: count === 1 ? `העברת בעלות אחת פורסמה מאז ${since}.` : `${formatInt(count)} העברות בעלות פורסמו מאז ${since}.`,
    text_en: `${count} ownership ${count === 1 ? 'change' : 'changes'} published since ${since}.`,
    text_ar,
  };
}

/** The published changes in order, the current type, and what the published history cannot tell. */
export function ownershipHistory(input: OwnershipInput): OwnershipHistory {
  const rows = [...input.changes].sort((a, b) => a.month.localeCompare(b.month));
  const last = rows.at(-1) ?? null;
  const notes: OwnershipHistory['notes'] = [];
  const first = parseRoadDate(input.on_road_since);
  if (!first || first.year < OWNERSHIP_PUBLISHED_FROM) {
    notes.push({
      code: 'before_2017_not_published',
      text_he: `היסטוריית הבעלות שלפני ${OWNERSHIP_PUBLISHED_FROM} אינה מפורסמת.`,
      text_en: `Ownership history before ${OWNERSHIP_PUBLISHED_FROM} is not published.`,
      text_ar: `تاريخ الملكية قبل ${OWNERSHIP_PUBLISHED_FROM} غير منشور.`,
    });
  }
  const registry = input.registry_ownership_he?.trim() || null;
  const latest = last?.ownership_he?.trim() || null;
  const registryType = ownershipType(input.types, registry);
  const latestType = ownershipType(input.types, latest);
  if (registryType && latestType && ownershipDiffers(registryType, latestType)) {
    notes.push({
      code: 'ownership_differs',
      text_he:
        `סוג הבעלות במאגר הרכב הוא "${registryType.label_he}", ` +
        `אך בשורה האחרונה של מאגר העברות הבעלות (${formatMonth(last!.month)}) "${latestType.label_he}".`,
      text_en:
        `The registry gives the ownership as "${registryType.label_en}", ` +
        `but the latest row of the ownership changes (${last!.month}) gives "${latestType.label_en}".`,
      text_ar:
        `نوع الملكية في مستودع المركبات هو "${registryType.label_ar}"، ` +
        `لكن في السطر الأخير من مستودع نقل الملكية (${formatMonth(last!.month)}) "${latestType.label_ar}".`,
    });
  }
  return {
    changes_since_2017: rows.length,
    change_months: rows.map((r) => r.month),
    changes: rows.map((r) => {
      const word = r.ownership_he?.trim() || null;
      return { month: r.month, ownership_he: word, ownership: ownershipType(input.types, word) };
    }),
    current_ownership_he: registry,
    current_ownership: registryType,
    last_change_ownership_he: latest,
    last_change_ownership: latestType,
    ...summary(rows.length),
    notes,
  };
}
