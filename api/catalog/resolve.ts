// Resolves the make, model and model year a client names (Hebrew, English or slug) to catalog entries, or
// answers 404 with the closest existing ones. One place, so every operation accepts the same spellings.
import type { DataStore } from '../../lib/data/data-store.ts';
import type { MakeSummary, ModelShard, ModelSummary, ModelYearShard } from '../../lib/shards/schemas.ts';
import { ApiError } from '../errors.ts';
import { MakeNamesRule } from '../../lib/rules/rule-schemas.ts';
import { closest, foldName } from '../../lib/text/closest.ts';
import { modelNames, withoutMakeName } from './model-names.ts';
import { absoluteUrl } from '../../lib/urls/page-urls.ts';
import { apiPath } from '../../lib/api/api-paths.ts';

type MakeShardValue = NonNullable<ReturnType<DataStore['make']>>;

/** Every spelling of each make the published make-names rule knows (Hebrew variants, recall-notice Latin). */
const aliasesByVersion = new WeakMap<DataStore, Map<string, string[]>>();

function makeAliases(data: DataStore): Map<string, string[]> {
  let map = aliasesByVersion.get(data);
  if (!map) {
    map = new Map(data.rule('make-names', MakeNamesRule).makes.map((m) => [m.slug, [...m.names_he, ...m.aliases_en]]));
    aliasesByVersion.set(data, map);
  }
  return map;
}

function makeNames(m: MakeSummary, aliases: Map<string, string[]>): string[] {
  return [m.slug, m.name_en, m.name_he, ...(aliases.get(m.slug) ?? [])];
}

export function resolveMake(data: DataStore, text: string, base: string): { summary: MakeSummary; shard: MakeShardValue } {
  const key = foldName(text);
  const aliases = makeAliases(data);
  const names = (m: MakeSummary) => makeNames(m, aliases);
  const summary = data.makes.find((m) => names(m).some((n) => foldName(n) === key));
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

export function resolveModel(data: DataStore, makeText: string, modelText: string, base: string): { make: MakeSummary; summary: ModelSummary; shard: ModelShard } {
  const make = resolveMake(data, makeText, base);
  const makeWords = makeNames(make.summary, makeAliases(data));
  const names = (m: ModelSummary) => modelNames(m, makeWords);
  // The text as sent first, then without a make name in front of it ("Toyota Corolla" with make=toyota).
  const wanted = [foldName(modelText), ...withoutMakeName(modelText, makeWords)];
  const summary = wanted.map((key) => make.shard.models.find((m) => names(m).some((n) => foldName(n) === key))).find((m) => m !== undefined);
  const shard = summary ? data.model(make.summary.slug, summary.slug) : null;
  if (summary && shard) return { make: make.summary, summary, shard };
  // Always the make's closest models, however far: the client has the make right and needs its model names.
  const near = closest(modelText, make.shard.models, names, 5, Number.POSITIVE_INFINITY);
  throw new ApiError('model_not_found', `${make.summary.name_en} has no model "${modelText}"; send a model name or slug from ${apiPath(`/makes/${make.summary.slug}/models`)}`, {
    parameter: 'model',
    suggestions: near.map((m) => ({ value: m.slug, label: m.name_he ? `${m.name} (${m.name_he})` : m.name, url: absoluteUrl(base, m.path) })),
  });
}

export function resolveModelYear(data: DataStore, model: { make: MakeSummary; summary: ModelSummary; shard: ModelShard }, year: number, base: string): ModelYearShard {
  const shard = data.modelYear(model.make.slug, model.summary.slug, year);
  if (shard) return shard;
  const years = model.shard.summary.years;
  const near = [...years].sort((a, b) => Math.abs(a.year - year) - Math.abs(b.year - year) || a.year - b.year).slice(0, 5);
  throw new ApiError('model_year_not_found', `${model.make.name_en} ${model.summary.name} has no ${year} model year in the data; years: ${years.map((y) => y.year).join(', ') || 'none'}`, {
    parameter: 'year',
    suggestions: near.map((y) => ({ value: String(y.year), label: `${model.summary.name} ${y.year}`, url: absoluteUrl(base, y.path) })),
  });
}
