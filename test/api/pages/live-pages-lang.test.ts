// The live plate page and search in Arabic and English over a real HTTP server running the whole application with
// the local registry over the sample data version: /ar/... and /en/... answer in that language (HTML and twin),
// with the same facts as the Hebrew page and REST; their 400 and 404 pages too. A Hebrew letter may stand in the
// HTML only inside an element marked lang="he" (a ministry value without a translation, a text the answer gives
// in Hebrew, the Hebrew disclaimer that governs). Facts are the golden plates of raw/README.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveLocal } from '../../support/local-http.ts';
import { hebrewLeft, withoutHebrewRuns } from '../../support/hebrew-runs.ts';
import { testApp } from '../helpers/test-app.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { LocalRegistry } from '../../../api/registry/local-registry.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { LANGS, localizedPath } from '../../../lib/i18n/lang.ts';

const store = DataStore.openCurrent(DATA_DIR);
const local = new LocalRegistry(() => store.registryDbPath);
let server: Awaited<ReturnType<typeof serveLocal>> | undefined;
let origin: string;

beforeAll(async () => {
  const { app } = testApp(DATA_DIR, { registry: local, config: { publicBaseUrl: 'https://cars.example' } });
  server = await serveLocal(app.fetch);
  origin = server.origin;
});
afterAll(async () => {
  await server?.close();
  await local.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'identity', ...headers }, redirect: 'manual' });

describe.each([
  {
    lang: 'en',
    dir: 'ltr',
    fee: '₪984',
    licence: '1 April 2027',
    make: 'Dacia',
    recalls: 'Open recalls (2)',
    notFound: 'No vehicle with plate number 1000012',
    badPlate: 'The plate number is not valid',
    stray: '&quot;a&quot;',
  },
  {
    lang: 'ar',
    dir: 'rtl',
    fee: '984 ₪',
    licence: '1.4.2027',
    make: 'داسيا',
    recalls: 'الاستدعاءات المفتوحة (2)',
    notFound: 'لم يُعثر على مركبة برقم الترخيص 1000012',
    badPlate: 'رقم الترخيص غير صالح',
    stray: '&quot;a&quot;',
  },
  {
    lang: 'ru',
    dir: 'ltr',
    fee: '984 ₪',
    licence: '1.4.2027',
    make: 'Дачия',
    recalls: 'Открытые отзывные кампании (2)',
    notFound: 'Автомобиль с номерным знаком 1000012 не найден',
    badPlate: 'Номерной знак указан неверно',
    stray: '«a»',
  },
])('/$lang/vehicle/<plate>', (t) => {
  it('is the page in its language, with no Hebrew word left unmarked', async () => {
    const res = await get(`/${t.lang}/vehicle/10000009`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe(t.lang);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain(`<html lang="${t.lang}" dir="${t.dir}">`);
    expect(html).toContain(t.recalls);
    expect(html).toContain(`<link rel="canonical" href="https://cars.example/${t.lang}/vehicle/10000009">`);
    expect(hebrewLeft(html)).toBeNull();
  });

  it('carries the same facts in page and twin as REST lookup_vehicle asked in that language', async () => {
    const rest = (await (await get(`/api/v1/vehicle?plate=1000001&lang=${t.lang}`)).json()) as any;
    const v = rest.data.vehicle;
    expect(v.licence_fee.total).toBe(984);
    expect(v.localized.make.text).toBe(t.make);
    const html = await (await get(`/${t.lang}/vehicle/1000001`)).text();
    const twin = await (await get(`/${t.lang}/vehicle/1000001.md`)).text();
    const negotiated = await get(`/${t.lang}/vehicle/1000001`, { Accept: 'text/markdown' });
    expect(negotiated.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await negotiated.text()).toBe(twin);
    for (const text of [html, twin]) {
      expect(text).toContain(t.fee);
      expect(text).toContain(t.licence);
      expect(text).toContain(t.make);
      expect(text).toContain(v.model.name);
      expect(text).toContain(`/${t.lang}/vehicle/1000001#owners`);
    }
    expect(twin).toContain(`https://cars.example/${t.lang}/vehicle/1000001`);
    // The Hebrew disclaimer governs: the twin gives it beside its translation.
    expect(twin).toContain(store.rule('texts').disclaimer_he);
    expect(hebrewLeft(html)).toBeNull();
  });

  it('gives the status line, the odometer, the ownership and the safety systems in its language, none marked Hebrew', async () => {
    // The answer asked in a language gives each text in it as `text_localized` (issue 36 §3), the member a page reads.
    const member = 'text_localized';
    const script = { ar: /[\u0600-\u06FF]/, ru: /[\u0400-\u04FF]/, en: /^[^\u0590-\u05FF\u0600-\u06FF]+$/ }[t.lang]!;
    for (const plate of ['1000001', '10000009']) {
      const v = ((await (await get(`/api/v1/vehicle?plate=${plate}&lang=${t.lang}`)).json()) as any).data.vehicle;
      const html = withoutHebrewRuns(await (await get(`/${t.lang}/vehicle/${plate}`)).text());
      const said = [v.status_line, ...v.status_line.also, ...v.status_line.notes, v.odometer, v.owners, ...v.owners.notes];
      for (const s of said) {
        expect(s[member]).toMatch(script);
        expect(html).toContain(s[member]);
      }
      expect(html).toContain(`<strong>${v.status_line[member]}</strong>`);
      for (const system of v.safety_systems ?? []) expect(html).toContain(system.label_localized);
    }
  });

  it('answers 404 for an unknown plate and 400 for a malformed one, in its language, with the form again', async () => {
    const unknown = await get(`/${t.lang}/vehicle/1000012`);
    expect(unknown.status).toBe(404);
    const unknownHtml = await unknown.text();
    expect(unknownHtml).toContain(t.notFound);
    expect(unknownHtml).toContain('id="plate-form-input"');
    expect(hebrewLeft(unknownHtml)).toBeNull();
    const bad = await get(`/${t.lang}/vehicle/12a4567`);
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain(t.badPlate);
    expect(badHtml).toContain(t.stray);
    expect(hebrewLeft(badHtml)).toBeNull();
    const twin = await get(`/${t.lang}/vehicle/123.md`);
    expect(twin.status).toBe(400);
    expect(await twin.text()).toContain(t.badPlate);
  });

  it('keeps the language through the plate form and a written-out plate', async () => {
    const form = await get(`/${t.lang}/vehicle?plate=10-000-009`);
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`/${t.lang}/vehicle/10000009`);
    const written = await get(`/${t.lang}/vehicle/100-00-01`);
    expect(written.status).toBe(301);
    expect(written.headers.get('location')).toBe(`/${t.lang}/vehicle/1000001`);
  });
});

