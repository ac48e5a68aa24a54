// The 404 page in each language (its words: lib/pages/not-found-words.ts), in its HTML and markdown forms: Astro
// renders the page (src/pages/[...lang]/404.astro), the publish step writes the twins.
import { generatedSampleMarkdown } from '../../../lib/pages/render/sections/sample-notice.ts';
import { AUTHORITY_LANG, type Lang } from '../../../lib/i18n/lang.ts';
import { notFoundWords } from '../../../lib/pages/not-found-words.ts';
import { escapeHtml as esc } from '../../../lib/text/escape-html.ts';
import { plateFormHtml, searchFormHtml } from '../../../lib/layout/site-forms.ts';

/** `sample`: the data version is the generated sample, which the page says first. */
export function notFoundMarkdown(baseUrl: string, sample: boolean, lang: Lang = AUTHORITY_LANG): string {
  const words = notFoundWords(lang);
  return [
    ...(sample ? [generatedSampleMarkdown(lang), ''] : []),
    `# ${words.title}`,
    '',
    words.text,
    '',
    ...words.links.map((l) => `- [${l.label}](${baseUrl}${l.href})`),
    '',
  ].join('\n');
}

/** The page's body in `lang`: the words, the search and plate forms, the links. */
export function notFoundBodyHtml(lang: Lang): string {
  const words = notFoundWords(lang);
  const links = words.links.map((l) => `<li><a href="${esc(l.href)}">${esc(l.label)}</a></li>`).join('');
  return `<h1>${esc(words.title)}</h1><p>${esc(words.text)}</p>${searchFormHtml('', lang)}${plateFormHtml('', lang)}<ul>${links}</ul>`;
}
