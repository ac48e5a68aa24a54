// The call-back form as HTML, on the call-back page in every language (site/src/pages/[...lang]/callback.astro, with
// its script). It posts to the page of its language without JavaScript (api/pages/site-routes.ts answers it in that
// language), and beside the consent in the reader's language it shows the Hebrew sentence recorded with the
// request, and sends which was shown. With JavaScript the script sends it to `data-api` and says the answer with
// the page's language's callback-status messages and Intl locale (`data-words`, `data-locale`).
import { escapeHtml as esc } from '../text/escape-html.ts';
import { INTL_LOCALE, LANG_DIR, LANG_TAG, type Lang } from '../i18n/lang.ts';
import { catalogue } from '../i18n/catalogues.ts';
import type { CallbackForm, FormField } from './callback.ts';

/** One labelled input. Phone numbers, plates and years read left to right; `data-fill` lets the answer put it back. */
function fieldHtml(f: FormField): string {
  const id = `cb-${f.name}`;
  const ltr = f.type === 'tel' || f.numeric;
  return (
    `<div class="field"><label for="${id}">${esc(f.label)}</label><input id="${id}" name="${f.name}" type="${f.type}"` +
    (f.autocomplete ? ` autocomplete="${f.autocomplete}"` : '') +
    (f.required ? ' required' : '') +
    (f.maxLength === undefined ? '' : ` maxlength="${f.maxLength}"`) +
    (f.numeric ? ' inputmode="numeric"' : '') +
    (ltr ? ' dir="ltr"' : '') +
    ` data-fill="${f.name}"></div>`
  );
}

/** The form on the page in `lang`, posting to `action` without JavaScript. */
export function callbackFormHtml(form: CallbackForm, action: string, lang: Lang): string {
  const c = form.consent;
  const hebrew = c.hebrew ? `<p id="cb-consent-he" class="hint note" lang="he" dir="rtl">${esc(c.hebrew)}</p>` : '';
  return (
    `<form id="callback-form" class="panel" action="${esc(action)}" method="post" novalidate data-api="${esc(form.apiPath)}"` +
    ` data-words="${esc(JSON.stringify(catalogue('callback-status', lang)))}" data-locale="${INTL_LOCALE[lang]}">` +
    '<div id="callback-status" class="status-slot" aria-live="polite" tabindex="-1"><!--callback-status--></div>' +
    form.contact.map(fieldHtml).join('') +
    `<fieldset class="field"><legend>${esc(form.vehicleLegend)}</legend>${fieldHtml(form.plate)}` +
    `<p class="hint note">${esc(form.vehicleHint)}</p>${form.vehicle.map(fieldHtml).join('')}</fieldset>` +
    `<div class="field consent"><input id="cb-${c.name}" name="${c.name}" type="checkbox" value="yes"` +
    `${c.hebrew ? ' aria-describedby="cb-consent-he"' : ''}>` +
    `<label for="cb-${c.name}" id="cb-consent-text" lang="${LANG_TAG[c.lang]}" dir="${LANG_DIR[c.lang]}">${esc(c.label)}</label>` +
    `${hebrew}</div>` +
    `<input type="hidden" name="${c.versionName}" value="${esc(c.version)}">` +
    // Which language the consent was shown in, beside the Hebrew sentence: a Hebrew consent sends none (the default).
    (c.hebrew ? `<input type="hidden" name="${c.langName}" value="${c.lang}">` : '') +
    `<button type="submit">${esc(form.submit)}</button></form>`
  );
}
