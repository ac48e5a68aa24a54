// thefts-national.json, plus each model's police theft figures. Every rate divides thefts and cars of the same
// scope and carries both, with what each counts: a model's thefts by its own cars on the road, and the national
// rate of its vehicle class by that class's cars (private by private, commercial by commercial).
import type { z } from 'zod';
import { NationalThefts, type ClassRate, type RateBasis } from '../../lib/shards/thefts.ts';
import { shardPath } from '../../lib/shards/layout.ts';
import type { Db } from '../db.ts';
import type { ShardWriter } from '../shard-writer.ts';
import { modelKey, type ModelTheftFacts } from './catalog.ts';
import { message } from '../../lib/i18n/messages.ts';

type VehicleClass = 'private' | 'commercial';

interface ModelTheftRow {
  make_slug: string;
  model_slug: string;
  by_year: { year: number; thefts: number; recovered: number }[];
  production_years_complete: boolean;
  by_production_year: { year: number; thefts: number }[];
  shared_with: string[];
}

interface ReportedRow {
  source: string;
  published: string | null;
  year: number;
  thefts: number;
  approximate: boolean;
  note: string | null;
}

export interface TheftModel {
  make_slug: string;
  model_slug: string;
  model_name: string;
  make_name_en: string;
  vehicle_class: VehicleClass;
  cars_on_road: number;
}

const CLASS_EN: Record<VehicleClass, { models: string; vehicles: string }> = {
  private: { models: 'private-car', vehicles: 'private cars' },
  commercial: { models: 'light-commercial', vehicles: 'light commercial vehicles (vans, pickups, light trucks up to 3.5 t)' },
};

const perThousand = (n: number, of: number) => (of > 0 ? Math.round((n / of) * 1000 * 100) / 100 : null);

/** The reported national series, each with its own figures, in the order the SQL gives (published, source, year). */
function reportedSeries(rows: ReportedRow[]) {
  const series: {
    source: string;
    published: string | null;
    figures: { year: number; thefts: number; approximate: boolean; note: string | null }[];
  }[] = [];
  for (const r of rows) {
    let s = series.find((x) => x.source === r.source && x.published === r.published);
    if (!s) series.push((s = { source: r.source, published: r.published, figures: [] }));
    s.figures.push({ year: r.year, thefts: r.thefts, approximate: r.approximate, note: r.note });
  }
  return series;
}

export async function writeThefts(db: Db, writer: ShardWriter, dataDate: string, models: TheftModel[]) {
  await db.runFile('name-matches');
  await db.runFile('theft-matches');
  const fleet = new Map((await db.allFile<{ vehicle_class: VehicleClass; cars: number }>('fleet')).map((r) => [r.vehicle_class, r.cars]));
  const reported = await db.allFile<ReportedRow>('thefts-national');
  const fileYears = await db.allFile<{ year: number; thefts: number; recovered: number; sample: boolean }>('theft-file-years');
  const classThefts = new Map(
    (await db.allFile<{ vehicle_class: VehicleClass; thefts: number }>('rate-year-thefts')).map((r) => [r.vehicle_class, r.thefts]),
  );
  const rateYear = fileYears.at(-1)?.year ?? Number(dataDate.slice(0, 4)) - 1;
  // With no by-model file nothing is marked real: the flag only clears when the police rows say so.
  const sample = fileYears.length === 0 || fileYears.some((y) => y.sample);
  const fileLabel = `the police by-model file${sample ? ' (SAMPLE FIGURES)' : ''}`;

  const rates: z.input<typeof ClassRate>[] = (['private', 'commercial'] as const).map((vehicleClass) => {
    const thefts = classThefts.get(vehicleClass) ?? 0;
    const cars = fleet.get(vehicleClass) ?? 0;
    const basis: z.input<typeof RateBasis> = {
      thefts,
      thefts_counted: `thefts in ${rateYear} of ${CLASS_EN[vehicleClass].models} models in ${fileLabel}`,
      cars,
      cars_counted: `${CLASS_EN[vehicleClass].vehicles} on the road on ${dataDate} (ministry registry)`,
    };
    return { vehicle_class: vehicleClass, rate_per_1000: perThousand(thefts, cars), basis };
  });
  const classRate = new Map(rates.map((r) => [r.vehicle_class, r]));

  const rows = new Map((await db.allFile<ModelTheftRow>('model-thefts')).map((r) => [modelKey(r.make_slug, r.model_slug), r]));
  const byModel = new Map<string, ModelTheftFacts>();
  const top: { make_slug: string; model_slug: string; name: string; thefts: number }[] = [];
  // No by-model file: no model has figures, which is "no data", not "no theft".
  for (const model of fileYears.length === 0 ? [] : models) {
    const k = modelKey(model.make_slug, model.model_slug);
    const r = rows.get(k);
    const byYear = r?.by_year ?? fileYears.map((y) => ({ year: y.year, thefts: 0, recovered: 0 }));
    const inRateYear = byYear.find((y) => y.year === rateYear)?.thefts ?? 0;
    const national = classRate.get(model.vehicle_class)!;
    byModel.set(k, {
      thefts: {
        status: r ? 'recorded' : 'none_recorded',
        by_year: byYear,
        rate_per_1000: perThousand(inRateYear, model.cars_on_road),
        rate_year: rateYear,
        rate_basis: {
          thefts: inRateYear,
          thefts_counted: `thefts of this model in ${rateYear} in ${fileLabel}`,
          cars: model.cars_on_road,
          cars_counted: `cars of this model on the road on ${dataDate} (ministry registry)`,
        },
        national_rate_per_1000: national.rate_per_1000,
        national_rate_basis: { vehicle_class: model.vehicle_class, ...national.basis },
        shared_with: r?.shared_with ?? [],
        top_production_years: [...(r?.by_production_year ?? [])].sort((a, b) => b.thefts - a.thefts || a.year - b.year).slice(0, 5),
        sample,
      },
      productionYears: r && !r.production_years_complete ? null : new Map((r?.by_production_year ?? []).map((p) => [p.year, p.thefts])),
    });
    if (r && inRateYear > 0)
      top.push({
        make_slug: model.make_slug,
        model_slug: model.model_slug,
        name: `${model.make_name_en} ${model.model_name}`,
        thefts: inRateYear,
      });
  }
  top.sort((a, b) => b.thefts - a.thefts || a.make_slug.localeCompare(b.make_slug) || a.model_slug.localeCompare(b.model_slug));
  writer.write(shardPath.nationalThefts, NationalThefts, {
    data_date: dataDate,
    reported_totals: {
      // What the reported totals count, in the thefts catalogue's words.
      counted_he: message('he', 'thefts.reported.counted'),
      counted_en: message('en', 'thefts.reported.counted'),
      counted_ar: message('ar', 'thefts.reported.counted'),
      confidence: 'reported',
      series: reportedSeries(reported),
    },
    by_model_file: fileYears.map(({ year, thefts, recovered }) => ({ year, thefts, recovered })),
    rate_year: rateYear,
    rates,
    top_models: top.slice(0, 10),
    sample,
  });
  return { rows: rows.size, byModel, sample };
}
