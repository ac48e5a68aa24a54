// The contract between the pipeline and its readers (API, MCP, site): every shard the pipeline publishes
// is validated against one of these schemas before publishing, and again when a reader loads a version.
// Names are English; raw ministry column names never appear past the SQL.
import { z } from 'zod';
import { Confidence } from '../rules/rule-parts.ts';
import { PriceGroup } from '../rules/licence-fee.ts';
import { FEE_COLUMN, FirstRegistrationYears, RegistrationFee } from '../rules/licence-fee.ts';
import { OWNERSHIP_BUCKETS } from '../rules/fleet-history.ts';

/**
 * The layout of a published version (shards and registry.duckdb). A server refuses a version of another layout
 * and `npm start` rebuilds it. 2: registry.duckdb gained the history datasets' tables and the folded active table.
 */
export const SCHEMA_VERSION = 2;

const DataDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case Latin slug');
/** Site path of a page: no trailing slash, "/" only for home. */
export const PagePath = z.string().regex(/^\/(?:[a-z0-9.-]+(?:\/[a-z0-9.-]+)*)?$/);

export const Fuel = z.enum(['petrol', 'diesel', 'hybrid', 'plugin_hybrid', 'electric', 'lpg', 'other']);
export const VehicleClass = z.enum(['private', 'commercial']);
export const PageType = z.enum([
  'home',
  'makes',
  'make',
  'model',
  'model_year',
  'thefts',
  'licence_fee',
  'standard_policy',
  'chova_factors',
  'recalls',
  'sources',
  'privacy',
  'terms',
  'api_docs',
  'connect',
  'callback',
  'changes',
]);

/** Safety systems taken from the model table's _ind flags (never the ministry's level or score). */
export const SafetySystemKey = z.enum([
  'abs',
  'stability_control',
  'lane_departure_warning',
  'forward_distance_monitoring',
  'blind_spot_detection',
  'adaptive_cruise_control',
  'pedestrian_detection',
  'brake_assist',
  'reversing_camera',
  'tyre_pressure_monitoring',
  'seatbelt_warning',
  'automatic_headlights',
  'automatic_high_beams',
  'traffic_sign_recognition',
  'reverse_automatic_braking',
  'speed_assist',
  'cyclist_pedestrian_emergency_braking',
  'alcohol_interlock',
]);

const Int = z.number().int();
const NonNegInt = Int.nonnegative();
/** A median of fewer cars than the shown minimum is null (lib/rules/fleet-history.ts). */
const Median = z.number().nonnegative().nullable();

export const MakeSummary = z.object({
  slug: Slug,
  name_he: z.string().min(1),
  name_en: z.string().min(1),
  /** Every registry tozeret_cd grouped under this brand (one per factory country). */
  make_codes: z.array(NonNegInt).min(1),
  cars_on_road: NonNegInt,
  model_count: NonNegInt,
  path: PagePath,
});
export const MakesShard = z.object({ data_date: DataDate, makes: z.array(MakeSummary) });

const ModelRef = z.object({
  slug: Slug,
  make_slug: Slug,
  make_name_he: z.string(),
  make_name_en: z.string(),
  /** kinuy_mishari as published (Latin capitals), falling back to degem_nm. */
  name: z.string().min(1),
  /** Hebrew name where the data has one, else null. */
  name_he: z.string().nullable(),
  vehicle_class: VehicleClass,
  path: PagePath,
});

export const ModelSummary = ModelRef.extend({
  cars_on_road: NonNegInt,
  years: z.array(Int),
  fuels: z.array(Fuel),
});
export const MakeShard = z.object({ data_date: DataDate, make: MakeSummary, models: z.array(ModelSummary) });

const SafetyShare = z.object({
  key: SafetySystemKey,
  label_he: z.string(),
  label_en: z.string(),
  /** Share of this model's cars on the road whose model data has the system, 0..1. */
  share: z.number().min(0).max(1),
});

export const Recall = z.object({
  recall_id: NonNegInt,
  make_en: z.string(),
  model_text: z.string(),
  recall_year: Int.nullable(),
  build_from: z.string().nullable(),
  build_to: z.string().nullable(),
  recall_type: z.string().nullable(),
  category_he: z.string().nullable(),
  problem_he: z.string(),
  fix_he: z.string().nullable(),
  importer: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
});

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

/** A production year's cars are first registered in that year or the next: one entry per table column those years fall in. */
export const TrimLicenceFee = z.object({
  assumes_first_registration: z.array(Int).length(2),
  by_registration: z.array(RegistrationFee).min(1).max(2),
});

