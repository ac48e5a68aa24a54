// The input contract: each dataset's raw/ folder, its CKAN resource, and the columns the pipeline reads with
// their value formats, all from the dataset descriptors (lib/datasets/). Resource ids come from the one catalogue
// of sources (raw/rules/sources.json, through lib/datasets/raw-sources.ts).
import { DEFAULT_MAX_SET_ASIDE, type ColumnSpec, type Dataset } from '../../lib/datasets/dataset.ts';
import { DATASETS } from '../../lib/datasets/datasets.ts';
import { RAW_SOURCES, type RawSourceKey } from '../../lib/datasets/raw-sources.ts';

export interface SourceSpec {
  /** Also the staging table name (src_<name> with - replaced by _). */
  name: string;
  folder: string;
  /** Which files of the folder belong to this source, when the folder holds more than one source. */
  file?: RegExp;
  resourceId: string | null;
  /** The file fetch-data writes for a CKAN dataset (its rows recorded in the folder's FETCH.json); null for others. */
  fetchedFile: string | null;
  columns: Record<string, ColumnSpec>;
  /** See Dataset.checkOnWrite. */
  checkOnWrite?: string;
  /** See Dataset.maxSetAside. */
  maxSetAside: number;
}

function sourceSpec(d: Dataset): SourceSpec {
  return {
    name: d.name,
    folder: d.folder,
    ...(d.filePattern ? { file: d.filePattern } : {}),
    resourceId: d.ckan ? RAW_SOURCES[d.catalogue as RawSourceKey].resource_id : null,
    fetchedFile: d.ckan ? d.file : null,
    columns: d.columns,
    ...(d.checkOnWrite ? { checkOnWrite: d.checkOnWrite } : {}),
    maxSetAside: d.maxSetAside ?? DEFAULT_MAX_SET_ASIDE,
  };
}

export const SOURCES: SourceSpec[] = DATASETS.map(sourceSpec);
