// Everything the one layout (site/src/layouts/page-layout.astro) puts around a page body, as HTML strings: the head
// (canonical, markdown alternate, Open Graph, JSON-LD), the header (and under it the banner of a version built from
// the generated sample), breadcrumbs and title, the call-back offer and the footer every page carries (data date,
// citation line, disclaimer, sources). Strings rather than template expressions: the same parts go around the Astro
// pages and the catalog pages the publish step writes (page-document.ts). Every word is the frame catalogue's
// (lib/i18n/catalogues/frame/) in the page's language; a link leads to the page in that language where it exists,
// else to the Hebrew page, and the language switch and hreflang name the languages this page exists in.
import type { z } from 'zod';
import { formatDate } from '../text/format.ts';
import { absoluteUrl, markdownPathOf } from '../urls/page-urls.ts';
import type { TextsRule } from '../rules/texts.ts';
import type { Page } from '../shards/pages.ts';
import { escapeHtml as esc } from '../text/escape-html.ts';
import { SITE_NAME_EN, SITE_NAME_HE } from './site-identity.ts';
import { ATOM_TYPE, recallFeedOfPage, type FeedLink } from '../urls/feed-urls.ts';
import { changesFeedOfPage } from '../urls/change-log-urls.ts';
import { GENERATED_SAMPLE_LABEL_HE, GENERATED_SAMPLE_TEXT_HE } from '../pages/render/sections/sample-notice.ts';
import type { Crumb } from '../pages/page-model.ts';
import { AUTHORITY_LANG, LANG_DIR, LANG_NAME, LANG_TAG, OG_LOCALE, localizedPath, type Lang } from '../i18n/lang.ts';
import { inLang, translator } from '../i18n/messages.ts';
import type { MessageKey } from '../i18n/catalogues.ts';
import { pageLangs, TRANSLATED_PAGE_TYPES } from '../pages/translated-page-types.ts';
import type { PageType } from '../shards/pages.ts';
import { STATUS_PATH } from '../pages/status.ts';
import { singlePagePath } from '../pages/index.ts';
import { pageTypePlaces, pageTypesIn } from '../shards/page-types.ts';

export interface LayoutInput {
  /** The page's Hebrew path (the language gives its address), and its title and summary in `lang`. */
  page: Pick<Page, 'path' | 'title' | 'summary'> & { type: Page['type'] | 'live' };
  /** The language the page is written in; Hebrew when not given. */
  lang?: Lang;
  /** The languages the page exists in, when its type does not say (a live page: the plate page, search, status). */
  langs?: readonly Lang[];
  /**
   * The query string of the page's address, URL-encoded, without "?" (a search's words): the language switch and
   * the hreflang alternates keep it, so the page in another language answers the same question.
   */
  query?: string;
  /** The site path the footer cites, in the page's language, where not the page's own address (a 404 page's). */
  citation?: string;
  crumbs?: Crumb[];
  /** schema.org object this page is about (Car model, Dataset, ...), added to the WebPage. */
  about?: Record<string, unknown>;
  offerCallback?: boolean;
  /** Site path of the page's share card (site/publish/share-cards.ts) and its size; pages without one have none. */
  ogImage?: { path: string; width: number; height: number };
  /** Feeds beyond the recall feed of the page's type (a car's own feed on its page). */
  feeds?: readonly FeedLink[];
  /** The site origin, without a trailing slash. */
  base: string;
  dataDate: string;
  /** The data version is the generated sample (its manifest's `sample.generated`): the page shows the banner. */
  sample: boolean;
  texts: Pick<z.infer<typeof TextsRule>, `${'disclaimer' | 'source' | 'handoff_offer'}_${Lang}`>;
}

export interface LayoutParts {
  /** The `lang` and `dir` of the document's root element. */
  html: { lang: string; dir: 'rtl' | 'ltr' };
  head: string;
  top: string;
  crumbs: string;
  offer: string;
  footer: string;
}

