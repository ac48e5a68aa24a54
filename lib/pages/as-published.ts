// A text the ministry publishes in Hebrew only (a recall's fault, fix and type, an importer): as it is on a Hebrew
// page; on another language's page marked Hebrew and followed by the words saying so, so the reader knows it is
// the ministry's own text and not a translation the page forgot (issue 36).
import { AUTHORITY_LANG } from '../i18n/lang.ts';
import type { Translator } from '../i18n/messages.ts';
import type { Inline } from './page-model.ts';

/** The label after a Hebrew text on another language's page: "(in Hebrew, as published)". */
export const asPublishedLabel = (tr: Pick<Translator, 't'>): string => ` ${tr.t('common.asPublishedInHebrew')}`;

export function asPublished(text: string, tr: Pick<Translator, 'lang' | 't'>): Inline[] {
  return tr.lang === AUTHORITY_LANG ? [text] : [{ text, lang: 'he' }, asPublishedLabel(tr)];
}
