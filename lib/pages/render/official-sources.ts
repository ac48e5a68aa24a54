// Links to the official sources the pages cite, read from the published rule tables (raw/rules/sources.json is
// the one catalogue of datasets; the fee table and the calculator carry their own addresses).
import type { RenderContext, SourceLink } from './page-renderer.ts';
import { DataUnavailableError } from '../../data/data-store.ts';
import type { CatalogueKey } from '../../datasets/datasets.ts';
import { AUTHORITY_LANG, type Lang } from '../../i18n/lang.ts';
import { message } from '../../i18n/messages.ts';
import { datasetNameIn } from '../../rules/sources.ts';

export function datasets(ctx: RenderContext) {
  return ctx.store.rule('sources').datasets;
}

type Dataset = ReturnType<typeof datasets>[number];

/** A dataset as a source, named in `lang` (the ministry's Hebrew name, or the catalogue's translation of it). */
export function datasetLink(d: Dataset, lang: Lang = AUTHORITY_LANG): SourceLink {
  const name = datasetNameIn(d, lang);
  const label = d.resource_id === null ? name : message(lang, 'frame.datasetSource', { name });
  return d.dataset_url === null ? { label } : { label, url: d.dataset_url };
}

/** A dataset of the catalogue; a catalogue without it fails the render rather than cite nothing. */
export function datasetSource(ctx: RenderContext, key: CatalogueKey): SourceLink {
  const d = datasets(ctx).find((x) => x.key === key);
  if (!d) throw new DataUnavailableError(`raw/rules/sources.json has no dataset "${key}"`);
  return datasetLink(d, ctx.lang);
}

export function licenceFeeSource(ctx: RenderContext): Required<SourceLink> {
  return { label: ctx.t('licence-fee.source.label'), url: ctx.store.rule('licence-fee').source_url };
}

export function chovaCalculator(ctx: RenderContext): Required<SourceLink> {
  return {
    label: ctx.t('common.chovaCalculator'),
    url: ctx.store.rule('chova-factors').calculator_url,
  };
}

/**
 * What a model or model-year page draws on (the fleet facts read the off-road files, the vehicle history and the
 * ownership changes); the police file only where it has figures for the model.
 */
export function modelSources(ctx: RenderContext, withThefts: boolean): SourceLink[] {
  return [
    ...(
      [
        'registry',
        'modelData',
        'listPrices',
        'recallNotices',
        'inactive',
        'cancelled',
        'cancelledArchiveLate',
        'cancelledArchiveEarly',
        'vehicleHistory',
        'ownershipChanges',
      ] as const
    ).map((k) => datasetSource(ctx, k)),
    ...(withThefts ? [datasetSource(ctx, 'policeThefts')] : []),
    licenceFeeSource(ctx),
  ];
}
