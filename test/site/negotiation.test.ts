// Content negotiation between pages and their markdown twins, over a real HTTP server running the whole
// application (createApp with its CORS and compression middleware, the site mounted last).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { DataStore } from '../../lib/data/data-store.ts';
import { prefersMarkdown } from '../../api/pages/negotiate.ts';
import { DATA_DIR } from '../../lib/shards/layout.ts';
import { testApp } from '../api/helpers/test-app.ts';
import { builtSite } from './built-site.ts';
import { read } from './site-files.ts';

let dir: string;
let root: string;
let baseUrl: string;
let store: DataStore;
let server: ServerType;
let origin: string;

beforeAll(async () => {
  ({ dir, root, store, baseUrl } = await builtSite());
  const { app } = testApp(DATA_DIR, { config: { siteDir: root, publicBaseUrl: baseUrl } });
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Identity unless the test asks for gzip: fetch would otherwise ask for it and decode it silently. */
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'identity', ...headers }, method, redirect: 'manual' });

describe('prefersMarkdown', () => {
  it.each([
    ['text/markdown', true],
    ['TEXT/Markdown; charset=utf-8', true],
    ['text/html', false],
    ['text/markdown, text/html', true],
    ['text/html, text/markdown;q=0.9', false],
    ['text/markdown;q=0.9, text/html;q=0.8', true],
    ['text/markdown;q=0', false],
    ['application/json, text/markdown;q=0.1', true],
    ['*/*', false],
    ['text/*', false],
    ['text/markdown;q=0.5, */*', true],
    ['', false],
  ])('%s -> %s', (accept, expected) => {
    expect(prefersMarkdown(accept)).toBe(expected);
  });
  it('treats a missing header as HTML', () => {
    expect(prefersMarkdown(undefined)).toBe(false);
  });
});

