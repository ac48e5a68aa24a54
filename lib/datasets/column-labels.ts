// What a person reading the data-quality report is told a checked column holds: the report names the raw column
// (for the maintainer, in REST) and this label (on the page, in Hebrew). A column without a label here is
// described by its kind.
import type { ColumnKind } from './dataset.ts';
import { SAFETY_FLAGS } from './model-data.ts';

const LABELS_HE: Record<string, string> = {
  mispar_rechev: 'מספר רישוי',
  MISPAR_RECHEV: 'מספר רישוי',
  tozeret_cd: 'קוד יצרן',
  degem_cd: 'קוד דגם',
  shnat_yitzur: 'שנת ייצור',
  mivchan_acharon_dt: 'תאריך הטסט האחרון',
  tokef_dt: 'תוקף הרישיון',
  moed_aliya_lakvish: 'מועד העלייה לכביש',
  bitul_dt: 'תאריך הביטול',
  rishum_rishon_dt: 'תאריך הרישום הראשון',
  kilometer_test_aharon: 'קילומטראז׳ בטסט האחרון',
  shinui_mivne_ind: 'סימון שינוי מבנה',
  gapam_ind: 'סימון התקנת גפ״מ',
  shnui_zeva_ind: 'סימון שינוי צבע',
  shinui_zmig_ind: 'סימון שינוי צמיגים',
  baalut_dt: 'חודש העברת הבעלות',
  kvuzat_agra_cd: 'קבוצת המחיר לאגרה',
  nefah_manoa: 'נפח המנוע',
  nefach_manoa: 'נפח המנוע',
  koah_sus: 'כוח סוס',
  mispar_kariot_avir: 'מספר כריות האוויר',
  CO2_WLTP: 'פליטת CO2',
  mispar_rechavim_pailim: 'מספר כלי הרכב הפעילים',
  mispar_rechavim_le_pailim: 'מספר כלי הרכב הלא פעילים',
  RECALL_ID: 'מספר הריקול',
  SHNAT_RECALL: 'שנת הריקול',
  BUILD_BEGIN_A: 'תחילת חלון הייצור',
  BUILD_END_A: 'סוף חלון הייצור',
  TAARICH_PTICHA: 'תאריך פתיחת הריקול',
  mehir: 'מחיר המחירון',
  make: 'יצרן',
  model: 'דגם',
  theft_year: 'שנת הגניבה',
  production_year: 'שנת ייצור',
  thefts: 'מספר הגניבות',
  recovered: 'מספר הרכבים שאותרו',
  series: 'סדרת הנתונים',
  year: 'שנה',
  ...Object.fromEntries(SAFETY_FLAGS.map((flag) => [flag, 'סימון מערכת בטיחות'])),
};

const KIND_HE: Record<ColumnKind, string> = {
  text: 'עמודת טקסט',
  int: 'עמודה של מספר שלם',
  number: 'עמודה מספרית',
  date: 'עמודת תאריך',
  month: 'עמודת חודש',
  year_month: 'עמודת חודש בכתיב YYYYMM',
};

export function columnLabelHe(column: string, kind: ColumnKind): string {
  return LABELS_HE[column] ?? KIND_HE[kind];
}