interface SiteLink {
  href: string;
  type: PageType;
  label: MessageKey;
}

/** The menu's or the footer's links: the page types placed there (lib/shards/page-types.ts), in their order. */
const siteLinks = (where: 'nav' | 'footer'): readonly SiteLink[] =>
  pageTypesIn(where).map((type) => ({ href: singlePagePath(type), type, label: pageTypePlaces(type)[where]!.label }));

const NAV = siteLinks('nav');
const FOOTER = siteLinks('footer');

/** The path of a page of `type` in `lang` where it exists in it, else its Hebrew path. */
const pathIn = (lang: Lang, path: string, type: PageType) => (TRANSLATED_PAGE_TYPES.has(type) ? localizedPath(path, lang) : path);

/** The site's icon: a car's outline on the accent colour, drawn as SVG (every current browser takes one). */
export const FAVICON_PATH = '/favicon.svg';
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b4fa3"/>' +
  '<path d="M6 19l2.5-6.5A2 2 0 0 1 10.4 11h11.2a2 2 0 0 1 1.9 1.5L26 19v4a1 1 0 0 1-1 1h-2a1 1 0 0 1-1-1v-1H10v1a1 1 0 0 1-1 1H7' +
  'a1 1 0 0 1-1-1z" fill="#fff"/><circle cx="10" cy="18.5" r="1.6" fill="#0b4fa3"/><circle cx="22" cy="18.5" r="1.6" fill="#0b4fa3"/>' +
  '<path d="M9.3 16.5l1.6-4h10.2l1.6 4z" fill="#0b4fa3"/></svg>\n';

/** The banner under the header of every page of a version built from the generated sample. */
export const SAMPLE_BANNER =
  `<div class="sample-banner" role="note"><p class="wrap"><strong>${GENERATED_SAMPLE_LABEL_HE}</strong> ` +
  `${GENERATED_SAMPLE_TEXT_HE}</p></div>`;

/** The banner in `lang`: SAMPLE_BANNER on a Hebrew page. */
export function sampleBannerHtml(lang: Lang): string {
  if (lang === AUTHORITY_LANG) return SAMPLE_BANNER;
  const { t } = translator(lang);
  return (
    `<div class="sample-banner" role="note"><p class="wrap"><strong>${esc(t('frame.sampleLabel'))}</strong> ` +
    `${esc(t('frame.sampleText'))}</p></div>`
  );
}

/** The site's name in the header: Hebrew and Arabic with the English name beside, English alone. */
function siteNameHtml(lang: Lang): string {
  const name = translator(lang).t('frame.siteName');
  return lang === 'en' ? name : `${name}<span lang="en" dir="ltr">${SITE_NAME_EN}</span>`;
}

/** The address of `path` in `lang` with the page's query string, if any. */
const addressIn = (path: string, lang: Lang, query: string | undefined) => `${localizedPath(path, lang)}${query ? `?${query}` : ''}`;

/** Links to this page in the other languages it exists in, each named in its own language. */
function languageSwitch(lang: Lang, path: string, langs: readonly Lang[], query: string | undefined): string {
  const others = langs.filter((l) => l !== lang);
  if (others.length === 0) return '';
  return (
    `<nav class="lang-switch" aria-label="${esc(translator(lang).t('frame.languageSwitch'))}"><ul>` +
    others
      .map(
        (l) =>
          `<li><a href="${esc(addressIn(path, l, query))}" hreflang="${LANG_TAG[l]}" lang="${LANG_TAG[l]}" dir="${LANG_DIR[l]}">` +
          `${LANG_NAME[l]}</a></li>`,
      )
      .join('') +
    '</ul></nav>'
  );
}

