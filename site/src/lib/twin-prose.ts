// The prose pages (standard policy, compulsory-insurance factors, sources, privacy, terms) are written once, as
// markdown, by the one page renderer; their HTML is that markdown's body, without the twin's own pointer,
// title and closing sources (the layout shows those on every page).
import { markdownToHtml } from 'satteri';
import { renderPage } from '../../../lib/markdown/render-page.ts';
import { publicApiReference } from '../../../api/public.ts';
import { scrollableHtml } from './scroll-regions.ts';
import { siteStore } from './site-store.ts';

const ENGLISH_HEADING = 'In English';

export function twinBody(markdown: string): string {
  const lines = markdown.split('\n');
  const h1 = lines.findIndex((l) => l.startsWith('# '));
  let body = lines.slice(h1 + 1);
  const lastRule = body.findLastIndex((l) => /^(-{3,}|\*{3,})\s*$/.test(l));
  if (lastRule >= 0) body = body.slice(0, lastRule);
  return body.join('\n').trim();
}

export function proseHtml(pageId: string, baseUrl: string): string {
  const rendered = renderPage(siteStore(), pageId, baseUrl, publicApiReference());
  if (!rendered) throw new Error(`the page renderer has no markdown for page "${pageId}"`);
  const { html } = markdownToHtml(twinBody(rendered.text), { features: { gfm: true, smartPunctuation: false } });
  // Links to this site become site-relative so the page works on whichever host serves it.
  const base = baseUrl.replace(/\/+$/, '');
  return englishSection(scrollableHtml(html).replaceAll(`href="${base}/`, 'href="/').replaceAll(`href="${base}"`, 'href="/"'));
}

/** The twins' English summary reads left to right: its section is marked as English. */
function englishSection(html: string): string {
  const start = html.indexOf(`<h2>${ENGLISH_HEADING}</h2>`);
  if (start < 0) return html;
  const next = html.indexOf('<h2', start + 4);
  const end = next < 0 ? html.length : next;
  return `${html.slice(0, start)}<section lang="en" dir="ltr">${html.slice(start, end)}</section>${html.slice(end)}`;
}
