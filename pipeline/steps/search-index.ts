// search-index.json: the search index over pages.json (lib/search/search-index.ts), with cars on the road per
// make, model and model-year page as the neutral tie-breaker, built once here so readers load it ready.
import { makePath, modelPath, modelYearPath, pageIdOf } from '../../lib/urls/page-urls.ts';
import { buildSearchIndex, SearchIndex } from '../../lib/search/search-index.ts';
import type { Page } from '../../lib/shards/pages.ts';
import { shardPath } from '../../lib/shards/layout.ts';
import type { ShardWriter } from '../shard-writer.ts';

interface SearchIndexInput {
  pages: Page[];
  makes: { slug: string; cars_on_road: number }[];
  models: { make_slug: string; model_slug: string; cars_on_road: number }[];
  modelYears: { make_slug: string; model_slug: string; year: number; cars_on_road: number }[];
}

export function writeSearchIndex(writer: ShardWriter, input: SearchIndexInput) {
  const cars = new Map<string, number>();
  for (const m of input.makes) cars.set(pageIdOf(makePath(m.slug)), m.cars_on_road);
  for (const m of input.models) cars.set(pageIdOf(modelPath(m.make_slug, m.model_slug)), m.cars_on_road);
  for (const y of input.modelYears) cars.set(pageIdOf(modelYearPath(y.make_slug, y.model_slug, y.year)), y.cars_on_road);
  writer.write(shardPath.searchIndex, SearchIndex, buildSearchIndex(input.pages, cars));
  return { rows: input.pages.length };
}
