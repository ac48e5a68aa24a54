// The datasets fetch-data downloads from data.gov.il's CKAN datastore, each with its catalogue entry: names,
// resource id, dataset page and licence from raw/rules/sources.json (the one catalogue of sources, also shown on
// the sources page). Read by the sample generator, fetch-data and the live CKAN registry.
import sourcesJson from '../../raw/rules/sources.json' with { type: 'json' };
import { SourcesRule } from '../rules/sources.ts';
import type { Dataset } from './dataset.ts';
import { DATASETS } from './datasets.ts';
import { LANGS, type Lang } from '../i18n/lang.ts';

type CkanDataset = Extract<(typeof DATASETS)[number], { ckan: true }>;

export type RawSourceKey = CkanDataset['catalogue'];

export type RawSource = Dataset &
  Record<`name_${Lang}`, string> & {
    key: RawSourceKey;
    /** CKAN resource id on data.gov.il. */
    resource_id: string;
    /** Dataset page where the slug is known, else the resource's datastore API address. */
    dataset_url: string;
    licence: string;
  };

const catalogue = SourcesRule.parse(sourcesJson).datasets;

function describe(dataset: CkanDataset): RawSource {
  const key = dataset.catalogue;
  const entry = catalogue.find((d) => d.key === key);
  if (!entry?.resource_id || !entry.dataset_url)
    throw new Error(`raw/rules/sources.json: dataset "${key}" needs a resource_id and dataset_url`);
  return {
    ...dataset,
    key,
    ...(Object.fromEntries(LANGS.map((lang) => [`name_${lang}`, entry[`name_${lang}`]])) as Record<`name_${Lang}`, string>),
    resource_id: entry.resource_id,
    dataset_url: entry.dataset_url,
    licence: entry.licence,
  };
}

export const RAW_SOURCES = Object.fromEntries(
  DATASETS.filter((d): d is CkanDataset => d.ckan).map((d) => [d.catalogue, describe(d)]),
) as Record<RawSourceKey, RawSource>;
