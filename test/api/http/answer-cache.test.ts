// The catalog answer cache is least-recently-used and bounded by the size of its answers (the UTF-8 bytes of
// their JSON), not by how many there are.
import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../../../api/http/answer-cache.ts';

const answer = (n: number) => ({ text: 'x'.repeat(90), n, data_date: '2026-11-20', citation_url: `https://example.org/${n}` });
/** The size of an answer with a two-digit n (one-digit ones are a little smaller). */
const BYTES = Buffer.byteLength(JSON.stringify(answer(10)));

describe('AnswerCache', () => {
  it('keeps the answers used last within its size and drops the least recently used', () => {
    const cache = new AnswerCache(3 * BYTES);
    for (const n of [1, 2, 3]) cache.store(`k${n}`, answer(n));
    expect(cache.get('k1')?.json.toString()).toBe(JSON.stringify(answer(1))); // k1 is now the most recently used
    cache.store('k4', answer(4));
    expect(cache.get('k2')).toBeUndefined();
    expect([1, 3, 4].map((n) => cache.get(`k${n}`)?.citation_url)).toEqual([1, 3, 4].map((n) => `https://example.org/${n}`));
  });

  it('holds as many answers as their size allows, however many that is', () => {
    const cache = new AnswerCache(10 * BYTES);
    for (let n = 10; n < 20; n++) cache.store(`k${n}`, answer(n));
    expect(Array.from({ length: 10 }, (_, i) => cache.get(`k${10 + i}`) !== undefined)).toEqual(Array(10).fill(true));
    cache.store('big', { text: 'y'.repeat(2 * BYTES) }); // the size of two answers and a bit: the three oldest go
    expect(Array.from({ length: 10 }, (_, i) => cache.get(`k${10 + i}`) !== undefined)).toEqual([
      false,
      false,
      false,
      ...Array(7).fill(true),
    ]);
    expect(cache.get('big')).toBeDefined();
  });
});
