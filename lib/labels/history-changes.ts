// The vehicle-history dataset's change flags in plain words, and what to say when the dataset has no row for a
// car (no data) as against a row with every flag off (no changes).

/** In the order the page lists them. */
export const HISTORY_CHANGE_KEYS = ['structural_change', 'lpg_added', 'colour_change', 'tyre_change'] as const;
export type HistoryChangeKey = (typeof HISTORY_CHANGE_KEYS)[number];

export const HISTORY_CHANGE_LABELS: Record<HistoryChangeKey, { he: string; en: string }> = {
  structural_change: { he: 'שינוי מבנה', en: 'Structural change' },
  lpg_added: { he: 'הותקנה מערכת גפ"מ', en: 'LPG (autogas) system added' },
  colour_change: { he: 'שינוי צבע', en: 'Colour change' },
  tyre_change: { he: 'צמיגים במידה שונה מהמאושרת', en: 'Tyres of a size other than the approved one' },
};

export const HISTORY_CHANGE_TEXTS = {
  no_data: {
    he: 'אין נתונים: במאגר היסטוריית כלי הרכב אין שורה לרכב זה (זה אינו אומר שלא היו שינויים).',
    en: 'No data: the vehicle-history dataset has no row for this car (this does not mean there were no changes).',
  },
  no_changes: { he: 'לא נרשמו שינויים במאגר היסטוריית כלי הרכב.', en: 'The vehicle history records no changes.' },
  changes: { he: 'שינויים שנרשמו במאגר היסטוריית כלי הרכב', en: 'Changes the vehicle history records' },
  flag_empty: { he: 'לא צוין', en: 'not given' },
} as const;
