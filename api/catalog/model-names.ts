// The names a model answers to. The registry names models in Latin capitals only, so "קורולה" and "كورولا" reach
// COROLLA through lib/search's transliteration table (the one list of such spellings); and many commercial names begin
// with the make ("MAZDA 3"), which people also write without it ("3" with make=Mazda) or with the make in Hebrew
// ("מאזדה 3").
import { MODEL_NAMES } from '../../lib/search/name-transliterations.ts';
import { foldName } from '../../lib/text/closest.ts';
import type { ModelSummary } from '../../lib/shards/make.ts';

const SPELLINGS_BY_LATIN = new Map(MODEL_NAMES.map(([latin, ...spellings]) => [foldName(latin), spellings]));

/** What follows a leading make name in `text` (folded), for each of the make's names it begins with. */
export function withoutMakeName(text: string, makeNames: readonly string[]): string[] {
  const folded = foldName(text);
  return makeNames
    .map(foldName)
    .filter((n) => n !== '' && folded.length > n.length && folded.startsWith(n))
    .map((n) => folded.slice(n.length));
}

/**
 * Every name a model answers to: slug, commercial name, its Hebrew and Arabic name(s); and when the commercial name begins
 * with a name of its make (`makeNames`), the rest of it alone and after each of the make's names.
 */
export function modelNames(m: ModelSummary, makeNames: readonly string[] = []): string[] {
  const own = [m.slug, m.name, ...(m.name_he ? [m.name_he] : []), ...(SPELLINGS_BY_LATIN.get(foldName(m.name)) ?? [])];
  const rests = [...new Set(withoutMakeName(m.name, makeNames))];
  return [...own, ...rests, ...rests.flatMap((rest) => makeNames.map((make) => `${make} ${rest}`))];
}
