import { blocks, bullets, heading, link, table } from '../blocks.ts';
import { formatDecimal, formatInt } from '../format.ts';
import { datasetSource } from '../official-sources.ts';
import type { PageRenderer } from '../page-renderer.ts';
import { THEFT_SAMPLE_NOTICE } from '../sections/sample-notice.ts';
import { pageById } from '../site-links.ts';

export const renderThefts: PageRenderer = (ctx) => {
  const t = ctx.store.nationalThefts;
  const sources = [...new Set(t.by_year.map((y) => y.source))];
  // Listed by name: the page reports counts, it does not line models up against each other.
  const models = [...t.top_models].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    body: blocks(
      t.sample && THEFT_SAMPLE_NOTICE,
      'כמה כלי רכב נגנבו בישראל בכל שנה וכמה מהם הוחזרו, לפי נתוני משטרת ישראל.',
      heading(2, 'גניבות לפי שנה'),
      // One source for every year is said once, under the table, instead of on each row.
      sources.length === 1
        ? blocks(table(['שנה', 'גניבות', 'הוחזרו'], t.by_year.map((y) => [y.year, formatInt(y.thefts), y.recovered === null ? null : formatInt(y.recovered)])),
          `מקור: ${sources[0]}`)
        : table(['שנה', 'גניבות', 'הוחזרו', 'מקור'],
          t.by_year.map((y) => [y.year, formatInt(y.thefts), y.recovered === null ? null : formatInt(y.recovered), y.source])),
      bullets([
        `ב־${t.rate_year} נגנבו ${formatDecimal(t.rate_per_1000, 1)} כלי רכב לכל 1,000 כלי רכב על הכביש ` +
          `(${formatInt(t.fleet)} כלי רכב).`,
      ]),
      models.length > 0 && heading(2, 'הדגמים שבהם נרשמו הכי הרבה גניבות'),
      models.length > 0 && 'לפי סדר האלף־בית. מספר גניבות גבוה משקף בעיקר כמה כלי רכב מהדגם יש על הכביש; בעמוד כל דגם מופיע גם שיעור לכל 1,000.',
      models.length > 0 && table(['דגם', 'גניבות'], models.map((m) => {
        const page = pageById(ctx, `makes/${m.make_slug}/${m.model_slug}`);
        return [page ? link(m.name, ctx.url(page.path)) : m.name, formatInt(m.thefts)];
      })),
    ),
    sources: [datasetSource(ctx, 'policeThefts')],
    metadata: { sample_figures: t.sample, rate_year: t.rate_year },
  };
};
