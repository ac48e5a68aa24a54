// The recall feeds, a car's feed and its calendar over a real HTTP server running the whole application with the
// local registry over the sample data version. Feeds are read by @rowanmanning/feed-parser and checked well formed
// by fast-xml-parser, calendars by ical.js. Facts are the golden plates of raw/README.md and the sample's recall
// notices (raw/recalls), read by hand: 10000009 (Hyundai Tucson 2021) has recalls 12350 (opened 2022-03-03) and
// 12361 (opened 2022-02-14) open, its licence runs to 2027-04-27 and its last test was on 2026-05-01; 10000022's
// licence ran out on 2025-11-20 and its last test was on 2024-11-20; 1000011 was scrapped (cancelled) and 1000010 is
// inactive, both off the road. The sample is the generated one (manifest sample.generated), so every feed and
// calendar says so. The words asserted are the follow catalogue's (lib/i18n/catalogues/follow/).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveLocal } from '../../support/local-http.ts';
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { testApp } from '../helpers/test-app.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { LocalRegistry } from '../../../api/registry/local-registry.ts';
import type { Registry } from '../../../api/registry/registry.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { FEED_ENTRIES, recallFeed } from '../../../api/feeds/recall-feed.ts';
import { message } from '../../../lib/i18n/messages.ts';
import { LANGS, type Lang } from '../../../lib/i18n/lang.ts';
import { publicApiReference } from '../../../api/public.ts';
import { buildPageModel } from '../../../lib/pages/index.ts';
import { renderContext } from '../../../lib/pages/render/render-page.ts';
import type { Section } from '../../../lib/pages/page-model.ts';

const store = DataStore.openCurrent(DATA_DIR);
const local = new LocalRegistry(() => store.registryDbPath);
/** Recalls the registry is made to leave out of the open list: closed, as far as the service can tell. */
const closed = new Set<number>();
const registry: Registry = {
  findVehicle: (p) => local.findVehicle(p),
  openRecalls: async (p) => {
    const answer = await local.openRecalls(p);
    return { ...answer, value: answer.value.filter((r) => !closed.has(r.recall_id)) };
  },
  retrofitEligible: (p) => local.retrofitEligible(p),
  history: (p) => local.history(p),
  ownership: (p) => local.ownership(p),
  extras: (p) => local.extras(p),
  health: () => local.health(),
  close: async () => {},
};
const logged: Record<string, unknown>[] = [];
let server: Awaited<ReturnType<typeof serveLocal>> | undefined;
let origin: string;
const BASE = 'https://cars.example';

