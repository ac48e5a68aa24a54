// Which registry models a recall notice names, from its free-text make (TOZAR_TEUR) and model (DEGEM), by the
// rules of raw/rules/recall-model-names.json. A notice is attached to a model only when the rules resolve its
// text to exactly that model, or to an explicit list of models: a wrong recall on a model page is worse than a
// missing one, so a text that resolves to nothing, or to several models where no rule says it is a list, is
// attached to nothing and reported with the reason.
//
// How a model text resolves: it is split into items at the list separators ("VITO,VIANO"); each item is
// upper-cased into words (punctuation separates words, so C-HR is C HR) and misspellings are replaced word for
// word. Then, from the left, the longest run of words whose letters and digits equal a model name of the make's
// models is taken (so MAZDA3 = MAZDA 3, LANDCRUISER = LAND CRUISER, HI LUX = HILUX, L200 = L 200); failing that, the
// run with the make's prefix (MAZDA "3"), a known model the registry does not hold (AVENSIS), or the one model
// whose name is the run plus powertrain words (C-HR for C-HR HYBRID). A word that starts no name may be dropped
// only when the rules say it names no model: a drop word (HUNTER), a powertrain word, a chassis or engine code.
// Any other word leaves its item unresolved, since it may be what tells one model from another (COROLLA VERSO is
// no COROLLA). An item that is all known names is a list of them (AVENSIS COROLLA PICNIC YARIS).
import { wholeWord, type RecallModelNamesRule } from '../../lib/rules/recall-model-names.ts';
import { PipelineError } from '../errors.ts';
import { nameKey } from './make-map.ts';

export interface ModelRef {
  make_slug: string;
  model_slug: string;
}
export interface RegistryModelName extends ModelRef {
  name: string;
}
export interface MakeAlias {
  make_slug: string;
  alias_key: string;
}

export type UnmatchedReason = 'no_model_text' | 'unknown_make' | 'unknown_word' | 'longer_name_only' | 'not_in_registry' | 'codes_only';
export type NotACarReason = `${RecallModelNamesRule['not_a_car'][number]['kind']}_maker`;

export type Resolution =
  /** unresolved: why items of a list attached nothing, while others did. */
  | { status: 'matched'; models: ModelRef[]; unresolved: string[] }
  | { status: 'not_a_car'; reason: NotACarReason; detail: string }
  | { status: 'unmatched'; reason: UnmatchedReason; detail: string }
  | { status: 'ambiguous'; reason: 'several_models'; detail: string; candidates: ModelRef[] };

type Failure =
  { reason: 'unknown_word' | 'longer_name_only'; detail: string } | { reason: 'several_models'; detail: string; candidates: ModelRef[] };
type ItemResult = { models: ModelRef[]; absent: string[]; failure?: Failure };
type Lookup = { models: ModelRef[] } | { absent: string } | { failure: Failure } | undefined;

interface MakeNames {
  /** name key -> the models of that name (several where the registry spells one name several ways). */
  exact: Map<string, ModelRef[]>;
  /** name key without its powertrain words -> the full name keys (C-HR -> C-HR HYBRID), only where they differ. */
  base: Map<string, Set<string>>;
  /** name key -> the name as the registry first spells it, for the report. */
  shown: Map<string, string>;
  /** Each name's words, to say which longer names an unresolved word begins. */
  words: { words: string[]; name: string; ref: ModelRef }[];
  prefixes: string[];
  known: Set<string>;
}

const RULE_FILE = 'raw/rules/recall-model-names.json';
const words = (text: string) =>
  text
    .toUpperCase()
    .split(/[^A-Z0-9א-ת]+/)
    .filter(Boolean);
const byRef = (a: ModelRef, b: ModelRef) =>
  a.make_slug < b.make_slug ? -1 : a.make_slug > b.make_slug ? 1 : a.model_slug < b.model_slug ? -1 : a.model_slug > b.model_slug ? 1 : 0;
const refId = (r: ModelRef) => `${r.make_slug}/${r.model_slug}`;

