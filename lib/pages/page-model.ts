// A page as data: its lead, facts, sections of tables, charts, lists and notes, its sources and metadata, and
// what the layout puts around it. Built once per page from the shards (one builder per page type in this
// folder); serialise/markdown.ts turns it into the markdown twin (fetch, MCP resources, llms-full.txt) and
// serialise/html.ts into the HTML body, so the two forms of a page cannot say different things.
import type { RenderContext, SourceLink } from './render/page-renderer.ts';
import type { Page } from '../shards/pages.ts';

/**
 * A run of text; `href` is a site path ("/makes/toyota") or an absolute URL; `code` a name or value to type as it
 * is; `lang` a run in another script: "en" a Latin name, "he" a Hebrew data value on an Arabic or English page.
 */
export type Inline = string | { text: string; href?: string; lang?: 'en' | 'he'; dir?: 'ltr'; strong?: boolean; code?: boolean };

/** A table cell: text, optionally a link, Latin (lang "en") or Hebrew, an isolated left-to-right span, a number, code. */
export interface Cell {
  text: string;
  href?: string;
  lang?: 'en' | 'he';
  dir?: 'ltr';
  num?: boolean;
  code?: boolean;
}
/** A column head; parts when it holds a span to isolate (a range of years). */
export interface Column {
  label: string | Inline[];
  num?: boolean;
}

export interface Bar {
  label: string;
  value: number;
}

export interface Fact {
  term: string;
  value: Inline[];
}

export interface Card {
  title: string;
  facts: Fact[];
}

export interface Table {
  kind: 'table';
  caption: string;
  columns: Column[];
  rows: (Cell | string)[][];
}

export type Block =
  /** `quote`: words quoted as they are written elsewhere (the consent text); `lang` "en": an English paragraph. */
  | { kind: 'paragraph'; text: Inline[]; role?: 'note' | 'sample' | 'quote'; lang?: 'en' }
  | { kind: 'facts'; items: Fact[] }
  /** The first cell of each row heads the row. */
  | Table
  /**
   * A horizontal bar chart; the HTML draws it with its figures as a table, the markdown gives the table. `table`:
   * the chart's figures with more beside them (thefts and recoveries by year), shown open under the chart and
   * given by the twin instead of the two columns of the bars, so the same figures are not written twice.
   */
  | {
      kind: 'chart';
      /** The page's writing direction: bars grow from where its lines start. */
      dir: 'rtl' | 'ltr';
      id: string;
      title: string;
      labelHead: string;
      valueHead: string;
      bars: Bar[];
      format: 'int' | 'share';
      note?: string;
      tableLabel: string;
      table?: Table;
    }
  | { kind: 'list'; items: Inline[][] }
  /** Notices with a title and facts each (recalls). */
  | { kind: 'cards'; items: Card[] }
  /** Text to copy as it is: a command or a configuration file. */
  | { kind: 'code'; language: string; label: string; code: string };

/**
 * A part of the page; without a heading it continues the lead. `lang` "en" marks a part written in English;
 * `sub` a part of the section before it (a level-3 heading).
 */
export interface Section {
  /** The section's anchor on the HTML page, for links from elsewhere on the page ("#recalls"). */
  id?: string;
  heading?: string;
  /** `warn`: a part that holds facts needing the reader's attention (shown boxed; the twin says it in words). */
  tone?: 'warn';
  lang?: 'en';
  sub?: boolean;
  /** A part for assistants and programs only: in the twin they read, not on the page a person reads. */
  audience?: 'assistants';
  blocks: Block[];
}

export interface Crumb {
  label: string;
  href: string;
}

export interface PageModel {
  page: Page;
  lead: Inline[];
  /** A lead that is a status (a plate's page): shown as a banner, `warn` where it needs attention, else `plain`. */
  leadTone?: 'plain' | 'warn';
  facts: Fact[];
  sections: Section[];
  /** Official sources this page draws on, listed after the general source statement. */
  sources: SourceLink[];
  /** Facts for machines (ids, slugs, years) added to the twin's metadata. */
  metadata: Record<string, string | number | boolean | null>;
  /** Breadcrumbs between the home page and this page. */
  crumbs: Crumb[];
  /** schema.org object the page is about, added to its WebPage. */
  about?: Record<string, unknown>;
  offerCallback: boolean;
}

/** Null when the page's data is missing from this data version. */
export type PageModelBuilder = (ctx: RenderContext) => PageModel | null;
