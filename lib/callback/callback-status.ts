// What the person reads after sending the call-back form, for every answer of POST /api/v1/quote-request.
// The browser script and the no-JavaScript server route both use this one mapping.

type StatusKind = 'ok' | 'info' | 'error';
interface StatusMessage {
  kind: StatusKind;
  text: string;
}

const FIELD_HE: Record<string, string> = {
  name: 'שם',
  phone: 'טלפון',
  plate: 'מספר רישוי',
  make: 'יצרן',
  model: 'דגם',
  year: 'שנת ייצור',
  consent: 'הסכמה',
};

interface AnswerBody {
  data?: { status?: string; request_id?: string | null; operator?: string };
  error?: { code?: string; message?: string; parameter?: string };
}

/** httpStatus 0 means the request never got an answer (network down). */
export function callbackStatusMessage(httpStatus: number, body: unknown, retryAfterSeconds?: number): StatusMessage {
  const answer = (body ?? {}) as AnswerBody;
  if (httpStatus >= 200 && httpStatus < 300) {
    const id = answer.data?.request_id ? ` מספר הבקשה: ${answer.data.request_id}.` : '';
    const operator = answer.data?.operator ? ` (${answer.data.operator})` : '';
    switch (answer.data?.status) {
      case 'received':
        return {
          kind: 'ok',
          text: `הבקשה התקבלה. נציג של מפעיל השירות${operator} יחזור אליכם בטלפון שמסרתם.${id} אפשר לבקש בכל עת למחוק את הפרטים.`,
        };
      case 'already_received':
        return { kind: 'info', text: `כבר קיבלנו מכם לאחרונה בקשה עם אותם פרטים, ולכן לא נוצרה בקשה נוספת. נציג יחזור אליכם.${id}` };
      case 'dry_run_not_sent':
        return {
          kind: 'info',
          text: 'הפרטים תקינים, אבל השירות פועל כרגע במצב הדגמה: הבקשה לא נשמרה ולא נשלחה לאף אחד, ואף נציג לא יחזור אליכם.',
        };
      case 'consent_required':
        return { kind: 'error', text: 'הבקשה לא נשלחה ודבר לא נשמר. כדי שנציג יחזור אליכם צריך לסמן את תיבת ההסכמה, אחרי שקראתם אותה.' };
      default:
        return { kind: 'error', text: 'התקבלה תשובה לא צפויה, ולא ברור אם הבקשה נשמרה. נסו שוב מאוחר יותר.' };
    }
  }
  if (httpStatus === 429) {
    const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
    return { kind: 'error', text: `נשלחו יותר מדי בקשות בזמן קצר. נסו שוב בעוד ${minutes} דקות.` };
  }
  if (httpStatus === 413) {
    return { kind: 'error', text: 'הטופס שנשלח ארוך מדי, ולכן לא נקרא ודבר לא נשמר. קצרו את הפרטים ונסו שוב.' };
  }
  if (httpStatus === 400) {
    const field = answer.error?.parameter ? FIELD_HE[answer.error.parameter.split('.')[0] ?? ''] : undefined;
    return {
      kind: 'error',
      text:
        `חלק מהפרטים אינם תקינים${field ? ` (בשדה ${field})` : ''}` +
        `. בדקו אותם ונסו שוב.${answer.error?.message ? ` פירוט: ${answer.error.message}` : ''}`,
    };
  }
  return { kind: 'error', text: 'לא הצלחנו לשלוח את הבקשה כרגע. נסו שוב מאוחר יותר.' };
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
  return body;
}
