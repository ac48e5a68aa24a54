// Model names as people type them reach the model: with or without the make in front, in either script, with or
// without the space ("Mazda3"); a model the make does not have is a 404 naming the make's closest models. And
// fetch reads a page URL on any host name the site answers to. On the committed sample (MAZDA 3 is "mazda-3").
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { testApp } from '../helpers/test-app.ts';

let app: ReturnType<typeof testApp>['app'];
beforeAll(() => {
  app = testApp(DATA_DIR, { config: { rateLimitCatalog: 1e6, publicBaseUrl: 'https://cars.example' } }).app;
});

const get = async (url: string) => {
  const res = await app.request(url);
  return { status: res.status, body: await res.json() };
};
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe('model names people type', () => {
  it.each([
    [{ make: 'Mazda', model: '3' }],
    [{ make: 'mazda', model: 'Mazda3' }],
    [{ make: 'mazda', model: 'MAZDA 3' }],
    [{ make: 'מאזדה', model: '3' }],
    [{ make: 'mazda', model: 'מאזדה 3' }],
    [{ make: 'מזדה', model: 'מזדה 3' }],
    [{ make: 'mazda', model: 'mazda-3' }],
  ])('%j reaches MAZDA 3', async (params) => {
    const { status, body } = await get(`/api/v1/model-info?${q(params)}`);
    expect(status).toBe(200);
    expect(body.data.model).toMatchObject({ make_slug: 'mazda', slug: 'mazda-3', name: 'MAZDA 3' });
  });

  it('reads a model written after its make ("Toyota Corolla" with make=toyota)', async () => {
    const { body } = await get(`/api/v1/model-info?${q({ make: 'toyota', model: 'Toyota Corolla' })}`);
    expect(body.data.model.slug).toBe('corolla');
  });

  it('finds "מאזדה 3" and "Mazda3" in the model search', async () => {
    for (const query of ['מאזדה 3', 'Mazda3']) {
      const { body } = await get(`/api/v1/models/search?${q({ query })}`);
      expect(body.data.results[0], query).toMatchObject({ make_slug: 'mazda', slug: 'mazda-3' });
    }
  });

  it("answers a model the make does not have with 404 and the make's closest models, however far", async () => {
    const { status, body } = await get(`/api/v1/model-info?${q({ make: 'mazda', model: '7' })}`);
    expect(status).toBe(404);
    expect(body.error.code).toBe('model_not_found');
    const slugs = body.error.suggestions.map((s: { value: string }) => s.value);
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs).toContain('mazda-3'); // "3" after the make is one edit from "7"
    const mazda = (await get('/api/v1/makes/mazda/models')).body.data.models.map((m: { slug: string }) => m.slug);
    for (const s of slugs) expect(mazda).toContain(s);
  });
});

describe('fetch by page URL', () => {
  it.each([
    'https://cars.example/makes/mazda/mazda-3',
    'http://localhost:8787/makes/mazda/mazda-3',
    'http://127.0.0.1:8787/makes/mazda/mazda-3.md',
    'http://localhost/makes/mazda/mazda-3?utm=x',
  ])('reads %s', async (id) => {
    const { status, body } = await get(`/api/v1/fetch?${q({ id })}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 'makes/mazda/mazda-3', url: 'https://cars.example/makes/mazda/mazda-3' });
  });

  it('refuses a URL on another host', async () => {
    const { status, body } = await get(`/api/v1/fetch?${q({ id: 'https://elsewhere.example/makes/mazda/mazda-3' })}`);
    expect(status).toBe(404);
    expect(body.error.code).toBe('page_not_found');
  });
});
