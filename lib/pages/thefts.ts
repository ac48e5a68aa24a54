// /thefts: two kinds of figures, kept apart so that none seems to come from the other: the reported national
// totals (all vehicle types, several disagreeing series) and the by-model file with the rates computed from it.
import { formatInt } from '../text/format.ts';
import { datasetSource } from './render/official-sources.ts';
import { classRateHe, NATIONAL_THEFT_NOTES_HE } from './render/sections/theft-figures.ts';
import { pageById } from './render/site-links.ts';
import type { z } from 'zod';
import type { NationalThefts as NationalTheftsSchema } from '../shards/thefts.ts';
import type { Inline, PageModel, Section, Table } from './page-model.ts';
import { CHART_TABLE_LABEL, sampleNotice } from './shared-blocks.ts';
import type { RenderContext } from './render/page-renderer.ts';
import type { SinglePageType } from './page-type.ts';

export const theftsPage: SinglePageType = {
  type: 'thefts',
  path: '/thefts',
  title: 'גניבות רכב',
  summary: 'סך גניבות הרכב הארצי כפי שדווח, גניבות והחזרות לפי דגם ושנה, ושיעור הגניבות לכל 1,000 כלי רכב על הכביש מאותו סוג.',
  keywords: ['thefts', 'car theft', 'גניבת רכב', 'משטרה'],
  build,
};

type ReportedSeries = z.infer<typeof NationalTheftsSchema>['reported_totals']['series'][number];

/** A series' short name in the table: a Hebrew letter, the source itself named once under the table. */
const seriesLabel = (i: number) => `מקור ${HEBREW_LETTERS[i] ?? i + 1}`;
const HEBREW_LETTERS = 'אבגדהוזחטיכלמנסעפצקרשת';
/** A mark on a figure that has a note; the notes are listed under the table. */
const noteMark = (n: number) => [...String(n)].map((d) => SUPERSCRIPT_DIGITS[Number(d)]).join('');
const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** The figures of each year side by side, one short column per series: several series disagree on a year. */
function reportedTable(series: readonly ReportedSeries[]): Table {
  const years = [...new Set(series.flatMap((s) => s.figures.map((f) => f.year)))].sort((a, b) => a - b);
  const marks = noteMarks(series);
  return {
    kind: 'table',
    caption: 'סך גניבות כלי הרכב לפי שנה, בכל מקור',
    columns: [{ label: 'שנה' }, ...series.map((_, i) => ({ label: seriesLabel(i), num: true }))],
    rows: years.map((year) => [
      String(year),
      ...series.map((s) => {
        const f = s.figures.find((x) => x.year === year);
        if (!f) return { text: '—', num: true };
        const mark = marks.get(f) ?? '';
        return { text: `${f.approximate ? 'כ־' : ''}${formatInt(f.thefts)}${mark ? ` ${mark}` : ''}`, num: true };
      }),
    ]),
  };
}

function noteMarks(series: readonly ReportedSeries[]): Map<ReportedSeries['figures'][number], string> {
  const notes = series.flatMap((s) => s.figures.filter((f) => f.note !== null));
  return new Map(notes.map((f, i) => [f, noteMark(i + 1)]));
}

/** Each series' source, as it names itself, and the notes on its figures, in the source's own words. */
function reportedSourceItems(series: readonly ReportedSeries[]): Inline[][] {
  const marks = noteMarks(series);
  return [
    ...series.map((s, i): Inline[] => [
      `${seriesLabel(i)}: `,
      { text: s.source, lang: 'en' },
      s.published ? ` (פורסם ` : '',
      s.published ? { text: s.published, dir: 'ltr' } : '',
      s.published ? ')' : '',
    ]),
    ...series.flatMap((s, i) =>
      s.figures.flatMap((f): Inline[][] =>
        f.note === null ? [] : [[`${marks.get(f)} ${seriesLabel(i)}, ${f.year}: `, { text: f.note, lang: 'en' }]],
      ),
    ),
  ];
}

function build(ctx: RenderContext): PageModel | null {
  const t = ctx.store.nationalThefts;
  const reported = t.reported_totals;
  const years = t.by_model_file;
  // Listed by name: the page reports counts, it does not line models up against each other.
  const models = [...t.top_models].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    page: ctx.page,
    lead: [
      'כמה כלי רכב נגנבו בישראל וכמה מהם הוחזרו, לפי נתוני משטרת ישראל: הסך הארצי כפי שדווח, ' +
        'ובנפרד קובץ הגניבות לפי דגם והשיעורים שמחושבים ממנו.',
    ],
    facts: [],
    sections: [
      {
        heading: 'סך הגניבות הארצי כפי שדווח',
        blocks: [
          { kind: 'paragraph', text: [`${reported.counted_he} ${NATIONAL_THEFT_NOTES_HE.reported}`] },
          reportedTable(reported.series),
          { kind: 'list', items: reportedSourceItems(reported.series) },
        ],
      },
      {
        heading: 'קובץ הגניבות לפי דגם',
        blocks: [
          ...(t.sample ? [sampleNotice] : []),
          { kind: 'paragraph', text: [NATIONAL_THEFT_NOTES_HE.file] },
          {
            kind: 'chart',
            tableLabel: CHART_TABLE_LABEL,
            id: 'national-thefts',
            title: 'גניבות לפי שנה בקובץ לפי דגם',
            labelHead: 'שנה',
            valueHead: 'גניבות',
            format: 'int',
            bars: years.map((y) => ({ label: String(y.year), value: y.thefts })),
            table: {
              kind: 'table',
              caption: 'גניבות והחזרות לפי שנה בקובץ לפי דגם',
              columns: [{ label: 'שנה' }, { label: 'גניבות', num: true }, { label: 'הוחזרו', num: true }],
              rows: years.map((y) => [
                String(y.year),
                { text: formatInt(y.thefts), num: true },
                { text: formatInt(y.recovered), num: true },
              ]),
            },
          },
          { kind: 'paragraph', text: [NATIONAL_THEFT_NOTES_HE.rates] },
          { kind: 'list', items: t.rates.map((r) => [classRateHe(r, t.rate_year)]) },
        ],
      },
      ...(models.length === 0
        ? []
        : [
            {
              heading: 'הדגמים שבהם נרשמו הכי הרבה גניבות',
              blocks: [
                {
                  kind: 'paragraph',
                  text: [
                    'לפי סדר האלף־בית. מספר גניבות גבוה משקף בעיקר כמה כלי רכב מהדגם יש על הכביש; בעמוד כל דגם מופיע גם שיעור לכל 1,000. ',
                    { text: 'לרשימת היצרנים והדגמים', href: '/makes' },
                    '.',
                  ],
                },
                {
                  kind: 'table',
                  caption: `הדגמים שבהם נרשמו הכי הרבה גניבות ב־${t.rate_year}`,
                  columns: [{ label: 'דגם' }, { label: `גניבות ב־${t.rate_year}`, num: true }],
                  rows: models.map((m) => {
                    const page = pageById(ctx, `makes/${m.make_slug}/${m.model_slug}`);
                    return [
                      { text: m.name, lang: 'en' as const, href: page?.path },
                      { text: formatInt(m.thefts), num: true },
                    ];
                  }),
                },
              ],
            } satisfies Section,
          ]),
    ],
    sources: [datasetSource(ctx, 'policeThefts')],
    metadata: { sample_figures: t.sample, rate_year: t.rate_year },
    crumbs: [],
    about: { '@type': 'Dataset', name: 'גניבות רכב בישראל לפי שנה', temporalCoverage: `${years[0]?.year}/${years.at(-1)?.year}` },
    offerCallback: false,
  };
}