function unique(refs: readonly ModelRef[]): ModelRef[] {
  const seen = new Map(refs.map((r) => [refId(r), r]));
  return [...seen.values()].sort(byRef);
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The rule's make slugs must be makes the make-names rule knows, and a non-car maker no car make's alias. */
function checkRule(rule: RecallModelNamesRule, aliases: readonly MakeAlias[]) {
  const makes = new Set(aliases.map((a) => a.make_slug));
  const named = [
    ...rule.make_texts.flatMap((t) => t.makes),
    ...rule.model_prefixes.map((p) => p.make),
    ...rule.known_models.map((k) => k.make),
  ];
  const unknown = named.find((slug) => !makes.has(slug));
  if (unknown) throw new PipelineError('rule_invalid', `${RULE_FILE}: make "${unknown}" is no make slug of raw/rules/make-names.json`);
  const aliasKeys = new Set(aliases.map((a) => a.alias_key));
  const clash = rule.not_a_car.find((m) => aliasKeys.has(nameKey(m.text)));
  if (clash)
    throw new PipelineError(
      'rule_invalid',
      `${RULE_FILE}: "${clash.text}" is listed as not a car make but names a car make in raw/rules/make-names.json; remove one`,
    );
}

/** A resolver of notice texts over the registry's model names and make aliases. */
export function recallModelMatcher(rule: RecallModelNamesRule, aliases: readonly MakeAlias[], models: readonly RegistryModelName[]) {
  checkRule(rule, aliases);
  const variants = new Set(rule.variant_words);
  const drop = new Set(rule.drop_words);
  const codes = rule.code_patterns.map((c) => wholeWord(c.pattern));
  const spellings = rule.spellings
    .map((s) => ({ from: s.from.split(' '), to: s.to.split(' ') }))
    .sort((a, b) => b.from.length - a.from.length);
  const separators = new RegExp(`[${rule.list_separators.map((c) => c.replace(/[\\\]^-]/g, '\\$&')).join('')}]`);
  const notACar = new Map(rule.not_a_car.map((m) => [nameKey(m.text), m.kind]));
  const makeTexts = new Map(rule.make_texts.map((t) => [nameKey(t.text), t.makes]));
  const aliasMakes = new Map<string, string[]>();
  for (const a of aliases) if (!aliasMakes.get(a.alias_key)?.includes(a.make_slug)) push(aliasMakes, a.alias_key, a.make_slug);

  const byMake = new Map<string, MakeNames>();
  const makeNames = (slug: string) => {
    let names = byMake.get(slug);
    if (!names)
      byMake.set(slug, (names = { exact: new Map(), base: new Map(), shown: new Map(), words: [], prefixes: [], known: new Set() }));
    return names;
  };
  let longest = 1;
  for (const m of models) {
    const w = words(m.name);
    if (w.length === 0) continue;
    const names = makeNames(m.make_slug);
    const key = w.join('');
    const ref = { make_slug: m.make_slug, model_slug: m.model_slug };
    push(names.exact, key, ref);
    if (!names.shown.has(key)) names.shown.set(key, w.join(' '));
    names.words.push({ words: w, name: m.name, ref });
    const base = w.filter((x) => !variants.has(x)).join('');
    if (base !== key && base !== '') names.base.set(base, (names.base.get(base) ?? new Set()).add(key));
    longest = Math.max(longest, w.length);
  }
  for (const p of rule.model_prefixes) makeNames(p.make).prefixes.push(nameKey(p.prefix));
  for (const k of rule.known_models) for (const name of k.names) makeNames(k.make).known.add(nameKey(name));

  const respell = (item: string[]) => {
    const out: string[] = [];
    for (let i = 0; i < item.length;) {
      const s = spellings.find((sp) => sp.from.every((w, j) => item[i + j] === w));
      if (s) {
        out.push(...s.to);
        i += s.from.length;
      } else out.push(item[i++]!);
    }
    return out;
  };

  /** The models one run of words names in the notice's makes, in the order of the rules' precedence. */
  const lookup = (key: string, makes: readonly string[]): Lookup => {
    const found = (k: (names: MakeNames) => string[]) =>
      makes.flatMap((slug) => {
        const names = byMake.get(slug);
        return names ? k(names).flatMap((x) => names.exact.get(x) ?? []) : [];
      });
    const exact = found(() => [key]);
    if (exact.length > 0) return { models: exact };
    const prefixed = found((n) => n.prefixes.map((p) => p + key));
    if (prefixed.length > 0) return { models: prefixed };
    const knownName = makes.some((slug) => {
      const names = byMake.get(slug);
      return names && (names.known.has(key) || names.prefixes.some((p) => names.known.has(p + key)));
    });
    if (knownName) return { absent: key };
    const fuller = makes.flatMap((slug) => [...(byMake.get(slug)?.base.get(key) ?? [])].map((full) => ({ slug, full })));
    if (fuller.length === 0) return undefined;
    const refs = fuller.flatMap(({ slug, full }) => byMake.get(slug)!.exact.get(full) ?? []);
    if (new Set(fuller.map((f) => f.full)).size === 1) return { models: refs };
    const names = [...new Set(fuller.map(({ slug, full }) => byMake.get(slug)!.shown.get(full)))].sort().join(', ');
    return { failure: { reason: 'several_models', detail: `"${key}" is several models (${names})`, candidates: unique(refs) } };
  };

  /** Why the words from `at` start no name: the longer names they begin (IONIQ of IONIQ 5), or none. */
  const explain = (item: string[], at: number, makes: readonly string[]): Failure => {
    const rest = item.slice(at);
    const shared = (n: string[]) => {
      let j = 0;
      while (j < n.length && n[j] === rest[j]) j++;
      return j;
    };
    const all = makes.flatMap((slug) => byMake.get(slug)?.words ?? []);
    const most = Math.max(0, ...all.map((n) => shared(n.words)));
    const longer = most === 0 ? [] : all.filter((n) => shared(n.words) === most);
    const run = rest.slice(0, Math.max(1, most)).join(' ');
    const names = [...new Set(longer.map((n) => n.words.join(' ')))].sort();
    if (names.length === 1) return { reason: 'longer_name_only', detail: `"${run}" only begins the name ${names[0]}` };
    if (names.length > 1)
      return {
        reason: 'several_models',
        detail: `"${run}" begins several names (${names.join(', ')})`,
        candidates: unique(longer.map((n) => n.ref)),
      };
    return { reason: 'unknown_word', detail: `"${run}" names no model of ${makes.join(' or ')}` };
  };

  const resolveItem = (item: string[], makes: readonly string[]): ItemResult => {
    const result: ItemResult = { models: [], absent: [] };
    for (let i = 0; i < item.length;) {
      let step = 0;
      for (let span = Math.min(longest, item.length - i); span >= 1 && step === 0; span--) {
        const hit = lookup(item.slice(i, i + span).join(''), makes);
        if (!hit) continue;
        if ('failure' in hit) return { ...result, failure: hit.failure };
        if ('absent' in hit) result.absent.push(item.slice(i, i + span).join(' '));
        else result.models.push(...hit.models);
        step = span;
      }
      if (step === 0) {
        const w = item[i]!;
        if (!drop.has(w) && !variants.has(w) && !codes.some((c) => c.test(w))) return { ...result, failure: explain(item, i, makes) };
        step = 1;
      }
      i += step;
    }
    return result;
  };

  return (makeText: string, modelText: string): Resolution => {
    const makeKey = nameKey(makeText);
    const kind = notACar.get(makeKey);
    if (kind) return { status: 'not_a_car', reason: `${kind}_maker`, detail: `${makeText.trim()} makes no cars (${kind}s)` };
    const makes = makeTexts.get(makeKey) ?? aliasMakes.get(makeKey);
    if (!makes) return { status: 'unmatched', reason: 'unknown_make', detail: `"${makeText.trim()}" is no make alias` };
    const items = modelText
      .split(separators)
      .map((item) => respell(words(item)))
      .filter((item) => item.length > 0);
    if (items.length === 0) return { status: 'unmatched', reason: 'no_model_text', detail: 'the notice names no model' };
    const results = items.map((item) => resolveItem(item, makes));
    const failures = results.flatMap((r) => (r.failure ? [r.failure] : []));
    const matched = unique(results.flatMap((r) => (r.failure ? [] : r.models)));
    if (matched.length > 0) return { status: 'matched', models: matched, unresolved: failures.map((f) => f.detail) };
    const several = failures.filter((f) => f.reason === 'several_models');
    if (several.length > 0)
      return {
        status: 'ambiguous',
        reason: 'several_models',
        detail: several.map((f) => f.detail).join('; '),
        candidates: unique(several.flatMap((f) => f.candidates)),
      };
    const unknown = failures.filter((f) => f.reason !== 'several_models');
    if (unknown.length > 0) return { status: 'unmatched', reason: unknown[0]!.reason, detail: unknown.map((f) => f.detail).join('; ') };
    const absent = results.flatMap((r) => r.absent);
    if (absent.length > 0)
      return { status: 'unmatched', reason: 'not_in_registry', detail: `no car in the registry is named ${absent.join(', ')}` };
    return { status: 'unmatched', reason: 'codes_only', detail: 'the text holds only codes and extra words' };
  };
}