/** The disclaimer in the footer: Hebrew with its English line; a translation with the Hebrew text that governs. */
function disclaimerHtml(lang: Lang, texts: LayoutInput['texts']): string {
  const { t } = translator(lang);
  if (lang === AUTHORITY_LANG) {
    return (
      `<p class="disclaimer" role="note"><strong>${esc(t('frame.disclaimerLabel'))}</strong> ${esc(texts.disclaimer_he)}</p>` +
      `<p class="disclaimer-en" lang="en" dir="ltr">${esc(texts.disclaimer_en)}</p>`
    );
  }
  return (
    `<p class="disclaimer" role="note"><strong>${esc(t('frame.disclaimerLabel'))}</strong> ${esc(inLang(texts, 'disclaimer', lang))} ` +
    `(${esc(t('common.translationNotice'))})</p><p class="disclaimer-he" lang="he" dir="rtl">${esc(texts.disclaimer_he)}</p>`
  );
}

export function layoutParts({
  page,
  lang = AUTHORITY_LANG,
  langs = pageLangs(page.type),
  query,
  citation,
  crumbs = [],
  about,
  offerCallback = false,
  ogImage,
  feeds = [],
  base,
  dataDate,
  sample,
  texts,
}: LayoutInput): LayoutParts {
  const { t } = translator(lang);
  const siteName = t('frame.siteName');
  const path = localizedPath(page.path, lang);
  const canonical = absoluteUrl(base, path);
  const cited = citation === undefined ? canonical : absoluteUrl(base, citation);
  const title = page.type === 'home' ? (lang === 'en' ? siteName : `${siteName} | ${SITE_NAME_EN}`) : `${page.title} | ${siteName}`;
  const trail = [{ label: t('frame.home'), href: pathIn(lang, '/', 'home') }, ...crumbs];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': canonical,
    url: canonical,
    name: page.title,
    description: page.summary,
    inLanguage: LANG_TAG[lang],
    dateModified: dataDate,
    isPartOf: { '@type': 'WebSite', name: siteName, ...(lang === 'en' ? {} : { alternateName: SITE_NAME_EN }), url: `${base}/` },
    ...(about ? { about } : {}),
    ...(page.type === 'home'
      ? {}
      : {
          breadcrumb: {
            '@type': 'BreadcrumbList',
            itemListElement: [...trail, { label: page.title, href: path }].map((c, i) => ({
              '@type': 'ListItem',
              position: i + 1,
              name: c.label,
              item: absoluteUrl(base, c.href),
            })),
          },
        }),
  };
  const head =
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${esc(title)}</title><meta name="description" content="${esc(page.summary)}">` +
    `<link rel="canonical" href="${esc(canonical)}` +
    `"><link rel="alternate" type="text/markdown" href="${esc(absoluteUrl(base, markdownPathOf(path)))}">` +
    (langs.length > 1
      ? [
          ...langs.map((l) => [LANG_TAG[l], addressIn(page.path, l, query)] as const),
          ['x-default', addressIn(page.path, AUTHORITY_LANG, query)] as const,
        ]
          .map(([tag, p]) => `<link rel="alternate" hreflang="${tag}" href="${esc(absoluteUrl(base, p))}">`)
          .join('')
      : '') +
    `<link rel="help" type="text/plain" href="${esc(absoluteUrl(base, localizedPath('/llms.txt', lang)))}">` +
    [recallFeedOfPage(page, lang), changesFeedOfPage(page), ...feeds]
      .flatMap((f) =>
        f
          ? [
              `<link rel="alternate" type="${ATOM_TYPE}" title="${esc(f.title)}" href="${esc(absoluteUrl(base, f.path))}"` +
                // A feed in another language than the page's (the car's and the change log's are Hebrew) says so.
                `${f.lang === lang ? '' : ` hreflang="${f.lang}" lang="${f.lang}"`}>`,
            ]
          : [],
      )
      .join('') +
    `<meta property="og:type" content="website"><meta property="og:site_name" content="${esc(siteName)}` +
    `"><meta property="og:locale" content="${OG_LOCALE[lang]}">` +
    langs
      .filter((l) => l !== lang)
      .map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}">`)
      .join('') +
    `<meta property="og:title" content="${esc(page.title)}` +
    `"><meta property="og:description" content="${esc(page.summary)}` +
    `"><meta property="og:url" content="${esc(canonical)}">` +
    (ogImage
      ? `<meta property="og:image" content="${esc(absoluteUrl(base, ogImage.path))}">` +
        `<meta property="og:image:width" content="${ogImage.width}"><meta property="og:image:height" content="${ogImage.height}">` +
        `<meta property="og:image:alt" content="${esc(page.title)}"><meta name="twitter:card" content="summary_large_image">`
      : '') +
    `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">` +
    '<meta name="color-scheme" content="light">' +
    `<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>`;
  const top =
    `<a class="skip-link" href="#main">${esc(t('frame.skipLink'))}</a><header class="site-header"><div class="wrap header-row">` +
    `<a class="site-name" href="${pathIn(lang, '/', 'home')}">${siteNameHtml(lang)}</a><nav aria-label="${esc(t('frame.mainNav'))}"><ul>` +
    NAV.map(
      (n) =>
        `<li><a href="${pathIn(lang, n.href, n.type)}"${n.href === page.path ? ' aria-current="page"' : ''}>${esc(t(n.label))}</a></li>`,
    ).join('') +
    `</ul></nav>${languageSwitch(lang, page.path, langs, query)}</div></header>${sample ? sampleBannerHtml(lang) : ''}`;
  const crumbTrail =
    page.type === 'home'
      ? ''
      : `<nav aria-label="${esc(t('frame.crumbsNav'))}" class="crumbs"><ol>` +
        trail.map((c) => `<li><a href="${esc(c.href)}">${esc(c.label)}</a></li>`).join('') +
        `<li aria-current="page">${esc(page.title)}</li></ol></nav>`;
  const offer = !offerCallback
    ? ''
    : '<aside class="callback-offer" aria-labelledby="callback-offer-title">' +
      `<h2 id="callback-offer-title">${esc(t('frame.offerTitle'))}</h2>` +
      `<p>${esc(inLang(texts, 'handoff_offer', lang))}</p><p><a class="button" href="${pathIn(lang, '/callback', 'callback')}">` +
      `${esc(t('frame.offerButton'))}</a></p></aside>`;
  const footerLinks =
    '<ul class="footer-links">' +
    FOOTER.map((f) => `<li><a href="${pathIn(lang, f.href, f.type)}">${esc(t(f.label))}</a></li>`).join('') +
    `<li><a href="${localizedPath(STATUS_PATH, lang)}">${esc(t('status.title'))}</a></li>` +
    `<li><a href="${localizedPath('/llms.txt', lang)}" type="text/plain">llms.txt</a></li></ul>`;
  const footer =
    '<footer class="site-footer"><div class="wrap">' +
    `<p class="data-date">${esc(t('frame.dataDate'))}<time datetime="${esc(dataDate)}">${formatDate(dataDate, lang)}</time></p>` +
    `<p class="citation">${esc(t('frame.citation'))} <a href="${esc(cited)}` +
    `" dir="ltr">${esc(cited)}</a> · <a href="${esc(markdownPathOf(path))}` +
    `" type="text/markdown">${esc(t('frame.markdownVersion'))}</a></p>` +
    disclaimerHtml(lang, texts) +
    `<p class="sources">${esc(inLang(texts, 'source', lang))} ` +
    `<a href="${pathIn(lang, '/sources', 'sources')}">${esc(t('frame.sourcesLink'))}</a></p>` +
    `${footerLinks}</div></footer>`;
  return {
    html: { lang: LANG_TAG[lang], dir: LANG_DIR[lang] },
    head,
    top,
    crumbs: `${crumbTrail}<h1>${esc(page.title)}</h1>`,
    offer,
    footer,
  };
}
