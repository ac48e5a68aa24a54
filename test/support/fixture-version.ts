// The one builder of hand-made data versions for tests: a version described as its makes, their models and model
// years and the facts its tests read, assembled into the shards of lib/shards/ and written with
// writeDataVersion. The descriptions (the datasets) are in fixture-versions/; this file is the only one that
// knows how a shard is put together, so a schema change is made here once.
import type { z } from 'zod';
import { shardPath } from '../../lib/shards/layout.ts';
import { SCHEMA_VERSION, type Manifest } from '../../lib/shards/manifest.ts';
import type { MakeShard, MakesShard, MakeSummary, ModelSummary } from '../../lib/shards/make.ts';
import type { ModelKeysShard } from '../../lib/shards/model-keys.ts';
import type { ModelShard } from '../../lib/shards/model.ts';
import type { ModelYearsShard, StoredModelYear } from '../../lib/shards/model-year.ts';
import type { NationalThefts } from '../../lib/shards/thefts.ts';
import type { PagesShard, PageType } from '../../lib/shards/pages.ts';
import type { Recall, RecallsShard } from '../../lib/shards/recalls.ts';
import { writeDataVersion } from './data-version.ts';
import { fleetHistoryFixture, yearFleetFigures } from './fleet-history-fixture.ts';

type Summary = ModelShard['summary'];
type ModelRef = ModelYearsShard['model'];
type Trim = StoredModelYear['trims'][number];
type TheftYear = NonNullable<Summary['thefts']>['by_year'][number];
type ModelKeys = z.infer<typeof ModelKeysShard>;

/** A trim's own figures; the rest of its car is the same for every hand-made trim (CAR, and price group 3). */
export interface TrimSpec {
  trim: string;
  model_code_name: string;
  co2_wltp: number;
  fuel_use_l_per_100km_estimate: number;
  list_price: number | null;
  cars_on_road: number;
}

export interface ModelYearSpec {
  year: number;
  /** Cars on the road; the year's fleet history is fleetHistoryFixture's for this many. */
  cars: number;
  /** The model-year shard's facts; a year without them is a row of the model's summary whose shard is missing. */
  shard?: { trims: TrimSpec[]; thefts: number };
}

export interface ModelTheftsSpec {
  /** Oldest first: the last year is the one the rate is of. */
  by_year: TheftYear[];
  /** Given, not computed from the basis: the tests assert it as written. */
  rate_per_1000: number;
  /** The rate's denominator. */
  rate_cars: number;
  top_production_years?: { year: number; thefts: number }[];
}

export interface ModelSpec {
  slug: string;
  name: string;
  name_he: string | null;
  vehicle_class: ModelRef['vehicle_class'];
  model_code: number;
  cars_inactive: number;
  /** The make shard's fuels of the model, when they are not its engine's. */
  fuels?: ModelSummary['fuels'];
  years: ModelYearSpec[];
  thefts: ModelTheftsSpec;
  safety_systems?: Summary['safety_systems'];
  list_price?: Summary['list_price'];
  /** On the model shard, on the model-year shards of the years they were built in, and in recalls.json. */
  recalls?: z.infer<typeof Recall>[];
}

interface MakeNames {
  slug: string;
  name_he: string;
  name_en: string;
  make_code: number;
}

export interface MakeSpec extends MakeNames {
  models: ModelSpec[];
}

/** A make in makes.json without its own shards, for tests of a version with a missing shard. */
export interface ListedMakeSpec extends MakeNames {
  listed: { cars_on_road: number; model_count: number };
}

export interface VersionSpec {
  data_date: string;
  /** `sample` defaults to real data: nothing generated. */
  manifest: Pick<Manifest, 'generated_by'> & Partial<Pick<Manifest, 'sources' | 'shards' | 'sample'>>;
  /** The manifest's and recalls.json's. */
  recall_match_rate: number;
  makes: (MakeSpec | ListedMakeSpec)[];
  /** The trims model-keys.json indexes (the plate lookup's model facts). */
  model_keys?: { make: string; model: string; year: number; trim: string }[];
  national_thefts: {
    /** The one reported national total. */
    reported: { source: string; published: string | null; year: number; thefts: number };
    /** Oldest first: the last year is the rate's. */
    by_model_file: TheftYear[];
    /** The rate of private cars, the one every model's rate is shown beside. */
    rate: { rate_per_1000: number; thefts: number; cars: number };
    top_models?: z.infer<typeof NationalThefts>['top_models'];
  };
  pages: [id: string, path: string, type: PageType, title: string, summary: string][];
  /** Shards written as given in place of the built ones (a broken version). */
  replace?: Record<string, unknown>;
}

