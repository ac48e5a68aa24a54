// Number, date and label formatting for every page and rule text. Written out by hand rather than with Intl so the
// output never depends on the ICU data of the machine that renders it. Every language writes numbers alike
// (Western digits, comma thousands: INTL_LOCALE in lib/i18n/lang.ts says why); dates, amounts and the words
// beside them come from the language's catalogue (lib/i18n/catalogues/common/).
import type { z } from 'zod';
import { Fuel, type VehicleClass } from '../shards/common.ts';
import type { Confidence } from '../rules/rule-parts.ts';
import type { Lang } from '../i18n/lang.ts';
import { message } from '../i18n/messages.ts';

export function formatInt(n: number): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatIls(n: number): string {
  return formatMoney(n, 'he');
}

/** An amount in shekels as the language writes it: "1,266 ₪", "₪1,266". */
export function formatMoney(n: number, lang: Lang): string {
  return message(lang, 'common.money', { amount: formatInt(n) });
}

/** A share 0..1 as a whole percentage. */
export function formatShare(share: number): string {
  return `${Math.round(share * 100)}%`;
}

export function formatDecimal(n: number, digits: number): string {
  return n.toFixed(digits);
}

/** "2026-11-20" → "20.11.2026", the way dates are written in Hebrew text. */
export function formatDateHe(iso: string): string {
  return formatDate(iso, 'he');
}

/** "2026-11-20" as the language writes a date: "20.11.2026" in Hebrew and Arabic, "20 November 2026" in English. */
export function formatDate(iso: string, lang: Lang): string {
  const [y = '', m, d] = iso.split('-');
  return message(lang, 'common.date', { d: String(Number(d)), m: String(Number(m)), y });
}

/** "2020-01" or "2020-1" (a build month) → "1/2020". */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{1,2})/.exec(value);
  return match ? `${Number(match[2])}/${match[1]}` : value;
}

/** A first registration as precise as its file gives it: "3/2022", or "2022 (שנה בלבד, ללא חודש)" for a year alone. */
export function formatRoadDateHe(value: string): string {
  return /^\d{4}$/.test(value) ? `${value} (שנה בלבד, ללא חודש)` : formatMonth(value);
}

export function yearRange(years: readonly number[]): string {
  if (years.length === 0) return '—';
  const min = Math.min(...years);
  const max = Math.max(...years);
  return min === max ? String(min) : `${min}–${max}`;
}

/** A fuel in the language's words. */
export function fuelWord(fuel: z.infer<typeof Fuel>, lang: Lang): string {
  return message(lang, `common.fuel.${fuel}`);
}

export const FUEL_HE = Object.fromEntries(Fuel.options.map((f) => [f, fuelWord(f, 'he')])) as Record<z.infer<typeof Fuel>, string>;

/** The class of a vehicle in the language's words (a heading of the make pages). */
export function vehicleClassWord(c: z.infer<typeof VehicleClass>, lang: Lang): string {
  return message(lang, `common.vehicleClass.${c}`);
}

export const VEHICLE_CLASS_HE: Record<z.infer<typeof VehicleClass>, string> = {
  private: vehicleClassWord('private', 'he'),
  commercial: vehicleClassWord('commercial', 'he'),
};

export function fuelsHe(fuels: readonly z.infer<typeof Fuel>[]): string {
  return fuelList(fuels, 'he');
}

export function fuelList(fuels: readonly z.infer<typeof Fuel>[], lang: Lang): string {
  return fuels.length === 0 ? '—' : fuels.map((f) => fuelWord(f, lang)).join(', ');
}

/** How sure a figure is, in the words every page of the language uses beside it. */
export function confidenceWord(c: Confidence, lang: Lang): string {
  return message(lang, `common.confidence.${c}`);
}

