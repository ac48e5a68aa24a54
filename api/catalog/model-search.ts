// Model search by name for search_models: neutral order only (match quality, then cars on the road, then
// slug), never a ranking of cars by merit. Full-text search across pages is lib/search's job.
import type { DataStore } from '../../lib/data/data-store.ts';
import type { ModelSummary } from '../../lib/shards/schemas.ts';
import { foldName } from '../../lib/text/closest.ts';
import { boundedEditDistance } from '../../lib/search/normalize.ts';
import { modelNames } from './model-names.ts';

interface ModelHit {
  model: ModelSummary;
  quality: number;
}

/** 0 exact, 1 prefix, 2 contains, 3+ a near miss by edit distance; null when the name does not match. */
function matchQuality(query: string, names: readonly string[]): number | null {
  const q = foldName(query);
  if (q === '') return null;
  let best: number | null = null;
  for (const name of names) {
    const n = foldName(name);
    if (n === '') continue;
    let quality: number | null = null;
    if (n === q) quality = 0;
    else if (n.startsWith(q)) quality = 1;
    else if (n.includes(q)) quality = 2;
    else if (q.length >= 4) {
      const max = q.length >= 8 ? 2 : 1;
      const d = boundedEditDistance(q, n, max);
      if (d <= max) quality = 2 + d;
    }
    if (quality !== null && (best === null || quality < best)) best = quality;
  }
  return best;
}

function namesOf(m: ModelSummary, makeNames: readonly string[]): string[] {
  const own = modelNames(m, makeNames);
  const hebrew = own.filter((n) => /[\u05D0-\u05EA]/.test(n));
  return [...own, `${m.make_name_en} ${m.name}`, ...hebrew.map((he) => `${m.make_name_he} ${he}`)];
}

export function allModels(data: DataStore, makeSlugs: readonly string[]): ModelSummary[] {
  return makeSlugs.flatMap((slug) => data.make(slug)?.models ?? []);
}

/** `makeNames` gives every name of a make by slug, so "מאזדה 3" and "Mazda3" find MAZDA 3. */
export function searchModels(
  models: readonly ModelSummary[],
  query: string | undefined,
  vehicleClass: string | undefined,
  makeNames: (makeSlug: string) => readonly string[] = () => [],
): ModelHit[] {
  const hits: ModelHit[] = [];
  for (const model of models) {
    if (vehicleClass !== undefined && model.vehicle_class !== vehicleClass) continue;
    const quality = query === undefined ? 0 : matchQuality(query, namesOf(model, makeNames(model.make_slug)));
    if (quality !== null) hits.push({ model, quality });
  }
  return hits.sort(
    (a, b) =>
      a.quality - b.quality ||
      b.model.cars_on_road - a.model.cars_on_road ||
      a.model.make_slug.localeCompare(b.model.make_slug) ||
      a.model.slug.localeCompare(b.model.slug),
  );
}
