// Every dataset the service reads, one descriptor each (lib/datasets/dataset.ts), in the order the pipeline
// loads them. The pipeline's input contract, the sample generator, fetch-data, the CKAN registry and the pages'
// source links all read this list.
import { cancelled } from './cancelled.ts';
import { cancelled2000, cancelled2010 } from './cancelled-archives.ts';
import { inactive } from './inactive.ts';
import { listPrices } from './list-prices.ts';
import { modelCounts } from './model-counts.ts';
import { modelData } from './model-data.ts';
import { openRecalls } from './open-recalls.ts';
import { ownershipChanges } from './ownership-changes.ts';
import { personalImports } from './personal-imports.ts';
import { policeNational, policeThefts } from './police-thefts.ts';
import { recallNotices } from './recall-notices.ts';
import { registry } from './registry.ts';
import { registryExtras } from './registry-extras.ts';
import { retrofitEligible } from './retrofit-eligible.ts';
import { vehicleHistory } from './vehicle-history.ts';

export const DATASETS = [
  registry,
  modelData,
  modelCounts,
  recallNotices,
  openRecalls,
  listPrices,
  retrofitEligible,
  inactive,
  cancelled,
  cancelled2010,
  cancelled2000,
  personalImports,
  vehicleHistory,
  ownershipChanges,
  registryExtras,
  policeThefts,
  policeNational,
] as const;

/** A dataset's key in raw/rules/sources.json, as the pages cite it. */
export type CatalogueKey = (typeof DATASETS)[number]['catalogue'];
