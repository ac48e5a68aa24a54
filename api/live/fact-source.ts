// The source of one fact of a live answer (lib/plate-answer/fact-source.ts) as read from the sources rule.
import type { SourcesRule } from '../../lib/rules/sources.ts';
import type { RegistrySource } from '../registry/registry.ts';
import type { CatalogueKey } from '../../lib/datasets/datasets.ts';
import { datasetOfSource } from '../../lib/datasets/plate-fallback.ts';
import type { FactSource } from '../../lib/plate-answer/fact-source.ts';

export type HistoryDataset = Extract<CatalogueKey, 'vehicleHistory' | 'ownershipChanges'>;

export function factSource(sources: SourcesRule, dataset: CatalogueKey, dataDate: string): FactSource {
  return { dataset, resource_id: sources.datasets.find((d) => d.key === dataset)?.resource_id ?? null, data_date: dataDate };
}

/** The source of a fact read from the registry file the car was found in. */
export const registryFileSource = (sources: SourcesRule, file: RegistrySource, dataDate: string) =>
  factSource(sources, datasetOfSource(file), dataDate);
