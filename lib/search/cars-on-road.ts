// Cars on the road per make, model and model-year page: the neutral tie-breaker between equally good matches.
import type { z } from 'zod';
import type { MakeShard, MakesShard } from '../shards/make.ts';
import type { ModelShard } from '../shards/model.ts';
import type { PagesShard } from '../shards/pages.ts';
import { pageIdOf } from '../urls/page-urls.ts';
import { buildSearchIndex, type SearchIndex } from './search-index.ts';

/** What the counts are read from: a data version (lib/data/data-store.ts, which builds its index here). */
interface CatalogReader {
  readonly makes: z.infer<typeof MakesShard>['makes'];
  readonly pages: z.infer<typeof PagesShard>['pages'];
  make(slug: string): z.infer<typeof MakeShard> | null;
  model(make: string, model: string): z.infer<typeof ModelShard> | null;
}

export function carsOnRoadByPage(store: CatalogReader): Map<string, number> {
  const cars = new Map<string, number>();
  for (const make of store.makes) {
    cars.set(pageIdOf(make.path), make.cars_on_road);
    for (const model of store.make(make.slug)?.models ?? []) {
      cars.set(pageIdOf(model.path), model.cars_on_road);
      for (const year of store.model(model.make_slug, model.slug)?.summary.years ?? []) cars.set(pageIdOf(year.path), year.cars_on_road);
    }
  }
  return cars;
}

/** The index of one data version, as the pipeline publishes it to search-index.json. */
export function searchIndexOf(store: CatalogReader): SearchIndex {
  return buildSearchIndex(store.pages, carsOnRoadByPage(store));
}
