// What the publish step writes beside the pages Astro renders: every markdown twin, every page without a form
// as HTML (the catalog's make, model and model-year pages, tens of thousands at national scale, and the rule,
// source and API pages), both from one page model each, the stylesheet, llms.txt, llms-full.txt, sitemap and
// robots.txt. buildSite runs this in a worker thread (text-files-worker.ts), split over two threads, while
// Astro renders the pages with forms and the 404 page, in every language, on the main thread; neither waits for
// the other.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DataStore } from '../../lib/data/data-store.ts';
import { markdownPathOf } from '../../lib/urls/page-urls.ts';
import { framePage, pageModelBody, renderContext } from '../../lib/pages/render/render-page.ts';
import { buildPageModel, localizedPage } from '../../lib/pages/index.ts';
import { pageLangs, TRANSLATED_PAGE_TYPES } from '../../lib/pages/translated-page-types.ts';
import { AUTHORITY_LANG, LANGS, localizedPath, type Lang } from '../../lib/i18n/lang.ts';
import { pageModelHtml } from '../../lib/pages/serialise/html.ts';
import type { Page } from '../../lib/shards/pages.ts';
import { publicApiReference } from '../../api/public.ts';
import { layoutParts } from '../../lib/layout/layout-parts.ts';
import { pageDocument } from '../../lib/layout/page-document.ts';
import { notFoundMarkdown } from '../src/lib/not-found.ts';
import { robotsTxt, sitemapFiles } from './crawler-files.ts';
import { llmsFullTxt, llmsFullTxtIn, llmsTxt, llmsTxtIn } from './llms-files.ts';
import { FULL_TEXT_TYPES } from './llms-sections.ts';
import { siteStylesheet } from '../../lib/layout/stylesheet.ts';
import { FAVICON_PATH, FAVICON_SVG } from '../../lib/layout/layout-parts.ts';
import { CARD_HEIGHT, CARD_WIDTH, shareCardOf, type ShareCard } from './share-cards.ts';

/** Writes files under one root, creating each folder once (tens of thousands of twins share a few thousand). */
export function textWriter(root: string): (rel: string, text: string) => void {
  const made = new Set<string>();
  return (rel, text) => {
    const file = path.join(root, rel);
    const dir = path.dirname(file);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(file, text);
  };
}

/**
 * Page types whose page Astro renders from their page model in every language, around its forms and their scripts
 * (site/src/pages/[...lang]/): the publish step writes only their twins.
 */
const ASTRO_PAGES: ReadonlySet<Page['type']> = new Set(['home', 'callback']);

/** The HTML file of a page path, as Astro writes its own pages (build.format 'file'). */
export const htmlPathOf = (pagePath: string) => `${pagePath.slice(1)}.html`;

/** One of `count` parts of the work, so that several threads can share it. */
export interface PublishPart {
  index: number;
  count: number;
}

/**
 * Twins, page-model pages, the stylesheet, favicon, llms files, sitemap and robots.txt for one data version;
 * returns the ids of pages without a twin. Part `index` of `count` writes every count-th page; part 0 also the
 * pages whose full text goes into llms-full.txt, and the files that are not pages. The share cards its pages
 * name go into `cards`, for writeShareCards to draw (it is asynchronous, this is not). Pages are written in
 * `langs` only (SITE_LANGS), where their type exists in that language.
 */
export function writeTextFiles(
  root: string,
  store: DataStore,
  baseUrl: string,
  part: PublishPart = { index: 0, count: 1 },
  cards: ShareCard[] = [],
  langs: readonly Lang[] = LANGS,
): string[] {
  const write = textWriter(root);
  const fullText = new Map<string, string>();
  const missing: string[] = [];
  const stylesheet = siteStylesheet();
  const texts = store.rule('texts');
  const api = publicApiReference();
  const mine = (page: Page, i: number) => (FULL_TEXT_TYPES.has(page.type) ? 0 : i % part.count) === part.index;
  const titles = new Map(store.pages.map((p) => [p.path as string, p.title]));
  for (const [i, page] of store.pages.entries()) {
    if (!mine(page, i)) continue;
    for (const lang of pageLangs(page.type).filter((l) => langs.includes(l))) {
      const ctx = renderContext(store, page, baseUrl, api, lang);
      const model = buildPageModel(ctx);
      const twin = model && framePage(ctx, pageModelBody(model, ctx));
      const path = localizedPath(page.path, lang);
      if (!ASTRO_PAGES.has(page.type)) {
        if (!model) throw new Error(`pages.json lists ${page.path}, whose shard is missing from data version ${store.version}`);
        // One share card a page, drawn once, whatever its language: it shows the Hebrew title.
        const card = shareCardOf(page, (p) => titles.get(p));
        if (card && lang === AUTHORITY_LANG) cards.push(card);
        const parts = layoutParts({
          page: localizedPage(ctx),
          lang,
          ...(card ? { ogImage: { path: card.path, width: CARD_WIDTH, height: CARD_HEIGHT } } : {}),
          crumbs: model.crumbs,
          about: model.about,
          offerCallback: model.offerCallback,
          base: ctx.baseUrl,
          dataDate: store.dataDate,
          sample: store.manifest.sample.generated,
          texts,
        });
        write(htmlPathOf(path), pageDocument(parts, pageModelHtml(model), stylesheet.path));
      }
      if (!twin) {
        if (lang === AUTHORITY_LANG) missing.push(page.id);
        continue;
      }
      if (FULL_TEXT_TYPES.has(page.type)) fullText.set(lang === AUTHORITY_LANG ? page.id : `${lang}:${page.id}`, twin.text);
      write(markdownPathOf(path), twin.text);
    }
  }
  if (part.index !== 0) return missing;
  write(stylesheet.path.slice(1), stylesheet.css);
  write(FAVICON_PATH.slice(1), FAVICON_SVG);
  // The 404 pages are Astro's; their twins are written here, each found by its path's language prefix.
  for (const lang of LANGS) {
    write(markdownPathOf(localizedPath('/404', lang)), notFoundMarkdown(baseUrl, store.manifest.sample.generated, lang));
  }
  write('llms.txt', llmsTxt(store, baseUrl));
  write(
    'llms-full.txt',
    llmsFullTxt(store, baseUrl, (id) => fullText.get(id) ?? ''),
  );
  for (const lang of langs) {
    if (lang === AUTHORITY_LANG) continue;
    const pages = store.pages
      .filter((p) => TRANSLATED_PAGE_TYPES.has(p.type))
      .map((p) => ({ ...localizedPage(renderContext(store, p, baseUrl, api, lang)), path: localizedPath(p.path, lang) }));
    write(`${lang}/llms.txt`, llmsTxtIn(lang, store, baseUrl, pages));
    write(
      `${lang}/llms-full.txt`,
      llmsFullTxtIn(lang, store, baseUrl, pages, (id) => fullText.get(`${lang}:${id}`) ?? ''),
    );
  }
  for (const [name, xml] of sitemapFiles(store.pages, baseUrl, store.dataDate, langs)) write(name, xml);
  write('robots.txt', robotsTxt(baseUrl));
  return missing;
}
