// Answers a query from a SearchIndex: the one ranking every surface shows (REST and MCP search, the /search page
// in each language, the home page's live box, fetch's suggestions). Order is neutral: how well the page matches
// the words typed, then cars on the road, then page type and id (so equal input always gives equal output); then,
// as a person reads them, a model year typed in the query first and each model's years together. Nothing here
// judges a car.
import type { PageType } from '../shards/pages.ts';
import { pageTypePlaces } from '../shards/page-types.ts';
import { FIELD, FIELD_BITS, type SearchIndex } from './search-index.ts';
import { boundedEditDistance, charMask, isNumeric, maybeWithin, tokenize, typoBudget, withoutPrefixes, withPrefixes } from './normalize.ts';
import { markdownPathOf } from '../urls/page-urls.ts';

export interface SearchResult {
  id: string;
  type: PageType;
  title: string;
  snippet: string;
  url: string;
  markdown_url: string;
}

/** Quality of one query token against one index token, before the field weight. */
const QUALITY = { exact: 1, withoutPrefix: 0.95, prefix: 0.7, typo1: 0.6, typo2: 0.45 } as const;
const FIELD_WEIGHT: Record<number, number> = { [FIELD.title]: 1, [FIELD.names]: 0.9, [FIELD.summary]: 0.4 };
const FIELD_MASK = (1 << FIELD_BITS) - 1;
/** Below this many characters a query word is not read as the start of a longer word. */
const MIN_PREFIX = 2;

interface Ranked {
  doc: number;
  matched: number;
  quality: number;
}

interface Prepared {
  index: SearchIndex;
  position: Map<string, number>;
  /** Token positions by token length, for the typo scan. */
  byLength: Map<number, number[]>;
  /** charMask of each token. */
  masks: Int32Array;
  /** Per-page scratch for one query (searches run one at a time), left all zero after each. */
  matched: Uint8Array;
  total: Float64Array;
  bestForWord: Float64Array;
}

const prepared = new WeakMap<SearchIndex, Prepared>();

function prepare(index: SearchIndex): Prepared {
  let p = prepared.get(index);
  if (p) return p;
  const position = new Map<string, number>();
  const byLength = new Map<number, number[]>();
  index.tokens.forEach((token, i) => {
    position.set(token, i);
    if (isNumeric(token)) return;
    const list = byLength.get(token.length) ?? [];
    list.push(i);
    byLength.set(token.length, list);
  });
  const n = index.docs.length;
  const masks = Int32Array.from(index.tokens, charMask);
  p = { index, position, byLength, masks, matched: new Uint8Array(n), total: new Float64Array(n), bestForWord: new Float64Array(n) };
  prepared.set(index, p);
  return p;
}

