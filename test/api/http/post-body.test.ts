// How a POST body is read before the operation sees it: JSON object only, sent as JSON, within the size limit.
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureDataDir } from '../../support/fixture-versions/api-catalog.ts';
import { testApp } from '../helpers/test-app.ts';
import { ErrorBody } from '../../../api/errors.ts';
import { QUOTE_REQUEST_MAX_BYTES } from '../../../api/operations/request-quote-callback.ts';

let app: ReturnType<typeof testApp>['app'];
beforeAll(() => {
  app = testApp(fixtureDataDir()).app;
});

async function post(body: string, type = 'application/json') {
  const res = await app.request('/api/v1/quote-request', { method: 'POST', headers: { 'Content-Type': type }, body });
  return { status: res.status, body: ErrorBody.parse(await res.json()) };
}

describe('POST bodies', () => {
  it('refuses a body that is not JSON, or not one object', async () => {
    for (const body of ['{"consent": tru', '[1,2]', '"text"', 'null']) {
      const r = await post(body);
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('invalid_json');
    }
  });

  it('refuses another media type with 415', async () => {
    const r = await post('consent=true', 'application/x-www-form-urlencoded');
    expect(r.status).toBe(415);
    expect(r.body.error.code).toBe('unsupported_media_type');
    expect(r.body.error.message).toContain('application/json');
  });

  it('refuses a body over the operation limit with 413', async () => {
    const r = await post(JSON.stringify({ consent: false, name: 'x'.repeat(QUOTE_REQUEST_MAX_BYTES) }));
    expect(r.status).toBe(413);
    expect(r.body.error.code).toBe('payload_too_large');
  });

  it('names an unknown member of the body', async () => {
    const r = await post(JSON.stringify({ consent: false, nme: 'Dana' }));
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'unknown_parameter', parameter: 'nme' });
  });
});
