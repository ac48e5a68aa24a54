// What a page model's builder reads (RenderContext) and what render-page.ts frames into a twin (RenderedBody).
import type { DataStore } from '../../data/data-store.ts';
import type { Page } from '../../shards/pages.ts';
import type { TextsRule } from '../../rules/texts.ts';
import type { ApiReference } from '../../api/api-reference.ts';

export interface SourceLink {
  label: string;
  /** Absent for sources without a public page (e.g. a freedom-of-information release). */
  url?: string;
}

export interface RenderContext {
  store: DataStore;
  page: Page;
  /** Site origin without a trailing slash. */
  baseUrl: string;
  texts: TextsRule;
  /** The API's public description, for the API documentation page. */
  api: ApiReference;
  /** Absolute URL of a site path. */
  url(path: string): string;
}

export interface RenderedBody {
  /** Markdown between the title and the footer. */
  body: string;
  /** Official sources this page draws on, listed in the footer after the general source statement. */
  sources: SourceLink[];
  /** Facts for machines (ids, slugs, years) added to the page metadata. */
  metadata?: Record<string, string | number | boolean | null>;
}
