// The plate form and the search form as plain HTML that works without JavaScript (GET /vehicle, GET /search):
// on the pages that would otherwise end a person's way (an unknown or malformed plate, search results, the 404
// page), so the next try is on the same page, and on the Arabic and English home pages. `novalidate`: the server
// answers a bad plate with the form again, where the browser's own bubble would speak its language and say only
// "match the format". Each form asks the page of its own language (/ar/vehicle, /en/search).
import { escapeHtml as esc } from '../text/escape-html.ts';
import { AUTHORITY_LANG, localizedPath, type Lang } from '../i18n/lang.ts';
import { catalogue } from '../i18n/catalogues.ts';
import { translator } from '../i18n/messages.ts';
import type { PlateFaultWords } from '../rules/plate.ts';

export function plateFormHtml(value = '', lang: Lang = AUTHORITY_LANG): string {
  const { t } = translator(lang);
  return (
    `<section class="panel" aria-labelledby="plate-form-title"><h2 id="plate-form-title">${esc(t('forms.plate.title'))}</h2>` +
    `<form class="inline-form" action="${localizedPath('/vehicle', lang)}" method="get" novalidate>` +
    `<div><label for="plate-form-input">${esc(t('forms.plate.label'))}</label>` +
    `<input id="plate-form-input" name="plate" type="text" inputmode="numeric" autocomplete="off" maxlength="20" dir="ltr"` +
    ` value="${esc(value)}" aria-describedby="plate-form-hint">` +
    `<p id="plate-form-hint" class="hint note">${esc(t('forms.plate.hint'))}</p></div>` +
    `<button type="submit">${esc(t('forms.plate.button'))}</button></form></section>`
  );
}

export function searchFormHtml(value = '', lang: Lang = AUTHORITY_LANG): string {
  const { t } = translator(lang);
  return (
    `<section class="panel" aria-labelledby="search-form-title"><h2 id="search-form-title">${esc(t('forms.search.title'))}</h2>` +
    `<form class="inline-form" action="${localizedPath('/search', lang)}" method="get" role="search" novalidate><div>` +
    `<label for="search-form-input">${esc(t('forms.search.label'))}</label>` +
    `<input id="search-form-input" name="q" type="search" maxlength="200" value="${esc(value)}"` +
    ` placeholder="${esc(t('forms.search.placeholder'))}"></div>` +
    `<button type="submit">${esc(t('forms.search.button'))}</button></form></section>`
  );
}

/** The words the home page's plate check says in the browser, in a language: the faults' messages as written, filled there. */
export function plateCheckWords(lang: Lang = AUTHORITY_LANG): PlateFaultWords & { going: string } {
  const { t } = translator(lang);
  return {
    stray: catalogue('vehicle', lang)['error.plateStray']!,
    empty: t('vehicle.error.plateEmpty'),
    digits: catalogue('vehicle', lang)['error.plateDigits']!,
    going: t('forms.plate.going'),
  };
}

/** The words the home page's live search says in the browser, in a language. */
export function searchWords(lang: Lang = AUTHORITY_LANG): { searching: string; failed: string; none: string } {
  const { t } = translator(lang);
  return { searching: t('forms.search.searching'), failed: t('forms.search.failed'), none: t('forms.search.none') };
}
