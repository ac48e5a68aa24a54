// A page model as the body of its markdown twin (between the title and the footer the frame adds): lead,
// facts as a list, then each section under its heading. Site paths become absolute URLs, since a twin is read
// away from the site (fetch, MCP resources, llms-full.txt).
import { blocks, bullets, heading, inertText, link, table } from '../render/blocks.ts';
import { chartFigure } from './bar-chart-html.ts';
import type { Block, Card, Cell, Fact, Inline, PageModel, Table } from '../page-model.ts';

type Url = (path: string) => string;

const absolute = (href: string, url: Url) => (href.startsWith('/') ? url(href) : href);

export function inlineMarkdown(parts: readonly Inline[], url: Url): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return inertText(part);
      const text = part.code ? `\`${part.text}\`` : inertText(part.text);
      if (part.href) return link(text, absolute(part.href, url));
      return part.strong ? `**${text}**` : text;
    })
    .join('');
}

const cellMarkdown = (cell: Cell | string, url: Url) => (typeof cell === 'string' ? cell : inlineMarkdown([cell], url));

const factLines = (facts: readonly Fact[], url: Url) => bullets(facts.map((f) => `${f.term}: ${inlineMarkdown(f.value, url)}`));

/** A notice under its own heading, each fact on a line with its term in bold. */
export function cardMarkdown(card: Card, url: Url): string {
  return blocks(heading(3, card.title), bullets(card.facts.map((f) => `**${f.term}:** ${inlineMarkdown(f.value, url)}`)));
}

const tableMarkdown = (t: Table, url: Url) =>
  table(
    t.columns.map((c) => (typeof c.label === 'string' ? c.label : inlineMarkdown(c.label, url))),
    t.rows.map((row) => row.map((cell) => cellMarkdown(cell, url))),
  );

function blockMarkdown(block: Block, url: Url): string {
  switch (block.kind) {
    case 'paragraph':
      return `${block.role === 'quote' ? '> ' : ''}${inlineMarkdown(block.text, url)}`;
    case 'facts':
      return factLines(block.items, url);
    case 'table':
      return tableMarkdown(block, url);
    case 'chart':
      return blocks(
        `${block.title}:`,
        block.table
          ? tableMarkdown(block.table, url)
          : table(
              [block.labelHead, block.valueHead],
              block.bars.map((b) => [b.label, chartFigure(block.format, b.value)]),
            ),
        block.note,
      );
    case 'list':
      return bullets(block.items.map((item) => inlineMarkdown(item, url)));
    case 'cards':
      return block.items.map((c) => cardMarkdown(c, url)).join('\n\n');
    case 'code':
      return `\`\`\`${block.language}\n${block.code}\n\`\`\``;
  }
}

export function pageModelMarkdown(model: Omit<PageModel, 'page'>, url: Url): string {
  return blocks(
    inlineMarkdown(model.lead, url),
    model.facts.length > 0 && factLines(model.facts, url),
    ...model.sections.map((s) =>
      blocks(s.heading !== undefined && heading(s.sub ? 3 : 2, s.heading), ...s.blocks.map((b) => blockMarkdown(b, url))),
    ),
  );
}
