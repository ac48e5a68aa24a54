// The no-JavaScript path of the call-back form: the browser posts the form to /callback, the request goes
// through the application to POST /api/v1/quote-request (same validation, rate limits and operation as the
// JSON call), and the answer comes back as the call-back page with the status written into it.
import {
  callbackStatusMessage,
  hebrewStatusWords,
  problemId,
  quoteRequestBody,
  type FormFieldName,
  type StatusMessage,
  type StatusWords,
} from '../../lib/callback/callback-status.ts';
import { AUTHORITY_LANG, type Lang } from '../../lib/i18n/lang.ts';
import { translator } from '../../lib/i18n/messages.ts';
import { escapeHtml } from '../../lib/text/escape-html.ts';
import { duplicateKeyError } from '../http/strict-json.ts';
import { apiPath } from '../../lib/api/api-paths.ts';

export type Dispatch = (request: Request, env: unknown) => Response | Promise<Response>;

/** Fields the page puts back after an answer; the consent box is never among them (it is never pre-ticked). */
const REFILL = ['name', 'phone', 'plate', 'make', 'model', 'year'] as const;

export interface CallbackOutcome {
  status: number;
  retryAfter: string | null;
  html: string;
}

/** The form as posted: a field sent more than once holds every value sent. */
type PostedForm = Record<string, string | File | (string | File)[]>;

export async function submitCallbackForm(
  posted: PostedForm,
  pageHtml: string,
  dispatch: Dispatch,
  request: Request,
  env: unknown,
  lang: Lang = AUTHORITY_LANG,
): Promise<CallbackOutcome> {
  const form = Object.fromEntries(Object.entries(posted).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
  // Two consent boxes (or two phones) have no one meaning: refused as the JSON path refuses a repeated key.
  const repeated = Object.keys(posted).find((name) => Array.isArray(posted[name]));
  if (repeated !== undefined) return renderOutcome(form, pageHtml, 400, duplicateKeyError(repeated).toBody(), null, lang);
  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
  for (const name of ['user-agent', 'x-forwarded-for', 'host', 'x-request-id']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  let status: number;
  let body: unknown = null;
  let retryAfter: string | null = null;
  try {
    const answer = await dispatch(
      new Request(new URL(apiPath('/quote-request'), request.url), {
        method: 'POST',
        headers,
        body: JSON.stringify(quoteRequestBody(form)),
      }),
      env,
    );
    status = answer.status;
    retryAfter = answer.headers.get('retry-after');
    body = await answer.json().catch(() => null);
  } catch {
    status = 0;
  }
  return renderOutcome(form, pageHtml, status, body, retryAfter, lang);
}

/** The page for a form whose body was over the limit: refused before it was read, so no field is put back. */
export function tooLargeOutcome(pageHtml: string, maxBytes: number, lang: Lang = AUTHORITY_LANG): CallbackOutcome {
  const body = { error: { code: 'payload_too_large', message: `the form must be at most ${maxBytes} bytes` } };
  return renderOutcome({}, pageHtml, 413, body, null, lang);
}

/** The status words of a language: Hebrew as the browser script has them, another through its catalogue. */
function statusWords(lang: Lang): StatusWords {
  if (lang === AUTHORITY_LANG) return hebrewStatusWords;
  const { t } = translator(lang);
  return (key, values) => t(`callback-status.${key}`, values);
}

/** The status the page shows: the message, then every field to correct, each linked to its input. */
function statusHtml(message: StatusMessage): string {
  const role = message.kind === 'error' ? 'alert' : 'status';
  const list =
    message.fields.length === 0
      ? ''
      : `<ul class="field-problems">${message.fields
          .map((p) => `<li id="${problemId(p.field)}"><a href="#cb-${p.field}">${escapeHtml(p.text)}</a></li>`)
          .join('')}</ul>`;
  return `<div class="status" data-kind="${message.kind}" role="${role}"><p>${escapeHtml(message.text)}</p>${list}</div>`;
}

/** Marks a field's input invalid and described by its problem (before any description it already has). */
function markInvalid(html: string, field: FormFieldName): string {
  return html.replace(new RegExp(`<input id="cb-${field}"([^>]*)>`), (_, attrs: string) => {
    const described = /aria-describedby="([^"]*)"/.exec(attrs);
    const more = described
      ? attrs.replace(described[0], `aria-describedby="${problemId(field)} ${described[1]}"`)
      : `${attrs} aria-describedby="${problemId(field)}"`;
    return `<input id="cb-${field}" aria-invalid="true"${more}>`;
  });
}

function renderOutcome(
  form: Record<string, string>,
  pageHtml: string,
  status: number,
  body: unknown,
  retryAfter: string | null,
  lang: Lang,
): CallbackOutcome {
  const consentGiven = form.consent === 'yes';
  const retry = retryAfter === null ? undefined : Number(retryAfter);
  const message = callbackStatusMessage(status, body, retry, statusWords(lang), consentGiven);
  let html = pageHtml.replace('<!--callback-status-->', statusHtml(message));
  for (const problem of message.fields) html = markInvalid(html, problem.field);
  const keep = !(status >= 200 && status < 300 && message.kind === 'ok');
  if (keep) {
    for (const field of REFILL) {
      const value = (form[field] ?? '').trim();
      if (value) html = html.replace(`data-fill="${field}"`, `data-fill="${field}" value="${escapeHtml(value)}"`);
    }
  }
  return { status: status === 0 ? 502 : status >= 500 ? 502 : status >= 300 ? status : 200, retryAfter, html };
}
