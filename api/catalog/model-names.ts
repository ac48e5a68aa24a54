// Hebrew spellings of a model's Latin name: the registry names models in Latin capitals only, so "קורולה" reaches
// COROLLA through lib/search's transliteration table (the one list of such spellings).
import { MODEL_NAMES } from '../../lib/search/name-transliterations.ts';
import { foldName } from '../../lib/text/closest.ts';
import type { ModelSummary } from './resolve.ts';

const HEBREW_BY_LATIN = new Map(MODEL_NAMES.map(([latin, ...hebrew]) => [foldName(latin), hebrew]));

/** Every name a model answers to: slug, commercial name, its Hebrew name(s). */
export function modelNames(m: ModelSummary): string[] {
  return [m.slug, m.name, ...(m.name_he ? [m.name_he] : []), ...(HEBREW_BY_LATIN.get(foldName(m.name)) ?? [])];
}
