// The search index over every page: built once per data version (the pipeline publishes it as
// search-index.json), plain JSON so it loads without rebuilding. Tokens are normalised at build time so a query
// costs dictionary look-ups, a binary search for prefixes and an edit-distance scan of one length band.
import { z } from 'zod';
import { PagePath } from '../shards/common.ts';
import { PageType, type Page } from '../shards/pages.ts';
import { tokenize, type FoldCache } from './normalize.ts';
import { MODEL_NAMES, type NameEntry } from './name-transliterations.ts';

/** Where a token occurs in a page; the query weighs a title match above a summary match. */
export const FIELD = { title: 0, names: 1, summary: 2 } as const;
/** A posting is doc << FIELD_BITS | field, so reading it back is two bit operations. */
export const FIELD_BITS = 2;
const FIELD_MASK = (1 << FIELD_BITS) - 1;

const SEARCH_INDEX_FORMAT = 1;

const SearchIndexDoc = z.object({
  id: z.string().min(1),
  type: PageType,
  title: z.string().min(1),
  snippet: z.string(),
  path: PagePath,
  cars_on_road: z.number().int().nonnegative(),
  /** How many distinct words the title has: a query that covers all of them is the closer match. */
  title_tokens: z.number().int().nonnegative(),
});

export const SearchIndex = z
  .object({
    format: z.literal(SEARCH_INDEX_FORMAT),
    docs: z.array(SearchIndexDoc),
    /** Distinct normalised tokens, sorted by code unit so prefixes form one contiguous range. */
    tokens: z.array(z.string().min(1)),
    /** postings[i] lists the pages tokens[i] occurs in, each as (doc << FIELD_BITS) | its best field, ascending. */
    postings: z.array(z.array(z.number().int().nonnegative())),
  })
  .refine((index) => index.tokens.length === index.postings.length, 'tokens and postings differ in length');

export type SearchIndex = z.infer<typeof SearchIndex>;
type SearchIndexDoc = z.infer<typeof SearchIndexDoc>;

const SNIPPET_MAX = 200;

/** A page summary cut to a snippet at a word boundary. */
export function snippetOf(summary: string): string {
  const text = summary.replace(/\s+/g, ' ').trim();
  if (text.length <= SNIPPET_MAX) return text;
  const cut = text.slice(0, SNIPPET_MAX);
  const space = cut.lastIndexOf(' ');
  return `${space > SNIPPET_MAX / 2 ? cut.slice(0, space) : cut}…`;
}

/** Each name (in any script) as a token sequence, pointing at every other spelling of the same name. */
function nameAliases(entries: readonly NameEntry[]): Map<string, { phrase: string[]; others: string[] }[]> {
  const byFirst = new Map<string, { phrase: string[]; others: string[] }[]>();
  for (const entry of entries) {
    const spellings = entry.map((name) => tokenize(name));
    spellings.forEach((phrase, i) => {
      const others = spellings.filter((_, j) => j !== i).flat();
      const first = phrase[0];
      if (first === undefined) return;
      const list = byFirst.get(first) ?? [];
      list.push({ phrase, others });
      byFirst.set(first, list);
    });
  }
  return byFirst;
}

const ALIASES = nameAliases(MODEL_NAMES);

/** For each position, the other-script tokens of every known name starting there. */
function crossScriptAt(tokens: string[]): string[][] {
  return tokens.map((token, i) =>
    (ALIASES.get(token) ?? []).filter(({ phrase }) => phrase.every((t, k) => tokens[i + k] === t)).flatMap(({ others }) => others),
  );
}

function crossScriptTokens(tokens: string[]): string[] {
  return crossScriptAt(tokens).flat();
}

/** Title words, counting a name written in both scripts ("טויוטה Toyota") once. */
function distinctTitleWords(tokens: string[]): number {
  const seen = new Set<string>();
  let count = 0;
  crossScriptAt(tokens).forEach((others, i) => {
    if (!seen.has(tokens[i]!)) count++;
    for (const t of others) seen.add(t);
  });
  return count;
}

/** A summary word found on more pages than this tells pages apart no better than nothing. */
const COMMON_SUMMARY_SHARE = 0.02;
const COMMON_SUMMARY_MIN = 50;

/**
 * Summaries of generated pages repeat the same phrases ("רמות גימור, קבוצת מחיר ואגרת רישוי" on every model
 * year); matching them would flood every query for those words with thousands of pages and outweigh the one
 * page titled so. Their summary postings are dropped; title and name postings stay.
 */
function dropCommonSummaryWords(postingsByToken: Map<string, number[]>, docCount: number): void {
  const limit = Math.max(COMMON_SUMMARY_MIN, Math.floor(docCount * COMMON_SUMMARY_SHARE));
  const inSummary = (posting: number) => (posting & FIELD_MASK) === FIELD.summary;
  for (const [token, postings] of postingsByToken) {
    if (postings.filter(inSummary).length <= limit) continue;
    const kept = postings.filter((p) => !inSummary(p));
    if (kept.length === 0) postingsByToken.delete(token);
    else postingsByToken.set(token, kept);
  }
}

/**
 * Builds the index. `carsOnRoad` (page id → cars on the road) orders otherwise equal matches; pages without a
 * figure count as zero. Output is deterministic for the same input.
 */
export function buildSearchIndex(pages: readonly Page[], carsOnRoad: ReadonlyMap<string, number> = new Map()): SearchIndex {
  const sorted = [...pages].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // token → its postings, one a page with the best field it occurs in (a lower field number weighs more). Pages are
  // indexed in order, so a token's postings are ascending as they are appended and only the last can be the page's.
  const postingsByToken = new Map<string, number[]>();
  const add = (token: string, doc: number, field: number) => {
    const posting = (doc << FIELD_BITS) | field;
    const postings = postingsByToken.get(token);
    if (!postings) postingsByToken.set(token, [posting]);
    else if (postings.at(-1)! >> FIELD_BITS !== doc) postings.push(posting);
    else if (field < (postings.at(-1)! & FIELD_MASK)) postings[postings.length - 1] = posting;
  };
  const cache: FoldCache = new Map();
  const indexed = { hyphenParts: true, cache };
  const docs: SearchIndexDoc[] = sorted.map((page, doc) => {
    const titleTokens = tokenize(page.title, indexed);
    const nameTokens = page.keywords.flatMap((k) => tokenize(k, indexed));
    // A title's name in the other script is still the title ("toyota" names the page titled טויוטה).
    for (const t of [...titleTokens, ...crossScriptTokens(titleTokens)]) add(t, doc, FIELD.title);
    for (const t of [...nameTokens, ...crossScriptTokens(nameTokens)]) add(t, doc, FIELD.names);
    for (const t of tokenize(page.summary, indexed)) add(t, doc, FIELD.summary);
    return {
      id: page.id,
      type: page.type,
      title: page.title,
      snippet: snippetOf(page.summary),
      path: page.path,
      cars_on_road: carsOnRoad.get(page.id) ?? 0,
      title_tokens: distinctTitleWords(tokenize(page.title, { cache })),
    };
  });
  dropCommonSummaryWords(postingsByToken, docs.length);
  const tokens = [...postingsByToken.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    format: SEARCH_INDEX_FORMAT,
    docs,
    tokens,
    postings: tokens.map((t) => postingsByToken.get(t)!),
  };
}
