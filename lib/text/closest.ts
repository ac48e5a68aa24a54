// Closest-match suggestions for 404s and unknown parameters: edit distance on folded text, so "toyta" finds
// "toyota" and "corola" finds "corolla". Search ranking lives in lib/search; this only names near misses.
import { boundedEditDistance, foldText } from '../search/normalize.ts';

/** One comparable string per name: the search normalisation (no niqqud, final letters, geresh) without spaces or dashes. */
export function foldName(text: string): string {
  return foldText(text).replace(/[\s-]+/g, '');
}

/**
 * The candidates nearest to `query`, best first. A candidate may carry several names (Hebrew, Latin, slug); its
 * distance is the best of them, and a name that starts with the query counts as distance 0. By default only
 * plausible matches are named: within half the query's length (at least 2 edits); `maxDistance` overrides that.
 */
export function closest<T>(
  query: string,
  candidates: readonly T[],
  names: (c: T) => readonly string[],
  limit = 5,
  maxDistance?: number,
): T[] {
  const q = foldName(query);
  const cutoff = maxDistance ?? Math.max(2, Math.ceil(q.length / 2));
  const scored = candidates.map((c, index) => {
    let best = Number.POSITIVE_INFINITY;
    for (const name of names(c)) {
      const n = foldName(name);
      if (n === '') continue;
      best = Math.min(best, q.length > 0 && n.startsWith(q) ? 0 : boundedEditDistance(q, n, cutoff));
    }
    return { c, index, best };
  });
  return scored
    .filter((s) => s.best <= cutoff)
    .sort((x, y) => x.best - y.best || x.index - y.index)
    .slice(0, limit)
    .map((s) => s.c);
}
