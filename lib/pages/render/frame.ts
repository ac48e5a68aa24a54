// What every markdown twin carries around its body: a pointer to /llms.txt first, then the sample banner of a version
// built from the generated sample; the disclaimer, the citation URL, the official sources and the data date last.
// A Hebrew twin gives each in Hebrew and English; an Arabic or English twin in its language, with the Hebrew
// disclaimer beside its translation, since the Hebrew text governs.
import { blocks, bullets, heading, link } from './blocks.ts';
import { formatDate, formatDateHe } from '../../text/format.ts';
import type { RenderContext, SourceLink } from './page-renderer.ts';
import { generatedSampleMarkdown } from './sections/sample-notice.ts';
import { AUTHORITY_LANG, localizedPath } from '../../i18n/lang.ts';
import { inLang, translator } from '../../i18n/messages.ts';

export function pointer(ctx: RenderContext, pageUrl: string): string {
  const llms = ctx.url(localizedPath('/llms.txt', ctx.lang));
  const line = ctx.t('frame.twinPointer', { url: pageUrl, llms });
  if (ctx.lang !== AUTHORITY_LANG) return `> ${line}`;
  return [`> ${line}`, `> ${translator('en').t('frame.twinPointer', { url: pageUrl, llms })}`].join('\n');
}

/** The banner while the data version is the generated sample (in Hebrew and English on a Hebrew twin), else nothing. */
export function sampleBanner(ctx: RenderContext): string | null {
  return ctx.store.manifest.sample.generated ? generatedSampleMarkdown(ctx.lang) : null;
}

export function footer(ctx: RenderContext, pageUrl: string, sources: readonly SourceLink[]): string {
  const dataDate = ctx.store.dataDate;
  const hebrew = ctx.lang === AUTHORITY_LANG;
  const seen = new Set<string>();
  const sourceLines = hebrew ? [ctx.texts.source_he, ctx.texts.source_en] : [inLang(ctx.texts, 'source', ctx.lang)];
  for (const s of sources) {
    const key = s.url ?? s.label;
    if (seen.has(key)) continue;
    seen.add(key);
    sourceLines.push(s.url ? link(s.label, s.url) : s.label);
  }
  if (hebrew) {
    const en = translator('en');
    return blocks(
      '---',
      `**${ctx.t('frame.disclaimerLabel')}** ${ctx.texts.disclaimer_he}`,
      `**${en.t('frame.disclaimerLabel')}** ${ctx.texts.disclaimer_en}`,
      `${ctx.t('frame.twinCite')} · ${en.t('frame.twinCite')}: ${pageUrl}`,
      heading(2, `${ctx.t('frame.twinSources')} · ${en.t('frame.twinSources')}`),
      bullets(sourceLines),
      `${ctx.t('frame.twinDataDate', { date: formatDateHe(dataDate) })} · ${en.t('frame.twinDataDate', { date: dataDate })}`,
    );
  }
  return blocks(
    '---',
    `**${ctx.t('frame.disclaimerLabel')}** ${inLang(ctx.texts, 'disclaimer', ctx.lang)} (${ctx.t('common.translationNotice')})`,
    `**${ctx.t('common.hebrewOriginal')}:** ${ctx.texts.disclaimer_he}`,
    `${ctx.t('frame.twinCite')}: ${pageUrl}`,
    heading(2, ctx.t('frame.twinSources')),
    bullets(sourceLines),
    `${ctx.t('frame.twinDataDate', { date: formatDate(dataDate, ctx.lang) })} (${dataDate})`,
  );
}
