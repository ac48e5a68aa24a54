// What a descriptor says of one dataset: where it is stored under raw/, how the committed sample is written, every
// column of the published file, and the columns the pipeline reads with their checks. Its public names, CKAN
// resource id, dataset page and licence are its entry in raw/rules/sources.json (the catalogue the sources page
// shows), named by `catalogue`. A new dataset is a descriptor (listed in datasets.ts), its SQL, its sample rows
// and its tests.
/** int: whole number; number: decimal; date: YYYY-MM-DD (a time part is ignored); month: YYYY-M. */
export type ColumnKind = 'text' | 'int' | 'number' | 'date' | 'month';

export interface ColumnSpec {
  kind: ColumnKind;
  /** An empty value fails validation. */ required?: boolean;
}

export interface Dataset {
  /** The pipeline's name for it: its staging table is src_<name> with - replaced by _. */
  name: string;
  /** Its key in raw/rules/sources.json. */
  catalogue: string;
  /** Folder under raw/. */
  folder: string;
  /** File name the sample generator and fetch-data write. */
  file: string;
  /** Which files of the folder the pipeline reads, when the folder holds more than one dataset. */
  filePattern?: RegExp;
  /** How the committed sample file is written (real dumps vary; the pipeline sniffs both). */
  delimiter: ',' | '|';
  encoding: 'utf-8' | 'windows-1255';
  /** Downloaded from data.gov.il's CKAN datastore by fetch-data (else supplied by hand, e.g. the police files). */
  ckan: boolean;
  /** Every column of the published file, in its order: the sample writes them all, read or not. */
  published: readonly string[];
  /**
   * The columns the pipeline reads, with their value formats. Columns not listed are never read, which is how
   * the ministry's safety-equipment level and safety score stay out: they are in no `columns` list.
   */
  columns: Record<string, ColumnSpec>;
  /**
   * Check values while the step that writes the source runs (pipeline/inputs/load.ts checkWritten) instead of in
   * a scan of their own: for the files of millions of rows this saves a whole parse. Names the registry.duckdb
   * table written from the source, which carries the check column until the check has run.
   */
  checkOnWrite?: string;
  /**
   * The CKAN datastore types every column as text (the cancellation archives): a live look-up must filter on the
   * text as stored, and a numeric filter is an error there.
   */
  ckanText?: true;
  /** What its SOURCE.md tells a reader of the file beyond the columns (how sure the column names are, quirks). */
  sourceNote?: string;
}

export const text: ColumnSpec = { kind: 'text' };
export const int: ColumnSpec = { kind: 'int' };
/** A whole number every row has: the keys rows are joined on. */
export const key: ColumnSpec = { kind: 'int', required: true };
export const number: ColumnSpec = { kind: 'number' };
export const date: ColumnSpec = { kind: 'date' };
export const month: ColumnSpec = { kind: 'month' };
