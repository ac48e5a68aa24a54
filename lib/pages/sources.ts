// /sources: where the site's figures come from, of which date, under which licence, how each number is
// computed, and the datasets of this data version.
import { formatDate, formatInt, formatShare } from '../text/format.ts';
import { AUTHORITY_LANG } from '../i18n/lang.ts';
import { inLang } from '../i18n/messages.ts';
import { chovaCalculator, datasetLink, datasets, licenceFeeSource } from './render/official-sources.ts';
import type { Inline, PageModel } from './page-model.ts';
import { qualitySections } from './quality-sections.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';
import { datasetNameIn } from '../rules/sources.ts';
import { hebrewPageName } from './hebrew-page-name.ts';

const NAME_HE = hebrewPageName('sources');

export const sourcesPage: SinglePageType = {
  type: 'sources',
  path: '/sources',
  title: NAME_HE.title,
  summary: NAME_HE.summary,
  keywords: ['sources', 'data.gov.il', ...NAME_HE.keywords],
  build,
};

function build(ctx: RenderContext): PageModel | null {
  const { manifest } = ctx.store;
  const { lang } = ctx;
  const hebrew = lang === AUTHORITY_LANG;
  const inVersion = new Map(manifest.sources.filter((s) => s.resource_id !== null).map((s) => [s.resource_id, s]));
  const list = datasets(ctx);
  const { left_out: leftOut } = ctx.store.rule('sources');
  const fee = licenceFeeSource(ctx);
  const calculator = chovaCalculator(ctx);
  const { consumption } = ctx.store.rule('running-cost');
  const versionSources = [...manifest.sources].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // A dataset by the ministry's Hebrew name, or the catalogue's translation of it on a page in another language.
  const datasetName = (d: Parameters<typeof datasetNameIn>[0]) => datasetNameIn(d, lang);
  const date = (iso: string) => formatDate(iso, lang);
  return {
    page: ctx.page,
    lead: [ctx.t('sources.lead')],
    facts: [],
    sections: [
      {
        heading: ctx.t('sources.datasets.heading'),
        blocks: [
          {
            kind: 'table',
            caption: ctx.t('sources.datasets.caption'),
            columns: [
              { label: ctx.t('sources.col.dataset') },
              { label: ctx.t('sources.col.usedFor') },
              { label: ctx.t('sources.col.licence') },
              { label: ctx.t('sources.col.dateInVersion') },
              { label: ctx.t('sources.col.rows'), num: true },
            ],
            rows: list.map((d) => {
              const used = d.resource_id === null ? undefined : inVersion.get(d.resource_id);
              return [
                { text: datasetName(d), href: d.dataset_url ?? undefined },
                inLang(d, 'used_for', lang),
                // The licence is the catalogue's English wording of data.gov.il's licence.
                hebrew ? d.licence : { text: d.licence, lang: 'en' as const },
                used ? date(used.date) : '—',
                { text: used ? formatInt(used.rows) : '—', num: true },
              ];
            }),
          },
          { kind: 'paragraph', text: [ctx.t('sources.recallMatch', { share: formatShare(manifest.recall_match_rate) })] },
          { kind: 'paragraph', text: [ctx.t('sources.safetyScore')] },
          { kind: 'paragraph', text: [ctx.t('sources.leftOut')] },
          {
            kind: 'list',
            items: leftOut.map((d): Inline[] => [datasetName(d), ` (${d.resource_id}): ${inLang(d, 'reason', lang)}`]),
          },
        ],
      },
      {
        heading: ctx.t('sources.version.heading'),
        blocks: [
          {
            kind: 'table',
            caption: ctx.t('sources.version.caption', { version: ctx.store.version, date: date(ctx.store.dataDate) }),
            columns: [
              { label: ctx.t('sources.col.dataset') },
              { label: ctx.t('sources.col.resourceId') },
              { label: ctx.t('sources.col.dataDate') },
              { label: ctx.t('sources.col.rows'), num: true },
            ],
            rows: versionSources.map((s) => [
              { text: s.name, lang: 'en' },
              s.resource_id ? { text: s.resource_id, dir: 'ltr' } : '—',
              date(s.date),
              { text: formatInt(s.rows), num: true },
            ]),
          },
        ],
      },
      ...qualitySections(ctx.store.quality, ctx),
      {
        heading: ctx.t('sources.how.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              [ctx.t('sources.how.onRoad')],
              [ctx.t('sources.how.feeColumn')],
              [ctx.t('sources.how.safety')],
              [ctx.t('sources.how.thefts')],
              [
                ctx.t('sources.how.fuel', {
                  petrol: String(consumption.petrol_litres_per_100km_from_co2.divisor),
                  diesel: String(consumption.diesel_litres_per_100km_from_co2.divisor),
                }),
              ],
              [ctx.t('sources.how.listPrice')],
            ],
          },
        ],
      },
      {
        heading: ctx.t('sources.rules.heading'),
        blocks: [
          {
            kind: 'table',
            caption: ctx.t('sources.rules.caption'),
            columns: [{ label: ctx.t('sources.col.what') }, { label: ctx.t('sources.col.source') }],
            rows: [
              [ctx.t('sources.rules.fee'), { text: fee.label, href: fee.url }],
              [ctx.t('sources.rules.policy'), ctx.t('sources.rules.policySource')],
              [ctx.t('sources.rules.chova'), { text: calculator.label, href: calculator.url }],
            ],
          },
        ],
      },
      ...(hebrew
        ? [
            {
              heading: 'In English',
              lang: 'en' as const,
              blocks: [
                { kind: 'list' as const, items: list.map((d) => [`${d.name_en}: ${d.used_for_en} (${d.licence})`]) },
                { kind: 'paragraph' as const, text: ['Left out on purpose:'] },
                { kind: 'list' as const, items: leftOut.map((d) => [`${d.name_en} (${d.resource_id}): ${d.reason_en}`]) },
              ],
            },
          ]
        : []),
    ],
    sources: [...list.map((d) => datasetLink(d, ctx.lang)), fee, calculator],
    metadata: { generated_by: manifest.generated_by },
    crumbs: [],
    about: {
      '@type': 'Dataset',
      name: 'Israel Ministry of Transport open vehicle data',
      url: 'https://data.gov.il',
      license: 'https://data.gov.il/terms',
    },
    offerCallback: false,
  };
}
