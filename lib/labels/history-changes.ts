// The vehicle-history dataset's change flags in plain words, and what to say when the dataset has no row for a
// car (no data) as against a row with every flag off (no changes). The labels and the empty flag are in the three
// languages the pages are written in; the answer carries Hebrew and English.
import type { Lang } from '../i18n/lang.ts';

/** In the order the page lists them. */
export const HISTORY_CHANGE_KEYS = ['structural_change', 'lpg_added', 'colour_change', 'tyre_change'] as const;
export type HistoryChangeKey = (typeof HISTORY_CHANGE_KEYS)[number];

export const HISTORY_CHANGE_LABELS: Record<HistoryChangeKey, Record<Lang, string>> = {
  structural_change: { he: 'שינוי מבנה', ar: 'تغيير في الهيكل', en: 'Structural change' },
  lpg_added: { he: 'הותקנה מערכת גפ"מ', ar: 'تركيب منظومة غاز مسال', en: 'LPG (autogas) system added' },
  colour_change: { he: 'שינוי צבע', ar: 'تغيير اللون', en: 'Colour change' },
  tyre_change: {
    he: 'צמיגים במידה שונה מהמאושרת',
    ar: 'إطارات بمقاس غير المقاس المعتمد',
    en: 'Tyres of a size other than the approved one',
  },
};

export const HISTORY_CHANGE_TEXTS = {
  no_data: {
    he: 'אין נתונים: במאגר היסטוריית כלי הרכב אין שורה לרכב זה (זה אינו אומר שלא היו שינויים).',
    ar: 'لا توجد بيانات: لا يوجد في قاعدة بيانات تاريخ المركبات سطر لهذه المركبة (وهذا لا يعني أنه لم تكن هناك تغييرات).',
    en: 'No data: the vehicle-history dataset has no row for this car (this does not mean there were no changes).',
  },
  no_changes: {
    he: 'לא נרשמו שינויים במאגר היסטוריית כלי הרכב.',
    ar: 'لم تُسجَّل تغييرات في قاعدة بيانات تاريخ المركبات.',
    en: 'The vehicle history records no changes.',
  },
  changes: {
    he: 'שינויים שנרשמו במאגר היסטוריית כלי הרכב',
    ar: 'تغييرات سجّلتها قاعدة بيانات تاريخ المركبات',
    en: 'Changes the vehicle history records',
  },
  flag_empty: { he: 'לא צוין', ar: 'غير مذكور', en: 'not given' },
} as const satisfies Record<string, Record<Lang, string>>;

const LIST_SEPARATOR: Record<Lang, string> = { he: ', ', ar: '، ', en: ', ' };

/** What the history row says of changes in one language: no data (no row), no changes, or the changes made. */
export function changesText(made: readonly HistoryChangeKey[] | null, lang: Lang): string {
  const t = HISTORY_CHANGE_TEXTS;
  if (made === null) return t.no_data[lang];
  if (made.length === 0) return t.no_changes[lang];
  return `${t.changes[lang]}: ${made.map((k) => HISTORY_CHANGE_LABELS[k][lang]).join(LIST_SEPARATOR[lang])}.`;
}
