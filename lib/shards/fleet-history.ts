// A model year's fleet figures (model-years shard): cars on the road, km at the last test, ownership changes and
// the yearly distances the odometer rule judges a reading against.
import { z } from 'zod';
import { FLEET_COUNTED, OWNERSHIP_BUCKETS } from '../rules/fleet-history.ts';
import { DataDate, Int, Median, NonNegInt } from './common.ts';
import type { Lang } from '../i18n/lang.ts';
import { LocalizedText } from '../i18n/localized-text.ts';
import { localizedMember, textIn } from '../i18n/localized-member.ts';

/** A figure's dataset: its catalogue key (raw/rules/sources.json) and CKAN resource id. */
const FleetSource = z.object({ dataset: z.string(), resource_id: z.string().nullable() });
/** Where a fleet figure comes from. */
const StoredFigure = { data_date: DataDate, sources: z.array(FleetSource).min(1) };
/** What a fleet figure counts, in the words of lib/rules/fleet-history.ts (FLEET_COUNTED). */
const CountedFigure = {
  ...StoredFigure,
  counted_he: z.string(),
  counted_en: z.string(),
  counted_ar: z.string(),
  counted_localized: LocalizedText('what the figure counts'),
};

/** Km a year among one model year's cars with a reading: the range the odometer rule judges a reading against. */
export const KmPerYearRange = z.object({
  p1: NonNegInt,
  median: NonNegInt,
  p99: NonNegInt,
  cars: NonNegInt,
  data_date: DataDate,
});

function fleetHistory<F extends typeof StoredFigure>(figure: F) {
  return z.object({
    min_cars: NonNegInt,
    status: z.object({
      ...figure,
      on_road: NonNegInt,
      inactive: NonNegInt,
      cancelled: NonNegInt,
      total: NonNegInt,
      share_on_road: z.number().min(0).max(1).nullable(),
    }),
    km_at_last_test: z.object({
      ...figure,
      cars_with_reading: NonNegInt,
      /** A history row without a reading (not yet tested), or no date of the last test or of first registration (a year alone). */
      cars_without_reading: NonNegInt,
      /** No history row at all: no data, never zero. */
      cars_no_data: NonNegInt,
      median_km: Median,
      by_age: z.array(z.object({ age_years: NonNegInt, cars: NonNegInt, median_km: Median })),
    }),
    ownership_changes: z.object({
      ...figure,
      first_registered_from: Int,
      cars: NonNegInt,
      median: Median,
      distribution: z.array(z.object({ changes: z.enum(OWNERSHIP_BUCKETS), cars: NonNegInt, share: z.number().min(0).max(1) })).nullable(),
    }),
    km_per_year: KmPerYearRange.nullable(),
  });
}

/**
 * What a model-years shard holds for each year: the figures with their datasets and data date. What each figure counts
 * is the same text in all 30,000 model years, so it is kept once, in lib/rules/fleet-history.ts, and added on reading
 * (withCountedTexts): stored with every year it was 43 % of their bytes (107 of 251 MB at national scale).
 */
export const StoredFleetHistory = fleetHistory(StoredFigure);
export type StoredFleetHistory = z.infer<typeof StoredFleetHistory>;

/**
 * A model year's cars as the published files follow them: how many are still on the road, km at the last annual
 * test by age, ownership changes since 2017 and the yearly distances the odometer rule needs. Medians and shares
 * of fewer than min_cars cars are null; lists are in age or count order, never ranked.
 */
export const FleetHistory = fleetHistory(CountedFigure);
export type FleetHistory = z.infer<typeof FleetHistory>;

const counted = (key: keyof typeof FLEET_COUNTED) => ({
  counted_he: FLEET_COUNTED[key].he,
  counted_en: FLEET_COUNTED[key].en,
  counted_ar: FLEET_COUNTED[key].ar,
});

/** A model year's fleet figures, each with what it counts: what pages and answers show. */
export function withCountedTexts(stored: StoredFleetHistory): FleetHistory {
  return {
    ...stored,
    status: { ...stored.status, ...counted('status') },
    km_at_last_test: { ...stored.km_at_last_test, ...counted('km_at_last_test') },
    ownership_changes: { ...stored.ownership_changes, ...counted('ownership_changes') },
  };
}

/** The figures with what each counts also in `lang` (counted_localized), when the input named one. */
export function withCountedIn(fleet: FleetHistory, lang: Lang | null): FleetHistory {
  if (lang === null) return fleet;
  const one = <F extends FleetHistory['status'] | FleetHistory['km_at_last_test'] | FleetHistory['ownership_changes']>(
    figure: F,
    key: keyof typeof FLEET_COUNTED,
  ): F => ({ ...figure, ...localizedMember('counted', figure, lang, (l) => textIn(FLEET_COUNTED[key], l)) });
  return {
    ...fleet,
    status: one(fleet.status, 'status'),
    km_at_last_test: one(fleet.km_at_last_test, 'km_at_last_test'),
    ownership_changes: one(fleet.ownership_changes, 'ownership_changes'),
  };
}
