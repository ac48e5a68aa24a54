// A whole page around a body: the document the one layout (site/src/layouts/page-layout.astro) renders, as a string,
// for the catalog pages the publish step writes beside their twins (site/publish/text-files.ts).
import type { LayoutParts } from './layout-parts.ts';

export function stylesheetLink(href: string): string {
  return `<link rel="stylesheet" href="${href}">`;
}

export function pageDocument(parts: LayoutParts, body: string, stylesheet: string): string {
  return (
    `<!DOCTYPE html><html lang="${parts.html.lang}" dir="${parts.html.dir}"> <head><meta charset="utf-8">${parts.head}` +
    `${stylesheetLink(stylesheet)}</head> <body> ${parts.top} ` +
    `<main id="main" class="wrap">${parts.crumbs}${body}${parts.offer}</main> ${parts.footer} </body></html>`
  );
}