/** First position whose token is >= key (tokens are sorted by code unit). */
function lowerBound(tokens: readonly string[], key: string): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (tokens[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A word this short starts thousands of others: it stands for the nearest (shortest) few only. */
const SHORT_PREFIX = 3;
const SHORT_PREFIX_WORDS = 100;

/** Positions of the tokens that start with `reading` and are longer than it. */
function prefixRange(tokens: readonly string[], reading: string): number[] {
  const range: number[] = [];
  for (let i = lowerBound(tokens, reading); i < tokens.length && tokens[i]!.startsWith(reading); i++) {
    if (tokens[i] !== reading) range.push(i);
  }
  if (reading.length >= SHORT_PREFIX || range.length <= SHORT_PREFIX_WORDS) return range;
  return range.sort((a, b) => tokens[a]!.length - tokens[b]!.length || a - b).slice(0, SHORT_PREFIX_WORDS);
}

/** Index tokens the query token may stand for, each with its quality. */
function candidates(p: Prepared, queryToken: string): Map<number, number> {
  const found = new Map<number, number>();
  const offer = (pos: number, quality: number) => {
    if ((found.get(pos) ?? 0) < quality) found.set(pos, quality);
  };
  const readings: [string, number][] = [
    [queryToken, QUALITY.exact],
    ...withoutPrefixes(queryToken).map((v): [string, number] => [v, QUALITY.withoutPrefix]),
  ];
  for (const [reading, quality] of readings) {
    const exact = p.position.get(reading);
    if (exact !== undefined) offer(exact, quality);
    // The index keeps words as written, so "גיל" must also look for "וגיל" and "ובגיל".
    for (const prefixed of withPrefixes(reading)) {
      const pos = p.position.get(prefixed);
      if (pos !== undefined) offer(pos, QUALITY.withoutPrefix * quality);
    }
    // A reading left after taking prefix letters off must be a word of its own, not the start of one.
    const minPrefix = reading === queryToken ? MIN_PREFIX : MIN_PREFIX + 1;
    if (reading.length < minPrefix || isNumeric(reading)) continue;
    for (const i of prefixRange(p.index.tokens, reading)) {
      offer(i, (QUALITY.prefix * (quality + reading.length / p.index.tokens[i]!.length)) / 2);
    }
  }
  if (found.size > 0) return found;
  // Only a word that matches nothing as typed is read as a misspelling: typos must not crowd out real matches.
  for (const [reading] of readings) {
    const budget = typoBudget(reading);
    const mask = charMask(reading);
    for (let len = reading.length - budget; len <= reading.length + budget; len++) {
      for (const pos of p.byLength.get(len) ?? []) {
        if (!maybeWithin(mask, p.masks[pos]!, budget)) continue;
        const d = boundedEditDistance(reading, p.index.tokens[pos]!, budget);
        if (d >= 1 && d <= budget) offer(pos, d === 1 ? QUALITY.typo1 : QUALITY.typo2);
      }
    }
  }
  return found;
}

/**
 * How many of the best matches are put in reading order before a surface takes its `limit` of them: the most any
 * surface asks for (the search operation's `limit` bound), so a smaller limit always gives the first results of a
 * larger one and the live box's ten are the page's first ten.
 */
export const SEARCH_RANKED = 25;

type SearchDoc = SearchIndex['docs'][number];

/** The model page id a model or model-year page belongs to; null for any other page. */
function modelIdOf(d: SearchDoc): string | null {
  if (d.type === 'model') return d.id;
  return d.type === 'model_year' ? d.id.slice(0, d.id.lastIndexOf('/')) : null;
}

const yearOf = (d: SearchDoc) => Number(d.id.slice(d.id.lastIndexOf('/') + 1));

/** A ranked page and how many of the query's words it matched. */
interface RankedDoc {
  d: SearchDoc;
  matched: number;
}

/**
 * The ranked pages as a person reads them: the model years whose year the query names, among the pages matching
 * the most words, first ("corolla 2019" leads with COROLLA 2019, not with another model's 2019), then the rest in
 * rank order, where a model's page and its other years are gathered at the first of them, the model page first
 * and then its years newest first.
 */
function readingOrder(ranked: readonly RankedDoc[], queryTokens: readonly string[]): SearchDoc[] {
  const typedYears = new Set(queryTokens.filter(isNumeric).map(Number));
  const most = ranked[0]?.matched ?? 0;
  const lifted = new Set(
    ranked.filter((r) => r.matched === most && r.d.type === 'model_year' && typedYears.has(yearOf(r.d))).map((r) => r.d),
  );
  const docs = ranked.map((r) => r.d);
  const out = [...lifted];
  const placed = new Set<string>();
  for (const d of docs) {
    if (lifted.has(d)) continue;
    const model = modelIdOf(d);
    if (model === null) out.push(d);
    else if (!placed.has(model)) {
      placed.add(model);
      const family = docs.filter((x) => modelIdOf(x) === model && !lifted.has(x));
      const years = family.filter((x) => x.type === 'model_year').sort((a, b) => yearOf(b) - yearOf(a));
      out.push(...family.filter((x) => x.type === 'model'), ...years);
    }
  }
  return out;
}

/**
 * Pages matching the query, best first, at most `limit`. `baseUrl` (no trailing slash) makes the URLs
 * absolute; without it they are site paths.
 */
export function searchPages(index: SearchIndex, query: string, limit: number, baseUrl = ''): SearchResult[] {
  const queryTokens = [...new Set(tokenize(query))];
  if (queryTokens.length === 0 || limit < 1) return [];
  const ranked = rankedDocs(index, queryTokens, Math.max(limit, SEARCH_RANKED)).map((r) => ({ d: index.docs[r.doc]!, matched: r.matched }));
  return readingOrder(ranked, queryTokens)
    .slice(0, limit)
    .map((d) => ({
      id: d.id,
      type: d.type,
      title: d.title,
      snippet: d.snippet,
      url: `${baseUrl}${d.path}`,
      markdown_url: `${baseUrl}${markdownPathOf(d.path)}`,
    }));
}

/** The best `limit` pages for the query tokens, in rank order. */
function rankedDocs(index: SearchIndex, queryTokens: readonly string[], limit: number): Ranked[] {
  const p = prepare(index);
  const docCount = index.docs.length;
  // Per page: how many query words it matched and the sum of each word's best weighted quality.
  const { matched, total, bestForWord } = p;
  const touched: number[] = [];
  for (const qt of queryTokens) {
    const seen: number[] = [];
    for (const [pos, quality] of candidates(p, qt)) {
      for (const posting of index.postings[pos]!) {
        const doc = posting >>> FIELD_BITS;
        if (doc >= docCount) continue;
        const score = quality * FIELD_WEIGHT[posting & FIELD_MASK]!;
        if (bestForWord[doc] === 0) seen.push(doc);
        if (bestForWord[doc]! < score) bestForWord[doc] = score;
      }
    }
    for (const doc of seen) {
      if (matched[doc] === 0) touched.push(doc);
      matched[doc]! += 1;
      total[doc]! += bestForWord[doc]!;
      bestForWord[doc] = 0;
    }
  }
  // Pages matching more query words always come first, so only the best-matching ones that can fill `limit`
  // need ranking ("toyota corolla 2019" touches every 2019 page, but few match all three words).
  const perCount = new Array<number>(queryTokens.length + 1).fill(0);
  for (const doc of touched) perCount[matched[doc]!]!++;
  let threshold = queryTokens.length;
  for (let seen = perCount[threshold]!; threshold > 1 && seen < limit; seen += perCount[--threshold]!);
  const ranked: Ranked[] = [];
  for (const doc of touched) {
    const words = matched[doc]!;
    const sum = total[doc]!;
    matched[doc] = 0;
    total[doc] = 0;
    if (words < threshold) continue;
    const d = index.docs[doc]!;
    // A query that names the whole title ("טויוטה") is closer to the make page than to each of its models; among
    // the models, how long a name is must not count, so this is all or nothing.
    const wholeTitle = words >= d.title_tokens ? 1 : 0;
    // Rounded so that near-equal matches fall to the neutral tie-breakers instead of float noise.
    const quality = Math.round((sum / queryTokens.length + 0.1 * wholeTitle) * 1000);
    ranked.push({ doc, matched: words, quality });
  }
  const before = (a: Ranked, b: Ranked) => {
    const da = index.docs[a.doc]!;
    const db = index.docs[b.doc]!;
    return (
      b.matched - a.matched ||
      b.quality - a.quality ||
      db.cars_on_road - da.cars_on_road ||
      pageTypePlaces(da.type).search - pageTypePlaces(db.type).search ||
      (da.id < db.id ? -1 : da.id > db.id ? 1 : 0)
    );
  };
  // Common words match thousands of pages; keep only the best `limit` instead of sorting them all.
  const top: Ranked[] = [];
  for (const r of ranked) {
    if (top.length === limit && before(r, top[limit - 1]!) >= 0) continue;
    let i = top.length === limit ? limit - 1 : top.length;
    while (i > 0 && before(r, top[i - 1]!) < 0) {
      top[i] = top[i - 1]!;
      i--;
    }
    top[i] = r;
  }
  return top;
}
