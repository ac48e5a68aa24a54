// The catalog models and model years of the golden plates (pipeline/sample/golden.ts): the model keys
// (make code|model code|year|trim) their registry rows join to. Tests that go over "the golden plates and models"
// take their models from here.
import type { DataStore } from '../../lib/data/data-store.ts';
import { GOLDEN } from '../../pipeline/sample/golden.ts';

export interface GoldenModel {
  make: string;
  model: string;
  years: number[];
}

export function goldenModels(data: DataStore): GoldenModel[] {
  const seen = new Map<string, GoldenModel>();
  const keys = [...data.modelKeys.keys()];
  for (const g of GOLDEN) {
    const found = keys.find((k) => k.split('|')[1] === String(g.degem_cd) && k.split('|')[2] === String(g.year));
    const key = found === undefined ? null : data.modelKeys.get(found);
    if (!key) continue;
    const id = `${key.make_slug}/${key.model_slug}`;
    const entry = seen.get(id) ?? { make: key.make_slug, model: key.model_slug, years: [] };
    if (!entry.years.includes(g.year)) entry.years.push(g.year);
    seen.set(id, entry);
  }
  return [...seen.values()].sort((a, b) => `${a.make}/${a.model}`.localeCompare(`${b.make}/${b.model}`));
}
