// Tables written straight to HTML (the same markup Astro would produce, without a component render per cell,
// which dominates a national build). The table sits in a scrolling box that is a named, focusable region, so
// a keyboard can reach and scroll a table wider than a phone's screen. A table of four columns or more is
// marked to stack on a phone (site.css): each row becomes a card, each cell preceded by its column's name
// (`data-label`), since four columns of Hebrew words cannot be read side by side in 390 px.
import { escapeHtml } from '../../text/escape-html.ts';
import type { Cell as ModelCell } from '../page-model.ts';

/** A page model's table cell, plus a class for the few tables that style one. */
export interface Cell extends ModelCell {
  className?: string;
}
/**
 * A column head's markup (escaped already: a head may hold an isolated span), and its words as plain text for
 * the stacked form's cell labels (a left-to-right run kept whole with isolating marks).
 */
export interface Column {
  html: string;
  text: string;
  num?: boolean;
}

export { escapeHtml };

/** Tables of at least this many columns stack on a phone. */
export const STACK_FROM_COLUMNS = 4;

/** The attributes of a box that scrolls sideways: focusable by keyboard, and a region named for what it holds. */
export const scrollRegion = (label: string) => `tabindex="0" role="region" aria-label="${escapeHtml(label)}"`;

/**
 * A run in another script than the page's: Latin (a model name; isolated by its class) or a Hebrew data value on
 * an Arabic or English page, which keeps its right-to-left direction wherever it stands.
 */
export function langSpan(lang: 'en' | 'he', html: string): string {
  return lang === 'en' ? `<span lang="en" class="latin">${html}</span>` : `<span lang="he" dir="rtl">${html}</span>`;
}

function cellHtml(tag: 'th' | 'td', cell: Cell | string, label: string | null): string {
  const c = typeof cell === 'string' ? { text: cell } : cell;
  let inner = escapeHtml(c.text);
  if (c.code) inner = `<code>${inner}</code>`;
  if (c.lang) inner = langSpan(c.lang, inner);
  if (c.dir) inner = `<bdi dir="${c.dir}">${inner}</bdi>`;
  if (c.href) inner = `<a href="${escapeHtml(c.href)}">${inner}</a>`;
  const classes = [c.num ? 'num' : '', c.className ?? ''].filter(Boolean).join(' ');
  return (
    `<${tag}${tag === 'th' ? ' scope="row"' : ''}${classes ? ` class="${classes}"` : ''}` +
    `${label === null ? '' : ` data-label="${escapeHtml(label)}"`}>${inner}</${tag}>`
  );
}

/**
 * A table whose first cell in each row heads the row. `caption` is shown; `label` names a table without one
 * (its region still needs a name).
 */
export function tableHtml(options: { caption?: string; label?: string; columns: Column[]; rows: (Cell | string)[][] }): string {
  const stack = options.columns.length >= STACK_FROM_COLUMNS;
  const head = options.columns.map((c) => `<th scope="col"${c.num ? ' class="num"' : ''}>${c.html}</th>`).join('');
  const body = options.rows
    .map(
      (row) =>
        `<tr>${row.map((cell, i) => cellHtml(i === 0 ? 'th' : 'td', cell, stack ? (options.columns[i]?.text ?? '') : null)).join('')}</tr>`,
    )
    .join('');
  const caption = options.caption ? `<caption>${escapeHtml(options.caption)}</caption>` : '';
  const name = options.caption ?? options.label ?? '';
  return (
    `<div class="table-wrap" ${scrollRegion(name)}` +
    `><table${stack ? ' class="stack"' : ''}>${caption}<thead><tr>${head}</tr></thead><tbody>${body}` +
    `</tbody></table></div>`
  );
}
