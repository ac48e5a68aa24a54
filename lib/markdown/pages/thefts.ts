import { blocks, bullets, heading, link, table } from '../blocks.ts';
import { formatInt } from '../format.ts';
import { datasetSource } from '../official-sources.ts';
import type { PageRenderer } from '../page-renderer.ts';
import { THEFT_SAMPLE_NOTICE } from '../sections/sample-notice.ts';
import { classRateHe, NATIONAL_THEFT_NOTES_HE } from '../sections/theft-figures.ts';
import { pageById } from '../site-links.ts';

// Two kinds of figures, kept apart so that none seems to come from the other: the reported national totals (all
// vehicle types, several disagreeing series) and the by-model file with the rates computed from it.
export const renderThefts: PageRenderer = (ctx) => {
  const t = ctx.store.nationalThefts;
  const reported = t.reported_totals;
  // Listed by name: the page reports counts, it does not line models up against each other.
  const models = [...t.top_models].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    body: blocks(
      'כמה כלי רכב נגנבו בישראל וכמה מהם הוחזרו, לפי נתוני משטרת ישראל: הסך הארצי כפי שדווח, ובנפרד קובץ הגניבות לפי דגם והשיעורים שמחושבים ממנו.',
      heading(2, 'סך הגניבות הארצי כפי שדווח'),
      `${reported.counted_he} ${NATIONAL_THEFT_NOTES_HE.reported}`,
      table(['מקור', 'פורסם', 'שנה', 'גניבות', 'הערה'], reported.series.flatMap((s) => s.figures.map((f) =>
        [s.source, s.published, f.year, `${f.approximate ? 'כ־' : ''}${formatInt(f.thefts)}`, f.note]))),
      heading(2, 'קובץ הגניבות לפי דגם'),
      t.sample && THEFT_SAMPLE_NOTICE,
      NATIONAL_THEFT_NOTES_HE.file,
      table(['שנה', 'גניבות', 'הוחזרו'], t.by_model_file.map((y) => [y.year, formatInt(y.thefts), formatInt(y.recovered)])),
      NATIONAL_THEFT_NOTES_HE.rates,
      bullets(t.rates.map((r) => classRateHe(r, t.rate_year))),
      models.length > 0 && heading(2, 'הדגמים שבהם נרשמו הכי הרבה גניבות'),
      models.length > 0 && 'לפי סדר האלף־בית. מספר גניבות גבוה משקף בעיקר כמה כלי רכב מהדגם יש על הכביש; בעמוד כל דגם מופיע גם שיעור לכל 1,000.',
      models.length > 0 && table(['דגם', `גניבות ב־${t.rate_year}`], models.map((m) => {
        const page = pageById(ctx, `makes/${m.make_slug}/${m.model_slug}`);
        return [page ? link(m.name, ctx.url(page.path)) : m.name, formatInt(m.thefts)];
      })),
    ),
    sources: [datasetSource(ctx, 'policeThefts')],
    metadata: { sample_figures: t.sample, rate_year: t.rate_year },
  };
};
