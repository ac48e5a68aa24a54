// The glossary of a data version: glossary(kind, hebrewValue, lang) over the rule tables it published, built once
// per version for the API's answers and the pages alike.
import { glossaryFor, type Glossary } from '../rules/glossary.ts';
import type { DataStore } from './data-store.ts';

const byVersion = new WeakMap<DataStore, Glossary>();

export function glossaryOf(data: DataStore): Glossary {
  let glossary = byVersion.get(data);
  if (!glossary) {
    glossary = glossaryFor({
      colour: data.rule('glossary-colours'),
      fuel: data.rule('glossary-fuel'),
      body: data.rule('glossary-body-types'),
      import: data.rule('glossary-import-types'),
      ownership: data.rule('ownership-types'),
      make: data.rule('make-names'),
    });
    byVersion.set(data, glossary);
  }
  return glossary;
}
