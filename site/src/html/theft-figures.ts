// A model's police theft figures: a chart of thefts by year, the rate with its numerator and denominator beside
// the national rate of the same vehicle class, and the sample label while the figures are the committed sample
// rather than a police release. The sentences are the markdown twin's (lib/markdown/sections/theft-figures.ts).
import type { z } from 'zod';
import type { ModelThefts } from '../../../lib/shards/schemas.ts';
import { formatInt } from '../../../lib/markdown/format.ts';
import { classRateHe, modelRateHe, nationalRateOf, THEFT_STATUS_TEXT } from '../../../lib/markdown/sections/theft-figures.ts';
import { escapeHtml as esc, tableHtml } from '../lib/html-table.ts';
import { barChartHtml } from './bar-chart.ts';

const SAMPLE_FLAG = '<p class="sample-flag">נתוני דוגמה לצורך הדגמה בלבד, לא פרסום של משטרת ישראל.</p>';

/** The figures of a model, or the sentence saying there is no figure and why. */
export function theftFiguresHtml(thefts: z.infer<typeof ModelThefts> | null, id: string): string {
  if (!thefts) return `<p>${esc(THEFT_STATUS_TEXT.no_data.he)}</p>`;
  const national = `<p>לשם השוואה, ${esc(classRateHe(nationalRateOf(thefts), thefts.rate_year))}</p>`;
  if (thefts.status === 'none_recorded') return (thefts.sample ? SAMPLE_FLAG : '') + `<p>${esc(THEFT_STATUS_TEXT.none_recorded.he)}</p>${national}`;
  return (thefts.sample ? SAMPLE_FLAG : '')
    + barChartHtml({ id, title: 'גניבות לפי שנה', labelHead: 'שנה', valueHead: 'גניבות', bars: thefts.by_year.map((y) => ({ label: String(y.year), value: y.thefts })) })
    + tableHtml({
      caption: 'גניבות והחזרות לפי שנה',
      columns: [{ label: 'שנה' }, { label: 'נגנבו', num: true }, { label: 'הוחזרו', num: true }],
      rows: thefts.by_year.map((y) => [String(y.year), { text: formatInt(y.thefts), num: true }, { text: formatInt(y.recovered), num: true }]),
    })
    + `<p>${esc(modelRateHe(thefts))}</p>${national}`
    + '<dl class="facts">'
    + (thefts.shared_with.length > 0 ? `<dt>מדווח יחד עם</dt><dd><span lang="en" class="latin">${esc(thefts.shared_with.join(', '))}</span></dd>` : '')
    + (thefts.top_production_years.length > 0 ? `<dt>שנות ייצור עם הכי הרבה גניבות</dt><dd>${esc(thefts.top_production_years.map((y) => `${y.year} (${formatInt(y.thefts)})`).join(', '))}</dd>` : '')
    + '</dl>';
}
