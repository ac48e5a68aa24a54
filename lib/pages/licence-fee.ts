// /licence-fee: the annual licence-fee table as raw/rules holds it (price group by year of first registration,
// a confidence per cell), the broadcasting add-on, how to find a car's group and column, and the retrofit discount.
// Its words are the licence-fee catalogue's (lib/i18n/catalogues/licence-fee/), the rule texts the rule tables'
// own in each language; in Arabic and English those carry "translation; the Hebrew text governs".
import { LicenceFeeRule } from '../rules/licence-fee.ts';
import { confidenceWord, feeColumnYears, formatDate, formatInt, formatMoney } from '../text/format.ts';
import { inLang } from '../i18n/messages.ts';
import { AUTHORITY_LANG } from '../i18n/lang.ts';
import { datasetSource, licenceFeeSource } from './render/official-sources.ts';
import type { Inline, PageModel, Section } from './page-model.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';
import { hebrewPageName } from './hebrew-page-name.ts';

const NAME_HE = hebrewPageName('licence-fee');

export const licenceFeePage: SinglePageType = {
  type: 'licence_fee',
  path: '/licence-fee',
  title: NAME_HE.title,
  summary: NAME_HE.summary,
  keywords: ['licence fee', 'license fee', ...NAME_HE.keywords],
  build,
};

const columnYearsEn = (c: LicenceFeeRule['columns'][number]) =>
  c.first_registration_from === null ? `${c.first_registration_to} and older` : `${c.first_registration_from}-${c.first_registration_to}`;

function priceBand(ctx: RenderContext, b: { from: number | null; to: number | null }): string {
  if (b.from === null) return ctx.t('licence-fee.table.priceUpTo', { amount: formatInt(b.to ?? 0) });
  if (b.to === null) return ctx.t('licence-fee.table.priceAbove', { amount: formatInt(b.from - 1) });
  return `${formatInt(b.from)}–${formatInt(b.to)}`;
}

/** "a" and "b" (and "c"): the guessed column labels, quoted as the language quotes. */
function quotedList(ctx: RenderContext, labels: readonly string[]): string {
  return labels.map((text) => ctx.t('licence-fee.quoted', { text })).reduce((first, second) => ctx.t('common.listAnd', { first, second }));
}

/** The English summary a Hebrew page ends with, for readers of English who land on it. */
function englishSummary(ctx: RenderContext): Section {
  const rule = ctx.store.rule('licence-fee');
  const retrofit = ctx.store.rule('retrofit-discount');
  const addon = rule.broadcasting_addon;
  return {
    heading: 'In English',
    lang: 'en',
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'Annual licence fee for private cars and light commercial vehicles up to 3.5 t: price ' +
            'group (1-7) by the year of first registration ' +
            `(columns ${rule.columns.map(columnYearsEn).join(', ')}), ` +
            `valid ${rule.valid_from} to ${rule.valid_to}, plus the ${addon.amount} ILS broadcasting add-on. ${rule.column_rule_en} ` +
            "Confidence per cell as marked (secondary: from a public copy of the ministry's page); the official table is at ",
          { text: 'gov.il', href: rule.source_url },
          `. ${addon.conflict_en ? `${addon.conflict_en} ` : ''}` +
            `A car that is inactive or cancelled owes no licence fee. ${retrofit.summary_en} ` +
            `${retrofit.not_insurance_en}`,
        ],
      },
    ],
  };
}

