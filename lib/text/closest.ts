// Closest-match suggestions for 404s and unknown parameters: plain edit distance on folded text, so "toyta" finds
// "toyota" and "corola" finds "corolla". Search ranking lives in lib/search; this only names near misses.

/** Lower case, no niqqud, no punctuation or spaces, Hebrew final letters folded to their usual forms. */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0591-\u05C7\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ךםןףץ]/g, (c) => ({ ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' })[c]!)
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Levenshtein distance, O(a*b) time and O(b) memory; inputs are short names. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

/**
 * The candidates nearest to `query`, best first. A candidate may carry several names (Hebrew, Latin, slug); its
 * distance is the best of them, and a name that starts with the query counts as distance 0.
 */
export function closest<T>(query: string, candidates: readonly T[], names: (c: T) => readonly string[], limit = 5): T[] {
  const q = foldName(query);
  const scored = candidates.map((c, index) => {
    let best = Number.POSITIVE_INFINITY;
    for (const name of names(c)) {
      const n = foldName(name);
      if (n === '') continue;
      best = Math.min(best, q.length > 0 && n.startsWith(q) ? 0 : editDistance(q, n));
    }
    return { c, index, best };
  });
  // Suggest only plausible matches: within half the query's length (at least 2 edits).
  const cutoff = Math.max(2, Math.ceil(q.length / 2));
  return scored
    .filter((s) => s.best <= cutoff)
    .sort((x, y) => x.best - y.best || x.index - y.index)
    .slice(0, limit)
    .map((s) => s.c);
}
