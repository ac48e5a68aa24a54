import { describe, expect, it } from 'vitest';
import { closest, foldName } from '../../../lib/text/closest.ts';

describe('closest-match suggestions', () => {
  it('folds case, punctuation, spaces, final letters and geresh', () => {
    expect(foldName('Corolla-Cross')).toBe(foldName('corolla cross'));
    expect(foldName("דאצ'יה")).toBe(foldName('דאציה'));
    expect(foldName('שלום')).toBe(foldName('שלומ'));
  });

  it('ranks near misses and prefixes first, and leaves out implausible ones', () => {
    const makes = ['toyota', 'tesla', 'hyundai', 'kia'];
    expect(closest('toyta', makes, (m) => [m])[0]).toBe('toyota');
    expect(closest('hyu', makes, (m) => [m])[0]).toBe('hyundai');
    expect(closest('zzzzzzzz', makes, (m) => [m])).toEqual([]);
  });

  it('takes the best of several names of a candidate', () => {
    const makes = [
      { slug: 'toyota', he: 'טויוטה' },
      { slug: 'kia', he: 'קיה' },
    ];
    expect(closest('טויטה', makes, (m) => [m.slug, m.he])[0]!.slug).toBe('toyota');
  });
});
