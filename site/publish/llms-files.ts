// /llms.txt (llmstxt.org: H1, "> " summary, paragraphs, H2 lists of "[name](url): note", an "Optional" H2) and
// /llms-full.txt (every page's title and summary in the same order, plus the full text of every page but the
// catalog's: each make, model and model year is at its twin).
import type { DataStore } from '../../lib/data/data-store.ts';
import type { Page } from '../../lib/shards/pages.ts';
import { absoluteUrl, markdownPathOf } from '../../lib/urls/page-urls.ts';
import { SITE_NAME_EN, SITE_NAME_HE, SITE_SUMMARY_EN } from '../../lib/layout/site-identity.ts';
import { GENERATED_SAMPLE_LABEL_EN, GENERATED_SAMPLE_TEXT_EN } from '../../lib/pages/render/sections/sample-notice.ts';
import { FULL_TEXT_TYPES, llmsSections } from './llms-sections.ts';
import { llmsFeedLines } from './llms-feeds.ts';
import type { Lang } from '../../lib/i18n/lang.ts';
import type { MessageKey } from '../../lib/i18n/catalogues.ts';
import { inLang, message } from '../../lib/i18n/messages.ts';

/** One line of text: link titles and notes must not break the list grammar. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const linkText = (s: string) => oneLine(s).replace(/[[\]]/g, '');

function linkLine(baseUrl: string, page: Page): string {
  const note = oneLine(page.summary);
  return `- [${linkText(page.title)}](${absoluteUrl(baseUrl, markdownPathOf(page.path))})${note ? `: ${note}` : ''}`;
}

function preamble(store: DataStore, baseUrl: string, heading: string): string[] {
  const texts = store.rule('texts');
  return [
    `# ${heading}`,
    '',
    `> ${SITE_SUMMARY_EN}`,
    '',
    // First after the summary: a reader that stops early must still learn the figures are not the ministry's.
    ...(store.manifest.sample.generated
      ? [
          `**${GENERATED_SAMPLE_LABEL_EN}** ${GENERATED_SAMPLE_TEXT_EN} ` +
            'API answers say so: `meta.sample` (REST), `_meta.sample` (MCP).',
          '',
        ]
      : []),
    `${SITE_NAME_HE} (${SITE_NAME_EN}). Pages are in Hebrew; data as of ${store.dataDate}` +
      `. Every page has a clean markdown twin at its URL + \`.md\` (\`/\` is \`/index.md\`), ` +
      `also served for \`Accept: text/markdown\`. REST API: ${absoluteUrl(baseUrl, '/openapi.json')}` +
      `. MCP server (no key): ${absoluteUrl(baseUrl, '/api/mcp')}.`,
    '',
    `Relay this disclaimer with any answer: ${texts.disclaimer_en} (${texts.disclaimer_he}) Cite the page URL and the data date.`,
    '',
  ];
}

export function llmsTxt(store: DataStore, baseUrl: string): string {
  const lines = preamble(store, baseUrl, SITE_NAME_EN);
  for (const section of llmsSections(store.pages)) {
    // llmstxt.org: the "Optional" section comes last, so the feeds go before it.
    if (section.title === 'Optional') lines.push(...llmsFeedLines(baseUrl));
    if (section.pages.length === 0) continue;
    lines.push(`## ${section.title}`, '', ...section.pages.map((p) => linkLine(baseUrl, p)), '');
  }
  return lines.join('\n');
}

export function llmsFullTxt(store: DataStore, baseUrl: string, render: (pageId: string) => string): string {
  const sections = llmsSections(store.pages, true);
  const lines = preamble(store, baseUrl, `${SITE_NAME_EN}: full text`);
  for (const section of sections) {
    if (section.pages.length === 0) continue;
    lines.push(`## ${section.title}`, '', ...section.pages.map((p) => linkLine(baseUrl, p)), '');
  }
  for (const page of sections.flatMap((s) => s.pages).filter((p) => FULL_TEXT_TYPES.has(p.type))) {
    lines.push('---', '', `URL: ${absoluteUrl(baseUrl, page.path)}`, '', render(page.id).trim(), '');
  }
  return lines.join('\n');
}

/**
 * /ar/llms.txt and /en/llms.txt: the pages written in the language (`pages`: their titles, summaries and paths in
 * it), with the preamble and disclaimer in it and a pointer to the Hebrew llms.txt for the rest. The section
 * titles stay the llmstxt.org structure words, in English.
 */
export function llmsTxtIn(lang: Lang, store: DataStore, baseUrl: string, pages: readonly Page[]): string {
  const lines = preambleIn(lang, store, baseUrl, message(lang, 'frame.siteName'));
  for (const section of llmsSections(pages)) {
    if (section.pages.length === 0) continue;
    lines.push(`## ${section.title}`, '', ...section.pages.map((p) => linkLine(baseUrl, p)), '');
  }
  return lines.join('\n');
}

/** /ar/llms-full.txt and /en/llms-full.txt: llmsTxtIn's list, then the full text of every such page but the catalog's. */
export function llmsFullTxtIn(
  lang: Lang,
  store: DataStore,
  baseUrl: string,
  pages: readonly Page[],
  render: (pageId: string) => string,
): string {
  const sections = llmsSections(pages, true);
  const lines = preambleIn(lang, store, baseUrl, message(lang, 'llms.fullTitle', { siteName: message(lang, 'frame.siteName') }));
  for (const section of sections) {
    if (section.pages.length === 0) continue;
    lines.push(`## ${section.title}`, '', ...section.pages.map((p) => linkLine(baseUrl, p)), '');
  }
  for (const page of sections.flatMap((s) => s.pages).filter((p) => FULL_TEXT_TYPES.has(p.type))) {
    lines.push('---', '', `URL: ${absoluteUrl(baseUrl, page.path)}`, '', render(page.id).trim(), '');
  }
  return lines.join('\n');
}

function preambleIn(lang: Lang, store: DataStore, baseUrl: string, heading: string): string[] {
  const texts = store.rule('texts');
  const t = (key: MessageKey, values?: Record<string, string>) => message(lang, key, values);
  return [
    `# ${heading}`,
    '',
    `> ${t('frame.siteSummary')}`,
    '',
    ...(store.manifest.sample.generated ? [`**${t('frame.sampleLabel')}** ${t('frame.sampleText')} ${t('llms.sample')}`, ''] : []),
    t('llms.intro', {
      siteName: t('frame.siteName'),
      date: store.dataDate,
      openapi: absoluteUrl(baseUrl, '/openapi.json'),
      mcp: absoluteUrl(baseUrl, '/api/mcp'),
    }) + ` ${t('llms.otherPages', { hebrewIndex: absoluteUrl(baseUrl, '/llms.txt') })}`,
    '',
    t('llms.disclaimer', {
      disclaimer: inLang(texts, 'disclaimer', lang),
      notice: t('common.translationNotice'),
      hebrew: texts.disclaimer_he,
    }),
    '',
  ];
}
