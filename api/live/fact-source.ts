// Where one fact of a live answer comes from: the catalogue key of its dataset (raw/rules/sources.json), the CKAN
// resource id and the data date, so each fact can be checked against its published file.
import { z } from 'zod';
import type { SourcesRule } from '../../lib/rules/sources.ts';
import type { RegistrySource } from '../registry/registry.ts';
import type { CatalogueKey } from '../../lib/datasets/datasets.ts';
import { datasetOfSource } from '../../lib/datasets/plate-fallback.ts';

export const FactSource = z
  .object({
    dataset: z.string().meta({ description: 'Catalogue key of the dataset (as on /sources).' }),
    resource_id: z.string().nullable().meta({ description: 'CKAN resource id on data.gov.il; null when the catalogue lists none.' }),
    data_date: z.string().meta({ description: 'YYYY-MM-DD of the data the fact was read from.' }),
  })
  .meta({ description: 'The dataset, resource and data date a fact comes from.' });
export type FactSource = z.infer<typeof FactSource>;

export type HistoryDataset = Extract<CatalogueKey, 'vehicleHistory' | 'ownershipChanges'>;

export function factSource(sources: SourcesRule, dataset: CatalogueKey, dataDate: string): FactSource {
  return { dataset, resource_id: sources.datasets.find((d) => d.key === dataset)?.resource_id ?? null, data_date: dataDate };
}

/** The source of a fact read from the registry file the car was found in. */
export const registryFileSource = (sources: SourcesRule, file: RegistrySource, dataDate: string) =>
  factSource(sources, datasetOfSource(file), dataDate);
