// A page of the live service (a plate's page, search results, their 400 and 404 pages) as HTML in the site's one
// layout, or as its markdown twin, both from one page model. The data date is the answer's own: a live answer
// may be newer than the built site. A page in Arabic or English is framed in its language (the layout's frame
// catalogue), its twin with the disclaimer translated beside the Hebrew text that governs.
import type { LivePage, VehiclePageModel } from '../../lib/pages/vehicle.ts';
import { leadHtml, sectionsHtml } from '../../lib/pages/serialise/html.ts';
import { pageModelMarkdown } from '../../lib/pages/serialise/markdown.ts';
import { blocks, bullets, heading } from '../../lib/pages/render/blocks.ts';
import { formatDate, formatDateHe } from '../../lib/text/format.ts';
import { AUTHORITY_LANG, LANGS, localizedPath, type Lang } from '../../lib/i18n/lang.ts';
import { inLang, translator } from '../../lib/i18n/messages.ts';
import type { TextsRule } from '../../lib/rules/texts.ts';
import { absoluteUrl, markdownPathOf } from '../../lib/urls/page-urls.ts';
import { layoutParts } from '../../lib/layout/layout-parts.ts';
import { pageDocument } from '../../lib/layout/page-document.ts';
import { GENERATED_SAMPLE_MARKDOWN } from '../../lib/pages/render/sections/sample-notice.ts';

export interface LiveFrame {
  /** Site origin without a trailing slash. */
  base: string;
  dataDate: string;
  /** The data version is the generated sample: the page shows the banner. */
  sample: boolean;
  texts: TextsRule;
  /** Months from the last annual test to the next (the vehicle-status rule's): the calendar's test date. */
  annualTestMonths: number;
  stylesheet: string;
}

/** A page of a message only (a malformed plate, an unknown plate, an empty search). */
export function messageModel(page: LivePage, text: string): VehiclePageModel {
  return { page, lead: [text], facts: [], sections: [], sources: [], metadata: {}, crumbs: [], offerCallback: false };
}

/**
 * `form`: a form (lib/layout/site-forms.ts) after the lead, so a page that answers "no" offers the next try;
 * `closing`: forms after the sections instead, where the sections are the next try (a 404 page's suggestions).
 */
export function livePageHtml(model: VehiclePageModel, frame: LiveFrame, form = '', lang: Lang = AUTHORITY_LANG, closing = ''): string {
  const parts = layoutParts({
    page: model.page,
    lang,
    // Every live page this document renders (a plate, search, status) answers in each language.
    langs: LANGS,
    query: model.page.query,
    citation: model.page.cite,
    crumbs: model.crumbs,
    offerCallback: model.offerCallback,
    feeds: model.feeds,
    base: frame.base,
    dataDate: frame.dataDate,
    sample: frame.sample,
    texts: frame.texts,
  });
  // A live page is not indexed: it exists for any plate, and a plate is the owner's business.
  const head = parts.head.replace('<meta name="color-scheme"', '<meta name="robots" content="noindex"><meta name="color-scheme"');
  return pageDocument({ ...parts, head }, leadHtml(model) + form + sectionsHtml(model) + closing, frame.stylesheet);
}

/** The URL the twin cites: the page's own (`url`), unless the page cites another (a 404 page, its nearest page). */
const citedUrl = (model: VehiclePageModel, frame: LiveFrame, url: string) =>
  model.page.cite === undefined ? url : absoluteUrl(frame.base, model.page.cite);

export function livePageMarkdown(model: VehiclePageModel, frame: LiveFrame, lang: Lang = AUTHORITY_LANG): string {
  if (lang !== AUTHORITY_LANG) return translatedMarkdown(model, frame, lang);
  const url = absoluteUrl(frame.base, model.page.path);
  const llms = absoluteUrl(frame.base, '/llms.txt');
  // The Hebrew twin gives the frame's words in Hebrew and English, as every page's twin does (lib/pages/render/frame.ts).
  const { t } = translator(AUTHORITY_LANG);
  const en = translator('en');
  return `${blocks(
    `> ${t('frame.twinPointer', { url, llms })}`,
    frame.sample ? GENERATED_SAMPLE_MARKDOWN : '',
    heading(1, model.page.title),
    pageModelMarkdown(model, (path) => absoluteUrl(frame.base, path)),
    '---',
    `**${t('frame.disclaimerLabel')}** ${frame.texts.disclaimer_he}`,
    `**${en.t('frame.disclaimerLabel')}** ${frame.texts.disclaimer_en}`,
    `${t('frame.twinCite')} · ${en.t('frame.twinCite')}: ${citedUrl(model, frame, url)}`,
    heading(2, `${t('frame.twinSources')} · ${en.t('frame.twinSources')}`),
    bullets([frame.texts.source_he, frame.texts.source_en]),
    `${t('frame.twinDataDate', { date: formatDateHe(frame.dataDate) })} · ${en.t('frame.twinDataDate', { date: frame.dataDate })}`,
  )}\n`;
}

/** The twin of a page in Arabic or English: the frame's words in its language, the Hebrew disclaimer beside its translation. */
function translatedMarkdown(model: VehiclePageModel, frame: LiveFrame, lang: Lang): string {
  const { t } = translator(lang);
  const url = absoluteUrl(frame.base, localizedPath(model.page.path, lang));
  return `${blocks(
    `> ${t('frame.twinPointer', { url, llms: absoluteUrl(frame.base, '/llms.txt') })}`,
    frame.sample ? `**${t('frame.sampleLabel')}** ${t('frame.sampleText')}` : '',
    heading(1, model.page.title),
    pageModelMarkdown(model, (path) => absoluteUrl(frame.base, path)),
    '---',
    `**${t('frame.disclaimerLabel')}** ${inLang(frame.texts, 'disclaimer', lang)} (${t('common.translationNotice')})`,
    `**${t('common.hebrewOriginal')}:** ${frame.texts.disclaimer_he}`,
    `${t('frame.twinCite')}: ${citedUrl(model, frame, url)}`,
    heading(2, t('frame.twinSources')),
    bullets([inLang(frame.texts, 'source', lang)]),
    `${t('frame.twinDataDate', { date: formatDate(frame.dataDate, lang) })} (${frame.dataDate})`,
  )}\n`;
}

export const livePageTwinPath = (model: VehiclePageModel) => markdownPathOf(model.page.path);
