// What a page model's builder reads (RenderContext) and what render-page.ts frames into a twin (RenderedBody).
import type { DataStore } from '../../data/data-store.ts';
import type { Page } from '../../shards/pages.ts';
import type { TextsRule } from '../../rules/texts.ts';
import type { ApiReference } from '../../api/api-reference.ts';
import type { Translator } from '../../i18n/messages.ts';

export interface SourceLink {
  label: string;
  /** Absent for sources without a public page (e.g. a freedom-of-information release). */
  url?: string;
}

/** `lang`, `t` and `rich`: the language the page is written in and its catalogue's words (lib/i18n/messages.ts). */
export interface RenderContext extends Translator {
  store: DataStore;
  page: Page;
  /** Site origin without a trailing slash. */
  baseUrl: string;
  texts: TextsRule;
  /** The API's public description, for the API documentation page. */
  api: ApiReference;
  /** Absolute URL of a site path. */
  url(path: string): string;
  /** The site path of a page in this language ("/" -> "/ar"), or its Hebrew path where the page has no other. */
  path(sitePath: string): string;
  /** Another page's entry titled in this language where its type is translated, else its Hebrew entry as it is. */
  pageIn(other: Page): Page;
}

export interface RenderedBody {
  /** Markdown between the title and the footer. */
  body: string;
  /** Official sources this page draws on, listed in the footer after the general source statement. */
  sources: SourceLink[];
  /** Facts for machines (ids, slugs, years) added to the page metadata. */
  metadata?: Record<string, string | number | boolean | null>;
}
