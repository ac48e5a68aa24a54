// What every markdown twin carries around its body: a pointer to /llms.txt first, then the sample banner of a version
// built from the generated sample; the disclaimer in Hebrew and English, the citation URL, the official sources and
// the data date last.
import { blocks, bullets, heading, link } from './blocks.ts';
import { formatDateHe } from '../../text/format.ts';
import type { RenderContext, SourceLink } from './page-renderer.ts';
import { GENERATED_SAMPLE_MARKDOWN } from './sections/sample-notice.ts';

export function pointer(ctx: RenderContext, pageUrl: string): string {
  const llms = ctx.url('/llms.txt');
  return [
    `> גרסת טקסט (Markdown) של העמוד ${pageUrl}. רשימת כל העמודים לעוזרי בינה מלאכותית: ${llms}`,
    `> Markdown version of ${pageUrl}. Index of all pages for AI assistants: ${llms}`,
  ].join('\n');
}

/** The banner in Hebrew and English while the data version is the generated sample, else nothing. */
export function sampleBanner(ctx: RenderContext): string | null {
  return ctx.store.manifest.sample.generated ? GENERATED_SAMPLE_MARKDOWN : null;
}

export function footer(ctx: RenderContext, pageUrl: string, sources: readonly SourceLink[]): string {
  const dataDate = ctx.store.dataDate;
  const seen = new Set<string>();
  const sourceLines = [ctx.texts.source_he, ctx.texts.source_en];
  for (const s of sources) {
    const key = s.url ?? s.label;
    if (seen.has(key)) continue;
    seen.add(key);
    sourceLines.push(s.url ? link(s.label, s.url) : s.label);
  }
  return blocks(
    '---',
    `**הבהרה:** ${ctx.texts.disclaimer_he}`,
    `**Disclaimer:** ${ctx.texts.disclaimer_en}`,
    `לציטוט · Cite: ${pageUrl}`,
    heading(2, 'מקורות רשמיים · Official sources'),
    bullets(sourceLines),
    `הנתונים נכונים ל־${formatDateHe(dataDate)} · Data date: ${dataDate}`,
  );
}
