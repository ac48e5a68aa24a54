// Argument completion for makes and models (prompt arguments and the page template): names that start with
// what was typed, folded the way the API matches names, in the catalog's own order (no ranking of our own).
import type { DataStore } from '../../lib/data/data-store.ts';
import { foldName } from '../../lib/text/closest.ts';

/** The MCP completion result holds at most 100 values. */
const MAX_VALUES = 100;

function startsWithFolded(typed: string, names: readonly (string | null)[]): boolean {
  const q = foldName(typed);
  return names.some((n) => n !== null && foldName(n).startsWith(q));
}

export function completeMake(store: DataStore, typed: string): string[] {
  return store.makes
    .filter((m) => startsWithFolded(typed, [m.slug, m.name_en, m.name_he]))
    .slice(0, MAX_VALUES)
    .map((m) => m.slug);
}

/** Models of the make given so far (slug, English or Hebrew name); none until a make is known. */
export function completeModel(store: DataStore, typed: string, makeTyped: string | undefined): string[] {
  if (makeTyped === undefined || makeTyped === '') return [];
  const key = foldName(makeTyped);
  const make = store.makes.find((m) => [m.slug, m.name_en, m.name_he].some((n) => foldName(n) === key));
  if (!make) return [];
  const models = store.make(make.slug)?.models ?? [];
  return models
    .filter((m) => startsWithFolded(typed, [m.slug, m.name, m.name_he]))
    .slice(0, MAX_VALUES)
    .map((m) => m.slug);
}

/** Page ids (the resource template's path variable) that start with what was typed. */
export function completePageId(store: DataStore, typed: string): string[] {
  return store.pages
    .filter((p) => p.id.startsWith(typed))
    .slice(0, MAX_VALUES)
    .map((p) => p.id);
}