describe('page URLs', () => {
  it('answer HTML by default with Vary and a Link to the twin', async () => {
    const make = store.pages.find((p) => p.type === 'make')!;
    const res = await get(make.path, { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(res.headers.get('link')).toBe(`<${make.path}.md>; rel="alternate"; type="text/markdown"`);
    expect(await res.text()).toBe(read(dir, `${make.path.slice(1)}.html`));
  });

  it('answer the twin for Accept: text/markdown, also on the home page', async () => {
    const res = await get('/', { Accept: 'text/markdown' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect(res.headers.get('content-location')).toBe('/index.md');
    expect(await res.text()).toBe(read(dir, 'index.md'));
  });

  it('answer HEAD with the same headers and no body', async () => {
    const res = await get('/thefts', { Accept: 'text/markdown' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await res.text()).toBe('');
  });

  it('give each form its own strong ETag and a 304 when it still matches', async () => {
    const html = await get('/licence-fee');
    const md = await get('/licence-fee', { Accept: 'text/markdown' });
    const htmlTag = html.headers.get('etag')!;
    const mdTag = md.headers.get('etag')!;
    expect(htmlTag).toMatch(/^"[\w-]+"$/);
    expect(mdTag).not.toBe(htmlTag);
    const again = await get('/licence-fee', { Accept: 'text/markdown', 'If-None-Match': mdTag });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toBe('Accept, Accept-Encoding');
    expect((await get('/licence-fee', { 'If-None-Match': mdTag })).status).toBe(200);
    const direct = await get('/licence-fee.md', { 'If-None-Match': mdTag });
    expect(direct.status).toBe(304);
  });

  it('come gzipped on request with their own strong ETag, which a 304 honours', async () => {
    const plain = await get('/makes');
    const zipped = await get('/makes', { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const tag = zipped.headers.get('etag')!;
    expect(tag).toMatch(/^"[\w-]+-gzip"$/);
    expect(tag).not.toBe(plain.headers.get('etag'));
    expect(await zipped.text()).toBe(await plain.text());
    expect((await get('/makes', { 'Accept-Encoding': 'gzip', 'If-None-Match': tag })).status).toBe(304);
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('redirect the trailing-slash and .html spellings to the canonical URL', async () => {
    expect((await get('/makes/')).headers.get('location')).toBe('/makes');
    expect((await get('/makes.html')).headers.get('location')).toBe('/makes');
    expect((await get('/index.html')).headers.get('location')).toBe('/');
  });
});

describe('never negotiated', () => {
  it('serves twins, llms files and assets as themselves', async () => {
    const twin = await get('/makes.md');
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(twin.headers.get('vary')).toBe('Accept-Encoding');
    const llms = await get('/llms.txt', { Accept: 'text/markdown' });
    expect(llms.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(llms.headers.get('vary')).toBe('Accept-Encoding');
    const full = await get('/llms-full.txt', { Accept: 'text/markdown' });
    expect(full.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    // One stylesheet, linked alike by Astro's pages and the catalog pages the publish step writes.
    const css = read(dir, 'index.html').match(/href="(\/assets\/site\.[0-9a-f]+\.css)"/)![1]!;
    expect(read(dir, 'makes/toyota/corolla.html')).toContain(`href="${css}"`);
    const asset = await get(css, { Accept: 'text/markdown' });
    expect(asset.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('leaves /api and /.well-known to the application', async () => {
    const api = await get('/api/health', { Accept: 'text/markdown' });
    expect(api.headers.get('content-type')).toContain('application/json');
    const miss = await get('/api/v1/nothing-here', { Accept: 'text/markdown' });
    expect(miss.status).toBe(404);
    expect(miss.headers.get('content-type')).toContain('application/json');
    const wk = await get('/.well-known/nothing', { Accept: 'text/markdown' });
    expect(wk.headers.get('content-type')).toContain('application/json');
  });
});

describe('404', () => {
  it('comes as HTML or markdown by the same rule', async () => {
    const html = await get('/makes/no-such-make');
    expect(html.status).toBe(404);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await html.text()).toContain('הדף לא נמצא');
    const md = await get('/makes/no-such-make', { Accept: 'text/markdown' });
    expect(md.status).toBe(404);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    // After the sample banner: the test site is built from the generated sample.
    expect(await md.text()).toMatch(/^# הדף לא נמצא/m);
    expect((await get('/makes/no-such-make.md')).headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  });

  it.each([
    ['ar', 'rtl', 'الصفحة غير موجودة'],
    ['en', 'ltr', 'Page not found'],
    ['ru', 'ltr', 'Страница не найдена'],
  ] as const)('comes in the language of the path: /%s/...', async (lang, dir, title) => {
    for (const path of [`/${lang}/makes/no-such-make`, `/${lang}/no-such-page`, `/${lang}/404`]) {
      const html = await get(path);
      expect(html.status, path).toBe(404);
      const text = await html.text();
      expect(text).toContain(`<html lang="${lang}" dir="${dir}">`);
      expect(text).toContain(`<h1>${title}</h1>`);
      expect(text).toContain('<meta name="robots" content="noindex">');
      expect(text).toContain(`href="/${lang}/makes"`);
      expect(text).not.toContain('הדף לא נמצא');
      const md = await get(path, { Accept: 'text/markdown' });
      expect(md.status).toBe(404);
      expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(await md.text()).toMatch(new RegExp(`^# ${title}$`, 'm'));
    }
    // A Hebrew path, or a prefix that is not a language, keeps the Hebrew page.
    expect(await (await get('/fr/makes')).text()).toContain('<h1>הדף לא נמצא</h1>');
  });

  it('hides the build stamp and anything outside the site', async () => {
    expect((await get('/.site-build.json')).status).toBe(404);
    expect((await get('/%2e%2e/package.json')).status).toBe(404);
    expect((await get('/404')).status).toBe(404);
    expect((await get('/ar/404.html')).status).toBe(404);
  });
});
