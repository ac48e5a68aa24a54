// Every operation and mode through app.request, with the envelope, the common members and the error shape.
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureDataDir } from '../../support/fixture-versions/api-catalog.ts';
import { testApp } from '../helpers/test-app.ts';
import { CASES } from '../helpers/cases.ts';
import { operations } from '../../../api/operations/index.ts';
import { ErrorBody } from '../../../api/errors.ts';
import { withCommon } from '../../../api/operations/common-members.ts';
import { Meta } from '../../../api/envelope.ts';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const texts = JSON.parse(readFileSync(new URL('../../../raw/rules/texts.json', import.meta.url), 'utf8'));
let app: ReturnType<typeof testApp>['app'];
beforeAll(() => {
  app = testApp(fixtureDataDir()).app;
});

describe('every operation answers its cases', () => {
  it('covers every operation of mine in the list', () => {
    const covered = new Set(CASES.map((c) => c.op));
    const mine = [
      'model_info',
      'theft_by_model',
      'standard_policy_at_age',
      'explain_chova_price',
      'explain_licence_fee',
      'list_makes',
      'list_models',
      'list_model_years',
      'search_models',
    ];
    for (const name of mine) expect(covered.has(name), name).toBe(true);
    for (const name of mine)
      expect(
        operations.some((op) => op.name === name),
        name,
      ).toBe(true);
  });

  it.each(CASES.map((c) => [c.url, c] as const))('%s', async (_url, c) => {
    const res = await app.request(c.url);
    expect(res.status).toBe(c.status);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = await res.json();
    if (c.status !== 200) {
      expect(ErrorBody.safeParse(body).success).toBe(true);
      expect(body.error.message.length).toBeGreaterThan(10);
      // A plate has no "closest" value to suggest; every other 404 names the nearest existing ones.
      if (c.status === 404 && body.error.code !== 'plate_not_found') expect(body.error.suggestions.length).toBeGreaterThan(0);
      return;
    }
    expect(z.object({ data: withCommon({}).loose(), meta: Meta }).safeParse(body).success).toBe(true);
    expect(body.data.disclaimer).toBe(texts.disclaimer_he);
    expect(body.data.disclaimer_en).toBe(texts.disclaimer_en);
    expect(body.data.handoff.offer_he).toBe(texts.handoff_offer_he);
    expect(body.data.handoff.options.mcp_tool).toBe('request_quote_callback');
    expect(body.data.handoff.options.rest).toEqual({ method: 'POST', url: 'https://cars.example/api/v1/quote-request' });
    // The compact form rides on every answer: no consent text (the call-back's own answer gives it).
    expect(body.data.handoff.options).not.toHaveProperty('consent_text');
    expect(JSON.stringify(body.data.handoff).length).toBeLessThanOrEqual(300);
    expect(body.data.citation_url).toMatch(/^https:\/\/cars\.example\//);
    expect(body.data.data_date).toBe('2026-11-20');
    expect(body.meta.citation_url).toBe(body.data.citation_url);
    expect(body.meta.api_version).toBe('1.1.0');
    expect(body.meta.request_id).toBe(res.headers.get('x-request-id'));
    c.check?.(body);
  });
});

describe('client errors say how to fix them', () => {
  it.each([
    ['/api/v1/licence-fee?plate=123456', 'invalid_parameter', 'plate', 'plate must have 7 or 8 digits; got 6'],
    [
      '/api/v1/model-info?make=toyota&model=corolla&year=1949',
      'invalid_parameter',
      'year',
      'year must be an integer from 1950 to 2100; got "1949"',
    ],
    ['/api/v1/model-info?make=toyota', 'missing_parameter', 'model', 'model is required: 1 to 80 characters'],
    ['/api/v1/thefts?mdel=corolla', 'unknown_parameter', 'mdel', 'unknown parameter "mdel"; did you mean model?'],
    ['/api/v1/thefts?model=corolla', 'missing_parameter', 'make', 'make is required with model'],
    ['/api/v1/makes/toyota/models?make=kia', 'repeated_parameter', 'make', 'make is part of the path'],
    ['/api/v1/models/search?query=a&query=b', 'repeated_parameter', 'query', 'give query once; got 2 values'],
    ['/api/v1/standard-policy?on_road_since=21-03', 'invalid_parameter', 'on_road_since', 'YYYY-MM'],
  ])('%s -> %s', async (url, code, parameter, message) => {
    const res = await app.request(url);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe(code);
    expect(body.error.parameter).toBe(parameter);
    expect(body.error.message).toContain(message);
  });

  it('404s carry the closest matches as suggestions', async () => {
    const res = await app.request('/api/v1/model-info?make=hyundia&model=tucson');
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error.code).toBe('make_not_found');
    expect(body.error.suggestions[0]).toEqual({ value: 'hyundai', label: 'Hyundai (יונדאי)', url: 'https://cars.example/makes/hyundai' });
  });

  it('an unknown path is a 404 with the nearest API paths, a wrong method a 405', async () => {
    const res = await app.request('/api/v1/licence-fees');
    expect(res.status).toBe(404);
    expect((await res.json()).error.suggestions[0].value).toBe('/api/v1/licence-fee');
    const post = await app.request('/api/v1/licence-fee', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toContain('GET');
  });
});
