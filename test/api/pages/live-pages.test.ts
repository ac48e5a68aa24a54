// The plate page, its twin, its .ics, the no-JavaScript plate form and /search?q=, over a real HTTP server
// running the whole application with the local registry over the sample data version. Facts are the golden
// plates of raw/README.md, read by hand from raw/registry/registry.csv and raw/open-recalls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveLocal } from '../../support/local-http.ts';
import { testApp } from '../helpers/test-app.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { LocalRegistry } from '../../../api/registry/local-registry.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { loggablePath } from '../../../api/http/access-log.ts';
import { formatDateHe } from '../../../lib/text/format.ts';

const store = DataStore.openCurrent(DATA_DIR);
const local = new LocalRegistry(() => store.registryDbPath);
const logged: Record<string, unknown>[] = [];
let server: Awaited<ReturnType<typeof serveLocal>> | undefined;
let origin: string;
let routes: { method: string; path: string }[] = [];

beforeAll(async () => {
  const { app } = testApp(DATA_DIR, { registry: local, log: (e) => logged.push(e), config: { publicBaseUrl: 'https://cars.example' } });
  server = await serveLocal(app.fetch);
  origin = server.origin;
  routes = app.routes;
});
afterAll(async () => {
  await server?.close();
  await local.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'identity', ...headers }, redirect: 'manual' });

