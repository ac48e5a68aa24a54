// The words of the 404 page in each language (the not-found catalogue) and where it sends a reader instead: the
// built 404 pages (site/src/lib/not-found.ts) and the live one that names the closest catalog pages
// (api/pages/catalog-not-found.ts) say the same.
import { MAKES_PATH } from '../urls/page-urls.ts';
import { AUTHORITY_LANG, localizedPath, type Lang } from '../i18n/lang.ts';
import { message } from '../i18n/messages.ts';

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
