import { describe, expect, it } from 'vitest';
import { buildSearchIndex, SearchIndex } from '../../../lib/search/search-index.ts';
import { searchPages } from '../../../lib/search/search-pages.ts';
import type { Page } from '../../../lib/shards/pages.ts';

const page = (id: string, type: Page['type'], title: string, summary = '', keywords: string[] = []): Page => ({
  id,
  path: `/${id}`,
  type,
  title,
  summary,
  keywords,
});

// Titles and keywords shaped as the pipeline writes them (pipeline/steps/pages.ts).
const toyota = ['טויוטה', 'Toyota'];
const pages: Page[] = [
  page('makes/toyota', 'make', 'טויוטה (Toyota)', 'כל דגמי טויוטה', toyota),
  page('makes/toyota/corolla', 'model', 'טויוטה COROLLA', 'כלי רכב על הכביש', ['COROLLA', 'corolla', 'Toyota COROLLA', ...toyota]),
  page('makes/toyota/corolla/2019', 'model_year', 'טויוטה COROLLA 2019', '', ['COROLLA', 'Toyota COROLLA 2019', '2019', ...toyota]),
  page('makes/toyota/yaris', 'model', 'טויוטה YARIS', '', ['YARIS', 'yaris', 'Toyota YARIS', ...toyota]),
  page('makes/mazda/cx-5', 'model', 'מאזדה CX-5', '', ['CX-5', 'cx-5', 'Mazda CX-5', 'מאזדה', 'מזדה', 'Mazda']),
  page('makes/bmw', 'make', 'ב.מ.וו (BMW)', '', ['ב.מ.וו', 'BMW', 'ב מ וו']),
  page('makes/hyundai/i10', 'model', 'יונדאי i10', '', ['i10', 'Hyundai i10', 'יונדאי', 'Hyundai']),
  page('makes/hyundai/i20', 'model', 'יונדאי i20', '', ['i20', 'Hyundai i20', 'יונדאי', 'Hyundai']),
  page('licence-fee', 'licence_fee', 'אגרת רישוי שנתית', 'טבלת האגרה לפי קבוצת מחיר וגיל', ['licence fee']),
];
const cars = new Map([
  ['makes/toyota', 5000],
  ['makes/toyota/corolla', 3000],
  ['makes/hyundai/i10', 100],
  ['makes/hyundai/i20', 900],
]);
const index = buildSearchIndex(pages, cars);
const ids = (query: string, limit = 10) => searchPages(index, query, limit).map((r) => r.id);

describe('buildSearchIndex', () => {
  it('is plain JSON that validates against its schema', () => {
    const parsed = SearchIndex.parse(JSON.parse(JSON.stringify(index)));
    expect(parsed.docs).toHaveLength(pages.length);
  });
  it('does not depend on the order of its input', () => {
    expect(buildSearchIndex([...pages].reverse(), cars)).toEqual(index);
  });
});

describe('searchPages', () => {
  it('finds Hebrew names from Latin queries and the reverse', () => {
    expect(ids('toyota')[0]).toBe('makes/toyota');
    expect(ids('קורולה')[0]).toBe('makes/toyota/corolla');
    expect(ids('יאריס')).toEqual(['makes/toyota/yaris']);
    expect(ids('bmw')).toEqual(['makes/bmw']);
    expect(ids('ב מ וו')).toEqual(['makes/bmw']);
    expect(ids('mazda cx-5')).toEqual(['makes/mazda/cx-5']);
    expect(ids('מזדה')).toEqual(['makes/mazda/cx-5']);
  });
  it('reads Hebrew prefixes off query words', () => {
    expect(ids('בטויוטה')[0]).toBe('makes/toyota');
    expect(ids('ולקורולה')[0]).toBe('makes/toyota/corolla');
    expect(ids('לאגרת')).toEqual(['licence-fee']);
  });
  it('ignores niqqud, final letters and punctuation in the query', () => {
    expect(ids('טוֹיוֹטָה!')[0]).toBe('makes/toyota');
    expect(ids('ב.מ.וו')).toEqual(['makes/bmw']);
    expect(ids('cx 5')).toEqual(['makes/mazda/cx-5']);
    expect(ids('CX5')).toEqual(['makes/mazda/cx-5']);
  });
  it('tolerates a typo in a longer word but not in a short one or a number', () => {
    expect(ids('corola')[0]).toBe('makes/toyota/corolla');
    expect(ids('טיוטה')[0]).toBe('makes/toyota');
    expect(ids('i11')).toEqual([]);
    expect(ids('2018')).toEqual([]);
  });
  it('ranks by match quality, then cars on the road', () => {
    expect(ids('corolla 2019')[0]).toBe('makes/toyota/corolla/2019');
    // Equal matches: the model with more cars on the road first.
    expect(ids('יונדאי')).toEqual(['makes/hyundai/i20', 'makes/hyundai/i10']);
    expect(ids('טויוטה').slice(0, 2)).toEqual(['makes/toyota', 'makes/toyota/corolla']);
  });
  it('returns result items with absolute URLs and twins', () => {
    expect(searchPages(index, 'cx5', 1, 'https://cars.example')).toEqual([
      {
        id: 'makes/mazda/cx-5',
        type: 'model',
        title: 'מאזדה CX-5',
        snippet: '',
        url: 'https://cars.example/makes/mazda/cx-5',
        markdown_url: 'https://cars.example/makes/mazda/cx-5.md',
      },
    ]);
  });
  it('does not let a phrase every generated summary repeats bury the page titled with it', () => {
    const years = Array.from({ length: 60 }, (_, i) =>
      page(`makes/toyota/corolla/${1990 + i}`, 'model_year', `טויוטה COROLLA ${1990 + i}`, 'רמות גימור, קבוצת מחיר ואגרת רישוי'),
    );
    const crowded = buildSearchIndex([...pages, ...years]);
    expect(searchPages(crowded, 'רישוי', 5).map((r) => r.id)).toEqual(['licence-fee']);
    // A summary word on few pages still finds them.
    expect(searchPages(crowded, 'גיל', 5).map((r) => r.id)).toEqual(['licence-fee']);
  });

  it('respects the limit and answers nothing for an empty query', () => {
    expect(ids('toyota', 2)).toHaveLength(2);
    expect(ids('?!')).toEqual([]);
  });
});

describe('Russian names', () => {
  it('finds the make and the model by their Cyrillic names', () => {
    expect(ids('тойота')[0]).toBe('makes/toyota');
    expect(ids('королла')[0]).toBe('makes/toyota/corolla');
    expect(ids('тойота королла 2019')[0]).toBe('makes/toyota/corolla/2019');
    expect(ids('мазда')[0]).toBe('makes/mazda/cx-5');
  });
});
