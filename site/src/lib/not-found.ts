// The words of the 404 page in each language (the not-found catalogue), in its HTML and markdown forms. The
// Hebrew page is Astro's (src/pages/404.astro); the publish step writes /ar/404.html and /en/404.html.
import { MAKES_PATH } from '../../../lib/urls/page-urls.ts';
import { generatedSampleMarkdown } from '../../../lib/pages/render/sections/sample-notice.ts';
import { AUTHORITY_LANG, localizedPath, type Lang } from '../../../lib/i18n/lang.ts';
import { message } from '../../../lib/i18n/messages.ts';
import { escapeHtml as esc } from '../../../lib/text/escape-html.ts';
import { plateFormHtml, searchFormHtml } from '../../../lib/layout/site-forms.ts';

export interface NotFoundWords {
  title: string;
  text: string;
  /** Where to go instead, in the page's language. */
  links: { href: string; label: string }[];
}

export function notFoundWords(lang: Lang = AUTHORITY_LANG): NotFoundWords {
  return {
    title: message(lang, 'not-found.title'),
    text: message(lang, 'not-found.text'),
    links: [
      { href: localizedPath('/', lang), label: message(lang, 'not-found.home') },
      { href: localizedPath(MAKES_PATH, lang), label: message(lang, 'not-found.makes') },
      { href: localizedPath('/llms.txt', lang), label: message(lang, 'not-found.llms') },
    ],
  };
}

export const NOT_FOUND = notFoundWords();

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

/** The page's body in `lang`, as 404.astro lays out the Hebrew one: the words, the search and plate forms, the links. */
export function notFoundBodyHtml(lang: Lang): string {
  const words = notFoundWords(lang);
  const links = words.links.map((l) => `<li><a href="${esc(l.href)}">${esc(l.label)}</a></li>`).join('');
  return `<h1>${esc(words.title)}</h1><p>${esc(words.text)}</p>${searchFormHtml('', lang)}${plateFormHtml('', lang)}<ul>${links}</ul>`;
}
