import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureDataDir } from '../../support/fixture-versions/content.ts';
import { testApp } from '../helpers/test-app.ts';
import { operations } from '../../../api/operations/index.ts';
import { renderPage } from '../../../lib/pages/render/render-page.ts';
import { publicApiReference } from '../../../api/public.ts';
import { DataStore } from '../../../lib/data/data-store.ts';

const BASE = 'https://cars.example';
let app: ReturnType<typeof testApp>['app'];
let store: DataStore;
beforeAll(() => {
  const dir = fixtureDataDir();
  app = testApp(dir).app;
  store = DataStore.openCurrent(dir);
});

async function get(url: string) {
  const res = await app.request(url);
  return { status: res.status, body: (await res.json()) as any };
}

function contract(opName: string, data: unknown) {
  const op = operations.find((o) => o.name === opName)!;
  const parsed = op.output.safeParse(data);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  expect(parsed.data).toEqual(data);
}

describe('GET /api/v1/search', () => {
  it('finds pages across scripts, with absolute URLs, twins and the common members', async () => {
    const { status, body } = await get(`/api/v1/search?query=${encodeURIComponent('קורולה')}`);
    expect(status).toBe(200);
    expect(body.data.results[0]).toEqual({
      id: 'makes/toyota/corolla',
      type: 'model',
      title: 'טויוטה COROLLA',
      snippet: 'קורולה: כלי רכב על הכביש',
      url: `${BASE}/makes/toyota/corolla`,
      markdown_url: `${BASE}/makes/toyota/corolla.md`,
      language: 'he',
    });
    expect(body.data.citation_url).toBe(`${BASE}/makes/toyota/corolla`);
    expect(body.data.data_date).toBe('2026-11-20');
    expect(body.data.disclaimer).toContain('אינו ייעוץ');
    contract('search', body.data);
  });

  it('reads Hebrew prefixes and typos, and honours limit', async () => {
    expect((await get(`/api/v1/search?query=${encodeURIComponent('בטויוטה')}`)).body.data.results[0].id).toBe('makes/toyota');
    expect((await get('/api/v1/search?query=corola')).body.data.results[0].id).toBe('makes/toyota/corolla');
    expect((await get('/api/v1/search?query=toyota&limit=1')).body.data.results).toHaveLength(1);
  });

  it('answers an empty list, not an error, when nothing matches', async () => {
    const { status, body } = await get('/api/v1/search?query=zzzzqqq');
    expect(status).toBe(200);
    expect(body.data.results).toEqual([]);
    contract('search', body.data);
  });

  it.each([
    ['query missing', '/api/v1/search', 400],
    ['query empty', '/api/v1/search?query=', 400],
    ['query 200 chars', `/api/v1/search?query=${'a'.repeat(200)}`, 200],
    ['query 201 chars', `/api/v1/search?query=${'a'.repeat(201)}`, 400],
    ['limit 0', '/api/v1/search?query=toyota&limit=0', 400],
    ['limit 1', '/api/v1/search?query=toyota&limit=1', 200],
    ['limit 25', '/api/v1/search?query=toyota&limit=25', 200],
    ['limit 26', '/api/v1/search?query=toyota&limit=26', 400],
    ['unknown parameter', '/api/v1/search?query=toyota&q=x', 400],
  ])('%s → %i', async (_name, url, status) => {
    expect((await get(url)).status).toBe(status);
  });
});

describe('GET /api/v1/fetch', () => {
  it('returns the page as the same markdown as its twin', async () => {
    const { status, body } = await get('/api/v1/fetch?id=makes/toyota/corolla');
    expect(status).toBe(200);
    const twin = renderPage(store, 'makes/toyota/corolla', BASE, publicApiReference())!;
    expect(body.data).toMatchObject({ id: twin.id, title: twin.title, text: twin.text, url: twin.url, metadata: twin.metadata });
    expect(body.data.text.trimEnd().endsWith('Data date: 2026-11-20')).toBe(true);
    expect(body.data.citation_url).toBe(`${BASE}/makes/toyota/corolla`);
    contract('fetch', body.data);
  });

  it.each([
    ['an absolute page URL', `${BASE}/makes/toyota/corolla`, 'makes/toyota/corolla'],
    ['a path', '/makes/toyota/corolla', 'makes/toyota/corolla'],
    ['a .md URL', `${BASE}/makes/toyota/corolla.md`, 'makes/toyota/corolla'],
    ['a .md path with a trailing query', '/makes/toyota/corolla/2019.md?x=1', 'makes/toyota/corolla/2019'],
    ['the home URL', `${BASE}/`, 'index'],
    ['the home twin', '/index.md', 'index'],
    ['the home path', '/', 'index'],
  ])('accepts %s', async (_name, id, expected) => {
    const { status, body } = await get(`/api/v1/fetch?id=${encodeURIComponent(id)}`);
    expect(status).toBe(200);
    expect(body.data.id).toBe(expected);
  });

  it('answers every page type of the version', async () => {
    for (const page of store.pages.filter((p) => !p.id.startsWith('makes/mazda'))) {
      const { status, body } = await get(`/api/v1/fetch?id=${encodeURIComponent(page.id)}`);
      expect(status, page.id).toBe(200);
      contract('fetch', body.data);
    }
  });

  it('answers 404 with the closest pages for an unknown id', async () => {
    const { status, body } = await get('/api/v1/fetch?id=makes/toyota/corola');
    expect(status).toBe(404);
    expect(body.error.code).toBe('page_not_found');
    expect(body.error.parameter).toBe('id');
    expect(body.error.suggestions[0]).toEqual({
      value: 'makes/toyota/corolla',
      label: 'טויוטה COROLLA',
      url: `${BASE}/makes/toyota/corolla`,
    });
  });

  it('answers 404 for a URL on another site, naming this one', async () => {
    const { status, body } = await get(`/api/v1/fetch?id=${encodeURIComponent('https://elsewhere.example/makes/toyota')}`);
    expect(status).toBe(404);
    expect(body.error.message).toContain(BASE);
  });

  it.each([
    ['id missing', '/api/v1/fetch', 400],
    ['id empty', '/api/v1/fetch?id=', 400],
    ['id 300 chars', `/api/v1/fetch?id=${'a'.repeat(300)}`, 404],
    ['id 301 chars', `/api/v1/fetch?id=${'a'.repeat(301)}`, 400],
    ['unknown parameter', '/api/v1/fetch?id=index&url=x', 400],
  ])('%s → %i', async (_name, url, status) => {
    expect((await get(url)).status).toBe(status);
  });
});