describe('/vehicle/<plate>', () => {
  it('shows an active car with its open recalls, licence date and fee, private and never stored', async () => {
    const res = await get('/vehicle/10000009');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-security-policy')).toBeTruthy();
    const html = await res.text();
    const banner = html.indexOf('הרכב פעיל');
    expect(banner).toBeGreaterThan(0);
    // Status first, then the recalls, then licence and test dates.
    expect(html.indexOf('ריקולים פתוחים (2)')).toBeGreaterThan(banner);
    expect(html).toContain('קצר אפשרי ביחידת ABS');
    expect(html).toContain('החלפת נתיך ביחידת ABS');
    expect(html.indexOf('רישיון וטסט')).toBeGreaterThan(html.indexOf('ריקולים פתוחים'));
    expect(html).toContain('href="/vehicle/10000009/licence.ics"');
    expect(html).toContain('class="callback-offer"');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('carries the same facts in page and twin as REST lookup_vehicle', async () => {
    const rest = (await (await get('/api/v1/vehicle?plate=1000001')).json()) as any;
    const v = rest.data.vehicle;
    const twin = await (await get('/vehicle/1000001.md')).text();
    const negotiated = await get('/vehicle/1000001', { Accept: 'text/markdown' });
    expect(negotiated.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await negotiated.text()).toBe(twin);
    const html = await (await get('/vehicle/1000001')).text();
    // Licence fee 849 + 135 = 984 (price group 1, "2016 and older" column); licence valid until 2027-04-01.
    expect(v.licence_fee.total).toBe(984);
    for (const text of [twin, html]) {
      expect(text).toContain('984 ₪');
      expect(text).toContain(v.make.name_he);
      expect(text).toContain(formatDateHe('2027-04-01'));
      expect(text).toContain(new URL(v.model_year_url).pathname);
      expect(text).toContain(new URL(v.model_url).pathname);
      expect(text).toContain('הרכב ברשימת הזכאים להנחה באגרת הרישוי');
    }
    expect(twin).toContain(`Data date: ${rest.data.data_date}`);
    expect(twin).toContain(rest.data.disclaimer_en);
  });

  it('says when a car is off the road and offers no call-back for it', async () => {
    const res = await get('/vehicle/1000011');
    expect(res.status).toBe(200);
    const html = await res.text();
    // raw/cancelled: scrapped 2024-08-14.
    expect(html).toContain('הרכב בוטל סופית (גריטה או יצוא) ב־');
    expect(html).toContain('אין (רכב שאינו על הכביש אינו משלם אגרת רישוי)');
    expect(html).not.toContain('class="callback-offer"');
  });

  it('answers 404 for an unknown plate and 400 with how to fix a malformed one', async () => {
    const unknown = await get('/vehicle/1000012');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('private, no-store');
    expect(await unknown.text()).toContain('לא נמצא רכב עם מספר הרישוי 1000012');
    const bad = await get('/vehicle/12a4567');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(
      'מספר הרישוי לא תקין: מספר רישוי מכיל רק ספרות, רווחים ומקפים, ונמצא בו התו &quot;a&quot;. כתבו 7 או 8 ספרות',
    );
    const short = await get('/vehicle/123.md');
    expect(short.status).toBe(400);
    expect(short.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  });

  it('sends a written-out plate to its one URL', async () => {
    const res = await get('/vehicle/100-00-01');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/vehicle/1000001');
  });

  it('sends a zero-padded plate to its one URL: page, twin, feed and calendar (issue 35: all four served the car)', async () => {
    for (const [path, canonical] of [
      ['/vehicle/01000001', '/vehicle/1000001'],
      ['/vehicle/01000001.md', '/vehicle/1000001.md'],
      ['/vehicle/01000001/feed.atom', '/vehicle/1000001/feed.atom'],
      ['/vehicle/01000001/licence.ics', '/vehicle/1000001/licence.ics'],
      ['/vehicle/0-100-00-01.md', '/vehicle/1000001.md'],
      ['/en/vehicle/01000001', '/en/vehicle/1000001'],
      ['/ar/vehicle/01000001.md', '/ar/vehicle/1000001.md'],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(canonical);
      expect((await get(canonical)).status, canonical).toBe(200);
    }
    expect((await get('/vehicle?plate=01000001')).headers.get('location')).toBe('/vehicle/1000001');
    const rest = (await (await get('/api/v1/vehicle?plate=01000001')).json()) as { data: { plate: string } };
    expect(rest.data.plate).toBe('1000001');
  });
});

describe('the plate form without JavaScript', () => {
  it('redirects GET /vehicle?plate= to the normalised plate page with 303', async () => {
    const res = await get('/vehicle?plate=10-000-009');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/vehicle/10000009');
    expect((await get('/vehicle?plate=abc')).status).toBe(400);
  });

  it('is where the home page form goes', async () => {
    const { readFileSync } = await import('node:fs');
    const form = readFileSync(new URL('../../../site/src/components/plate-check.astro', import.meta.url), 'utf8');
    expect(form).toContain("action={localizedPath('/vehicle', lang)}");
  });
});

describe('licence.ics', () => {
  it('has the licence date as an all-day RFC 5545 event, without the plate', async () => {
    const res = await get('/vehicle/10000009/licence.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    // Regenerated on every poll, reusable for as long as a live answer is (test/api/feeds/feeds.test.ts).
    expect(res.headers.get('cache-control')).toBe('private, max-age=600');
    const ics = await res.text();
    // raw/registry: tokef_dt 2027-04-27.
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20270427\r\n');
    expect(ics).toContain('\r\nDTEND;VALUE=DATE:20270428\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toContain('10000009');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('is a 404 page for an unknown plate', async () => {
    expect((await get('/vehicle/1000012/licence.ics')).status).toBe(404);
  });
});

describe('/search?q=', () => {
  it('renders the search operation results server-side', async () => {
    const rest = (await (await get('/api/v1/search?query=corolla&limit=25')).json()) as any;
    const paths: string[] = rest.data.results.map((r: { url: string }) => new URL(r.url).pathname);
    expect(paths.length).toBe(25);
    // Ten of them (a model's years grouped in year order, so not the operation's first ten), and a link to all.
    const res = await get('/search?q=corolla');
    expect(res.status).toBe(200);
    const html = await res.text();
    const listed = (page: string) => paths.filter((p) => page.includes(`href="${p}"`));
    expect(listed(html)).toHaveLength(10);
    expect(html).toContain('href="/search?q=corolla&amp;all"');
    const all = await (await get('/search?q=corolla&all')).text();
    for (const p of paths) expect(all).toContain(`href="${p}"`);
  });
});

describe('access log', () => {
  it('never writes a plate', async () => {
    await get('/vehicle/10000009');
    await get('/vehicle/10000009.md');
    await get('/vehicle/10000009/licence.ics');
    await get('/vehicle?plate=10000009');
    const lines = JSON.stringify(logged);
    expect(logged.some((e) => e.path === '/vehicle/{plate}/licence.ics')).toBe(true);
    expect(logged.some((e) => e.path === '/vehicle/{plate}.md')).toBe(true);
    expect(lines).not.toContain('10000009');
    expect(loggablePath('/vehicle/12.345678/x')).toBe('/vehicle/{plate}/{rest}');
  });

  it('writes every parametric route the app serves by its template, never the value given', async () => {
    const templates = [...new Set(routes.filter((r) => r.method === 'GET' && r.path.includes('/:')).map((r) => r.path))];
    expect(templates).toContain('/ar/vehicle/:plate{[^/]+}');
    for (const template of templates) {
      // Each parameter given a plate (its pattern aside): what a plate route would be asked with.
      const path = template.replace(/:\w+(\{(?:[^{}]|\{[^}]*\})*\})?/g, '10000013');
      const id = `route-${templates.indexOf(template)}`;
      await (await get(path, { 'x-request-id': id })).arrayBuffer();
      const line = logged.find((e) => e.request_id === id);
      expect(line, path).toBeDefined();
      expect(String(line!.path), path).not.toContain('10000013');
    }
  });
});
