// What the person reads after sending the call-back form, for every answer of POST /api/v1/quote-request.
// The browser script and the no-JavaScript server route both use this one mapping. The words are the
// callback-status catalogue's (lib/i18n/catalogues/callback-status/): the browser script of the Hebrew page reads
// the Hebrew file alone, filled by plain substitution (its messages have no plural), so the page does not ship
// the message formatter; the server's no-JavaScript answer in Arabic or English passes the language's translator.
import hebrew from '../i18n/catalogues/callback-status/he.json' with { type: 'json' };

type StatusKind = 'ok' | 'info' | 'error';
interface StatusMessage {
  kind: StatusKind;
  text: string;
}

/** A callback-status message by its key within the area, filled with its values. */
export type StatusWords = (key: keyof typeof hebrew, values?: Record<string, string | number>) => string;

/** The Hebrew words, without the message formatter: every placeholder of the Hebrew file is a plain `{name}`. */
export const hebrewStatusWords: StatusWords = (key, values = {}) =>
  hebrew[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

const FIELDS = ['name', 'phone', 'plate', 'make', 'model', 'year', 'consent'] as const;

interface AnswerBody {
  data?: { status?: string; request_id?: string | null; operator?: string };
  error?: { code?: string; message?: string; parameter?: string };
}

/** httpStatus 0 means the request never got an answer (network down). `t`: the words of the page's language. */
export function callbackStatusMessage(
  httpStatus: number,
  body: unknown,
  retryAfterSeconds?: number,
  t: StatusWords = hebrewStatusWords,
): StatusMessage {
  const answer = (body ?? {}) as AnswerBody;
  if (httpStatus >= 200 && httpStatus < 300) {
    const id = answer.data?.request_id ? t('requestId', { id: answer.data.request_id }) : '';
    const operator = answer.data?.operator ? t('operator', { operator: answer.data.operator }) : '';
    switch (answer.data?.status) {
      case 'received':
        return { kind: 'ok', text: t('received', { operator, id }) };
      case 'already_received':
        return { kind: 'info', text: t('alreadyReceived', { id }) };
      case 'dry_run_not_sent':
        return { kind: 'info', text: t('dryRun') };
      case 'consent_required':
        return { kind: 'error', text: t('consentRequired') };
      default:
        return { kind: 'error', text: t('unexpected') };
    }
  }
  if (httpStatus === 429) {
    const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
    return { kind: 'error', text: t('tooMany', { minutes }) };
  }
  if (httpStatus === 413) return { kind: 'error', text: t('tooLarge') };
  if (httpStatus === 400) {
    const name = answer.error?.parameter?.split('.')[0] ?? '';
    const known = (FIELDS as readonly string[]).includes(name) ? (name as (typeof FIELDS)[number]) : null;
    const field = known ? t('invalidField', { field: t(`field.${known}`) }) : '';
    const detail = answer.error?.message ? t('detail', { message: answer.error.message }) : '';
    return { kind: 'error', text: t('invalid', { field, detail }) };
  }
  return { kind: 'error', text: t('failed') };
}

/** The form's fields as the quote-request body: only what the person filled in; consent only if ticked. */
export function quoteRequestBody(fields: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of ['name', 'phone', 'plate', 'make', 'model'] as const) {
    const value = (fields[key] ?? '').trim();
    if (value) body[key] = value;
  }
  const year = (fields.year ?? '').trim();
  if (year) body.year = /^\d+$/.test(year) ? Number(year) : year;
  body.consent = fields.consent === 'yes';
  // The version of the consent sentence the page showed: a stale page gets consent_required with today's text.
  if (fields.consent_version) body.consent_version = fields.consent_version;
  // The language the consent was shown in beside the Hebrew sentence: the Hebrew page sends none (he, the default).
  if (fields.consent_lang) body.consent_lang = fields.consent_lang;
  return body;
}
