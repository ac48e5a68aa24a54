// A page model as the HTML body of its page (the layout around it is the site's): lead, facts, then each
// section with its heading. Every word, label, order and link comes from the model.
import type { Block, Fact, Inline, PageModel, Table } from '../page-model.ts';
import { barChartHtml } from './bar-chart-html.ts';
import { escapeHtml as esc, langSpan, scrollRegion, tableHtml } from './html-table.ts';

const EXTERNAL = /^https?:\/\//;

export function inlineHtml(parts: readonly Inline[]): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return esc(part);
      let html = esc(part.text);
      if (part.code) html = `<code>${html}</code>`;
      if (part.lang) html = langSpan(part.lang, html);
      if (part.dir) html = `<bdi dir="${part.dir}">${html}</bdi>`;
      if (part.strong) html = `<strong>${html}</strong>`;
      if (part.href) html = `<a href="${esc(part.href)}"${EXTERNAL.test(part.href) ? ' rel="nofollow noopener"' : ''}>${html}</a>`;
      return html;
    })
    .join('');
}

/**
 * Inline parts as plain text (a stacked table's cell labels): a left-to-right run is wrapped in isolating marks
 * (LRI, PDI), which keep a range of years whole inside Hebrew where no element can.
 */
export const inlineText = (parts: readonly Inline[]) =>
  parts.map((part) => (typeof part === 'string' ? part : part.dir ? `\u2066${part.text}\u2069` : part.text)).join('');

/** A page model's table as HTML. */
export function modelTableHtml(table: Table): string {
  return tableHtml({
    ...table,
    columns: table.columns.map((c) => {
      const label = typeof c.label === 'string' ? [c.label] : c.label;
      return { html: inlineHtml(label), text: inlineText(label), num: c.num };
    }),
  });
}

const factsHtml = (facts: readonly Fact[]) =>
  `<dl class="facts">${facts.map((f) => `<dt>${esc(f.term)}</dt><dd>${inlineHtml(f.value)}</dd>`).join('')}</dl>`;

const PARAGRAPH_CLASS = { note: ' class="note"', sample: ' class="sample-flag"', quote: '' } as const;

function paragraphHtml(block: Extract<Block, { kind: 'paragraph' }>): string {
  const p =
    `<p${block.role ? PARAGRAPH_CLASS[block.role] : ''}` +
    `${block.lang ? ` lang="${block.lang}" dir="ltr"` : ''}` +
    `>${inlineHtml(block.text)}</p>`;
  return block.role === 'quote' ? `<blockquote>${p}</blockquote>` : p;
}

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return paragraphHtml(block);
    case 'facts':
      return factsHtml(block.items);
    case 'table':
      return modelTableHtml(block);
    case 'chart':
      return barChartHtml({ ...block, table: block.table && modelTableHtml(block.table) });
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</ul>`;
    case 'cards':
      return `<ul class="cards">${block.items.map((c) => `<li><h3>${esc(c.title)}</h3>${factsHtml(c.facts)}</li>`).join('')}</ul>`;
    case 'code':
      return `<pre ${scrollRegion(block.label)}><code>${esc(block.code)}</code></pre>`;
  }
}

/** The lead and the facts: what a page opens with (Astro's home page puts its forms after it). */
export function leadHtml(model: Omit<PageModel, 'page'>): string {
  const banner = model.leadTone ? ` banner banner-${model.leadTone}` : '';
  return (
    `${model.lead.length > 0 ? `<p class="lead${banner}">${inlineHtml(model.lead)}</p>` : ''}` +
    `${model.facts.length > 0 ? factsHtml(model.facts) : ''}`
  );
}

export function sectionsHtml(model: Omit<PageModel, 'page'>): string {
  return model.sections
    .filter((s) => s.audience === undefined)
    .map((s) => {
      const body = s.blocks.map(blockHtml).join('');
      const attrs =
        (s.id ? ` id="${esc(s.id)}"` : '') +
        (s.tone ? ` class="banner banner-${s.tone}"` : '') +
        (s.lang ? ` lang="${s.lang}" dir="ltr"` : '');
      if (s.heading === undefined) return attrs ? `<div${attrs}>${body}</div>` : body;
      const level = s.sub ? 3 : 2;
      return `<section${attrs}><h${level}>${esc(s.heading)}</h${level}>${body}</section>`;
    })
    .join('');
}

export function pageModelHtml(model: Omit<PageModel, 'page'>): string {
  return leadHtml(model) + sectionsHtml(model);
}
