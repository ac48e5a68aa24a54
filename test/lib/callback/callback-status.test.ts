// Every answer of POST /api/v1/quote-request reads as plain Hebrew, and the form sends only what was filled in.
import { describe, expect, it } from 'vitest';
import { callbackStatusMessage, quoteRequestBody } from '../../../lib/callback/callback-status.ts';

describe('callbackStatusMessage', () => {
  const ok = (status: string, request_id: string | null = 'req-1') =>
    callbackStatusMessage(200, { data: { status, request_id, operator: 'Operator Ltd' } });

  it('confirms a received request with its id and the operator', () => {
    expect(ok('received')).toEqual({ kind: 'ok', text: expect.stringContaining('הבקשה התקבלה') });
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

  it('asks for the consent box when consent is missing', () => {
    expect(ok('consent_required', null)).toMatchObject({ kind: 'error', text: expect.stringContaining('לסמן את תיבת ההסכמה') });
  });

  it('names the refused field in Hebrew, with the API message', () => {
    const m = callbackStatusMessage(400, {
      error: { code: 'invalid_parameter', parameter: 'phone', message: 'phone must be an Israeli number' },
    });
    expect(m.kind).toBe('error');
    expect(m.text).toContain('בשדה טלפון');
    expect(m.text).toContain('phone must be an Israeli number');
  });

  it('says a form over the size limit was not read, and what to do', () => {
    const m = callbackStatusMessage(413, { error: { code: 'payload_too_large', message: 'the form must be at most 4096 bytes' } });
    expect(m).toEqual({ kind: 'error', text: expect.stringContaining('ארוך מדי, ולכן לא נקרא ודבר לא נשמר') });
    expect(m.text).toContain('קצרו את הפרטים');
  });

  it('turns Retry-After into minutes', () => {
    expect(callbackStatusMessage(429, null, 150).text).toContain('בעוד 3 דקות');
    expect(callbackStatusMessage(429, null).text).toContain('בעוד 1 דקות');
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