export const CONFIDENCE_HE: Record<Confidence, string> = {
  confirmed: confidenceWord('confirmed', 'he'),
  secondary: confidenceWord('secondary', 'he'),
  inferred: confidenceWord('inferred', 'he'),
  estimate: confidenceWord('estimate', 'he'),
};

/** A count with its noun, in Hebrew grammar: "דגם אחד", not "1 דגמים". */
export function countHe(n: number, one: string, many: string): string {
  return n === 1 ? one : `${formatInt(n)} ${many}`;
}

/** Years of first registration a fee holds for: "2020" or "2021 או 2022". */
export function registrationYearsHe(years: readonly number[]): string {
  return years.join(' או ');
}

interface RegistrationFeeText {
  first_registration_years: number[];
  confidence: Confidence;
}

/**
 * A production year's fee by year of first registration, one clause per table column: "1,833 ₪ (רישום ראשון
 * 2021 או 2022; ממקור משני)". The figure comes from `amount`, so a page shows fee, total or a range alike.
 */
export function registrationFeesHe<T extends RegistrationFeeText>(options: readonly T[], amount: (o: T) => string): string {
  return options
    .map((o) => `${amount(o)} (רישום ראשון ${registrationYearsHe(o.first_registration_years)}; ${CONFIDENCE_HE[o.confidence]})`)
    .join(' · ');
}

/** A licence-fee column by its years of first registration, as printed beside the ministry's label. */
export function feeColumnYearsHe(c: FeeColumnYears): string {
  return feeColumnYears(c, 'he');
}

interface FeeColumnYears {
  first_registration_from: number | null;
  first_registration_to: number;
}

export function feeColumnYears(c: FeeColumnYears, lang: Lang): string {
  return c.first_registration_from === null
    ? message(lang, 'common.yearAndEarlier', { year: String(c.first_registration_to) })
    : message(lang, 'common.yearRange', { from: String(c.first_registration_from), to: String(c.first_registration_to) });
}

/** Beside every per-production-year fee (model pages and their twins): which registration years it assumes. */
export const LICENCE_FEE_BY_YEAR_NOTE_HE =
  'האגרה לפי קבוצת המחיר של הדגם ולפי שנת הרישום הראשון, בטבלה התקפה כעת. רכב משנת ייצור מסוימת נרשם לראשונה באותה שנה או בשנה שאחריה; ' +
  'כששתי השנים נופלות בעמודות שונות של הטבלה מוצגת שורה לכל אחת. תוספת אגרת השידורים נגבית בנפרד.';

/** Beside a production year's trim fees (model-year pages and their twins). */
export function trimFeeNoteHe(year: number): string {
  return (
    `האגרה השנתית לפי קבוצת המחיר של הגרסה ולפי שנת הרישום הראשון, בטבלה התקפה כעת, כולל ` +
    `תוספת אגרת השידורים. רכב משנת ייצור ${year} נרשם לראשונה ב־${year} או ב־${year + 1}; ` +
    'כשהאגרה שונה בין שתי השנים מוצגות שתיהן.'
  );
}

/** Cars off the road, by what each count holds (model and model-year pages and their twins). */
export const OFF_ROAD_HE = {
  inactive: 'לא פעילים (ירדו מהכביש ולא בוטלו סופית, לפי ספירת משרד התחבורה)',
  cancelled: 'בוטלו סופית (גריטה או יצוא, לפי קובץ הביטולים של משרד התחבורה והארכיונים שלו מ־2000 עד 2016)',
} as const;

/** Why a trim has no fuel-use estimate, said where the figure would stand instead of a bare dash. */
export function fuelUseMissingHe(fuel: z.infer<typeof Fuel>, co2Wltp: number | null): string {
  if (fuel === 'electric') return 'לא רלוונטי (רכב חשמלי)';
  if (co2Wltp === null) return 'לא ידוע: אין בנתוני הדגם פליטה לפי WLTP (דגם שנמדד לפני התקן)';
  return 'לא מוערך לסוג הדלק הזה';
}
