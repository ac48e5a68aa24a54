// Model search by name for search_models: neutral order only (match quality, then cars on the road, then
// slug), never a ranking of cars by merit. Full-text search across pages is lib/search's job.
import type { DataStore } from '../../lib/data/data-store.ts';
import type { ModelSummary } from '../../lib/shards/make.ts';
import { foldName } from '../../lib/text/closest.ts';
import { boundedEditDistance } from '../../lib/search/normalize.ts';
import { modelNames } from './model-names.ts';

/**
 * How a model's name matched the query, best first (the order sorts by it): the same name, a name that starts with
 * the query, one that contains it, or one 1 or 2 edits away (2 only for queries of 8 letters or more); `listed`
 * when there was no query (a make or class listed whole).
 */
export const MATCH_QUALITIES = ['exact', 'prefix', 'contains', 'one_edit', 'two_edits', 'listed'] as const;
export type MatchQuality = (typeof MATCH_QUALITIES)[number];
const NEAR_MISS: Record<number, MatchQuality> = { 1: 'one_edit', 2: 'two_edits' };
const rank = (q: MatchQuality) => MATCH_QUALITIES.indexOf(q);

interface ModelHit {
  model: ModelSummary;
  quality: MatchQuality;
}

/** The best way one of the names matches the query; null when none does. */
function matchQuality(query: string, names: readonly string[]): MatchQuality | null {
  const q = foldName(query);
  if (q === '') return null;
  let best: MatchQuality | null = null;
  for (const name of names) {
    const n = foldName(name);
    if (n === '') continue;
    let quality: MatchQuality | null = null;
    if (n === q) quality = 'exact';
    else if (n.startsWith(q)) quality = 'prefix';
    else if (n.includes(q)) quality = 'contains';
    else if (q.length >= 4) {
      const max = q.length >= 8 ? 2 : 1;
      const d = boundedEditDistance(q, n, max);
      if (d <= max) quality = NEAR_MISS[d] ?? null;
    }
    if (quality !== null && (best === null || rank(quality) < rank(best))) best = quality;
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
    const quality = query === undefined ? 'listed' : matchQuality(query, namesOf(model, makeNames(model.make_slug)));
    if (quality !== null) hits.push({ model, quality });
  }
  return hits.sort(
    (a, b) =>
      rank(a.quality) - rank(b.quality) ||
      b.model.cars_on_road - a.model.cars_on_road ||
      a.model.make_slug.localeCompare(b.model.make_slug) ||
      a.model.slug.localeCompare(b.model.slug),
  );
}
