// The plate form and the search form of a live page in Arabic or English: the same forms as the Hebrew ones
// (lib/layout/site-forms.ts), posting to the pages of that language, in the words of the vehicle and search
// catalogues. A page that answers "no" (a malformed or unknown plate, an empty search) offers the next try.
import { escapeHtml as esc } from '../../lib/text/escape-html.ts';
import { localizedPath, type Lang } from '../../lib/i18n/lang.ts';
import { translator } from '../../lib/i18n/messages.ts';

export function livePlateForm(lang: Lang, value = ''): string {
  const { t } = translator(lang);
  return (
    `<section class="panel" aria-labelledby="plate-form-title"><h2 id="plate-form-title">${esc(t('vehicle.form.title'))}</h2>` +
    `<form class="inline-form" action="${localizedPath('/vehicle', lang)}" method="get" novalidate><div>` +
    `<label for="plate-form-input">${esc(t('vehicle.form.label'))}</label>` +
    `<input id="plate-form-input" name="plate" type="text" inputmode="numeric" autocomplete="off" maxlength="20" dir="ltr"` +
    ` value="${esc(value)}" aria-describedby="plate-form-hint">` +
    `<p id="plate-form-hint" class="hint note">${esc(t('vehicle.form.hint'))}</p></div>` +
    `<button type="submit">${esc(t('vehicle.form.submit'))}</button></form></section>`
  );
}

export function liveSearchForm(lang: Lang, value = ''): string {
  const { t } = translator(lang);
  return (
    `<section class="panel" aria-labelledby="search-form-title"><h2 id="search-form-title">${esc(t('search.title'))}</h2>` +
    `<form class="inline-form" action="${localizedPath('/search', lang)}" method="get" role="search" novalidate><div>` +
    `<label for="search-form-input">${esc(t('search.form.label'))}</label>` +
    `<input id="search-form-input" name="q" type="search" maxlength="200" value="${esc(value)}"` +
    ` placeholder="${esc(t('search.form.placeholder'))}"></div>` +
    `<button type="submit">${esc(t('search.form.submit'))}</button></form></section>`
  );
}