/** What every hand-made trim is, beyond its TrimSpec: the model summary's one engine and body come from it. */
const CAR = { fuel: 'petrol', engine_cc: 1598, horsepower: 132, body: 'סדאן', airbags: 7, safety_systems: ['abs'] } as const;
/** The one national rate is of this class; a commercial model's thefts are shown beside it too. */
const NATIONAL_RATE_CLASS = 'private';

// Price group 3 of raw/rules/licence-fee-2026.json, by hand: 1,487 in the 2017-2020 column, 1,698 in 2021-2023,
// each plus the 135 add-on. Every hand-made trim is in group 3.
const PRICE_GROUP = 3;
const BROADCASTING_ADDON = 135;

function feeColumn(column: string, column_label_he: string, column_label_en: string, fee: number) {
  return { column, column_label_he, column_label_en, fee, broadcasting_addon: BROADCASTING_ADDON, total: fee + BROADCASTING_ADDON };
}
const COLUMN_2017_2020 = feeColumn('2017-2020', '7 עד 10 שנים', '7 to 10 years', 1487);
const COLUMN_2021_2023 = feeColumn('2021-2023', '4 עד 6 שנים', '4 to 6 years', 1698);
const columnOf = (registered: number) => (registered <= 2020 ? COLUMN_2017_2020 : COLUMN_2021_2023);

/** A production year's cars are first registered in it or the next year: one entry per column those years fall in. */
function licenceFee(year: number): NonNullable<Trim['licence_fee']> {
  const entry = (years: number[], column: ReturnType<typeof columnOf>) => ({
    first_registration_years: years,
    ...column,
    confidence: 'secondary' as const,
  });
  const by_registration =
    columnOf(year) === columnOf(year + 1)
      ? [entry([year, year + 1], columnOf(year))]
      : [entry([year], columnOf(year)), entry([year + 1], columnOf(year + 1))];
  return { assumes_first_registration: [year, year + 1], by_registration };
}

/** The model summary's row of a year: its trims' fee range, one price group's fee. */
function licenceFeeRow(year: number): Summary['licence_fee_by_year'][number] {
  const fee = licenceFee(year);
  return {
    year,
    price_groups: [PRICE_GROUP],
    assumes_first_registration: fee.assumes_first_registration,
    broadcasting_addon: BROADCASTING_ADDON,
    by_registration: fee.by_registration.map((r) => ({
      first_registration_years: r.first_registration_years,
      column: r.column,
      column_label_he: r.column_label_he,
      column_label_en: r.column_label_en,
      fee_min: r.fee,
      fee_max: r.fee,
      total_min: r.total,
      total_max: r.total,
      confidence: r.confidence,
    })),
  };
}

const carsOf = (model: ModelSpec) => model.years.reduce((sum, y) => sum + y.cars, 0);

/** A make as the makes list and its own shard both describe it. */
function makeSummary(make: MakeSpec | ListedMakeSpec): MakeSummary {
  const { cars_on_road, model_count } =
    'listed' in make ? make.listed : { cars_on_road: make.models.reduce((sum, m) => sum + carsOf(m), 0), model_count: make.models.length };
  const { slug, name_he, name_en } = make;
  return { slug, name_he, name_en, make_codes: [make.make_code], cars_on_road, model_count, path: `/makes/${slug}` };
}

function modelRef(make: MakeSpec, model: ModelSpec): ModelRef {
  return {
    slug: model.slug,
    make_slug: make.slug,
    make_name_he: make.name_he,
    make_name_en: make.name_en,
    name: model.name,
    name_he: model.name_he,
    vehicle_class: model.vehicle_class,
    path: `/makes/${make.slug}/${model.slug}`,
  };
}

function rateBasis(thefts: number, cars: number) {
  return { thefts, thefts_counted: 'thefts', cars, cars_counted: 'cars' };
}