export const LicenceFeeForYear = z.object({
  year: Int,
  price_groups: z.array(PriceGroup),
  assumes_first_registration: z.array(Int).length(2),
  by_registration: z
    .array(
      z.object({
        ...FEE_COLUMN,
        first_registration_years: FirstRegistrationYears,
        fee_min: NonNegInt,
        fee_max: NonNegInt,
        total_min: NonNegInt,
        total_max: NonNegInt,
        confidence: Confidence,
      }),
    )
    .min(1)
    .max(2),
  broadcasting_addon: NonNegInt,
});

const Engine = z.object({
  engine_cc: NonNegInt.nullable(),
  horsepower: NonNegInt.nullable(),
  fuel: Fuel,
  cars_on_road: NonNegInt,
});

export const ModelShard = z.object({
  data_date: DataDate,
  model: ModelRef.extend({ body_types: z.array(z.string()) }),
  summary: z.object({
    cars_on_road: NonNegInt,
    /** Off the road but not finally cancelled: the ministry's count of inactive cars per model and year. */
    cars_inactive: NonNegInt,
    /**
     * Finally cancelled (scrapped or exported): rows of the current cancellation file and both archives (2000-2009,
     * 2010-2016), the sum of the model years' fleet_history.status.cancelled, so the model and its years agree.
     */
    cars_cancelled: NonNegInt.meta({
      description:
        'Finally cancelled (scrapped or exported): rows of the current final-cancellation file and its 2000-2009 and ' +
        "2010-2016 archives; the sum of the model years' fleet_history.status.cancelled.",
    }),
    /** Per production year; the fleet figures are those of the year's fleet_history (model-year shard). */
    years: z.array(
      z.object({
        year: Int,
        cars_on_road: NonNegInt,
        path: PagePath,
        share_on_road: z.number().min(0).max(1).nullable(),
        median_km_at_last_test: Median,
        median_ownership_changes: Median,
      }),
    ),
    trims: z.array(z.string()),
    engines: z.array(Engine),
    fuels: z.array(Fuel),
    safety_systems: z.array(SafetyShare),
    /** Importers' list prices as the ministry publishes them (its own dataset, hence confirmed). */
    list_price: z
      .object({
        min: NonNegInt,
        max: NonNegInt,
        currency: z.literal('ILS'),
        first_year: Int,
        last_year: Int,
        confidence: z.literal('confirmed'),
      })
      .nullable(),
    recalls: z.array(Recall),
    thefts: ModelThefts.nullable(),
    licence_fee_by_year: z.array(LicenceFeeForYear),
  }),
});

export const Trim = z.object({
  trim: z.string(),
  /** The registry join key of this trim. */
  key: z.object({ make_code: NonNegInt, model_code: NonNegInt, year: Int, trim: z.string() }),
  model_code_name: z.string(),
  price_group: PriceGroup.nullable(),
  licence_fee: TrimLicenceFee.nullable(),
  fuel: Fuel,
  engine_cc: NonNegInt.nullable(),
  horsepower: NonNegInt.nullable(),
  body: z.string().nullable(),
  airbags: NonNegInt.nullable(),
  co2_wltp: z.number().nonnegative().nullable(),
  /** ESTIMATE: litres per 100 km from CO2 (divisors of raw/rules/running-cost.json); null for electric or unknown. */
  fuel_use_l_per_100km_estimate: z.number().nonnegative().nullable(),
  safety_systems: z.array(SafetySystemKey),
  list_price: NonNegInt.nullable(),
  cars_on_road: NonNegInt,
});

/** A figure's dataset: its catalogue key (raw/rules/sources.json) and CKAN resource id. */
const FleetSource = z.object({ dataset: z.string(), resource_id: z.string().nullable() });
/** Where a fleet figure comes from and what it counts (lib/rules/fleet-history.ts). */
const FleetFigure = {
  data_date: DataDate,
  sources: z.array(FleetSource).min(1),
  counted_he: z.string(),
  counted_en: z.string(),
};

/** Km a year among one model year's cars with a reading: the range the odometer rule judges a reading against. */
export const KmPerYearRange = z.object({
  p1: NonNegInt,
  median: NonNegInt,
  p99: NonNegInt,
  cars: NonNegInt,
  data_date: DataDate,
});

/**
 * A model year's cars as the published files follow them: how many are still on the road, km at the last annual
 * test by age, ownership changes since 2017 and the yearly distances the odometer rule needs. Medians and shares
 * of fewer than min_cars cars are null; lists are in age or count order, never ranked.
 */
