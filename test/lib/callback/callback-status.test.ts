// Every answer of POST /api/v1/quote-request reads as plain Hebrew (or the page's language), every field to correct
// is listed with what it takes, and the form sends only what was filled in.
import { describe, expect, it } from 'vitest';
import { callbackStatusMessage, hebrewStatusWords, quoteRequestBody, type StatusWords } from '../../../lib/callback/callback-status.ts';
import { translator } from '../../../lib/i18n/messages.ts';

/** A sentence of Latin words: three Latin words in a row. */
const ENGLISH = /[A-Za-z]+(?:[ ,.'-]+[A-Za-z]+){2,}/;

describe('callbackStatusMessage', () => {
  const ok = (status: string, request_id: string | null = 'req-1') =>
    callbackStatusMessage(200, { data: { status, request_id, operator: 'Operator Ltd' } });

  it('confirms a received request with its id and the operator', () => {
    expect(ok('received')).toEqual({ kind: 'ok', text: expect.stringContaining('הבקשה התקבלה'), fields: [] });
    expect(ok('received').text).toContain('req-1');
    expect(ok('received').text).toContain('Operator Ltd');
  });

  it('says a repeat created nothing new', () => {
    expect(ok('already_received')).toMatchObject({ kind: 'info', text: expect.stringContaining('לא נוצרה בקשה נוספת') });
  });

  it('says plainly that a dry run sent nothing and nobody will call', () => {
    const m = ok('dry_run_not_sent', null);
    expect(m.kind).toBe('info');
    expect(m.text).toContain('לא נשמרה ולא נשלחה');
    expect(m.text).toContain('אף נציג לא יחזור');
  });

  it('asks for the consent box when consent is missing, and marks it', () => {
    expect(ok('consent_required', null)).toMatchObject({ kind: 'error', text: expect.stringContaining('לסמן את תיבת ההסכמה') });
    expect(ok('consent_required', null).fields.map((f) => f.field)).toEqual(['consent']);
  });

  // The API's answer to a bad phone and a missing name, without consent: its messages are English, for developers.
  const refused = {
    error: {
      code: 'invalid_parameter',
      parameter: 'phone',
      message: 'phone must be an Israeli phone number, e.g. 054-1234567',
      invalid_parameters: [
        { parameter: 'phone', code: 'invalid_parameter', message: 'phone must be an Israeli phone number, e.g. 054-1234567' },
        { parameter: 'name', code: 'missing_parameter', message: 'name is required: 1 to 100 characters' },
      ],
    },
  };

  it("lists every refused field in the form's order with what it takes in Hebrew, the consent too, and no English", () => {
    const m = callbackStatusMessage(400, refused, undefined, undefined, false);
    expect(m.kind).toBe('error');
    expect(m.fields.map((f) => f.field)).toEqual(['name', 'phone', 'consent']);
    expect(m.fields[1]!.text).toBe('טלפון: כתבו מספר טלפון ישראלי, למשל 054-1234567 או 02-1234567.');
    for (const text of [m.text, ...m.fields.map((f) => f.text)]) expect(text).not.toMatch(ENGLISH);
    // With the box ticked, only the fields.
    expect(callbackStatusMessage(400, refused).fields.map((f) => f.field)).toEqual(['name', 'phone']);
  });

  it.each(['ar', 'en'] as const)('says each field in %s, never in the English of the API', (lang) => {
    const { t } = translator(lang);
    const words: StatusWords = (key, values) => t(`callback-status.${key}`, values);
    const m = callbackStatusMessage(400, refused, undefined, words, false);
    expect(m.fields.map((f) => f.text)).toEqual([
      t('callback-status.fix.name'),
      t('callback-status.fix.phone'),
      t('callback-status.fix.consent'),
    ]);
    expect(m.text).toBe(t('callback-status.invalid'));
    for (const text of [m.text, ...m.fields.map((f) => f.text)]) expect(text).not.toContain('must be');
  });

  it('reads the one parameter of an answer without the list, and asks to reload when no field of the form is at fault', () => {
    const one = callbackStatusMessage(400, { error: { code: 'invalid_parameter', parameter: 'year', message: 'year must be…' } });
    expect(one.fields.map((f) => f.field)).toEqual(['year']);
    const stale = callbackStatusMessage(400, { error: { code: 'invalid_parameter', parameter: 'consent_version', message: '…' } });
    expect(stale).toEqual({ kind: 'error', text: expect.stringContaining('טענו את הדף מחדש'), fields: [] });
  });

  it('says a form over the size limit was not read, and what to do', () => {
    const m = callbackStatusMessage(413, { error: { code: 'payload_too_large', message: 'the form must be at most 4096 bytes' } });
    expect(m).toEqual({ kind: 'error', text: expect.stringContaining('ארוך מדי, ולכן לא נקרא ודבר לא נשמר'), fields: [] });
    expect(m.text).toContain('קצרו את הפרטים');
  });

  it('turns Retry-After into minutes, with the noun in its Hebrew plural form', () => {
    expect(callbackStatusMessage(429, null, 150).text).toContain('בעוד 3 דקות.');
    expect(callbackStatusMessage(429, null, 120).text).toContain('בעוד שתי דקות.');
    expect(callbackStatusMessage(429, null).text).toContain('בעוד דקה.');
  });

  it('fills the Hebrew words without the message formatter as the formatter does', () => {
    const he = translator('he');
    for (const minutes of [1, 2, 3, 11, 20, 100]) {
      expect(hebrewStatusWords('tooMany', { minutes })).toBe(he.t('callback-status.tooMany', { minutes }));
    }
  });

  it('never claims success on an unknown status, a server error or no answer', () => {
    expect(ok('something_new').kind).toBe('error');
    expect(callbackStatusMessage(503, null).kind).toBe('error');
    expect(callbackStatusMessage(0, null).text).toContain('לא הצלחנו לשלוח');
  });
});

describe('quoteRequestBody', () => {
  it('sends only filled fields, the year as a number, and consent only when the box was ticked', () => {
    expect(
      quoteRequestBody({ name: ' דנה ', phone: '054-1234567', plate: '', make: '', model: '', year: '2019', consent_version: 'v1' }),
    ).toEqual({ name: 'דנה', phone: '054-1234567', year: 2019, consent: false, consent_version: 'v1' });
    expect(quoteRequestBody({ name: 'דנה', phone: '0541234567', consent: 'yes' })).toEqual({
      name: 'דנה',
      phone: '0541234567',
      consent: true,
    });
  });
});
