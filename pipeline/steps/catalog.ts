// The catalog shards: makes.json, makes/<make>.json, models/<make>/<model>.json,
// model-years/<make>/<model>.json and model-keys.json, shaped from the SQL steps' rows.
import type { z } from 'zod';
import { productionYearFees, weakestConfidence } from '../../lib/rules/licence-fee.ts';
import type { LicenceFeeRule } from '../../lib/rules/licence-fee.ts';
import { recallCoversYear } from '../../lib/rules/recall-years.ts';
import { MakeShard, MakesShard } from '../../lib/shards/make.ts';
import { ModelKeysShard, type ModelKeyEntry } from '../../lib/shards/model-keys.ts';
import { ModelShard } from '../../lib/shards/model.ts';
import { ModelYearsShard, StoredModelYear, type Trim } from '../../lib/shards/model-year.ts';
import type { Fuel, SafetySystemKey } from '../../lib/shards/common.ts';
import type { LicenceFeeForYear, TrimLicenceFee } from '../../lib/shards/licence-fee.ts';
import type { ModelThefts } from '../../lib/shards/thefts.ts';
import type { Recall } from '../../lib/shards/recalls.ts';
import { shardPath } from '../../lib/shards/layout.ts';
import type { Db } from '../db.ts';
import { SAFETY_LABELS } from '../../lib/labels/safety-systems.ts';
import type { ShardWriter } from '../shard-writer.ts';
import { emptyFleetHistory, fleetKey, readFleetHistory, type FleetContext } from './fleet-history.ts';
import { makePath, modelPath, modelYearPath } from '../../lib/urls/page-urls.ts';

type FuelKey = z.infer<typeof Fuel>;
type SafetyKey = z.infer<typeof SafetySystemKey>;

interface CatalogContext {
  db: Db;
  writer: ShardWriter;
  dataDate: string;
  licenceTable: LicenceFeeRule;
  recallsByModel: Map<string, RecallWithBuild[]>;
  theftsByModel: Map<string, ModelTheftFacts>;
  fleet: FleetContext;
}

export type RecallWithBuild = z.infer<typeof Recall>;

export interface ModelTheftFacts {
  thefts: z.input<typeof ModelThefts>;
  /** Thefts per production year; null when the police rows of the model do not all give a production year. */
  productionYears: Map<number, number> | null;
}

/**
 * Thefts of one production year's cars: none recorded when the model has no theft or the year none among
 * complete per-production-year figures; no data when the model's thefts are reported without production years.
 */
function productionYearThefts(facts: ModelTheftFacts | null, year: number): z.input<typeof StoredModelYear>['thefts'] {
  if (!facts) return null;
  if (facts.productionYears === null) return { year, status: 'no_data', thefts: null };
  const thefts = facts.productionYears.get(year) ?? 0;
  return { year, status: thefts > 0 ? 'recorded' : 'none_recorded', thefts };
}

interface MakeRow {
  slug: string;
  name_he: string;
  name_en: string;
  make_codes: number[];
  cars_on_road: number;
  model_count: number;
}
interface ModelRow {
  make_slug: string;
  model_slug: string;
  model_name: string;
  vehicle_class: 'private' | 'commercial';
  make_name_he: string;
  make_name_en: string;
  cars_on_road: number;
  cars_inactive: number;
  body_types: string[];
  trims: string[];
  fuels: FuelKey[];
  years: { year: number; cars_on_road: number }[];
  engines: { engine_cc: number | null; horsepower: number | null; fuel: FuelKey; cars_on_road: number }[];
  safety_systems: { key: SafetyKey; share: number }[];
  list_price: { min: number; max: number; currency: 'ILS'; first_year: number; last_year: number } | null;
}
interface TrimRow {
  trim: string;
  make_code: number;
  model_code: number;
  model_code_name: string;
  price_group: number | null;
  fuel: FuelKey;
  engine_cc: number | null;
  horsepower: number | null;
  body: string | null;
  airbags: number | null;
  co2_wltp: number | null;
  fuel_use_estimate: number | null;
  safety_systems: SafetyKey[];
  list_price: number | null;
  cars_on_road: number;
}
interface ModelYearRow {
  make_slug: string;
  model_slug: string;
  year: number;
  cars_on_road: number;
  trims: TrimRow[];
}
interface ModelYearSqlRow extends Omit<ModelYearRow, 'trims'> {
  trims_json: string;
}

export const modelKey = (make: string, model: string) => `${make}/${model}`;

