// A model's police theft figures: a chart of thefts by year, the rate against the national rate, and the
// sample label while the figures are the committed sample rather than a police release.
import type { z } from 'zod';
import type { ModelThefts } from '../../../lib/shards/schemas.ts';
import { formatDecimal, formatInt } from '../../../lib/markdown/format.ts';
import { escapeHtml as esc, tableHtml } from '../lib/html-table.ts';
import { barChartHtml } from './bar-chart.ts';

export function theftFiguresHtml(thefts: z.infer<typeof ModelThefts>, id: string): string {
  return (thefts.sample ? '<p class="sample-flag">נתוני דוגמה לצורך הדגמה בלבד, לא פרסום של משטרת ישראל.</p>' : '')
    + barChartHtml({ id, title: 'גניבות לפי שנה', labelHead: 'שנה', valueHead: 'גניבות', bars: thefts.by_year.map((y) => ({ label: String(y.year), value: y.thefts })) })
    + tableHtml({
      caption: 'גניבות והחזרות לפי שנה',
      columns: [{ label: 'שנה' }, { label: 'נגנבו', num: true }, { label: 'הוחזרו', num: true }],
      rows: thefts.by_year.map((y) => [String(y.year), { text: formatInt(y.thefts), num: true }, { text: formatInt(y.recovered), num: true }]),
    })
    + `<dl class="facts"><dt>גניבות לכל 1,000 רכבים (${thefts.rate_year})</dt><dd>${thefts.rate_per_1000 === null ? 'אין די נתונים לחישוב' : formatDecimal(thefts.rate_per_1000, 1)}</dd>`
    + `<dt>הממוצע הארצי לכל 1,000 רכבים</dt><dd>${formatDecimal(thefts.national_rate_per_1000, 1)}</dd>`
    + (thefts.shared_with.length > 0 ? `<dt>מדווח יחד עם</dt><dd><span lang="en" class="latin">${esc(thefts.shared_with.join(', '))}</span></dd>` : '')
    + (thefts.top_production_years.length > 0 ? `<dt>שנות ייצור עם הכי הרבה גניבות</dt><dd>${esc(thefts.top_production_years.map((y) => `${y.year} (${formatInt(y.thefts)})`).join(', '))}</dd>` : '')
    + '</dl>';
}
