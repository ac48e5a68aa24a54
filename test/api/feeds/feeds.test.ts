// The recall feeds, a car's feed and its calendar over a real HTTP server running the whole application with the
// local registry over the sample data version. Feeds are read by @rowanmanning/feed-parser and checked well formed
// by fast-xml-parser, calendars by ical.js. Facts are the golden plates of raw/README.md and the sample's recall
// notices (raw/recalls), read by hand: 10000009 (Hyundai Tucson 2021) has recalls 12350 (opened 2022-03-03) and
// 12361 (opened 2022-02-14) open, its licence runs to 2027-04-27 and its last test was on 2026-05-01; 10000022's
// licence ran out on 2025-11-20 and its last test was on 2024-11-20.
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
import { FEED_ENTRIES } from '../../../api/feeds/recall-feed.ts';

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

/** The feed as a reader sees it, after checking it is well-formed XML with an Atom root. */
async function atom(path: string) {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  const xml = await res.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const tree = new XMLParser({ ignoreAttributes: false }).parse(xml) as { feed: Record<string, unknown> };
  expect(tree.feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  return { res, xml, feed: parseFeed(xml) };
}

describe('recall feeds', () => {
  it('lists every notice, newest first, at most FEED_ENTRIES, each with its data date', async () => {
    const { res, feed } = await atom('/recalls.atom');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=60');
    expect(feed.self).toBe(`${BASE}/recalls.atom`);
    expect(feed.url).toBe(`${BASE}/recalls`);
    expect(feed.items.length).toBe(Math.min(FEED_ENTRIES, store.recalls.recalls.length));
    const years = feed.items.map((i) => Number(i.title!.match(/\((\d{4})\)/)?.[1] ?? 0));
    expect(years).toEqual([...years].sort((a, b) => b - a));
    for (const item of feed.items) {
      expect(item.id).toMatch(/^tag:cars\.example,2026:recall\/\d+$/);
      expect(item.updated?.toISOString().slice(0, 10)).toBe(store.dataDate);
      expect(item.content).toContain('מה התקלה');
      expect(item.content).toContain(`(תאריך הנתונים <bdi dir="ltr">${store.dataDate}</bdi>)`);
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

  it('answers a poll with 304 until the data version changes, and an unknown model with the 404 page', async () => {
    const first = await get('/makes/hyundai/tucson/recalls.atom');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await get('/makes/hyundai/tucson/recalls.atom', { 'If-None-Match': etag })).status).toBe(304);
    expect((await get('/makes/hyundai/no-such-model/recalls.atom')).status).toBe(404);
    expect((await get('/makes/no-such-make/recalls.atom')).status).toBe(404);
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

  it('is the 404 page for a car the registry gives neither date for', async () => {
    // 1000011: scrapped; the cancellation file has no licence or test date.
    const res = await get('/vehicle/1000011/licence.ics');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('אין מועד להוסיף ליומן');
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
