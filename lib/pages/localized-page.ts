// A page's title and summary as a page in another language names it (the home page's list, links): in the reader's
// language where the page exists in it, else the Hebrew ones marked as Hebrew.
import type { MessageKey } from '../i18n/catalogues.ts';
import { AUTHORITY_LANG } from '../i18n/lang.ts';
import type { Page } from '../shards/pages.ts';
import type { RenderContext } from './render/page-renderer.ts';
import { TRANSLATED_PAGE_TYPES } from './translated-page-types.ts';

export interface PageName {
  title: string;
  summary: string;
  /** "he" when the page exists in Hebrew only and its Hebrew words stand in a page of another language. */
  lang?: 'he';
}

/** A single-page type's title and summary in the context's language, from its catalogue area. */
export function singlePageName(ctx: RenderContext, area: string): PageName {
  return { title: ctx.t(`${area}.title` as MessageKey), summary: ctx.t(`${area}.summary` as MessageKey) };
}

/** How a page of a single-page type is named in the context's language (a catalog page is named by its own type). */
export function pageNameIn(ctx: RenderContext, page: Page): PageName {
  if (ctx.lang === AUTHORITY_LANG) return { title: page.title, summary: page.summary };
  const area = TRANSLATED_PAGE_TYPES.get(page.type);
  return area === undefined ? { title: page.title, summary: page.summary, lang: 'he' } : singlePageName(ctx, area);
}
