// The call-back form as plain HTML, for the Arabic and English call-back pages the publish step writes (the Hebrew
// page is Astro's, site/src/pages/callback.astro, with the same fields and its script). It posts to the page of
// its language without JavaScript (api/pages/site-routes.ts answers it in that language), and beside the consent
// in the reader's language it shows the Hebrew sentence recorded with the request, and sends which was shown.
import { escapeHtml as esc } from '../text/escape-html.ts';
import { LANG_DIR, LANG_TAG } from '../i18n/lang.ts';
import type { CallbackForm, FormField } from './callback.ts';

/** One labelled input, as site/src/components/form-field.astro writes it; `data-fill` lets the answer put it back. */
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

export function callbackFormHtml(form: CallbackForm, action: string): string {
  const c = form.consent;
  const hebrew = c.hebrew ? `<p id="cb-consent-he" class="hint note" lang="he" dir="rtl">${esc(c.hebrew)}</p>` : '';
  return (
    `<form id="callback-form" class="panel" action="${esc(action)}" method="post" novalidate>` +
    '<div id="callback-status" class="status-slot" aria-live="polite" tabindex="-1"><!--callback-status--></div>' +
    form.contact.map(fieldHtml).join('') +
    `<fieldset class="field"><legend>${esc(form.vehicleLegend)}</legend>${fieldHtml(form.plate)}` +
    `<p class="hint note">${esc(form.vehicleHint)}</p>${form.vehicle.map(fieldHtml).join('')}</fieldset>` +
    `<div class="field consent"><input id="cb-${c.name}" name="${c.name}" type="checkbox" value="yes"` +
    `${c.hebrew ? ' aria-describedby="cb-consent-he"' : ''}>` +
    `<label for="cb-${c.name}" id="cb-consent-text" lang="${LANG_TAG[c.lang]}" dir="${LANG_DIR[c.lang]}">${esc(c.label)}</label>` +
    `${hebrew}</div>` +
    `<input type="hidden" name="${c.versionName}" value="${esc(c.version)}">` +
    `<input type="hidden" name="${c.langName}" value="${c.lang}">` +
    `<button type="submit">${esc(form.submit)}</button></form>`
  );
}
