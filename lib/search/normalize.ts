// Text normalisation shared by the index and the query, so that both sides agree on what a token is.
// Hebrew is written with or without niqqud, with final letters, with geresh/gershayim inside acronyms
// (ב.מ.וו, צ'רי) and with one-letter prefixes glued to the word (בטויוטה, ולקורולה); Latin names arrive in any
// case and with hyphens (CX-5, e-tron). Arabic is written with or without harakat and hamza seats (أودي / اودي),
// with ta marbuta or ha at the end and alif maqsura or ya (ة/ه, ى/ي), and stretched with tatweel; its digits may
// be Arabic-Indic (٢٠١٩), read as the ASCII ones (the plate rule's reading). Russian is written in Latin letters
// (cyrillic.ts), so "тойота" is "toyota".
import { asciiDigits } from '../rules/plate.ts';
import { cyrillicToLatin } from './cyrillic.ts';

const FINAL_LETTERS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
/** Prepositions and conjunctions Hebrew writes as one letter glued to the next word. */
const HEBREW_PREFIXES = new Set(['ו', 'ה', 'ב', 'ל', 'מ', 'ש', 'כ']);
const HEBREW_LETTER = /[\u05D0-\u05EA]/;
const ARABIC_FOLDS: Record<string, string> = { ة: 'ه', ى: 'ي' };

/**
 * Lower case, Cyrillic in Latin, no marks (niqqud, harakat, hamza seats, accents), no final letters, Arabic letter
 * variants folded, joiners removed; other punctuation becomes space.
 */
export function foldText(text: string): string {
  return (
    // Cyrillic first: й and ё would otherwise lose their marks below and read as и and е.
    cyrillicToLatin(asciiDigits(text).toLowerCase())
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[ךםןףץ]/g, (c) => FINAL_LETTERS[c] ?? c)
      .replace(/[ةى]/g, (c) => ARABIC_FOLDS[c] ?? c)
      .replace(/\u0640/g, '')
      // Geresh, gershayim and apostrophes belong to the word (צ'רי, דאצ'יה, צה"ל): drop them, do not split.
      .replace(/[\u05F3\u05F4'"\u2018\u2019\u201C\u201D`]/g, '')
      // A dot between letters is an acronym (ב.מ.וו, מ.ג): join; elsewhere (1.6, end of sentence) it separates.
      .replace(/(?<=\p{L})\.(?=\p{L})/gu, '')
      // Maqaf and the dash family are kept as one marker the tokenizer resolves.
      .replace(/[\u05BE\u2010-\u2015-]/g, '-')
      .replace(/[^\p{L}\p{N}-]+/gu, ' ')
      .trim()
  );
}

function isHebrewShort(token: string, max: number): boolean {
  return token.length <= max && [...token].every((c) => HEBREW_LETTER.test(c));
}

/** Spelled-out acronyms ("ב מ וו", "מ ג") become one word, as the dotted forms do. */
function joinSpelledAcronyms(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let j = i;
    while (j < tokens.length - 1 && isHebrewShort(tokens[j]!, 1)) j++;
    if (j > i && isHebrewShort(tokens[j]!, 2)) {
      out.push(tokens.slice(i, j + 1).join(''));
      i = j;
    } else {
      out.push(tokens[i]!);
    }
  }
  return out;
}

/** Folded words of one whitespace-free chunk of text, each a word's parts as the tokenizer splits them. */
type FoldedChunk = string[][];

function foldChunk(chunk: string): FoldedChunk {
  return foldText(chunk)
    .split(/\s+/)
    .map((word) => word.split('-').filter(Boolean))
    .filter((parts) => parts.length > 0);
}

/**
 * Folding a whole text equals folding each whitespace-separated chunk of it (every fold acts within a run of
 * letters, and whitespace always separates), so chunks can be folded once and reused: the index tokenizes 32,000
 * pages whose summaries repeat the same words.
 */
export type FoldCache = Map<string, FoldedChunk>;

/**
 * Tokens of a text. A hyphenated word gives its joined form ("cx5"); with `hyphenParts` (index side) also each
 * part, so that a query typed "cx 5" or "cx-5" meets it either way. `cache` keeps folded chunks across calls.
 */
export function tokenize(text: string, options: { hyphenParts?: boolean; cache?: FoldCache } = {}): string[] {
  const tokens: string[] = [];
  for (const chunk of text.split(/\s+/)) {
    if (!chunk) continue;
    let folded = options.cache?.get(chunk);
    if (!folded) {
      folded = foldChunk(chunk);
      options.cache?.set(chunk, folded);
    }
    for (const parts of folded) {
      tokens.push(parts.join(''));
      if (options.hyphenParts && parts.length > 1) tokens.push(...parts);
    }
  }
  return joinSpelledAcronyms(tokens);
}

/**
 * Readings of a query token without one or two leading Hebrew prefix letters ("ובטויוטה" → "בטויוטה",
 * "טויוטה"), keeping at least two letters. The token itself is not included.
 */
export function withoutPrefixes(token: string): string[] {
  const variants: string[] = [];
  let rest = token;
  for (let n = 0; n < 2; n++) {
    const first = rest[0];
    if (first === undefined || !HEBREW_PREFIXES.has(first) || rest.length - 1 < 2) break;
    rest = rest.slice(1);
    variants.push(rest);
  }
  return variants;
}

/** The token as it may stand in a text behind one or two prefix letters ("גיל" → "וגיל", "ובגיל"). */
export function withPrefixes(token: string): string[] {
  if (!HEBREW_LETTER.test(token[0] ?? '')) return [];
  const one = [...HEBREW_PREFIXES].map((p) => p + token);
  return [...one, ...[...HEBREW_PREFIXES].flatMap((p) => one.map((t) => p + t))];
}

export function isNumeric(token: string): boolean {
  return /^\p{N}+$/u.test(token);
}

/** Edits allowed for a token of this length: short names must match exactly or they match everything. */
export function typoBudget(token: string): number {
  if (isNumeric(token) || token.length < 4) return 0;
  return token.length < 8 ? 1 : 2;
}

/** 32-bit set of the characters in a token (by code point mod 32), for a cheap edit-distance pre-check. */
export function charMask(token: string): number {
  let mask = 0;
  for (let i = 0; i < token.length; i++) mask |= 1 << (token.charCodeAt(i) & 31);
  return mask;
}

function popcount(n: number): number {
  let x = n - ((n >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * False when two tokens cannot be within `max` edits: each edit adds at most one character the other lacks and
 * removes at most one, so neither side may have more than `max` characters the other has not.
 */
export function maybeWithin(maskA: number, maskB: number, max: number): boolean {
  return popcount(maskA & ~maskB) <= max && popcount(maskB & ~maskA) <= max;
}

/** Levenshtein distance, or max + 1 as soon as it must exceed `max` (most candidates stop after a row or two). */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = new Array<number>(b.length + 1);
  let curr = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
      curr[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev, curr] = [curr, prev];
  }
  return prev[b.length]!;
}
