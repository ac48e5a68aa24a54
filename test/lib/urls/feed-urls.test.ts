// Which recall feed each page offers in its head (<link rel="alternate" type="application/atom+xml">), over the
// pages of the sample data version, and the webcal form of a calendar's address.
import { describe, expect, it } from 'vitest';
import { layoutParts } from '../../../lib/layout/layout-parts.ts';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { isFeedPath, webcalUrl } from '../../../lib/urls/feed-urls.ts';
import type { Lang } from '../../../lib/i18n/lang.ts';

const store = DataStore.openCurrent(DATA_DIR);
const BASE = 'https://cars.example';

const feedLinks = (page: (typeof store.pages)[number], lang: Lang = 'he') =>
  [
    ...layoutParts({ page, lang, base: BASE, dataDate: store.dataDate, sample: true, texts: store.rule('texts') }).head.matchAll(
      /<link rel="alternate" type="application\/atom\+xml" title="[^"]*" href="([^"]+)"( hreflang="he" lang="he")?>/g,
    ),
  ].map((m) => (m[2] ? `${m[1]} (he)` : m[1]));

const pageOfType = (type: string) => store.pages.find((p) => p.type === type)!;

describe('feed links in the head', () => {
  it('offer every notice on the home and recalls pages, and the change log on the home page and its own', () => {
    expect(feedLinks(pageOfType('home'))).toEqual([`${BASE}/recalls.atom`, `${BASE}/changes.atom`]);
    expect(feedLinks(pageOfType('recalls'))).toEqual([`${BASE}/recalls.atom`]);
    expect(feedLinks(pageOfType('changes'))).toEqual([`${BASE}/changes.atom`]);
  });

  it("offer a make's feed on its page, and a model's on the model's page and each of its years", () => {
    expect(feedLinks(store.pages.find((p) => p.id === 'makes/hyundai')!)).toEqual([`${BASE}/makes/hyundai/recalls.atom`]);
    expect(feedLinks(store.pages.find((p) => p.id === 'makes/hyundai/tucson')!)).toEqual([`${BASE}/makes/hyundai/tucson/recalls.atom`]);
    expect(feedLinks(store.pages.find((p) => p.id === 'makes/hyundai/tucson/2021')!)).toEqual([
      `${BASE}/makes/hyundai/tucson/recalls.atom`,
    ]);
  });

  it("offer the recall feed in the page's language, and mark the Hebrew change log as Hebrew", () => {
    for (const lang of ['ar', 'en'] as const) {
      expect(feedLinks(pageOfType('home'), lang)).toEqual([`${BASE}/${lang}/recalls.atom`, `${BASE}/changes.atom (he)`]);
      expect(
        feedLinks(
          store.pages.find((p) => p.id === 'makes/hyundai/tucson/2021')!,
          lang,
        ),
      ).toEqual([`${BASE}/${lang}/makes/hyundai/tucson/recalls.atom`]);
    }
  });

  it('offer none on a page no notice belongs to', () => {
    for (const type of ['thefts', 'licence_fee', 'privacy', 'makes']) expect(feedLinks(pageOfType(type)), type).toEqual([]);
  });
});

describe('webcalUrl', () => {
  it('gives a calendar app the same address to subscribe to', () => {
    expect(webcalUrl('https://cars.example/vehicle/1234567/licence.ics')).toBe('webcal://cars.example/vehicle/1234567/licence.ics');
    expect(webcalUrl('http://localhost:8787/vehicle/1234567/licence.ics')).toBe('webcal://localhost:8787/vehicle/1234567/licence.ics');
  });
});

describe('isFeedPath', () => {
  it('knows the feed and calendar addresses from the pages', () => {
    for (const p of [
      '/recalls.atom',
      '/makes/hyundai/recalls.atom',
      '/makes/hyundai/tucson/recalls.atom',
      '/en/makes/hyundai/tucson/recalls.atom',
      '/ar/recalls.atom',
      '/vehicle/{plate}/feed.atom',
    ])
      expect(isFeedPath(p), p).toBe(true);
    expect(isFeedPath('/vehicle/1234567/licence.ics')).toBe(true);
    for (const p of ['/recalls', '/makes/hyundai/tucson/2021/recalls.atom', '/vehicle/1234567', '/vehicle/1234567/x.atom'])
      expect(isFeedPath(p), p).toBe(false);
  });
});
