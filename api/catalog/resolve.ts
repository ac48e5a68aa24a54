// Resolves the make, model and model year a client names (Hebrew, Arabic, English or slug) to catalog entries, or
// answers 404 with the closest existing ones. One place, so every operation accepts the same spellings.
import type { DataStore } from '../../lib/data/data-store.ts';
import type { MakeSummary, ModelSummary } from '../../lib/shards/make.ts';
import type { ModelShard } from '../../lib/shards/model.ts';
import type { ModelYear } from '../../lib/shards/model-year.ts';
import { ApiError } from '../errors.ts';
import { closest, foldName } from '../../lib/text/closest.ts';
import { modelNames, withoutMakeName } from './model-names.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';
import { makeSpellings } from '../../lib/rules/make-names.ts';
import { apiPath } from '../../lib/api/api-paths.ts';

type MakeShardValue = NonNullable<ReturnType<DataStore['make']>>;

/** Every spelling of each make the published make-names rule knows (Hebrew variants, Arabic, recall-notice Latin). */
const aliasesByVersion = new WeakMap<DataStore, Map<string, string[]>>();

function makeAliases(data: DataStore): Map<string, string[]> {
  return memo(aliasesByVersion, data, () => new Map(data.rule('make-names').makes.map((m) => [m.slug, makeSpellings(m)])));
}

function makeNames(m: MakeSummary, aliases: Map<string, string[]>): string[] {
  return [m.slug, m.name_en, m.name_he, ...(aliases.get(m.slug) ?? [])];
}

/**
 * Each folded name to the first entry (in list order) that answers to it: a lookup finds what a scan of the
 * list would, without folding every name of every entry on each request.
 */
function nameIndex<T>(entries: readonly T[], names: (entry: T) => readonly string[]): Map<string, T> {
  const index = new Map<string, T>();
  for (const entry of entries) {
    for (const name of names(entry)) {
      const key = foldName(name);
      if (!index.has(key)) index.set(key, entry);
    }
  }
  return index;
}

function memo<K extends object, V>(map: WeakMap<K, V>, key: K, build: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = build()));
  return value;
}

const makesByName = new WeakMap<DataStore, Map<string, MakeSummary>>();
/** By make shard, which belongs to one data version; an index goes with its shard. */
const modelsByName = new WeakMap<MakeShardValue, Map<string, ModelSummary>>();

export function resolveMake(data: DataStore, text: string, base: string): { summary: MakeSummary; shard: MakeShardValue } {
  const aliases = makeAliases(data);
  const names = (m: MakeSummary) => makeNames(m, aliases);
  const summary = memo(makesByName, data, () => nameIndex(data.makes, names)).get(foldName(text));
  const shard = summary ? data.make(summary.slug) : null;
  if (summary && shard) return { summary, shard };
  const near = closest(text, data.makes, names, 5);
  throw new ApiError('make_not_found', `no make "${text}"; send a Hebrew or English make name or a slug from ${apiPath('/makes')}`, {
    parameter: 'make',
    suggestions: near.map((m) => ({ value: m.slug, label: `${m.name_en} (${m.name_he})`, url: absoluteUrl(base, m.path) })),
  });
}

/** Every name of a make, for reading model names written with the make in front ("Toyota Corolla", "מאזדה 3"). */
export function makeNamesOf(data: DataStore, slug: string): string[] {
  const summary = data.makes.find((m) => m.slug === slug);
  return summary ? makeNames(summary, makeAliases(data)) : [];
}

export function resolveModel(
  data: DataStore,
  makeText: string,
  modelText: string,
  base: string,
): { make: MakeSummary; summary: ModelSummary; shard: ModelShard } {
  const make = resolveMake(data, makeText, base);
  const makeWords = makeNames(make.summary, makeAliases(data));
  const names = (m: ModelSummary) => modelNames(m, makeWords);
  // The text as sent first, then without a make name in front of it ("Toyota Corolla" with make=toyota).
  const wanted = [foldName(modelText), ...withoutMakeName(modelText, makeWords)];
  const index = memo(modelsByName, make.shard, () => nameIndex(make.shard.models, names));
  const summary = wanted.map((key) => index.get(key)).find((m) => m !== undefined);
  const shard = summary ? data.model(make.summary.slug, summary.slug) : null;
  if (summary && shard) return { make: make.summary, summary, shard };
  // Always the make's closest models, however far: the client has the make right and needs its model names.
  const near = closest(modelText, make.shard.models, names, 5, Number.POSITIVE_INFINITY);
  throw new ApiError(
    'model_not_found',
    `${make.summary.name_en} has no model "${modelText}"; send a model name or slug from ${apiPath(`/makes/${make.summary.slug}/models`)}`,
    {
      parameter: 'model',
      suggestions: near.map((m) => ({
        value: m.slug,
        label: m.name_he ? `${m.name} (${m.name_he})` : m.name,
        url: absoluteUrl(base, m.path),
      })),
    },
  );
}

export function resolveModelYear(
  data: DataStore,
  model: { make: MakeSummary; summary: ModelSummary; shard: ModelShard },
  year: number,
  base: string,
): ModelYear {
  const shard = data.modelYear(model.make.slug, model.summary.slug, year);
  if (shard) return shard;
  const years = model.shard.summary.years;
  const near = [...years].sort((a, b) => Math.abs(a.year - year) - Math.abs(b.year - year) || a.year - b.year).slice(0, 5);
  throw new ApiError(
    'model_year_not_found',
    `${model.make.name_en} ${model.summary.name} has no ${year} model year in the data; ` +
      `years: ${years.map((y) => y.year).join(', ') || 'none'}`,
    {
      parameter: 'year',
      suggestions: near.map((y) => ({ value: String(y.year), label: `${model.summary.name} ${y.year}`, url: absoluteUrl(base, y.path) })),
    },
  );
}
