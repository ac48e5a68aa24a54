// The one list of page types (lib/shards/page-types.ts) and what is derived from it: the published PageType keeps
// every value it had, each name has its definition (PAGE_TYPES), and the places it gives are each taken once.
import { describe, expect, it } from 'vitest';
import { PAGE_TYPE_NAMES, PAGE_TYPE_PLACES, pageTypePlaces, pageTypesIn } from '../../../lib/shards/page-types.ts';
import { PageType } from '../../../lib/shards/pages.ts';
import { PAGE_TYPES, singlePagePath } from '../../../lib/pages/index.ts';
import { TRANSLATED_PAGE_TYPES } from '../../../lib/pages/translated-page-types.ts';

/** PageType's values as published before the list existed (pages.json and search answers carry them). */
const PUBLISHED = [
  'home',
  'makes',
  'make',
  'model',
  'model_year',
  'thefts',
  'licence_fee',
  'standard_policy',
  'chova_factors',
  'recalls',
  'sources',
  'privacy',
  'terms',
  'api_docs',
  'connect',
  'callback',
  'changes',
];

describe('the list of page types', () => {
  it('keeps every published PageType value, and PageType is the list', () => {
    for (const value of PUBLISHED) expect(PageType.options).toContain(value);
    expect(PageType.options).toEqual(PAGE_TYPE_NAMES);
  });

  it('gives each name its definition, in the list order', () => {
    expect(PAGE_TYPES.map((t) => t.type)).toEqual(PAGE_TYPE_NAMES);
  });

  it.each(['nav', 'footer', 'home'] as const)('places each %s link once, at 1, 2, 3…, each a page of its own path', (where) => {
    const types = pageTypesIn(where);
    const places = types.map((type) => {
      const p = pageTypePlaces(type)[where];
      return typeof p === 'number' ? p : p!.place;
    });
    expect(places).toEqual(types.map((_, i) => i + 1));
    for (const type of types) expect(singlePagePath(type)).toMatch(/^\//);
  });

  it('ranks every page type apart in search', () => {
    const ranks = Object.values(PAGE_TYPE_PLACES).map((p) => p.search);
    expect(new Set(ranks).size).toBe(ranks.length);
  });

  it('translates exactly the page types with a catalogue area', () => {
    const withArea = PAGE_TYPE_NAMES.filter((type) => pageTypePlaces(type).area !== undefined);
    expect([...TRANSLATED_PAGE_TYPES.keys()]).toEqual(withArea);
  });
});