function trimFee(ctx: CatalogContext, priceGroup: number | null, year: number): z.input<typeof TrimLicenceFee> | null {
  if (priceGroup === null) return null;
  return { assumes_first_registration: [year, year + 1], by_registration: productionYearFees(ctx.licenceTable, priceGroup, year) };
}

/** A production year's fee ranges over its trims, one entry per column its registration years fall in. */
function yearFees(ctx: CatalogContext, year: number, trims: TrimRow[]): z.input<typeof LicenceFeeForYear> | null {
  const groups = [...new Set(trims.map((t) => t.price_group).filter((g) => g !== null))].sort((a, b) => a - b);
  if (groups.length === 0) return null;
  const options = groups.map((g) => productionYearFees(ctx.licenceTable, g, year));
  // Every group splits the two registration years the same way: the columns depend on the years alone.
  return {
    year,
    price_groups: groups,
    assumes_first_registration: [year, year + 1],
    by_registration: options[0]!.map((first, i) => {
      const cells = options.map((o) => o[i]!);
      return {
        first_registration_years: first.first_registration_years,
        column: first.column,
        column_label_he: first.column_label_he,
        column_label_en: first.column_label_en,
        fee_min: Math.min(...cells.map((c) => c.fee)),
        fee_max: Math.max(...cells.map((c) => c.fee)),
        total_min: Math.min(...cells.map((c) => c.total)),
        total_max: Math.max(...cells.map((c) => c.total)),
        confidence: weakestConfidence(cells.map((c) => c.confidence)),
      };
    }),
    broadcasting_addon: ctx.licenceTable.broadcasting_addon.amount,
  };
}

interface CatalogResult {
  rows: number;
  makes: MakeRow[];
  models: ModelRow[];
  modelYears: { make_slug: string; model_slug: string; year: number; model_name: string; cars_on_road: number }[];
}

