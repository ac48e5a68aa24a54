// Theft figures: a model's (model shard), and the national shard's (reported totals, the police by-model file's
// sums and the rates per vehicle class).
import { z } from 'zod';
import { DataDate, Int, NonNegInt, Slug, VehicleClass } from './common.ts';

const TheftYear = z.object({ year: Int, thefts: NonNegInt, recovered: NonNegInt });
/**
 * recorded: the police by-model file has thefts of the model; none_recorded: the file has no row for it (the
 * file lists every model with a theft); no_data: the figures cannot say (e.g. thefts reported without production
 * years, asked for one production year). No police file at all is no data either: the member is then null.
 */
export const TheftStatus = z.enum(['recorded', 'none_recorded', 'no_data']);
/** A rate's numerator and denominator, with what each counts, so the rate can be recomputed from the answer. */
export const RateBasis = z.object({
  thefts: NonNegInt,
  thefts_counted: z.string(),
  cars: NonNegInt,
  cars_counted: z.string(),
});
export const ModelThefts = z.object({
  status: TheftStatus.exclude(['no_data']),
  by_year: z.array(TheftYear),
  /** thefts / cars x 1,000 of rate_basis; null when the model has no car on the road. */
  rate_per_1000: z.number().nonnegative().nullable(),
  rate_year: Int,
  rate_basis: RateBasis,
  /** The same year's rate over every model of the same vehicle class (private by private, commercial by commercial). */
  national_rate_per_1000: z.number().nonnegative().nullable(),
  national_rate_basis: RateBasis.extend({ vehicle_class: VehicleClass }),
  /** Makes/models whose thefts the police file reports jointly with this one. */
  shared_with: z.array(z.string()),
  top_production_years: z.array(z.object({ year: Int, thefts: NonNegInt })),
  /** True while the figures are the committed SAMPLE, not a police release. */
  sample: z.boolean(),
});

export const ClassRate = z.object({
  vehicle_class: VehicleClass,
  rate_per_1000: z.number().nonnegative().nullable(),
  basis: RateBasis,
});
export const NationalThefts = z.object({
  data_date: DataDate,
  /** Reported national totals: all vehicle types, every published series as it stands (they disagree). */
  reported_totals: z.object({
    counted_he: z.string(),
    counted_en: z.string(),
    counted_ar: z.string(),
    confidence: z.literal('reported'),
    series: z.array(
      z.object({
        source: z.string(),
        published: z.string().nullable(),
        figures: z.array(z.object({ year: Int, thefts: NonNegInt, approximate: z.boolean(), note: z.string().nullable() })),
      }),
    ),
  }),
  /** Sums of the police by-model file per theft year (every row, matched to a model or not). */
  by_model_file: z.array(TheftYear),
  rate_year: Int,
  /** The rate_year's thefts per 1,000 cars on the road, per vehicle class, from the by-model file and the registry. */
  rates: z.array(ClassRate),
  top_models: z.array(z.object({ make_slug: Slug, model_slug: Slug, name: z.string(), thefts: NonNegInt })),
  sample: z.boolean(),
});
