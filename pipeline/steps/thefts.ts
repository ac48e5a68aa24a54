// thefts-national.json, plus each model's police theft figures (rate per 1,000 of its cars on the road).
import { NationalThefts } from '../../lib/shards/schemas.ts';
import { shardPath } from '../../lib/shards/layout.ts';
import type { Db } from '../db.ts';
import type { ShardWriter } from '../shard-writer.ts';
import { modelKey, type ModelTheftFacts } from './catalog.ts';

interface ModelTheftRow {
  make_slug: string; model_slug: string;
  by_year: { year: number; thefts: number; recovered: number }[];
  by_production_year: { year: number; thefts: number }[];
  shared_with: string[];
}

const perThousand = (n: number, of: number) => Math.round((n / of) * 1000 * 100) / 100;

export async function writeThefts(db: Db, writer: ShardWriter, dataDate: string,
  models: { make_slug: string; model_slug: string; model_name: string; make_name_en: string; cars_on_road: number }[]) {
  await db.runFile('theft-matches');
  const [{ fleet } = { fleet: 0 }] = await db.allFile<{ fleet: number }>('fleet');
  const national = await db.allFile<{ year: number; thefts: number; recovered: number | null; source: string }>('thefts-national');
  const [latest] = await db.allFile<{ year: number; thefts: number; sample: boolean }>('rate-year-thefts');
  const rateYear = latest?.year ?? Number(dataDate.slice(0, 4)) - 1;
  // With no by-model file nothing is marked real: the flag only clears when the police rows say so.
  const sample = latest?.sample ?? true;
  const nationalRate = fleet > 0 ? perThousand(latest?.thefts ?? 0, fleet) : 0;

  const modelRows = await db.allFile<ModelTheftRow>('model-thefts');
  const carsByModel = new Map(models.map((m) => [modelKey(m.make_slug, m.model_slug), m]));
  const byModel = new Map<string, ModelTheftFacts>();
  const top: { make_slug: string; model_slug: string; name: string; thefts: number }[] = [];
  for (const r of modelRows) {
    const k = modelKey(r.make_slug, r.model_slug);
    const model = carsByModel.get(k);
    const inRateYear = r.by_year.find((y) => y.year === rateYear)?.thefts ?? 0;
    const cars = model?.cars_on_road ?? 0;
    byModel.set(k, {
      thefts: {
        by_year: r.by_year,
        rate_per_1000: cars > 0 ? perThousand(inRateYear, cars) : null,
        rate_year: rateYear,
        national_rate_per_1000: nationalRate,
        shared_with: r.shared_with,
        top_production_years: [...r.by_production_year].sort((a, b) => b.thefts - a.thefts || a.year - b.year).slice(0, 5),
        sample,
      },
      byProductionYear: new Map(r.by_production_year.map((p) => [p.year, p.thefts])),
    });
    if (model && inRateYear > 0) top.push({ make_slug: r.make_slug, model_slug: r.model_slug, name: `${model.make_name_en} ${model.model_name}`, thefts: inRateYear });
  }
  top.sort((a, b) => b.thefts - a.thefts || a.make_slug.localeCompare(b.make_slug) || a.model_slug.localeCompare(b.model_slug));
  writer.write(shardPath.nationalThefts, NationalThefts, {
    data_date: dataDate, by_year: national, rate_per_1000: nationalRate, rate_year: rateYear, fleet, top_models: top.slice(0, 10), sample,
  });
  return { rows: modelRows.length, byModel };
}
