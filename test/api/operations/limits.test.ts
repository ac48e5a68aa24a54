// Every bound of the spec's Limits table, just below, at and just above: outside is a 400 naming the
// parameter; at the bound the input is accepted (200, or 404 when a valid name matches nothing).
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureDataDir } from '../../support/fixture-versions/api-catalog.ts';
import { testApp } from '../helpers/test-app.ts';
import { operations } from '../../../api/operations/index.ts';

let app: ReturnType<typeof testApp>['app'];
beforeAll(() => {
  app = testApp(fixtureDataDir(), { config: { rateLimitCatalog: 1e9, rateLimitLive: 1e9 } }).app;
});

async function status(path: string, params: Record<string, string>): Promise<{ status: number; parameter?: string }> {
  const res = await app.request(`${path}?${new URLSearchParams(params)}`);
  const body = await res.json();
  return { status: res.status, parameter: body.error?.parameter };
}

const rejected = (parameter: string) => ({ status: 400, parameter });

describe('plate: 7-12 characters, 7 or 8 digits (any operation)', () => {
  it.each(['/api/v1/thefts', '/api/v1/standard-policy', '/api/v1/chova-factors', '/api/v1/licence-fee'])('%s', async (path) => {
    expect(await status(path, { plate: '123456' })).toEqual(rejected('plate')); // 6 characters
    expect((await status(path, { plate: '1234567' })).status).toBe(200); // 7
    // 12 characters, 8 digits: accepted; the fixture registry does not know the car, which standard-policy (it
    // needs the car's age) answers with a 404 and the others with a 200 carrying data.error.
    expect((await status(path, { plate: '12 - 345-678' })).status).toBe(path === '/api/v1/standard-policy' ? 404 : 200);
    expect(await status(path, { plate: '12 - 345 - 67' })).toEqual(rejected('plate')); // 13 characters
    expect(await status(path, { plate: '123456789' })).toEqual(rejected('plate')); // 9 digits
  });
});

const MAKE_MODEL = ['/api/v1/model-info', '/api/v1/thefts', '/api/v1/chova-factors', '/api/v1/licence-fee'];

describe('make: 1-60 characters', () => {
  it.each(MAKE_MODEL)('%s', async (path) => {
    expect(await status(path, { make: '', model: 'corolla' })).toEqual(rejected('make'));
    expect(await status(path, { make: 'x', model: 'corolla' })).toEqual({ status: 404, parameter: 'make' });
    expect(await status(path, { make: 'x'.repeat(60), model: 'corolla' })).toEqual({ status: 404, parameter: 'make' });
    expect(await status(path, { make: 'x'.repeat(61), model: 'corolla' })).toEqual(rejected('make'));
  });
});

describe('model: 1-80 characters', () => {
  it.each(MAKE_MODEL)('%s', async (path) => {
    expect(await status(path, { make: 'toyota', model: '' })).toEqual(rejected('model'));
    expect(await status(path, { make: 'toyota', model: 'x' })).toEqual({ status: 404, parameter: 'model' });
    expect(await status(path, { make: 'toyota', model: 'x'.repeat(80) })).toEqual({ status: 404, parameter: 'model' });
    expect(await status(path, { make: 'toyota', model: 'x'.repeat(81) })).toEqual(rejected('model'));
  });
});

describe('year: integer 1950-2100', () => {
  it.each(['/api/v1/model-info', '/api/v1/chova-factors', '/api/v1/licence-fee'])('%s', async (path) => {
    const at = (year: string) => status(path, { make: 'toyota', model: 'corolla', year });
    expect(await at('1949')).toEqual(rejected('year'));
    expect(await at('1950')).toEqual({ status: 404, parameter: 'year' }); // valid, but no such model year
    expect(await at('2100')).toEqual({ status: 404, parameter: 'year' });
    expect(await at('2101')).toEqual(rejected('year'));
    expect(await at('2020.5')).toEqual(rejected('year'));
    expect((await at('2020')).status).toBe(200);
  });

  it('/api/v1/standard-policy', async () => {
    expect(await status('/api/v1/standard-policy', { year: '1949' })).toEqual(rejected('year'));
    expect((await status('/api/v1/standard-policy', { year: '1950' })).status).toBe(200);
    expect((await status('/api/v1/standard-policy', { year: '2100' })).status).toBe(200);
    expect(await status('/api/v1/standard-policy', { year: '2101' })).toEqual(rejected('year'));
  });
});

describe('on_road_since: pattern ^\\d{4}-\\d{1,2}', () => {
  it.each([
    ['2021-3', 200],
    ['2021-03', 200],
    ['2021-03-15', 200],
    ['202-03', 400],
    ['2021-', 400],
    ['March 2021', 400],
    ['2021-00', 400],
  ] as const)('%s -> %i', async (value, expected) => {
    const got = await status('/api/v1/standard-policy', { on_road_since: value });
    expect(got.status).toBe(expected);
    if (expected === 400) expect(got.parameter).toBe('on_road_since');
  });
});

const has = (name: string) => operations.some((op) => op.name === name);

describe.skipIf(!has('search'))('search: query 1-200, limit 1-25 (default 10)', () => {
  it('query', async () => {
    expect(await status('/api/v1/search', { query: '' })).toEqual(rejected('query'));
    expect((await status('/api/v1/search', { query: 'a' })).status).toBe(200);
    expect((await status('/api/v1/search', { query: 'a'.repeat(200) })).status).toBe(200);
    expect(await status('/api/v1/search', { query: 'a'.repeat(201) })).toEqual(rejected('query'));
  });
  it('limit', async () => {
    expect(await status('/api/v1/search', { query: 'toyota', limit: '0' })).toEqual(rejected('limit'));
    expect((await status('/api/v1/search', { query: 'toyota', limit: '1' })).status).toBe(200);
    expect((await status('/api/v1/search', { query: 'toyota', limit: '25' })).status).toBe(200);
    expect(await status('/api/v1/search', { query: 'toyota', limit: '26' })).toEqual(rejected('limit'));
  });
});

describe.skipIf(!has('fetch'))('fetch: id 1-300', () => {
  it('id', async () => {
    expect(await status('/api/v1/fetch', { id: '' })).toEqual(rejected('id'));
    expect((await status('/api/v1/fetch', { id: 'x' })).status).toBe(404);
    expect((await status('/api/v1/fetch', { id: 'x'.repeat(300) })).status).toBe(404);
    expect(await status('/api/v1/fetch', { id: 'x'.repeat(301) })).toEqual(rejected('id'));
  });
});
