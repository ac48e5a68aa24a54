// What a descriptor says of one dataset: where it is stored under raw/, how the committed sample is written, every
// column of the published file, and the columns the pipeline reads with their checks. Its public names, CKAN
// resource id, dataset page and licence are its entry in raw/rules/sources.json (the catalogue the sources page
// shows), named by `catalogue`. A new dataset is a descriptor (listed in datasets.ts), its SQL, its sample rows
// and its tests.
/**
 * int: whole number ("1498", also "1498.0" as CKAN serves numbers typed as text); number: decimal; date: YYYY-MM-DD
 * (a time part, "T00:00:00" or " 00:00:00", is dropped); month: a road date, "YYYY-M" or "YYYY-MM" (month
 * precision), "YYYY" (year precision: kept as a year, never read as January) or a date (its month); year_month: a
 * month written YYYYMM as a whole number (202210, also "202210.0"), read as the DATE of its first day.
 */
export type ColumnKind = 'text' | 'int' | 'number' | 'date' | 'month' | 'year_month';

/**
 * What a value that cannot be read (or an empty one in a required column) does to its row: `set_aside` drops the
 * row (a plate that cannot be read: nothing can find the row), `null` keeps the row with that value null. Both
 * are counted per column and reason in the version's quality report.
 */
export type OnBad = 'set_aside' | 'null';

export interface ColumnSpec {
  kind: ColumnKind;
  /** An empty value is counted as missing (and sets the row aside when onBad is set_aside). */
  required?: boolean;
  onBad: OnBad;
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
  /**
   * Written as the ministry's bulk dumps are: nothing quoted, a quote inside a value left bare (טסלה ארה"ב, גפ"מ),
   * which a quote-aware reader would run on to the next quote.
   */
  bulkDump?: true;
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
   * Check values while the step that writes the source runs (pipeline/inputs/load.ts countWritten) instead of in
   * a scan of their own: for the files of millions of rows this saves a whole parse. Names the table written from
   * the source (`reg.<table>` in registry.duckdb, or `temp.<table>` staged in memory), which carries the check
   * column until the check has run.
   */
  checkOnWrite?: string;
  /**
   * The CKAN datastore types every column as text (the cancellation archives): a live look-up must filter on the
   * text as stored, and a numeric filter is an error there.
   */
  ckanText?: true;
  /**
   * The largest share of a file's rows that may be set aside before the run fails (a file mostly unreadable is a
   * structural fault, not bad rows); DEFAULT_MAX_SET_ASIDE when not given.
   */
  maxSetAside?: number;
  /** What its SOURCE.md tells a reader of the file beyond the columns (how sure the column names are, quirks). */
  sourceNote?: string;
}

/** 1 %: the real files set aside far fewer (a plate always parses in the evidence); more means a broken file. */
export const DEFAULT_MAX_SET_ASIDE = 0.01;

export const text: ColumnSpec = { kind: 'text', onBad: 'null' };
export const int: ColumnSpec = { kind: 'int', onBad: 'null' };
/** A whole number every row needs: the keys rows are found or joined by (a plate; a model table's codes). */
export const key: ColumnSpec = { kind: 'int', required: true, onBad: 'set_aside' };
/**
 * A make or model code or a production year of a vehicle file: a car without it is still found by its plate, so
 * the value becomes null (counted as missing or unreadable) and the row stays; model statistics leave it out.
 */
export const code: ColumnSpec = { kind: 'int', required: true, onBad: 'null' };
export const number: ColumnSpec = { kind: 'number', onBad: 'null' };
export const date: ColumnSpec = { kind: 'date', onBad: 'null' };
export const month: ColumnSpec = { kind: 'month', onBad: 'null' };
