// /thefts: two kinds of figures, kept apart so that none seems to come from the other: the reported national
// totals (all vehicle types, several disagreeing series) and the by-model file with the rates computed from it.
// Its words are the thefts catalogue's (lib/i18n/catalogues/thefts/); the series' names and notes, which the data
// writes in English, are said in the page's language by the theft-series rule table.
import { memberIn } from '../i18n/localized-member.ts';
import { formatInt } from '../text/format.ts';
import { AUTHORITY_LANG, INTL_LOCALE, LANG_DIR } from '../i18n/lang.ts';
import { theftSeriesText } from '../rules/theft-series.ts';
import { datasetSource } from './render/official-sources.ts';
import { classRate } from './render/sections/theft-figures.ts';
import { pageById } from './render/site-links.ts';
import type { z } from 'zod';
import type { NationalThefts as NationalTheftsSchema } from '../shards/thefts.ts';
import type { Inline, PageModel, Section, Table } from './page-model.ts';
import { sampleNotice } from './shared-blocks.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';
import { hebrewPageName } from './hebrew-page-name.ts';

const NAME_HE = hebrewPageName('thefts');

export const theftsPage: SinglePageType = {
  type: 'thefts',
  path: '/thefts',
  title: NAME_HE.title,
  summary: NAME_HE.summary,
  keywords: ['thefts', 'car theft', ...NAME_HE.keywords],
  build,
};

type ReportedSeries = z.infer<typeof NationalTheftsSchema>['reported_totals']['series'][number];

/** A series' short name in the table: a letter of the language, the source itself named once under the table. */
function seriesLabel(ctx: RenderContext, i: number): string {
  const letters = [...ctx.t('thefts.seriesLetters')];
  return ctx.t('thefts.seriesLabel', { letter: letters[i] ?? String(i + 1) });
}
/** A mark on a figure that has a note; the notes are listed under the table. */
const noteMark = (n: number) => [...String(n)].map((d) => SUPERSCRIPT_DIGITS[Number(d)]).join('');
const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** The figures of each year side by side, one short column per series: several series disagree on a year. */
function reportedTable(ctx: RenderContext, series: readonly ReportedSeries[]): Table {
  const years = [...new Set(series.flatMap((s) => s.figures.map((f) => f.year)))].sort((a, b) => a - b);
  const marks = noteMarks(series);
  return {
    kind: 'table',
    caption: ctx.t('thefts.reported.caption'),
    columns: [{ label: ctx.t('thefts.reported.year') }, ...series.map((_, i) => ({ label: seriesLabel(ctx, i), num: true }))],
    rows: years.map((year) => [
      String(year),
      ...series.map((s) => {
        const f = s.figures.find((x) => x.year === year);
        if (!f) return { text: '—', num: true };
        const mark = marks.get(f) ?? '';
        const n = formatInt(f.thefts);
        return { text: `${f.approximate ? ctx.t('thefts.approximately', { n }) : n}${mark ? ` ${mark}` : ''}`, num: true };
      }),
    ]),
  };
}

function noteMarks(series: readonly ReportedSeries[]): Map<ReportedSeries['figures'][number], string> {
  const notes = series.flatMap((s) => s.figures.filter((f) => f.note !== null));
  return new Map(notes.map((f, i) => [f, noteMark(i + 1)]));
}

/** Each series' source and the notes on its figures, in the page's language (English where the table lacks one). */
function reportedSourceItems(ctx: RenderContext, series: readonly ReportedSeries[]): Inline[][] {
  const marks = noteMarks(series);
  const rule = ctx.store.rule('theft-series');
  const said = (en: string) => theftSeriesText(rule, en, ctx.lang);
  return [
    ...series.map((s, i): Inline[] => {
      const source = said(s.source);
      const label = seriesLabel(ctx, i);
      return s.published
        ? ctx.rich<Inline & object>('thefts.reported.sourcePublished', { label, source, published: { text: s.published, dir: 'ltr' } })
        : ctx.rich<Inline & object>('thefts.reported.source', { label, source });
    }),
    ...series.flatMap((s, i) =>
      s.figures.flatMap((f): Inline[][] =>
        f.note === null
          ? []
          : [
              ctx.rich<Inline & object>('thefts.reported.figureNote', {
                mark: marks.get(f) ?? '',
                label: seriesLabel(ctx, i),
                year: String(f.year),
                note: said(f.note),
              }),
            ],
      ),
    ),
  ];
}

