// Tables written straight to HTML (the same markup Astro would produce, without a component render per cell,
// which dominates a national build). The table sits in a scrolling box that is a named, focusable region, so
// a keyboard can reach and scroll a table wider than a phone's screen.
import { escapeHtml } from '../../text/escape-html.ts';
import type { Cell as ModelCell } from '../page-model.ts';

/** A page model's table cell, plus a class for the few tables that style one. */
export interface Cell extends ModelCell {
  className?: string;
}
/** A column head's markup (escaped already: a head may hold an isolated span). */
export interface Column {
  html: string;
  num?: boolean;
}

export { escapeHtml };

/** The attributes of a box that scrolls sideways: focusable by keyboard, and a region named for what it holds. */
export const scrollRegion = (label: string) => `tabindex="0" role="region" aria-label="${escapeHtml(label)}"`;

function cellHtml(tag: 'th' | 'td', cell: Cell | string): string {
  const c = typeof cell === 'string' ? { text: cell } : cell;
  let inner = escapeHtml(c.text);
  if (c.code) inner = `<code>${inner}</code>`;
  if (c.lang) inner = `<span lang="${c.lang}" class="latin">${inner}</span>`;
  if (c.dir) inner = `<bdi dir="${c.dir}">${inner}</bdi>`;
  if (c.href) inner = `<a href="${escapeHtml(c.href)}">${inner}</a>`;
  const classes = [c.num ? 'num' : '', c.className ?? ''].filter(Boolean).join(' ');
  return `<${tag}${tag === 'th' ? ' scope="row"' : ''}${classes ? ` class="${classes}"` : ''}>${inner}</${tag}>`;
}

/**
 * A table whose first cell in each row heads the row. `caption` is shown; `label` names a table without one
 * (its region still needs a name).
 */
export function tableHtml(options: { caption?: string; label?: string; columns: Column[]; rows: (Cell | string)[][] }): string {
  const head = options.columns.map((c) => `<th scope="col"${c.num ? ' class="num"' : ''}>${c.html}</th>`).join('');
  const body = options.rows.map((row) => `<tr>${row.map((cell, i) => cellHtml(i === 0 ? 'th' : 'td', cell)).join('')}</tr>`).join('');
  const caption = options.caption ? `<caption>${escapeHtml(options.caption)}</caption>` : '';
  const name = options.caption ?? options.label ?? '';
  return (
    `<div class="table-wrap" ${scrollRegion(name)}` +
    `><table>${caption}<thead><tr>${head}</tr></thead><tbody>${body}` +
    `</tbody></table></div>`
  );
}
