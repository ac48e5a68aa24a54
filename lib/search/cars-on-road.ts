// Cars on the road per make, model and model-year page: the neutral tie-breaker between equally good matches.
import type { DataStore } from '../data/data-store.ts';
import { pageIdOf } from '../markdown/page-urls.ts';
import { buildSearchIndex, type SearchIndex } from './search-index.ts';

export function carsOnRoadByPage(store: DataStore): Map<string, number> {
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
export function searchIndexOf(store: DataStore): SearchIndex {
  return buildSearchIndex(store.pages, carsOnRoadByPage(store));
}