beforeAll(async () => {
  const { app } = testApp(DATA_DIR, { registry, log: (e) => logged.push(e), config: { publicBaseUrl: BASE } });
  server = await serveLocal(app.fetch);
  origin = server.origin;
});
afterAll(async () => {
  await server?.close();
  await local.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { headers: { 'Accept-Encoding': 'identity', ...headers }, redirect: 'manual' });

/** The feed as a reader sees it, after checking it is well-formed XML with an Atom root in `lang`. */
async function atom(path: string, lang: Lang = 'he') {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  const xml = await res.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const tree = new XMLParser({ ignoreAttributes: false }).parse(xml) as { feed: Record<string, unknown> };
  expect(tree.feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  expect(tree.feed['@_xml:lang'], path).toBe(lang);
  return { res, xml, tree, feed: parseFeed(xml) };
}

/** Every feed of the service says, at its top and in each entry, that the sample's figures are not ministry data. */
function saysSample(feed: ReturnType<typeof parseFeed>, lang: Lang) {
  expect(store.manifest.sample.generated).toBe(true);
  expect(feed.description).toContain(message(lang, 'follow.sample.feed'));
  expect(feed.items.length).toBeGreaterThan(0);
  for (const item of feed.items) expect(item.content, item.id ?? '').toContain(message(lang, 'follow.sample.entry'));
}

describe('recall feeds', () => {
  it('lists every notice, newest first, at most FEED_ENTRIES, each dated by its own year, and says it is a sample', async () => {
    const { res, feed, tree } = await atom('/recalls.atom');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=60');
    expect(feed.self).toBe(`${BASE}/recalls.atom`);
    expect(feed.url).toBe(`${BASE}/recalls`);
    expect(feed.updated?.toISOString().slice(0, 10)).toBe(store.dataDate);
    expect(feed.description).toContain('הנתונים נכונים ל־20.11.2026');
    expect(feed.items.length).toBe(Math.min(FEED_ENTRIES, store.recalls.recalls.length));
    const years = feed.items.map((i) => Number(i.title!.match(/\((\d{4})\)/)?.[1] ?? 0));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const byId = new Map(store.recalls.recalls.map((r) => [`tag:cars.example,2026:recall/${r.recall_id}`, r]));
    const entries = tree.feed.entry as { id: string; published?: string; updated: string }[];
    for (const [i, item] of feed.items.entries()) {
      expect(item.id).toMatch(/^tag:cars\.example,2026:recall\/\d+$/);
      // The ministry dates a notice by year only (SHNAT_RECALL): published is 1 January of it. updated is the data
      // date since which the notice reads as it does: the sample's one data date, the version that first published it
      // (test/pipeline/publish.test.ts holds the carrying from version to version).
      const notice = byId.get(item.id!)!;
      expect(entries[i]!.published).toBe(`${notice.recall_year}-01-01T00:00:00.000Z`);
      expect(notice.updated).toBe('2026-11-20');
      expect(entries[i]!.updated).toBe('2026-11-20T00:00:00.000Z');
      expect(item.content).toContain('מה התקלה');
      expect(item.content).not.toContain(store.dataDate);
      expect(item.content).not.toContain('20.11.2026');
    }
    saysSample(feed, 'he');
  });

  it("gives a next night's version with the same notices the same entries, byte for byte", () => {
    // The same shards under the next day's data date, as a nightly run that changed no notice publishes them.
    const nextNight = new Proxy(store, {
      get: (target, key) => {
        if (key === 'dataDate') return '2026-11-21';
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const api = publicApiReference();
    for (const lang of LANGS) {
      const tonight = recallFeed(store, BASE, api, lang, 'hyundai')!;
      const tomorrow = recallFeed(nextNight, BASE, api, lang, 'hyundai')!;
      const entries = (xml: string) => xml.slice(xml.indexOf('<entry>'));
      expect(entries(tonight)).toContain('<entry>');
      expect(entries(tomorrow)).toBe(entries(tonight));
      // The feed itself says the new data date.
      expect(tomorrow).toContain('<updated>2026-11-21T00:00:00.000Z</updated>');
      expect(tonight).not.toContain('2026-11-21');
    }
  });

  it("gives a model's notices with what is wrong, the fix, the production window and the model-year pages", async () => {
    const { feed } = await atom('/makes/hyundai/tucson/recalls.atom');
    const ids = feed.items.map((i) => i.id);
    expect(ids).toContain('tag:cars.example,2026:recall/12350');
    expect(ids).toContain('tag:cars.example,2026:recall/12361');
    const abs = feed.items.find((i) => i.id!.endsWith('/12350'))!;
    expect(abs.description).toBe('קצר אפשרי ביחידת ABS');
    expect(abs.content).toContain('החלפת נתיך ביחידת ABS');
    // raw/recalls: built 2021-01 to 2022-06, so the 2021 and 2022 model years (where the sample has them).
    expect(abs.content).toContain('שיוצרו מ־1/2021 עד 6/2022');
    expect(abs.content).toContain(`href="${BASE}/makes/hyundai/tucson/2021"`);
    expect(abs.content).not.toContain(`href="${BASE}/makes/hyundai/tucson/2020"`);
    expect(abs.url).toBe(`${BASE}/makes/hyundai/tucson`);
  });

  it("gives a make's notices only", async () => {
    const { feed } = await atom('/makes/hyundai/recalls.atom');
    const hyundai = new Set(
      store.recalls.recalls
        .filter((r) => r.models.some((m) => m.make_slug === 'hyundai'))
        .map((r) => `tag:cars.example,2026:recall/${r.recall_id}`),
    );
    expect(feed.items.length).toBe(Math.min(FEED_ENTRIES, hyundai.size));
    for (const item of feed.items) expect(hyundai.has(item.id!)).toBe(true);
  });

  it('is written in Arabic and English too, at /ar and /en, with the same entries and links in that language', async () => {
    const hebrew = await atom('/makes/hyundai/tucson/recalls.atom');
    for (const lang of ['ar', 'en'] as const) {
      const { feed } = await atom(`/${lang}/makes/hyundai/tucson/recalls.atom`, lang);
      expect(feed.self).toBe(`${BASE}/${lang}/makes/hyundai/tucson/recalls.atom`);
      expect(feed.url).toBe(`${BASE}/${lang}/makes/hyundai/tucson`);
      expect(feed.title).toContain(message(lang, 'follow.recallFeed.titleOf', { scope: '' }).trim());
      expect(feed.title).toContain('TUCSON');
      expect(feed.items.map((i) => i.id)).toEqual(hebrew.feed.items.map((i) => i.id));
      const abs = feed.items.find((i) => i.id!.endsWith('/12350'))!;
      expect(abs.url).toBe(`${BASE}/${lang}/makes/hyundai/tucson`);
      expect(abs.content).toContain(message(lang, 'car-blocks.recall.problem'));
      // The ministry's words stay Hebrew, marked so.
      expect(abs.content).toContain('<span lang="he" dir="rtl">קצר אפשרי ביחידת ABS</span>');
      expect(abs.content).toContain(`href="${BASE}/${lang}/makes/hyundai/tucson/2021"`);
      expect(abs.content).not.toContain('מה התקלה');
      saysSample(feed, lang);
    }
    await atom('/en/recalls.atom', 'en');
    await atom('/ar/makes/hyundai/recalls.atom', 'ar');
    expect((await get('/en/makes/hyundai/no-such-model/recalls.atom')).status).toBe(404);
  });

  it('is the feed the follow block of the recalls, make, model and model-year pages links, in each language', async () => {
    const api = publicApiReference();
    const paths = ['/recalls', '/makes/hyundai', '/makes/hyundai/tucson', '/makes/hyundai/tucson/2021'];
    for (const path of paths) {
      const page = store.pages.find((p) => p.path === path)!;
      for (const lang of LANGS) {
        const model = buildPageModel(renderContext(store, page, BASE, api, lang))!;
        const follow = model.sections.find((x: Section) => x.id === 'follow');
        expect(follow?.heading, `${lang} ${path}`).toBe(message(lang, 'follow.block.heading'));
        const list = follow!.blocks.find((b) => b.kind === 'list');
        const link = list?.kind === 'list' ? list.items[0]![0] : undefined;
        const href = typeof link === 'object' ? link.href! : '';
        const scope = path === '/recalls' ? '' : path.split('/').slice(0, 4).join('/');
        expect(href).toBe(`${lang === 'he' ? '' : `/${lang}`}${scope}/recalls.atom`);
        // The address to copy is the same feed, absolute; the feed answers in the page's language.
        expect(JSON.stringify(follow)).toContain(`${BASE}${href}`);
        expect(JSON.stringify(follow)).toContain(message(lang, 'follow.block.how'));
        await atom(href, lang);
      }
    }
  });

  it('answers a poll with 304 until the data version changes, and an unknown model with the 404 page', async () => {
    const first = await get('/makes/hyundai/tucson/recalls.atom');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await get('/makes/hyundai/tucson/recalls.atom', { 'If-None-Match': etag })).status).toBe(304);
    expect((await get('/makes/hyundai/no-such-model/recalls.atom')).status).toBe(404);
    expect((await get('/makes/no-such-make/recalls.atom')).status).toBe(404);
  });
});

describe('the change log feed', () => {
  it('says it is a sample in its subtitle and every entry, and its language', async () => {
    const { feed } = await atom('/changes.atom');
    saysSample(feed, 'he');
  });
});

describe("a car's feed", () => {
  it('has an entry per open recall dated by its opening, and a state entry dated by the data date', async () => {
    const { res, xml, feed } = await atom('/vehicle/10000009/feed.atom');
    expect(res.headers.get('cache-control')).toBe('private, max-age=600');
    expect(feed.title).toBe('מעקב אחרי הרכב: יונדאי TUCSON 2021');
    const self = `${BASE}/vehicle/10000009/feed.atom`;
    const byId = new Map(feed.items.map((i) => [i.id!, i]));
    expect(byId.get(`${self}#recall-12350-2022-03-03`)?.updated?.toISOString()).toBe('2022-03-03T00:00:00.000Z');
    expect(byId.get(`${self}#recall-12361-2022-02-14`)?.description).toBe('חגורת בטיחות אחורית אינה ננעלת כראוי');
    const state = feed.items.find((i) => i.id!.startsWith(`${self}#state-`))!;
    expect(state.title).toContain('ריקולים פתוחים: 12350, 12361');
    expect(state.updated?.toISOString().slice(0, 10)).toBe(store.dataDate);
    expect(feed.items).toHaveLength(3);
    // The same answer gives the same bytes: a reader sees nothing new until the data has something new.
    expect(await (await get('/vehicle/10000009/feed.atom')).text()).toBe(xml);
    saysSample(feed, 'he');
  });

  it('gives a new state entry when a recall closes, and the recall entry again when it reopens', async () => {
    const ids = async () => new Set((await atom('/vehicle/10000009/feed.atom')).feed.items.map((i) => i.id!));
    const open = await ids();
    closed.add(12350);
    let afterClose: Set<string>;
    try {
      afterClose = await ids();
    } finally {
      closed.delete(12350);
    }
    const stateOf = (s: Set<string>) => [...s].filter((id) => id.includes('#state-'));
    expect(stateOf(afterClose)).toHaveLength(1);
    expect(stateOf(afterClose)[0]).not.toBe(stateOf(open)[0]);
    expect([...afterClose].some((id) => id.includes('#recall-12350-'))).toBe(false);
    expect([...afterClose].some((id) => id.includes('#recall-12361-'))).toBe(true);
    expect(await ids()).toEqual(open);
  });

  it("says the car's owners as the plate page does: the changes, the hand, past fleet ownership, a dealer now", async () => {
    const { xml } = await atom('/vehicle/10000006/feed.atom');
    const text = xml.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect(text).toContain('2 העברות בעלות פורסמו מאז 2017. הרכב ביד 2');
    expect(text).toContain('כעת הרכב בידי סוחר (מ־10/2025); מי שיקנה אותו יהיה יד 3.');
    expect(text).toContain('בעבר היה הרכב בבעלות ליסינג (מ־3/2022), חברה (מ־1/2025).');
    expect(text).toContain('הרכב בידי סוחר מ־10/2025.');
  });

  it('has an entry for each status that needs attention, dated by the date the data gives', async () => {
    const { feed } = await atom('/vehicle/10000022/feed.atom');
    const self = `${BASE}/vehicle/10000022/feed.atom`;
    const expired = feed.items.find((i) => i.id === `${self}#status-licence_expired-2025-11-20`);
    expect(expired?.updated?.toISOString()).toBe('2025-11-20T00:00:00.000Z');
    expect(feed.items.some((i) => i.id === `${self}#status-test_overdue-2024-11-20`)).toBe(true);
    const cancelled = await atom('/vehicle/1000011/feed.atom');
    expect(cancelled.feed.items.some((i) => i.id!.includes('#status-cancelled-'))).toBe(true);
  });

  it('is the 400 or 404 page for a malformed or unknown plate', async () => {
    expect((await get('/vehicle/12/feed.atom')).status).toBe(400);
    expect((await get('/vehicle/1000012/feed.atom')).status).toBe(404);
  });
});

describe("a car's calendar", () => {
  it('holds the licence expiry and the annual test, each with a reminder two weeks before, and no plate', async () => {
    const res = await get('/vehicle/10000009/licence.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=600');
    const text = await res.text();
    expect(text).not.toContain('10000009');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT12H');
    const events = calendar.getAllSubcomponents('vevent').map((c) => ({ c, e: new ICAL.Event(c) }));
    expect(events.map(({ e }) => [e.summary, e.startDate.toString(), e.endDate.toString(), e.startDate.isDate])).toEqual([
      ['חידוש רישיון הרכב: יונדאי TUCSON 2021', '2027-04-27', '2027-04-28', true],
      // Passing the test renews the licence: it is due by the licence's last day (lib/rules/annual-test.ts).
      ['טסט שנתי: יונדאי TUCSON 2021', '2027-04-27', '2027-04-28', true],
    ]);
    for (const { c } of events) {
      const alarm = c.getFirstSubcomponent('valarm')!;
      expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
      expect((alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-14 * 24 * 60 * 60);
    }
    expect(new Set(events.map(({ e }) => e.uid)).size).toBe(2);
  });

  it('names itself a sample, in its name, its description and every event', async () => {
    const calendar = new ICAL.Component(ICAL.parse(await (await get('/vehicle/10000009/licence.ics')).text()));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('יונדאי TUCSON 2021: רישיון וטסט (נתוני דוגמה)');
    const sample = message('he', 'follow.sample.calendar');
    expect(calendar.getFirstPropertyValue('x-wr-caldesc')).toContain(sample);
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(2);
    for (const c of events) expect(new ICAL.Event(c).description).toContain(sample);
  });

  it('gives an expired licence and an overdue test as "overdue" events on the data date, not as past dates', async () => {
    // 10000022: licence ran out on 2025-11-20, so the test (due by the licence's last day) is overdue too.
    const res = await get('/vehicle/10000022/licence.ics');
    expect(res.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const events = calendar.getAllSubcomponents('vevent').map((c) => ({ c, e: new ICAL.Event(c) }));
    expect(events.map(({ e }) => [e.summary, e.startDate.toString(), e.endDate.toString()])).toEqual([
      ['באיחור: הרישיון של סקודה OCTAVIA 2020 פג ב־20.11.2025', store.dataDate, '2026-11-21'],
      ['באיחור: הטסט השנתי של סקודה OCTAVIA 2020 (היה עד 20.11.2025)', store.dataDate, '2026-11-21'],
    ]);
    for (const { c, e } of events) {
      expect(e.description).toContain('2025-11-20');
      // The date has come: no reminder before it.
      expect(c.getFirstSubcomponent('valarm')).toBeNull();
    }
  });

  it('is 410 Gone for a car off the road, which no longer has dates, and the page offers it none', async () => {
    // 1000011: scrapped; 1000010: inactive. The registry gives neither a licence nor a test date for either.
    for (const plate of ['1000011', '1000010']) {
      const res = await get(`/vehicle/${plate}/licence.ics`);
      expect(res.status, plate).toBe(410);
      expect(res.headers.get('cache-control')).toBe('private, max-age=600');
      expect(await res.text()).toContain('היומן שלו הוסר');
    }
    expect(await (await get('/vehicle/1000011/licence.ics')).text()).toContain('הרכב בוטל סופית (גריטה או יצוא)');
  });
});

describe('the plate page offers both', () => {
  it('links the feed from its head and the feed, webcal and ics from "follow this car", page and twin alike', async () => {
    const html = await (await get('/vehicle/10000009')).text();
    expect(html).toContain(
      `<link rel="alternate" type="application/atom+xml" title="הפיד של הרכב (Atom)" href="${BASE}/vehicle/10000009/feed.atom">`,
    );
    expect(html).toContain('href="/vehicle/10000009/feed.atom"');
    expect(html).toContain('href="webcal://cars.example/vehicle/10000009/licence.ics"');
    expect(html).toContain('href="/vehicle/10000009/licence.ics"');
    expect(html).toContain('כל מי שיש לו את הכתובת יכול לקרוא אותם');
    const twin = await (await get('/vehicle/10000009.md')).text();
    expect(twin).toContain(`(${BASE}/vehicle/10000009/feed.atom)`);
    expect(twin).toContain('(webcal://cars.example/vehicle/10000009/licence.ics)');
    expect(twin).toContain('כל מי שיש לו את הכתובת יכול לקרוא אותם');
  });
});

describe('a car off the road', () => {
  it('is offered the feed and no calendar, with the reason, on its page and its twin, in every language', async () => {
    for (const lang of LANGS) {
      const prefix = lang === 'he' ? '' : `/${lang}`;
      const html = await (await get(`${prefix}/vehicle/1000011`)).text();
      expect(html).toContain('href="/vehicle/1000011/feed.atom"');
      expect(html).not.toContain('licence.ics');
      expect(html).toContain(message(lang, 'vehicle.follow.noCalendar.offRoad'));
      expect(html).not.toContain(message(lang, 'vehicle.follow.webcal'));
      const twin = await (await get(`${prefix}/vehicle/1000011.md`)).text();
      expect(twin).not.toContain('licence.ics');
      expect(twin).toContain(message(lang, 'vehicle.follow.noCalendar.offRoad'));
    }
  });
});

describe('access log', () => {
  it('never writes a plate while the feeds and calendars are asked for', async () => {
    logged.length = 0;
    const plates = ['10000009', '10000022', '1000011', '1000012', '1000001'];
    for (const plate of plates) {
      await get(`/vehicle/${plate}/feed.atom`);
      await get(`/vehicle/${plate}/licence.ics`);
    }
    await get('/vehicle/12-345-678/feed.atom');
    expect(logged.some((e) => e.path === '/vehicle/{plate}/feed.atom')).toBe(true);
    expect(logged.some((e) => e.path === '/vehicle/{plate}/licence.ics')).toBe(true);
    const lines = logged.map((e) => JSON.stringify(e));
    for (const plate of [...plates, '12-345-678', '12345678']) for (const line of lines) expect(line).not.toContain(plate);
  });
});
