// What the person reads after sending the call-back form, for every answer of POST /api/v1/quote-request.
// The browser script and the no-JavaScript server route both use this one mapping. The words are the
// callback-status catalogue's (lib/i18n/catalogues/callback-status/): the browser script reads the page's language's
// messages from the form (statusWordsOf), filled without the message formatter (script-messages.ts), so the page
// does not ship it; the server's no-JavaScript answer passes the language's translator.
import hebrew from '../i18n/catalogues/callback-status/he.json' with { type: 'json' };
import { fillMessage } from '../i18n/script-messages.ts';

type StatusKind = 'ok' | 'info' | 'error';

/** The form's fields a person can correct, in the form's order. */
export const FORM_FIELDS = ['name', 'phone', 'plate', 'make', 'model', 'year', 'consent'] as const;
export type FormFieldName = (typeof FORM_FIELDS)[number];

/** One field to correct: which input, and what it takes, in the page's language. */
export interface FieldProblem {
  field: FormFieldName;
  text: string;
}

export interface StatusMessage {
  kind: StatusKind;
  text: string;
  /** Every field to correct (each marked aria-invalid on the page), in the form's order; empty when none is. */
  fields: FieldProblem[];
}

/** A callback-status message by its key within the area, filled with its values. */
export type StatusWords = (key: keyof typeof hebrew, values?: Record<string, string | number>) => string;

/** The words of one language's callback-status messages, filled without the message formatter. */
export const statusWordsOf =
  (messages: Readonly<Record<string, string>>, locale: string): StatusWords =>
  (key, values = {}) =>
    fillMessage(messages[key] ?? '', values, locale);

export const hebrewStatusWords: StatusWords = statusWordsOf(hebrew, 'he');

interface InvalidParameter {
  parameter?: string;
}

interface AnswerBody {
  data?: { status?: string; request_id?: string | null; operator?: string };
  error?: { code?: string; message?: string; parameter?: string; invalid_parameters?: InvalidParameter[] };
}

/** The id of the element that says what is wrong with a field: its input's aria-describedby names it. */
export const problemId = (field: FormFieldName) => `cb-${field}-problem`;

const isFormField = (name: string): name is FormFieldName => (FORM_FIELDS as readonly string[]).includes(name);

/** The fields to correct, each once and in the form's order, with what each takes in the page's language. */
function problems(names: Iterable<string>, t: StatusWords): FieldProblem[] {
  const wrong = new Set(names);
  return FORM_FIELDS.filter((f) => wrong.has(f)).map((field) => ({ field, text: t(`fix.${field}`) }));
}

/**
 * httpStatus 0 means the request never got an answer (network down). `t`: the words of the page's language.
 * `consentGiven`: whether the box was ticked, so a refusal of other fields lists the consent too. The API's own
 * messages are English for developers and never shown: each field's problem is said in the page's language.
 */
export function callbackStatusMessage(
  httpStatus: number,
  body: unknown,
  retryAfterSeconds?: number,
  t: StatusWords = hebrewStatusWords,
  consentGiven = true,
): StatusMessage {
  const answer = (body ?? {}) as AnswerBody;
  const say = (kind: StatusKind, text: string, fields: FieldProblem[] = []): StatusMessage => ({ kind, text, fields });
  if (httpStatus >= 200 && httpStatus < 300) {
    const id = answer.data?.request_id ? t('requestId', { id: answer.data.request_id }) : '';
    const operator = answer.data?.operator ? t('operator', { operator: answer.data.operator }) : '';
    switch (answer.data?.status) {
      case 'received':
        return say('ok', t('received', { operator, id }));
      case 'already_received':
        return say('info', t('alreadyReceived', { id }));
      case 'dry_run_not_sent':
        return say('info', t('dryRun'));
      case 'consent_required':
        return say('error', t('consentRequired'), problems(['consent'], t));
      default:
        return say('error', t('unexpected'));
    }
  }
  if (httpStatus === 429) {
    const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
    return say('error', t('tooMany', { minutes }));
  }
  if (httpStatus === 413) return say('error', t('tooLarge'));
  if (httpStatus === 400) {
    const error = answer.error ?? {};
    const fieldCodes = error.code === 'invalid_parameter' || error.code === 'missing_parameter';
    const named = fieldCodes ? (error.invalid_parameters?.map((p) => p.parameter ?? '') ?? [error.parameter ?? '']) : [];
    const known = named.map((name) => name.split('.')[0]!).filter(isFormField);
    if (known.length === 0) return say('error', t('invalidOther'));
    return say('error', t('invalid'), problems(consentGiven ? known : [...known, 'consent'], t));
  }
  return say('error', t('failed'));
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