function trim(make: MakeSpec, model: ModelSpec, year: number, t: TrimSpec): Trim {
  return {
    trim: t.trim,
    key: { make_code: make.make_code, model_code: model.model_code, year, trim: t.trim },
    model_code_name: t.model_code_name,
    price_group: PRICE_GROUP,
    licence_fee: licenceFee(year),
    fuel: CAR.fuel,
    engine_cc: CAR.engine_cc,
    horsepower: CAR.horsepower,
    body: CAR.body,
    airbags: CAR.airbags,
    co2_wltp: t.co2_wltp,
    fuel_use_l_per_100km_estimate: t.fuel_use_l_per_100km_estimate,
    safety_systems: [...CAR.safety_systems],
    list_price: t.list_price,
    cars_on_road: t.cars_on_road,
  };
}

function modelShard(spec: VersionSpec, make: MakeSpec, model: ModelSpec): ModelShard {
  const cars = carsOf(model);
  const national = spec.national_thefts.rate;
  const thefts = model.thefts;
  const rateYear = thefts.by_year.at(-1)!;
  return {
    data_date: spec.data_date,
    model: { ...modelRef(make, model), body_types: [CAR.body] },
    summary: {
      cars_on_road: cars,
      cars_inactive: model.cars_inactive,
      // As the pipeline counts it: the sum of the years' fleet_history.status.cancelled.
      cars_cancelled: model.years.reduce((sum, y) => sum + fleetHistoryFixture(spec.data_date, y.cars).status.cancelled, 0),
      years: model.years.map((y) => ({
        year: y.year,
        cars_on_road: y.cars,
        path: `/makes/${make.slug}/${model.slug}/${y.year}`,
        ...yearFleetFigures(fleetHistoryFixture(spec.data_date, y.cars)),
      })),
      trims: [...new Set(model.years.flatMap((y) => y.shard?.trims.map((t) => t.trim) ?? []))],
      engines: [{ engine_cc: CAR.engine_cc, horsepower: CAR.horsepower, fuel: CAR.fuel, cars_on_road: cars }],
      fuels: [CAR.fuel],
      safety_systems: model.safety_systems ?? [],
      list_price: model.list_price ?? null,
      recalls: model.recalls ?? [],
      thefts: {
        status: 'recorded',
        by_year: thefts.by_year,
        rate_per_1000: thefts.rate_per_1000,
        rate_year: rateYear.year,
        rate_basis: rateBasis(rateYear.thefts, thefts.rate_cars),
        national_rate_per_1000: national.rate_per_1000,
        national_rate_basis: { vehicle_class: NATIONAL_RATE_CLASS, ...rateBasis(national.thefts, national.cars) },
        shared_with: [],
        top_production_years: thefts.top_production_years ?? [],
        sample: true,
      },
      licence_fee_by_year: model.years.filter((y) => y.shard).map((y) => licenceFeeRow(y.year)),
    },
  };
}

/** An open end of the build range reaches every year. */
const builtIn = (recall: z.infer<typeof Recall>, year: number) =>
  (recall.build_from ?? '') <= `${year}-12` && (recall.build_to ?? '9999') >= `${year}-01`;

type YearShardSpec = NonNullable<ModelYearSpec['shard']>;

function storedModelYear(
  spec: VersionSpec,
  make: MakeSpec,
  model: ModelSpec,
  { year, cars }: ModelYearSpec,
  shard: YearShardSpec,
): StoredModelYear {
  return {
    year,
    cars_on_road: cars,
    trims: shard.trims.map((t) => trim(make, model, year, t)),
    recalls: (model.recalls ?? []).filter((r) => builtIn(r, year)),
    thefts: { year, status: 'recorded', thefts: shard.thefts },
    fleet_history: fleetHistoryFixture(spec.data_date, cars),
  };
}

function modelKeyEntry(make: MakeSpec, model: ModelSpec, t: Trim): ModelKeys['keys'][string] {
  return {
    make_slug: make.slug,
    model_slug: model.slug,
    trim: t.trim,
    price_group: t.price_group,
    fuel: t.fuel,
    engine_cc: t.engine_cc,
    horsepower: t.horsepower,
    airbags: t.airbags,
    co2_wltp: t.co2_wltp,
    safety_systems: t.safety_systems,
    list_price: t.list_price,
    vehicle_class: model.vehicle_class,
    body: t.body,
  };
}