function build(ctx: RenderContext): PageModel | null {
  const { lang } = ctx;
  const rule = ctx.store.rule('licence-fee');
  const retrofit = ctx.store.rule('retrofit-discount');
  const addon = rule.broadcasting_addon;
  const translated = lang !== AUTHORITY_LANG;
  const confidence = (c: Parameters<typeof confidenceWord>[0]) => confidenceWord(c, lang);
  const money = (n: number) => formatMoney(n, lang);
  const addonNote = inLang(addon, 'note', lang);
  const conflict = inLang(addon, 'conflict', lang);
  // The rule tables' texts are legal and rule texts: a translation says the Hebrew governs.
  const governs = translated ? [[ctx.t('common.translationNotice')]] : [];
  const guessed = rule.columns.filter((c) => c.label_confidence !== 'secondary');
  // A confidence said once when every cell has the same: repeated in each cell it doubles a phone's table.
  const confidences = new Set(rule.groups.flatMap((g) => g.confidence));
  const oneConfidence = confidences.size === 1 ? [...confidences][0]! : null;
  const notes: Inline[][] = [
    ...(oneConfidence ? [[ctx.t('licence-fee.note.oneConfidence', { confidence: confidence(oneConfidence) })]] : []),
    [ctx.t('licence-fee.note.addon', { note: addonNote, amount: money(addon.amount), confidence: confidence(addon.confidence) })],
    ...(conflict ? [[conflict]] : []),
    [ctx.t('licence-fee.note.secondary')],
    ...(guessed.length > 0
      ? [
          [
            ctx.t('licence-fee.note.guessedColumns', {
              count: guessed.length,
              labels: quotedList(
                ctx,
                guessed.map((c) => inLang(c, 'label', lang)),
              ),
            }),
          ],
        ]
      : []),
    ...governs,
  ];
  const validity = `${formatDate(rule.valid_from, lang)} – ${formatDate(rule.valid_to, lang)}`;
  return {
    page: ctx.page,
    lead: [ctx.t('licence-fee.lead', { from: formatDate(rule.valid_from, lang), to: formatDate(rule.valid_to, lang) })],
    facts: [
      { term: ctx.t('licence-fee.fact.validity'), value: [{ text: validity, dir: 'ltr' }] },
      { term: ctx.t('licence-fee.fact.appliesTo'), value: [ctx.t('licence-fee.fact.appliesToValue')] },
      {
        term: ctx.t('licence-fee.fact.addon'),
        value: [
          ctx.t('licence-fee.fact.addonValue', { amount: money(addon.amount), note: addonNote, confidence: confidence(addon.confidence) }),
        ],
      },
    ],
    sections: [
      {
        heading: ctx.t('licence-fee.table.heading'),
        blocks: [
          { kind: 'paragraph', text: [ctx.t('licence-fee.table.columnRule', { rule: inLang(rule, 'column_rule', lang) })] },
          {
            kind: 'table',
            caption: ctx.t('licence-fee.table.caption'),
            columns: [
              { label: ctx.t('licence-fee.table.priceGroup') },
              { label: ctx.t('licence-fee.table.priceWhenNew') },
              ...rule.columns.map((c) => ({
                label: ctx.rich<Inline & object>('licence-fee.table.firstRegistration', {
                  years: { text: feeColumnYears(c, lang), dir: 'ltr' },
                  label: inLang(c, 'label', lang),
                }),
                num: true,
              })),
            ],
            rows: rule.groups.map((g) => [
              String(g.price_group),
              { text: priceBand(ctx, g.price_when_new), dir: 'ltr' as const },
              ...g.fees.map((fee, i) => ({
                text: oneConfidence ? money(fee) : `${money(fee)} (${confidence(g.confidence[i]!)})`,
                num: true,
              })),
            ]),
          },
          { kind: 'list', items: notes },
        ],
      },
      {
        heading: ctx.t('licence-fee.how.heading'),
        blocks: [
          {
            kind: 'list',
            items: [
              [ctx.t('licence-fee.how.group')],
              [ctx.t('licence-fee.how.column')],
              [ctx.t('licence-fee.how.inactive')],
              ctx.rich<Inline & object>('licence-fee.how.plate', { home: (chunks) => ({ text: chunks.join(''), href: ctx.path('/') }) }),
            ],
          },
        ],
      },
      {
        heading: ctx.t('licence-fee.retrofit.heading'),
        blocks: [
          {
            kind: 'paragraph',
            text: [
              ctx.t('common.withConfidence', { text: inLang(retrofit, 'summary', lang), confidence: confidence(retrofit.confidence) }),
            ],
          },
          { kind: 'list', items: inLang(retrofit.eligibility, 'conditions', lang).map((c) => [c]) },
          { kind: 'paragraph', text: [{ text: inLang(retrofit, 'not_insurance', lang), strong: true }] },
          ...(translated ? [{ kind: 'paragraph' as const, role: 'note' as const, text: [ctx.t('common.translationNotice')] }] : []),
        ],
      },
      ...(translated ? [] : [englishSummary(ctx)]),
    ],
    sources: [licenceFeeSource(ctx), datasetSource(ctx, 'retrofitEligible')],
    metadata: { valid_from: rule.valid_from, valid_to: rule.valid_to, broadcasting_addon: addon.amount, currency: rule.currency },
    crumbs: [],
    about: {
      '@type': 'Dataset',
      name: ctx.t('licence-fee.about.name'),
      temporalCoverage: `${rule.valid_from}/${rule.valid_to}`,
      isBasedOn: rule.source_url,
    },
    offerCallback: false,
  };
}
