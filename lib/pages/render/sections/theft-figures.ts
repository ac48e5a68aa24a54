// Theft figures as counts and rates: facts, with no judgement of the car. The sentences here are the one wording
// of each theft fact, shared by the page models (lib/pages), the markdown twins and the API's theft_data note,
// so every surface says the same thing about the same figures.
import type { z } from 'zod';
import type { ClassRate, ModelThefts, TheftStatus } from '../../../shards/thefts.ts';
import type { ModelYearShard } from '../../../shards/model-year.ts';
import { formatDecimal, formatInt, VEHICLE_CLASS_HE } from '../../../text/format.ts';

type Thefts = z.infer<typeof ModelThefts>;
type YearThefts = z.infer<typeof ModelYearShard>['thefts'];

/** What each status means, in Hebrew and English; `no_data` says why there is no figure. */
export const THEFT_STATUS_TEXT = {
  recorded: {
    he: 'בקובץ הגניבות של המשטרה לפי דגם נרשמו גניבות של הדגם.',
    en: 'The police by-model theft file records thefts of this model.',
  },
  none_recorded: {
    he: 'בקובץ הגניבות של המשטרה לפי דגם לא נרשמה אף גניבה של הדגם (הקובץ מונה כל דגם שנגנב).',
    en: 'No theft of this model is recorded in the police by-model theft file (the file lists every model with a theft).',
  },
  no_data: {
    he: 'אין נתונים: אין קובץ גניבות של המשטרה לפי דגם, או שהדגם אינו בקטלוג.',
    en: 'No data: there is no police by-model theft file, or the model is not in the catalog.',
  },
  no_data_production_year: {
    he: 'אין נתונים לשנת הייצור: המשטרה מדווחת על גניבות הדגם בלי פירוט לפי שנת ייצור.',
    en: "No data for a production year: the police report this model's thefts without production years.",
  },
} as const;

/** The status of a model's theft figures, with its sentences; `thefts` null means there is no figure at all. */
export function theftStatusOf(thefts: Thefts | null): { status: z.infer<typeof TheftStatus>; note_he: string; note_en: string } {
  const status = thefts?.status ?? 'no_data';
  const text = THEFT_STATUS_TEXT[status];
  return { status, note_he: text.he, note_en: text.en };
}

/** The national page's notes: what the reported totals are, what the by-model file sums are, how a rate is formed. */
export const NATIONAL_THEFT_NOTES_HE = {
  reported: 'הסדרות שפורסמו אינן מסכימות זו עם זו, ולכן כל אחת מוצגת עם מקורה. רמת ודאות: מדווח (מקורות משניים).',
  file: 'סכום כל השורות בקובץ, לפי שנת הגניבה. הקובץ מונה רכב פרטי ומסחרי קל, ולכן אינו בר השוואה לסך הארצי שלמעלה.',
  rates: 'שיעור הגניבות לכל 1,000 כלי רכב על הכביש: גניבות של דגמים מסוג אחד, חלקי כלי הרכב מאותו סוג על הכביש.',
} as const;

/** "גניבה אחת", "14 גניבות": one is written as a word, as Hebrew counts it. */
const count = (n: number, one: string, many: string) => (n === 1 ? one : `${formatInt(n)} ${many}`);
const theftsHe = (n: number) => count(n, 'גניבה אחת', 'גניבות');
const carsHe = (n: number) => count(n, 'כלי רכב אחד', 'כלי רכב');

const CLASS_OF_HE = { private: 'הרכב הפרטי', commercial: 'הרכב המסחרי הקל' } as const;

/** "N thefts of X cars on the road: R per 1,000", numerator and denominator both shown, so the rate can be checked. */
export function modelRateHe(t: Thefts): string {
  const b = t.rate_basis;
  const rate = t.rate_per_1000 === null ? 'אין כלי רכב מהדגם על הכביש, ולכן אין שיעור' : `${formatDecimal(t.rate_per_1000, 2)} לכל 1,000`;
  return `ב־${t.rate_year}: ${theftsHe(b.thefts)} של הדגם, מתוך ${carsHe(b.cars)} מהדגם על הכביש: ${rate}.`;
}

export function classRateHe(r: z.infer<typeof ClassRate>, year: number): string {
  const b = r.basis;
  const rate = r.rate_per_1000 === null ? 'אין שיעור' : `${formatDecimal(r.rate_per_1000, 2)} לכל 1,000`;
  return (
    `${VEHICLE_CLASS_HE[r.vehicle_class]}, ${year}: ${theftsHe(b.thefts)} של דגמי ${CLASS_OF_HE[r.vehicle_class]} בקובץ לפי דגם, ` +
    `מתוך ${carsHe(b.cars)} מסוג זה על הכביש: ${rate}.`
  );
}

/** The thefts of one production year's cars, or why there is no figure. */
export function productionYearThefts(t: YearThefts): string {
  if (!t) return THEFT_STATUS_TEXT.no_data.he;
  if (t.status === 'no_data') return THEFT_STATUS_TEXT.no_data_production_year.he;
  if (t.status === 'none_recorded') return `בקובץ הגניבות של המשטרה לא נרשמה גניבה של כלי רכב מהדגם שיוצרו ב־${t.year}.`;
  return `בקובץ הגניבות של המשטרה נרשמו ${theftsHe(t.thefts ?? 0)} של כלי רכב מהדגם שיוצרו ב־${t.year}.`;
}

/** The national rate of the model's vehicle class, as the model's figures carry it. */
export function nationalRateOf(t: Thefts): z.infer<typeof ClassRate> {
  const { vehicle_class, ...basis } = t.national_rate_basis;
  return { vehicle_class, rate_per_1000: t.national_rate_per_1000, basis };
}
