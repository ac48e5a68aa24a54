// The raw/ folders: which published dataset each holds, under which file name, in which delimiter and encoding.
// Names, resource ids, URLs and licences come from raw/rules/sources.json (the one catalogue of sources, also
// shown on the sources page); this file adds only where and how each is stored. Read by the sample generator
// and by fetch-data.
import sourcesJson from '../../raw/rules/sources.json' with { type: 'json' };
import { SourcesRule } from '../rules/rule-schemas.ts';

type Storage = {
  /** Folder under raw/. */
  folder: string;
  /** File name inside the folder. */
  file: string;
  /** How the committed sample file is written (real dumps vary; the pipeline sniffs both). */
  delimiter: ',' | '|';
  encoding: 'utf-8' | 'windows-1255';
};

const STORAGE = {
  registry: { folder: 'registry', file: 'registry.csv', delimiter: '|', encoding: 'utf-8' },
  modelData: { folder: 'model-data', file: 'model-data.csv', delimiter: ',', encoding: 'utf-8' },
  modelCounts: { folder: 'model-counts', file: 'model-counts.csv', delimiter: ',', encoding: 'utf-8' },
  recallNotices: { folder: 'recall-notices', file: 'recall-notices.csv', delimiter: ',', encoding: 'utf-8' },
  openRecalls: { folder: 'open-recalls', file: 'open-recalls.csv', delimiter: ',', encoding: 'utf-8' },
  listPrices: { folder: 'list-prices', file: 'list-prices.csv', delimiter: ',', encoding: 'utf-8' },
  retrofitEligible: { folder: 'retrofit-eligible', file: 'retrofit-eligible.csv', delimiter: ',', encoding: 'utf-8' },
  inactive: { folder: 'inactive', file: 'inactive.csv', delimiter: ',', encoding: 'utf-8' },
  cancelled: { folder: 'cancelled', file: 'cancelled.csv', delimiter: ',', encoding: 'windows-1255' },
} as const satisfies Record<string, Storage>;

export type RawSourceKey = keyof typeof STORAGE;

export type RawSource = Storage & {
  key: RawSourceKey;
  name_he: string;
  name_en: string;
  /** CKAN resource id on data.gov.il. */
  resource_id: string;
  /** Dataset page where the slug is known, else the resource's datastore API address. */
  dataset_url: string;
  licence: string;
};

const catalogue = SourcesRule.parse(sourcesJson).datasets;

function describe(key: RawSourceKey): RawSource {
  const entry = catalogue.find((d) => d.key === key);
  if (!entry?.resource_id || !entry.dataset_url) throw new Error(`raw/rules/sources.json: dataset "${key}" needs a resource_id and dataset_url`);
  return { ...STORAGE[key], key, name_he: entry.name_he, name_en: entry.name_en, resource_id: entry.resource_id, dataset_url: entry.dataset_url, licence: entry.licence };
}

export const RAW_SOURCES = Object.fromEntries(
  (Object.keys(STORAGE) as RawSourceKey[]).map((key) => [key, describe(key)]),
) as Record<RawSourceKey, RawSource>;
