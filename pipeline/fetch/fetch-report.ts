// FETCH.json beside each fetched file: how many rows came, what CKAN's `total` said (and whether it was an
// estimate), what the previous fetch brought, and a warning for each figure that differs. The run prints the
// same warnings; the file keeps them with the data so a later reader (or the next fetch) can see them.
import fs from 'node:fs';
import path from 'node:path';
import type { RawSource, RawSourceKey } from '../../lib/datasets/raw-sources.ts';

export const FETCH_REPORT = 'FETCH.json';

export type FetchReport = {
  dataset: RawSourceKey;
  resource_id: string;
  retrieved: string;
  rows: number;
  ckan_total: number | null;
  ckan_total_was_estimated: boolean;
  previous: { retrieved: string; rows: number } | null;
  warnings: string[];
};

/** The previous fetch of a folder as its FETCH.json tells it; null when it was never fetched (the sample). */
export function readPreviousFetch(dir: string): FetchReport['previous'] {
  try {
    const report = JSON.parse(fs.readFileSync(path.join(dir, FETCH_REPORT), 'utf8')) as Partial<FetchReport>;
    return typeof report.rows === 'number' && typeof report.retrieved === 'string'
      ? { retrieved: report.retrieved, rows: report.rows }
      : null;
  } catch {
    return null;
  }
}

/** "1,234 more (+0.53 %)" or "12 fewer (-0.01 %)": `rows` against `other`. */
function difference(rows: number, other: number): string {
  const diff = rows - other;
  const share = other === 0 ? '' : ` (${diff > 0 ? '+' : ''}${((diff / other) * 100).toFixed(2)} %)`;
  return `${Math.abs(diff).toLocaleString('en')} ${diff > 0 ? 'more' : 'fewer'}${share}`;
}

export function fetchReport(
  source: RawSource,
  fetched: { rows: number; total: number | null; totalWasEstimated: boolean },
  previous: FetchReport['previous'],
  retrieved: string,
): FetchReport {
  const warnings: string[] = [];
  const rows = fetched.rows.toLocaleString('en');
  if (fetched.total !== null && fetched.total !== fetched.rows) {
    warnings.push(
      `fetched ${rows} rows; CKAN's total was ${fetched.total.toLocaleString('en')}` +
        `${fetched.totalWasEstimated ? ' (an estimate)' : ''}: ${difference(fetched.rows, fetched.total)}`,
    );
  }
  if (previous && previous.rows !== fetched.rows) {
    warnings.push(
      `fetched ${rows} rows; the previous fetch (${previous.retrieved}) had ${previous.rows.toLocaleString('en')}: ` +
        difference(fetched.rows, previous.rows),
    );
  }
  return {
    dataset: source.key,
    resource_id: source.resource_id,
    retrieved,
    rows: fetched.rows,
    ckan_total: fetched.total,
    ckan_total_was_estimated: fetched.totalWasEstimated,
    previous,
    warnings,
  };
}

export function writeFetchReport(dir: string, report: FetchReport): void {
  const file = path.join(dir, FETCH_REPORT);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(report, null, 2) + '\n');
  fs.renameSync(`${file}.tmp`, file);
}
