// Everything the one layout (site/src/layouts/page-layout.astro) puts around a page body, as HTML strings: the head
// (canonical, markdown alternate, Open Graph, JSON-LD), the header (and under it the banner of a version built from
// the generated sample), breadcrumbs and title, the call-back offer and the footer every page carries (data date,
// citation line, disclaimer, sources). Strings rather than template expressions: the same parts go around the Astro
// pages and the catalog pages the publish step writes (page-document.ts).
import type { z } from 'zod';
import { formatDateHe } from '../text/format.ts';
import { absoluteUrl, MAKES_PATH, markdownPathOf } from '../urls/page-urls.ts';
import type { TextsRule } from '../rules/texts.ts';
import type { Page } from '../shards/pages.ts';
import { escapeHtml as esc } from '../text/escape-html.ts';
import { SITE_NAME_EN, SITE_NAME_HE } from './site-identity.ts';
import { ATOM_TYPE, recallFeedOfPage, type FeedLink } from '../urls/feed-urls.ts';
import { changesFeedOfPage } from '../urls/change-log-urls.ts';
import { GENERATED_SAMPLE_LABEL_HE, GENERATED_SAMPLE_TEXT_HE } from '../pages/render/sections/sample-notice.ts';
import type { Crumb } from '../pages/page-model.ts';
import { STATUS_PAGE } from '../pages/status.ts';

export interface LayoutInput {
  page: Pick<Page, 'path' | 'title' | 'summary'> & { type: Page['type'] | 'live' };
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
  texts: Pick<z.infer<typeof TextsRule>, 'disclaimer_he' | 'disclaimer_en' | 'source_he' | 'handoff_offer_he'>;
}

export interface LayoutParts {
  head: string;
  top: string;
  crumbs: string;
  offer: string;
  footer: string;
}

const NAV = [
  { href: MAKES_PATH, label: 'יצרנים ודגמים' },
  { href: '/thefts', label: 'גניבות' },
  { href: '/recalls', label: 'ריקולים' },
  { href: '/licence-fee', label: 'אגרת רישוי' },
  { href: '/standard-policy', label: 'הפוליסה התקנית' },
  { href: '/chova-factors', label: 'ביטוח חובה' },
];

const FOOTER_LINKS =
  '<ul class="footer-links"><li><a href="/privacy">פרטיות</a></li><li><a href="/terms">תנאי שימוש והבהרה</a></li>' +
  '<li><a href="/api-docs">ממשק API</a></li><li><a href="/connect">חיבור לעוזר AI</a></li>' +
  `<li><a href="${STATUS_PAGE.path}">${STATUS_PAGE.title}</a></li><li><a href="/llms.txt" type="text/plain">llms.txt</a></li></ul>`;

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

export function layoutParts({
  page,
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
  const canonical = absoluteUrl(base, page.path);
  const title = page.type === 'home' ? `${SITE_NAME_HE} | ${SITE_NAME_EN}` : `${page.title} | ${SITE_NAME_HE}`;
  const trail = [{ label: 'דף הבית', href: '/' }, ...crumbs];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': canonical,
    url: canonical,
    name: page.title,
    description: page.summary,
    inLanguage: 'he',
    dateModified: dataDate,
    isPartOf: { '@type': 'WebSite', name: SITE_NAME_HE, alternateName: SITE_NAME_EN, url: `${base}/` },
    ...(about ? { about } : {}),
    ...(page.type === 'home'
      ? {}
      : {
          breadcrumb: {
            '@type': 'BreadcrumbList',
            itemListElement: [...trail, { label: page.title, href: page.path }].map((c, i) => ({
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
    `"><link rel="alternate" type="text/markdown" href="${esc(absoluteUrl(base, markdownPathOf(page.path)))}">` +
    `<link rel="help" type="text/plain" href="${esc(absoluteUrl(base, '/llms.txt'))}">` +
    [recallFeedOfPage(page), changesFeedOfPage(page), ...feeds]
      .flatMap((f) =>
        f ? [`<link rel="alternate" type="${ATOM_TYPE}" title="${esc(f.title)}" href="${esc(absoluteUrl(base, f.path))}">`] : [],
      )
      .join('') +
    `<meta property="og:type" content="website"><meta property="og:site_name" content="${SITE_NAME_HE}` +
    `"><meta property="og:locale" content="he_IL">` +
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
    '<a class="skip-link" href="#main">דילוג לתוכן</a><header class="site-header"><div class="wrap header-row">' +
    `<a class="site-name" href="/">${SITE_NAME_HE}<span lang="en" dir="ltr">${SITE_NAME_EN}</span></a><nav aria-label="ניווט ראשי"><ul>` +
    NAV.map((n) => `<li><a href="${n.href}"${n.href === page.path ? ' aria-current="page"' : ''}>${n.label}</a></li>`).join('') +
    `</ul></nav></div></header>${sample ? SAMPLE_BANNER : ''}`;
  const crumbTrail =
    page.type === 'home'
      ? ''
      : '<nav aria-label="פירורי לחם" class="crumbs"><ol>' +
        trail.map((c) => `<li><a href="${esc(c.href)}">${esc(c.label)}</a></li>`).join('') +
        `<li aria-current="page">${esc(page.title)}</li></ol></nav>`;
  const offer = !offerCallback
    ? ''
    : '<aside class="callback-offer" aria-labelledby="callback-offer-title"><h2 id="callback-offer-title">רוצים שנציג יחזור אליכם?</h2>' +
      `<p>${esc(texts.handoff_offer_he)}</p><p><a class="button" href="/callback">לבקשת שיחה חוזרת</a></p></aside>`;
  const footer =
    '<footer class="site-footer"><div class="wrap">' +
    `<p class="data-date">הנתונים נכונים ל־<time datetime="${esc(dataDate)}">${formatDateHe(dataDate)}</time></p>` +
    `<p class="citation">לציטוט: <a href="${esc(canonical)}` +
    `" dir="ltr">${esc(canonical)}</a> · <a href="${esc(markdownPathOf(page.path))}` +
    `" type="text/markdown">גרסת Markdown</a></p>` +
    `<p class="disclaimer" role="note"><strong>הבהרה:</strong> ${esc(texts.disclaimer_he)}</p>` +
    `<p class="disclaimer-en" lang="en" dir="ltr">${esc(texts.disclaimer_en)}</p>` +
    `<p class="sources">${esc(texts.source_he)} <a href="/sources">על המקורות והשיטה</a></p>${FOOTER_LINKS}</div></footer>`;
  return { head, top, crumbs: `${crumbTrail}<h1>${esc(page.title)}</h1>`, offer, footer };
}