function nationalTheftsShard(spec: VersionSpec): z.infer<typeof NationalThefts> {
  const { reported, by_model_file, rate, top_models } = spec.national_thefts;
  return {
    data_date: spec.data_date,
    reported_totals: {
      counted_he: 'כל כלי הרכב',
      counted_en: 'All vehicles',
      counted_ar: 'جميع المركبات',
      confidence: 'reported',
      series: [
        {
          source: reported.source,
          published: reported.published,
          figures: [{ year: reported.year, thefts: reported.thefts, approximate: false, note: null }],
        },
      ],
    },
    by_model_file,
    rate_year: by_model_file.at(-1)!.year,
    rates: [{ vehicle_class: NATIONAL_RATE_CLASS, rate_per_1000: rate.rate_per_1000, basis: rateBasis(rate.thefts, rate.cars) }],
    top_models: top_models ?? [],
    sample: true,
  };
}

/** The version's shards by path, as writeDataVersion takes them. */
function buildShards(spec: VersionSpec): Record<string, unknown> {
  const { data_date } = spec;
  const keyed = new Set(spec.model_keys?.map((k) => `${k.make}/${k.model}/${k.year}/${k.trim}`));
  const modelKeys: ModelKeys = { data_date, keys: {} };
  const recalls: z.infer<typeof RecallsShard> = { data_date, recalls: [], match_rate: spec.recall_match_rate };
  const shards: Record<string, unknown> = {
    [shardPath.manifest]: {
      schema_version: SCHEMA_VERSION,
      data_date,
      generated_by: spec.manifest.generated_by,
      sources: spec.manifest.sources ?? [],
      counts: {},
      recall_match_rate: spec.recall_match_rate,
      sample: spec.manifest.sample ?? { generated: false, sources: [] },
      shards: spec.manifest.shards ?? {},
    } satisfies Manifest,
    [shardPath.makes]: { data_date, makes: spec.makes.map(makeSummary) } satisfies z.infer<typeof MakesShard>,
  };
  for (const make of spec.makes) {
    if ('listed' in make) continue;
    shards[shardPath.make(make.slug)] = {
      data_date,
      make: makeSummary(make),
      models: make.models.map((m) => ({
        ...modelRef(make, m),
        cars_on_road: carsOf(m),
        years: m.years.map((y) => y.year),
        fuels: m.fuels ?? [CAR.fuel],
      })),
    } satisfies z.infer<typeof MakeShard>;
    for (const model of make.models) {
      shards[shardPath.model(make.slug, model.slug)] = modelShard(spec, make, model);
      for (const recall of model.recalls ?? []) {
        recalls.recalls.push({ ...recall, models: [{ make_slug: make.slug, model_slug: model.slug }] });
      }
      const years: StoredModelYear[] = [];
      for (const year of model.years) {
        if (!year.shard) continue;
        const yearShard = storedModelYear(spec, make, model, year, year.shard);
        years.push(yearShard);
        for (const t of yearShard.trims.filter((t) => keyed.has(`${make.slug}/${model.slug}/${year.year}/${t.trim}`))) {
          modelKeys.keys[`${t.key.make_code}|${t.key.model_code}|${year.year}|${t.trim}`] = modelKeyEntry(make, model, t);
        }
      }
      if (years.length > 0) {
        const stored: ModelYearsShard = { data_date: spec.data_date, model: modelRef(make, model), years };
        shards[shardPath.modelYears(make.slug, model.slug)] = stored;
      }
    }
  }
  shards[shardPath.modelKeys] = modelKeys;
  shards[shardPath.recalls] = recalls;
  shards[shardPath.nationalThefts] = nationalTheftsShard(spec);
  shards[shardPath.pages] = {
    data_date,
    pages: spec.pages.map(([id, path, type, title, summary]) => ({ id, path, type, title, summary, keywords: [] })),
  } satisfies z.infer<typeof PagesShard>;
  return { ...shards, ...spec.replace };
}

/** Writes the described version into dataDir/<version>/ and points current.json at it (atomic rename). */
export function writeFixtureVersion(dataDir: string, version: string, spec: VersionSpec): void {
  writeDataVersion(dataDir, version, spec.data_date, buildShards(spec));
}
