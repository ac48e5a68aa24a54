// A horizontal bar chart drawn at build time as SVG, bars growing from the right as Hebrew reads, with the same
// figures as a table for screen readers and anyone who prefers numbers. A string builder rather than a
// component: catalog pages draw tens of thousands of charts.
import { formatInt, formatShare } from '../../markdown/format.ts';
import { escapeHtml as esc, tableHtml } from './html-table.ts';

export interface Bar {
  label: string;
  value: number;
}
export interface BarChartProps {
  id: string;
  title: string;
  /** Column heads of the table alternative. */
  labelHead: string;
  valueHead: string;
  bars: Bar[];
  format?: 'int' | 'share';
  note?: string;
  /** What opens the table of the figures under the chart. */
  tableLabel: string;
}

const WIDTH = 640;
const ROW_HEIGHT = 30;
const LABEL_WIDTH = 210;
const VALUE_ROOM = 64;

/** A bar's figure as the chart, its table and the markdown twin write it. */
export const chartFigure = (format: 'int' | 'share', v: number) => (format === 'share' ? formatShare(v) : formatInt(v));

export function barChartHtml({ id, title, labelHead, valueHead, bars, format = 'int', note, tableLabel }: BarChartProps): string {
  const show = (v: number) => chartFigure(format, v);
  const height = bars.length * ROW_HEIGHT + 8;
  const barStart = WIDTH - LABEL_WIDTH - 8;
  const barRoom = barStart - VALUE_ROOM;
  const max = format === 'share' ? 1 : Math.max(1, ...bars.map((b) => b.value));
  const rows = bars
    .map((b, i) => {
      const length = Math.max(b.value > 0 ? 2 : 0, (b.value / max) * barRoom);
      const y = 4 + i * ROW_HEIGHT;
      const textY = y + ROW_HEIGHT / 2 + 5;
      return (
        `<g><text x="${WIDTH - 4}" y="${textY}" text-anchor="end" font-size="14" fill="#1b1f24">${esc(b.label)}</text>` +
        `<rect x="${barStart - length}" y="${y + 5}" width="${length}" height="${ROW_HEIGHT - 10}" fill="#2f6db5" rx="2"></rect>` +
        `<text x="${barStart - length - 6}" y="${textY}" text-anchor="end" font-size="13" fill="#1b1f24">${esc(show(b.value))}</text></g>`
      );
    })
    .join('');
  const summary = bars.map((b) => `${b.label} ${show(b.value)}`).join(', ');
  return (
    `<figure class="chart" aria-labelledby="${esc(id)}-caption"><figcaption id="${esc(id)}-caption">${esc(title)}</figcaption>` +
    `<svg viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}` +
    `" height="${height}" role="img" aria-labelledby="${esc(id)}` +
    `-title" direction="ltr" xmlns="http://www.w3.org/2000/svg">` +
    `<title id="${esc(id)}-title">${esc(title)}: ${esc(summary)}</title>${rows}` +
    `<line x1="${barStart}" x2="${barStart}" y1="0" y2="${height}" stroke="#4a5260" stroke-width="1"></line></svg>` +
    (note ? `<p class="note">${esc(note)}</p>` : '') +
    `<details><summary>${esc(tableLabel)}</summary>${tableHtml({
      label: title,
      columns: [{ html: esc(labelHead) }, { html: esc(valueHead), num: true }],
      rows: bars.map((b) => [b.label, { text: show(b.value), num: true }]),
    })}</details></figure>`
  );
}
