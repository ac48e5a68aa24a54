// The fleet facts of a model year (status, km at the last test, ownership changes): the one smallest group a
// figure is shown for, the first year ownership changes are published, and what each figure counts, in the
// words the shard, the answers and the pages carry (the Arabic a literal translation by the project; the Hebrew
// governs), which are the model-year catalogue's.
import { perLang, type Lang } from '../i18n/lang.ts';
import { message } from '../i18n/messages.ts';

/**
 * A median or share computed from fewer cars than this is not shown (null): a handful of cars gives a noisy
 * figure that reads like a fact about the model year. The counts themselves are always shown.
 */
export const FLEET_MIN_CARS = 10;

/** The ownership-change dataset starts in 2017: a car registered earlier has changes the file never shows. */
export const OWNERSHIP_PUBLISHED_FROM = 2017;

/** Ownership changes grouped for the distribution: 0 to 4, and 5 or more together. */
export const OWNERSHIP_BUCKETS = ['0', '1', '2', '3', '4', '5+'] as const;

const FLEET_FIGURES = ['status', 'km_at_last_test', 'ownership_changes', 'km_per_year'] as const;

/** What each fleet figure counts, in every language: the model-year catalogue's `fleet.counted.*`. */
export const FLEET_COUNTED = Object.fromEntries(
  FLEET_FIGURES.map((k) => [k, perLang((lang) => message(lang, `model-year.fleet.counted.${k}`))]),
) as Record<(typeof FLEET_FIGURES)[number], Record<Lang, string>>;