export const FleetHistory = z.object({
  min_cars: NonNegInt,
  status: z.object({
    ...FleetFigure,
    on_road: NonNegInt,
    inactive: NonNegInt,
    cancelled: NonNegInt,
    total: NonNegInt,
    share_on_road: z.number().min(0).max(1).nullable(),
  }),
  km_at_last_test: z.object({
    ...FleetFigure,
    cars_with_reading: NonNegInt,
    /** A history row without a reading (not yet tested), or no date of the last test or of first registration (a year alone). */
    cars_without_reading: NonNegInt,
    /** No history row at all: no data, never zero. */
    cars_no_data: NonNegInt,
    median_km: Median,
    by_age: z.array(z.object({ age_years: NonNegInt, cars: NonNegInt, median_km: Median })),
  }),
  ownership_changes: z.object({
    ...FleetFigure,
    first_registered_from: Int,
    cars: NonNegInt,
    median: Median,
    distribution: z.array(z.object({ changes: z.enum(OWNERSHIP_BUCKETS), cars: NonNegInt, share: z.number().min(0).max(1) })).nullable(),
  }),
  km_per_year: KmPerYearRange.nullable(),
});

export const ModelYearShard = z.object({
  data_date: DataDate,
  model: ModelRef,
  year: Int,
  cars_on_road: NonNegInt,
  trims: z.array(Trim),
  recalls: z.array(Recall),
  /** Thefts 2023-2025 of cars of this production year; null when there is no police by-model file. */
  thefts: z.object({ year: Int, status: TheftStatus, thefts: NonNegInt.nullable() }).nullable(),
  fleet_history: FleetHistory,
});

/** For the live vehicle lookup: registry key -> model facts. Keyed "make_code|model_code|year|trim". */
export const ModelKeyEntry = z.object({
  make_slug: Slug,
  model_slug: Slug,
  trim: z.string(),
  price_group: PriceGroup.nullable(),
  fuel: Fuel,
  engine_cc: NonNegInt.nullable(),
  horsepower: NonNegInt.nullable(),
  airbags: NonNegInt.nullable(),
  co2_wltp: z.number().nonnegative().nullable(),
  safety_systems: z.array(SafetySystemKey),
  list_price: NonNegInt.nullable(),
  vehicle_class: VehicleClass,
  body: z.string().nullable(),
});
export const ModelKeysShard = z.object({ data_date: DataDate, keys: z.record(z.string(), ModelKeyEntry) });

export const RecallsShard = z.object({
  data_date: DataDate,
  recalls: z.array(Recall.extend({ models: z.array(z.object({ make_slug: Slug, model_slug: Slug })) })),
  match_rate: z.number().min(0).max(1),
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

export const Page = z.object({
  id: z.string().min(1),
  path: PagePath,
  type: PageType,
  title: z.string().min(1),
  summary: z.string(),
  /** Latin and Hebrew names and aliases the search matches, beyond title and summary. */
  keywords: z.array(z.string()),
});
export const PagesShard = z.object({ data_date: DataDate, pages: z.array(Page) });

export const Manifest = z.object({
  schema_version: z.literal(SCHEMA_VERSION),
  data_date: DataDate,
  generated_by: z.string(),
  sources: z.array(z.object({ name: z.string(), resource_id: z.string().nullable(), date: DataDate, rows: NonNegInt })),
  counts: z.record(z.string(), NonNegInt),
  recall_match_rate: z.number().min(0).max(1),
  /**
   * Whether the version rests on generated files (their SOURCE.md names them so). `generated`: some ministry
   * dataset is the generated sample, so every page shows the sample banner and every answer `meta.sample`.
   * `sources`: every source read from generated files, the police by-model sample figures included (those are
   * labelled where they are shown, so they alone do not set `generated`).
   */
  sample: z.object({ generated: z.boolean(), sources: z.array(z.string()) }),
  shards: z.record(z.string(), z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: NonNegInt })),
});

export const CurrentPointer = z.object({ data_date: DataDate, version: z.string(), path: z.string() });

export type MakeSummary = z.infer<typeof MakeSummary>;
export type ModelSummary = z.infer<typeof ModelSummary>;
export type ModelShard = z.infer<typeof ModelShard>;
export type ModelYearShard = z.infer<typeof ModelYearShard>;
export type FleetHistory = z.infer<typeof FleetHistory>;
export type Page = z.infer<typeof Page>;
export type Manifest = z.infer<typeof Manifest>;
export type PageType = z.infer<typeof PageType>;