function build(ctx: RenderContext): PageModel | null {
  const t = ctx.store.nationalThefts;
  const reported = t.reported_totals;
  const years = t.by_model_file;
  // Listed by name in the page's own alphabetical order (its language's collation): the page reports counts, it
  // does not line models up against each other. A Hebrew page names a model as its page does ("טויוטה COROLLA").
  const collator = new Intl.Collator(INTL_LOCALE[ctx.lang]);
  const models = t.top_models
    .map((m) => {
      const page = pageById(ctx, `makes/${m.make_slug}/${m.model_slug}`);
      return { ...m, page, cell: ctx.lang === AUTHORITY_LANG && page ? { text: page.title } : { text: m.name, lang: 'en' as const } };
    })
    .sort((a, b) => collator.compare(a.cell.text, b.cell.text));
  // What the reported totals count, as the data version words it (the thefts catalogue's words in a later language).
  const said = memberIn(reported, 'counted', ctx.lang, () => ctx.t('thefts.reported.counted'));
  const counted: Inline[] = [`${said} ${ctx.t('thefts.reported.note')}`];
  return {
    page: ctx.page,
    lead: [ctx.t('thefts.lead')],
    facts: [],
    sections: [
      {
        heading: ctx.t('thefts.reported.heading'),
        blocks: [
          { kind: 'paragraph', text: counted },
          reportedTable(ctx, reported.series),
          { kind: 'list', items: reportedSourceItems(ctx, reported.series) },
        ],
      },
      {
        heading: ctx.t('thefts.file.heading'),
        blocks: [
          ...(t.sample ? [sampleNotice(ctx)] : []),
          { kind: 'paragraph', text: [ctx.t('thefts.file.note')] },
          {
            kind: 'chart',
            dir: LANG_DIR[ctx.lang],
            tableLabel: ctx.t('car-blocks.chartTable'),
            id: 'national-thefts',
            title: ctx.t('thefts.file.chartTitle'),
            labelHead: ctx.t('thefts.file.year'),
            valueHead: ctx.t('thefts.file.thefts'),
            format: 'int',
            bars: years.map((y) => ({ label: String(y.year), value: y.thefts })),
            table: {
              kind: 'table',
              caption: ctx.t('thefts.file.caption'),
              columns: [
                { label: ctx.t('thefts.file.year') },
                { label: ctx.t('thefts.file.thefts'), num: true },
                { label: ctx.t('thefts.file.recovered'), num: true },
              ],
              rows: years.map((y) => [
                String(y.year),
                { text: formatInt(y.thefts), num: true },
                { text: formatInt(y.recovered), num: true },
              ]),
            },
          },
          { kind: 'paragraph', text: [ctx.t('thefts.file.rates')] },
          { kind: 'list', items: t.rates.map((r) => [classRate(r, t.rate_year, ctx.lang)]) },
        ],
      },
      ...(models.length === 0
        ? []
        : [
            {
              heading: ctx.t('thefts.top.heading'),
              blocks: [
                {
                  kind: 'paragraph',
                  text: ctx.rich<Inline & object>('thefts.top.intro', {
                    makes: (chunks) => ({ text: chunks.join(''), href: ctx.path('/makes') }),
                  }),
                },
                {
                  kind: 'table',
                  caption: ctx.t('thefts.top.caption', { year: String(t.rate_year) }),
                  columns: [
                    { label: ctx.t('thefts.top.model') },
                    { label: ctx.t('thefts.top.thefts', { year: String(t.rate_year) }), num: true },
                  ],
                  rows: models.map((m) => [
                    { ...m.cell, href: m.page && ctx.path(m.page.path) },
                    { text: formatInt(m.thefts), num: true },
                  ]),
                },
              ],
            } satisfies Section,
          ]),
    ],
    sources: [datasetSource(ctx, 'policeThefts')],
    metadata: { sample_figures: t.sample, rate_year: t.rate_year },
    crumbs: [],
    about: { '@type': 'Dataset', name: ctx.t('thefts.about.name'), temporalCoverage: `${years[0]?.year}/${years.at(-1)?.year}` },
    offerCallback: false,
  };
}