export async function writeCatalog(ctx: CatalogContext): Promise<CatalogResult> {
  const { db, writer, dataDate } = ctx;
  // The fleet figures and model-keys.json first, while this stage holds nothing in JavaScript: the fleet SQL takes
  // DuckDB to its memory limit and the keys are one 100,000-entry text parsed whole; run after the models and model
  // years were read, they did so beside a heap of 300-400 MB (national runs peaked at 1,327-1,555 MB in this stage).
  const fleetByYear = await readFleetHistory(ctx.fleet);
  const keyCount = await writeModelKeys(ctx);
  const makes = await db.allFile<MakeRow>('makes');
  const models = await db.allFile<ModelRow>('models');
  const years: ModelYearRow[] = (await db.allFile<ModelYearSqlRow>('model-years')).map(({ trims_json, ...y }) => ({
    ...y,
    trims: JSON.parse(trims_json) as TrimRow[],
  }));
  // The loop below is JavaScript alone, its heap growing with the shards it writes: DuckDB's cached buffers go back
  // first rather than sit beside it.
  await db.releaseMemory();

  const makeSummaries = makes.map((m) => ({ ...m, path: makePath(m.slug) }));
  writer.write(shardPath.makes, MakesShard, { data_date: dataDate, makes: makeSummaries });

  const yearsByModel = new Map<string, ModelYearRow[]>();
  for (const y of years) {
    const k = modelKey(y.make_slug, y.model_slug);
    const list = yearsByModel.get(k) ?? [];
    list.push(y);
    yearsByModel.set(k, list);
  }

  const modelsByMake = new Map<string, ModelRow[]>();
  for (const m of models) {
    const list = modelsByMake.get(m.make_slug) ?? [];
    list.push(m);
    modelsByMake.set(m.make_slug, list);
  }
  for (const make of makeSummaries) {
    const list = modelsByMake.get(make.slug) ?? [];
    writer.write(shardPath.make(make.slug), MakeShard, {
      data_date: dataDate,
      make,
      models: list.map((m) => ({
        ...ref(m),
        cars_on_road: m.cars_on_road,
        years: m.years.map((y) => y.year),
        fuels: m.fuels,
      })),
    });
  }

  const modelYears: CatalogResult['modelYears'] = [];
  for (const m of models) {
    const k = modelKey(m.make_slug, m.model_slug);
    const recalls = ctx.recallsByModel.get(k) ?? [];
    const thefts = ctx.theftsByModel.get(k) ?? null;
    const perYear = yearsByModel.get(k) ?? [];
    const feeByYear: z.input<typeof LicenceFeeForYear>[] = [];
    const fleetOfYear = new Map<number, ReturnType<typeof emptyFleetHistory>>();
    const storedYears: z.input<typeof ModelYearsShard>['years'] = [];
    for (const y of perYear) {
      const fleet = fleetByYear.get(fleetKey(m.make_slug, m.model_slug, y.year)) ?? emptyFleetHistory(ctx.fleet);
      fleetOfYear.set(y.year, fleet);
      const fees = yearFees(ctx, y.year, y.trims);
      if (fees) feeByYear.push(fees);
      const trims: z.input<typeof Trim>[] = y.trims.map((t) => ({
        trim: t.trim,
        key: { make_code: t.make_code, model_code: t.model_code, year: y.year, trim: t.trim },
        model_code_name: t.model_code_name,
        price_group: t.price_group,
        licence_fee: trimFee(ctx, t.price_group, y.year),
        fuel: t.fuel,
        engine_cc: t.engine_cc,
        horsepower: t.horsepower,
        body: t.body,
        airbags: t.airbags,
        co2_wltp: t.co2_wltp,
        fuel_use_l_per_100km_estimate: t.fuel_use_estimate,
        safety_systems: t.safety_systems,
        list_price: t.list_price,
        cars_on_road: t.cars_on_road,
      }));
      storedYears.push({
        year: y.year,
        cars_on_road: y.cars_on_road,
        trims,
        recalls: recalls.filter((r) => recallCoversYear(r, y.year)),
        thefts: productionYearThefts(thefts, y.year),
        fleet_history: fleet,
      });
      modelYears.push({
        make_slug: m.make_slug,
        model_slug: m.model_slug,
        year: y.year,
        model_name: m.model_name,
        cars_on_road: y.cars_on_road,
      });
    }
    if (storedYears.length > 0) {
      writer.write(shardPath.modelYears(m.make_slug, m.model_slug), ModelYearsShard, {
        data_date: dataDate,
        model: ref(m),
        years: storedYears,
      });
    }
    writer.write(shardPath.model(m.make_slug, m.model_slug), ModelShard, {
      data_date: dataDate,
      model: { ...ref(m), body_types: m.body_types },
      summary: {
        cars_on_road: m.cars_on_road,
        cars_inactive: m.cars_inactive,
        // The model-year pages' own count (the current cancellation file and both archives), summed: the model page
        // and its year pages count the same files, so their figures add up.
        cars_cancelled: [...fleetOfYear.values()].reduce((sum, f) => sum + f.status.cancelled, 0),
        // The per-year fleet figures are the model-year shards' own, so the two pages cannot disagree.
        years: m.years.map((y) => {
          const fleet = fleetOfYear.get(y.year) ?? emptyFleetHistory(ctx.fleet);
          return {
            ...y,
            path: modelYearPath(m.make_slug, m.model_slug, y.year),
            share_on_road: fleet.status.share_on_road,
            median_km_at_last_test: fleet.km_at_last_test.median_km,
            median_ownership_changes: fleet.ownership_changes.median,
          };
        }),
        trims: m.trims,
        engines: m.engines,
        fuels: m.fuels,
        safety_systems: m.safety_systems.map((s) => ({
          key: s.key,
          label_he: SAFETY_LABELS[s.key].he,
          label_en: SAFETY_LABELS[s.key].en,
          label_ar: SAFETY_LABELS[s.key].ar,
          share: s.share,
        })),
        // The ministry's own price-list dataset: the figure is the published one.
        list_price: m.list_price && { ...m.list_price, confidence: 'confirmed' as const },
        recalls,
        thefts: thefts?.thefts ?? null,
        licence_fee_by_year: feeByYear,
      },
    });
  }

  return { rows: makes.length + models.length + years.length + keyCount, makes, models, modelYears };
}

/** model-keys.json; returns how many keys it holds. */
async function writeModelKeys({ db, writer, dataDate }: CatalogContext): Promise<number> {
  const [keyRow] = await db.allFile<{ keys_json: string | null }>('model-keys');
  const keys = JSON.parse(keyRow?.keys_json ?? '{}') as Record<string, z.input<typeof ModelKeyEntry>>;
  writer.write(shardPath.modelKeys, ModelKeysShard, { data_date: dataDate, keys });
  return Object.keys(keys).length;
}

function ref(m: ModelRow) {
  return {
    slug: m.model_slug,
    make_slug: m.make_slug,
    make_name_he: m.make_name_he,
    make_name_en: m.make_name_en,
    name: m.model_name,
    name_he: null,
    vehicle_class: m.vehicle_class,
    path: modelPath(m.make_slug, m.model_slug),
  };
}
