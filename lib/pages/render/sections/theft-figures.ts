// Theft figures as counts and rates: facts, with no judgement of the car. The sentences here are the one wording
// of each theft fact, shared by the page models (lib/pages), the markdown twins and the API's theft_data note,
// so every surface says the same thing about the same figures.
import type { z } from 'zod';
import type { ClassRate, ModelThefts, TheftStatus } from '../../../shards/thefts.ts';
import type { StoredModelYear } from '../../../shards/model-year.ts';
import { formatDecimal, formatInt, vehicleClassWord } from '../../../text/format.ts';
import type { Lang } from '../../../i18n/lang.ts';
import { message } from '../../../i18n/messages.ts';

type Thefts = z.infer<typeof ModelThefts>;
type YearThefts = StoredModelYear['thefts'];

const STATUS_KEYS = ['recorded', 'none_recorded', 'no_data', 'no_data_production_year'] as const;

/** What each status means, in Hebrew and English; `no_data` says why there is no figure. */
export const THEFT_STATUS_TEXT = Object.fromEntries(
  STATUS_KEYS.map((k) => [k, { he: theftStatusText(k, 'he'), en: theftStatusText(k, 'en') }]),
) as Record<(typeof STATUS_KEYS)[number], { he: string; en: string }>;

/** A theft status's sentence in a language (the car-blocks catalogue). */
export function theftStatusText(status: (typeof STATUS_KEYS)[number], lang: Lang): string {
  return message(lang, `car-blocks.theft.status.${status}`);
}

/** The status of a model's theft figures, with its sentences; `thefts` null means there is no figure at all. */
export function theftStatusOf(thefts: Thefts | null): { status: z.infer<typeof TheftStatus>; note_he: string; note_en: string } {
  const status = thefts?.status ?? 'no_data';
  const text = THEFT_STATUS_TEXT[status];
  return { status, note_he: text.he, note_en: text.en };
}

/** "גניבה אחת", "14 גניבות": a count with its noun, in the plural form of the language. */
const theftsIn = (n: number, lang: Lang) => message(lang, 'car-blocks.theft.count', { count: n, n: formatInt(n) });
const carsIn = (n: number, lang: Lang) => message(lang, 'car-blocks.cars', { count: n, n: formatInt(n) });
const per1000 = (rate: number, lang: Lang) => message(lang, 'car-blocks.theft.per1000', { rate: formatDecimal(rate, 2) });

/** "N thefts of X cars on the road: R per 1,000", numerator and denominator both shown, so the rate can be checked. */
export function modelRate(t: Thefts, lang: Lang): string {
  const b = t.rate_basis;
  const rate = t.rate_per_1000 === null ? message(lang, 'car-blocks.theft.noModelRate') : per1000(t.rate_per_1000, lang);
  return message(lang, 'car-blocks.theft.modelRate', {
    year: String(t.rate_year),
    thefts: theftsIn(b.thefts, lang),
    cars: carsIn(b.cars, lang),
    rate,
  });
}

export function classRate(r: z.infer<typeof ClassRate>, year: number, lang: Lang): string {
  const b = r.basis;
  return message(lang, 'car-blocks.theft.classRate', {
    class: vehicleClassWord(r.vehicle_class, lang),
    year: String(year),
    thefts: theftsIn(b.thefts, lang),
    classOf: message(lang, `car-blocks.vehicleClassOf.${r.vehicle_class}`),
    cars: carsIn(b.cars, lang),
    rate: r.rate_per_1000 === null ? message(lang, 'car-blocks.theft.noRate') : per1000(r.rate_per_1000, lang),
  });
}

/** The thefts of one production year's cars, or why there is no figure. */
export function productionYearThefts(t: YearThefts, lang: Lang): string {
  if (!t) return theftStatusText('no_data', lang);
  if (t.status === 'no_data') return theftStatusText('no_data_production_year', lang);
  if (t.status === 'none_recorded') return message(lang, 'car-blocks.theft.yearNone', { year: String(t.year) });
  return message(lang, 'car-blocks.theft.yearRecorded', { year: String(t.year), thefts: theftsIn(t.thefts ?? 0, lang) });
}

/** The national rate of the model's vehicle class, as the model's figures carry it. */
export function nationalRateOf(t: Thefts): z.infer<typeof ClassRate> {
  const { vehicle_class, ...basis } = t.national_rate_basis;
  return { vehicle_class, rate_per_1000: t.national_rate_per_1000, basis };
}
