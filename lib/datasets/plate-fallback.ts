// The files a plate is looked for in, in this order: the first that has it answers. Each names its dataset (its
// catalogue key) and the status a car found there has. Both registries ask them so, and a plate answer names the
// file as the source of the car's facts.
import type { RawSourceKey } from './raw-sources.ts';

export const PLATE_FALLBACK = [
  { source: 'registry', dataset: 'registry', status: 'active' },
  { source: 'personal_import', dataset: 'personalImports', status: 'active' },
  { source: 'inactive', dataset: 'inactive', status: 'inactive' },
  { source: 'cancelled', dataset: 'cancelled', status: 'cancelled' },
  { source: 'cancelled_2010_2016', dataset: 'cancelledArchiveLate', status: 'cancelled' },
  { source: 'cancelled_2000_2009', dataset: 'cancelledArchiveEarly', status: 'cancelled' },
] as const satisfies readonly { source: string; dataset: RawSourceKey; status: 'active' | 'inactive' | 'cancelled' }[];

/** Which published file a vehicle was found in. */
export type RegistrySource = (typeof PLATE_FALLBACK)[number]['source'];

/** The catalogue key of a file of the fallback. */
export const datasetOfSource = (source: RegistrySource): RawSourceKey => PLATE_FALLBACK.find((f) => f.source === source)!.dataset;
