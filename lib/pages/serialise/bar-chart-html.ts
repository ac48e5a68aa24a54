// A horizontal bar chart drawn at build time as SVG, bars growing from where the page's lines start (the right in
// Hebrew and Arabic, the left in English and Russian), labels on that side, with the same
// figures as a table for screen readers and anyone who prefers numbers. A string builder rather than a
// component: catalog pages draw tens of thousands of charts.
import { formatInt, formatShare } from '../../text/format.ts';
import { escapeHtml as esc, tableHtml } from './html-table.ts';

export interface Bar {
  label: string;
  value: number;
}
export interface BarChartProps {
  dir: 'rtl' | 'ltr';
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
  /** A table of the figures (and more) to show open under the chart instead of the bars' own. */
  table?: string;
}

// Drawn about as wide as a phone's column (a 390 px screen less its margins), so the labels keep their size there;
// wider screens show it at most 28rem wide (site.css). Short labels (years) sit beside their bars; longer ones
// (safety systems) above them, so a label never needs more room than the whole width.
const WIDTH = 360;
const SHORT_LABEL = 6;
const SIDE_LABEL_WIDTH = 48;
const VALUE_ROOM = 64;

/** A bar's figure as the chart, its table and the markdown twin write it. */
export const chartFigure = (format: 'int' | 'share', v: number) => (format === 'share' ? formatShare(v) : formatInt(v));

export function barChartHtml(props: BarChartProps): string {
  const { dir, id, title, labelHead, valueHead, bars, format = 'int', note, tableLabel, table } = props;
  const show = (v: number) => chartFigure(format, v);
  // Text and the axis in the colour of the text around (currentColor), so the chart reads on a dark ground too (an
  // MCP card follows its host's theme). Drawn right to left; a left-to-right page gets the mirror image: each x
  // from the other edge, text anchored the other way.
  const x = dir === 'rtl' ? (at: number) => at : (at: number) => WIDTH - at;
  const anchor = dir === 'rtl' ? 'end' : 'start';
  const beside = bars.every((b) => b.label.length <= SHORT_LABEL);
  const rowHeight = beside ? 28 : 44;
  const height = bars.length * rowHeight + 8;
  const barStart = beside ? WIDTH - SIDE_LABEL_WIDTH - 8 : WIDTH - 4;
  const barRoom = barStart - VALUE_ROOM;
  const max = format === 'share' ? 1 : Math.max(1, ...bars.map((b) => b.value));
  const rows = bars
    .map((b, i) => {
      const length = Math.max(b.value > 0 ? 2 : 0, (b.value / max) * barRoom);
      const y = 4 + i * rowHeight;
      const barY = beside ? y + 5 : y + 22;
      const textY = barY + 14;
      const labelY = beside ? textY : y + 16;
      return (
        `<g><text x="${x(WIDTH - 4)}" y="${labelY}" text-anchor="${anchor}" font-size="14" fill="currentColor">${esc(b.label)}</text>` +
        `<rect x="${Math.min(x(barStart), x(barStart - length))}" y="${barY}" width="${length}" height="18" fill="#2f6db5" rx="2"></rect>` +
        `<text x="${x(barStart - length - 6)}" y="${textY}" text-anchor="${anchor}" font-size="13" fill="currentColor">` +
        `${esc(show(b.value))}</text></g>`
      );
    })
    .join('');
  const summary = bars.map((b) => `${b.label} ${show(b.value)}`).join(', ');
  const figures =
    table ??
    `<details><summary>${esc(tableLabel)}</summary>${tableHtml({
      label: title,
      columns: [
        { html: esc(labelHead), text: labelHead },
        { html: esc(valueHead), text: valueHead, num: true },
      ],
      rows: bars.map((b) => [b.label, { text: show(b.value), num: true }]),
    })}</details>`;
  return (
    `<figure class="chart" aria-labelledby="${esc(id)}-caption"><figcaption id="${esc(id)}-caption">${esc(title)}</figcaption>` +
    `<svg viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}` +
    `" height="${height}" role="img" aria-labelledby="${esc(id)}` +
    `-title" direction="ltr" xmlns="http://www.w3.org/2000/svg">` +
    `<title id="${esc(id)}-title">${esc(title)}: ${esc(summary)}</title>${rows}` +
    (beside
      ? `<line x1="${x(barStart)}" x2="${x(barStart)}" y1="0" y2="${height}" ` +
        `stroke="currentColor" stroke-opacity="0.6" stroke-width="1"></line>`
      : '') +
    `</svg>${note ? `<p class="note">${esc(note)}</p>` : ''}${figures}</figure>`
  );
}