describe('/ar/search and /en/search', () => {
  it('gives the search operation results in the page language, Hebrew titles marked', async () => {
    const rest = (await (await get('/api/v1/search?query=corolla&limit=25&lang=en')).json()) as any;
    expect(rest.data.results.length).toBeGreaterThan(0);
    for (const [lang, words] of [
      ['en', 'Results'],
      ['ar', 'النتائج'],
    ] as const) {
      const res = await get(`/${lang}/search?q=corolla`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<h2>${words}</h2>`);
      expect(html).toContain(`<form class="inline-form" action="/${lang}/search"`);
      expect(hebrewLeft(html)).toBeNull();
    }
    const empty = await (await get('/en/search')).text();
    expect(empty).toContain('Type a make, a model or a topic in the search form.');
  });
});

describe('the live pages offer their other languages', () => {
  it('gives a plate page hreflang alternates and a switch to the same car in the other languages', async () => {
    const html = await (await get('/en/vehicle/10000009')).text();
    for (const [tag, path] of [...LANGS.map((l) => [l, localizedPath('/vehicle/10000009', l)]), ['x-default', '/vehicle/10000009']]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${tag}" href="https://cars.example${path}">`);
    }
    const switchHtml = /<nav class="lang-switch"[^>]*>(.*?)<\/nav>/.exec(html)![1]!;
    expect([...switchHtml.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(
      LANGS.filter((l) => l !== 'en').map((l) => localizedPath('/vehicle/10000009', l)),
    );
  });

  it.each([
    ['ar', 'rtl', 'عمر البيانات'],
    ['en', 'ltr', 'Age of the data'],
  ] as const)('answers /%s/status in its language, page and twin', async (lang, dir, word) => {
    const res = await get(`/${lang}/status`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe(lang);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}" dir="${dir}">`));
    expect(html).toContain(`<link rel="canonical" href="https://cars.example/${lang}/status">`);
    expect(hebrewLeft(html)).toBeNull();
    const twin = await (await get(`/${lang}/status.md`)).text();
    expect(twin).toContain(word);
  });
});
