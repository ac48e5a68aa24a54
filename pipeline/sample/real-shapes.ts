// The shapes the real files have and a tidy generator would not write (../shared/research/data-sources.md, section
// 9): each is applied here, after the rows are drawn, so the sample's random draws (and so its figures) stay those
// of the cars themselves. Golden plates keep their codes, so the facts raw/README.md states for them stay whole.
import { cancelled } from '../../lib/datasets/cancelled.ts';
import { REGISTRY_PUBLISHED } from '../../lib/datasets/registry.ts';
import type { Cell } from './csv-writer.ts';

const CANCELLED = {
  plate: cancelled.published.indexOf('mispar_rechev'),
  make: cancelled.published.indexOf('tozeret_cd'),
  model: cancelled.published.indexOf('degem_cd'),
  road: cancelled.published.indexOf('moed_aliya_lakvish'),
  off: cancelled.published.indexOf('bitul_dt'),
};
const REGISTRY_TEST = REGISTRY_PUBLISHED.indexOf('mivchan_acharon_dt');

/**
 * About a third of the cancellation rows have no usable make or model code (807,363 of 2,389,044 across the three
 * files, as a build report counted): here every third plate, in all three files.
 */
function codeless(cells: Cell[], golden: boolean): Cell[] {
  if (!golden && Number(cells[CANCELLED.plate]) % 3 === 0) {
    cells[CANCELLED.make] = '';
    cells[CANCELLED.model] = '';
  }
  return cells;
}

/** The current cancellation file (851ecab1): the road date is a plain year and the cancellation date a timestamp. */
export function currentCancellationShape(cells: Cell[], golden: boolean): Cell[] {
  cells[CANCELLED.road] = String(cells[CANCELLED.road]).split('-')[0];
  cells[CANCELLED.off] = `${String(cells[CANCELLED.off])}T00:00:00`;
  return codeless(cells, golden);
}

/** An archive row (written as text by archiveCells afterwards): codeless like the current file. */
export const archiveShape = codeless;

/** The registry's 2020-era records carry their dates as timestamps ("2020-03-11T00:00:00"); later ones plain. */
export function registryShape(cells: Cell[]): Cell[] {
  const test = String(cells[REGISTRY_TEST] ?? '');
  if (test && test < '2021') cells[REGISTRY_TEST] = `${test}T00:00:00`;
  return cells;
}

/** The ownership-changes file (bb2355dc) writes leasing as החכר where the registry writes ליסינג. */
export const ownershipWord = (registryWord: string): string => (registryWord === 'ליסינג' ? 'החכר' : registryWord);

/** The history file's origin (mkoriut_nm) is mostly empty: kept for personal imports and one plate in ten. */
export const originAsPublished = (plate: number, origin: string, personal: boolean): string => (personal || plate % 10 === 0 ? origin : '');

/** CKAN serves numeric columns as text, some as "1498.0": the sample writes every other plate's so. */
export const numberAsText = (plate: number, value: number): Cell => (plate % 2 === 0 ? `${value}.0` : value);
