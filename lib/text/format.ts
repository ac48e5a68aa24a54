// Number, date and label formatting for every page and rule text. Written out by hand rather than with Intl so the
// output never depends on the ICU data of the machine that renders it. Every language writes numbers alike
// (Western digits, comma thousands: INTL_LOCALE in lib/i18n/lang.ts says why); dates, amounts and the words
// beside them come from the language's catalogue (lib/i18n/catalogues/common/).
import type { z } from 'zod';
import { Fuel, VehicleClass } from '../shards/common.ts';
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

/** A first registration as precise as its file gives it: "3/2022", or "2022 (year only, no month)" in the language's words. */
export function formatFirstRegistration(value: string, lang: Lang): string {
  return /^\d{4}$/.test(value) ? message(lang, 'vehicle.roadYearOnly', { year: value }) : formatMonth(value);
}

export function yearRange(years: readonly number[]): string {
  if (years.length === 0) return '—';
  const min = Math.min(...years);
  const max = Math.max(...years);
  return min === max ? String(min) : `${min}–${max}`;
}

/** A fuel as the language names it (the car-blocks catalogue). */
export function fuelWord(f: z.infer<typeof Fuel>, lang: Lang): string {
  return message(lang, `common.fuel.${f}`);
}

/** A vehicle class as the language names it. */
export function vehicleClassWord(c: z.infer<typeof VehicleClass>, lang: Lang): string {
  return message(lang, `common.vehicleClass.${c}`);
}

export const FUEL_HE = Object.fromEntries(Fuel.options.map((f) => [f, fuelWord(f, 'he')])) as Record<z.infer<typeof Fuel>, string>;

export const VEHICLE_CLASS_HE = Object.fromEntries(VehicleClass.options.map((c) => [c, vehicleClassWord(c, 'he')])) as Record<
  z.infer<typeof VehicleClass>,
  string
>;

/** A model's fuels, listed as the language lists them. */
export function fuels(list: readonly z.infer<typeof Fuel>[], lang: Lang): string {
  return list.length === 0
    ? '—'
    : list.map((f) => fuelWord(f, lang)).reduce((first, second) => message(lang, 'car-blocks.list', { first, second }));
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

/** Years of first registration a fee holds for: "2020" or "2021 או 2022". */
export function registrationYears(years: readonly number[], lang: Lang): string {
  return years.length === 0 ? '' : years.map(String).reduce((first, second) => message(lang, 'car-blocks.yearsOr', { first, second }));
}

interface RegistrationFeeText {
  first_registration_years: number[];
  confidence: Confidence;
}

/**
 * A production year's fee by year of first registration, one clause per table column: "1,833 ₪ (רישום ראשון
 * 2021 או 2022; ממקור משני)". The figure comes from `amount`, so a page shows fee, total or a range alike.
 */
export function registrationFees<T extends RegistrationFeeText>(options: readonly T[], amount: (o: T) => string, lang: Lang): string {
  return options
    .map((o) =>
      message(lang, 'car-blocks.registrationFee', {
        amount: amount(o),
        years: registrationYears(o.first_registration_years, lang),
        confidence: confidenceWord(o.confidence, lang),
      }),
    )
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
export function licenceFeeByYearNote(lang: Lang): string {
  return message(lang, 'car-blocks.feeByYearNote');
}

/** Beside a production year's trim fees (model-year pages and their twins). */
export function trimFeeNote(year: number, lang: Lang): string {
  return message(lang, 'car-blocks.trimFeeNote', { year: String(year), next: String(year + 1) });
}

/** Cars off the road, by what each count holds (model and model-year pages and their twins). */
export function offRoadWord(kind: 'inactive' | 'cancelled', lang: Lang): string {
  return message(lang, `car-blocks.offRoad.${kind}`);
}

/** Why a trim has no fuel-use estimate, said where the figure would stand instead of a bare dash. */
export function fuelUseMissing(fuel: z.infer<typeof Fuel>, co2Wltp: number | null, lang: Lang): string {
  if (fuel === 'electric') return message(lang, 'car-blocks.fuelUse.electric');
  if (co2Wltp === null) return message(lang, 'car-blocks.fuelUse.noWltp');
  return message(lang, 'car-blocks.fuelUse.notEstimated');
}
