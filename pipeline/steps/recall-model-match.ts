// Which registry models a recall notice names, from its free-text make (TOZAR_TEUR) and model (DEGEM), by the
// rules of raw/rules/recall-model-names.json. A notice is attached to a model only when the rules resolve its
// text to exactly that model, or to an explicit list of models: a wrong recall on a model page is worse than a
// missing one, so a text that resolves to nothing, or to several models where no rule says it is a list, is
// attached to nothing and reported with the reason.
//
// How a model text resolves: it is split into items at the list separators ("VITO,VIANO"); each item is
// upper-cased into words (punctuation separates words, so C-HR is C HR), misspellings are replaced word for word,
// and each spelling of a fuel word reads as its group's first word (PLUG IN HYBRID as PHEV; registry names are read
// the same way). Then, from the left, the longest run of words whose letters and digits equal a model name of the
// make's models is taken (so MAZDA3 = MAZDA 3, LANDCRUISER = LAND CRUISER, HI LUX = HILUX, L200 = L 200); failing
// that, the run with the make's prefix (MAZDA "3"), a known model the registry does not hold (AVENSIS), or the one
// model whose name is the run plus powertrain words (C-HR for C-HR HYBRID). A fuel word after a name that does not
// carry it keeps that name's models only where the registry holds cars of that fuel (TUCSON PHEV is no petrol
// TUCSON). A word that starts no name may be dropped only when the rules say it names no model: a drop word
// (HUNTER, AWD), or, after a name, a word of a code's shape (NX4E, J12, 167) that is no word of the make's model
// names (the CX of CX-5 may begin another model; before a name, the GR of GR YARIS may be part of it). Any other
// word is unknown, since it may be what tells one model from another (COROLLA VERSO is no COROLLA): an item with
// one name and an unknown word attaches nothing. An item naming two
// known models or more is a list (AVENSIS COROLLA PICNIC YARIS): its unknown words are models the registry lacks,
// and a name standing right beside one is left out too, since the unknown word may be part of its name.
import { wholeWord, type RecallModelNamesRule } from '../../lib/rules/recall-model-names.ts';
import { PipelineError } from '../errors.ts';
import { nameKey } from './make-map.ts';

export interface ModelRef {
  make_slug: string;
  model_slug: string;
}
export interface RegistryModelName extends ModelRef {
  name: string;
  /** The fuel classes of the model's cars in the registry (lib/rules/fuel-class.ts). */
  fuels: readonly string[];
}
export interface MakeAlias {
  make_slug: string;
  alias_key: string;
}

export type UnmatchedReason =
  'no_model_text' | 'unknown_make' | 'unknown_word' | 'longer_name_only' | 'other_powertrain' | 'not_in_registry' | 'codes_only';
export type NotACarReason = `${RecallModelNamesRule['not_a_car'][number]['kind']}_maker`;

export type Resolution =
  /** unresolved: why items of a list attached nothing, while others did. */
  | { status: 'matched'; models: ModelRef[]; unresolved: string[] }
  | { status: 'not_a_car'; reason: NotACarReason; detail: string }
  | { status: 'unmatched'; reason: UnmatchedReason; detail: string }
  | { status: 'ambiguous'; reason: 'several_models'; detail: string; candidates: ModelRef[] };

type Failure =
  | { reason: 'unknown_word' | 'longer_name_only' | 'other_powertrain'; detail: string }
  | { reason: 'several_models'; detail: string; candidates: ModelRef[] };
/** unresolved: why parts of a list attached nothing while others did. */
type ItemResult = { models: ModelRef[]; absent: string[]; unresolved: string[]; failure?: Failure };
/** An item read into its parts: names (a registry model, or a known model it lacks), unknown words, dropped words. */
type Part =
  | { kind: 'name'; models: ModelRef[]; text: string }
  | { kind: 'absent'; text: string }
  | { kind: 'unknown'; text: string; failure: Failure }
  | { kind: 'other_powertrain'; text: string; failure: Failure };
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
  /** Every word of the make's names (and of its known models): a word of a code's shape among them is no code. */
  nameWords: Set<string>;
  /** model id -> the fuel classes the registry holds its cars in. */
  fuels: Map<string, Set<string>>;
  prefixes: string[];
  known: Set<string>;
}

const RULE_FILE = 'raw/rules/recall-model-names.json';
const splitWords = (text: string) =>
  text
    .toUpperCase()
    .split(/[^A-Z0-9\u05D0-\u05EA]+/)
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

type Spelling = { from: string[]; to: string[] };

/** The words with each listed spelling replaced, longest spellings first (lists sorted so by the caller). */
function respell(item: readonly string[], spellings: readonly Spelling[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < item.length;) {
    const s = spellings.find((sp) => sp.from.every((w, j) => item[i + j] === w));
    if (s) {
      out.push(...s.to);
      i += s.from.length;
    } else out.push(item[i++]!);
  }
  return out;
}

const longestFirst = (a: Spelling, b: Spelling) => b.from.length - a.from.length;

/** A resolver of notice texts over the registry's model names and make aliases. */
export function recallModelMatcher(rule: RecallModelNamesRule, aliases: readonly MakeAlias[], models: readonly RegistryModelName[]) {
  checkRule(rule, aliases);
  const drop = new Set(rule.drop_words);
  const codes = rule.code_patterns.map((c) => wholeWord(c.pattern));
  const spellings = rule.spellings.map((s) => ({ from: s.from.split(' '), to: s.to.split(' ') })).sort(longestFirst);
  const powertrain = rule.powertrain_words
    .flatMap((p) => p.words.map((w) => ({ from: w.split(' '), to: [p.words[0]!] })))
    .sort(longestFirst);
  /** A fuel word as its group's first word -> the fuel classes a car so called may be registered in. */
  const fuelWords = new Map(rule.powertrain_words.map((p) => [p.words[0]!, new Set<string>(p.fuels)]));
  const nameWords = (text: string) => respell(splitWords(text), powertrain);
  const variants = new Set(rule.variant_words.flatMap(nameWords));
  const separators = new RegExp(`[${rule.list_separators.map((c) => c.replace(/[\\\]^-]/g, '\\$&')).join('')}]`);
  const notACar = new Map(rule.not_a_car.map((m) => [nameKey(m.text), m.kind]));
  const makeTexts = new Map(rule.make_texts.map((t) => [nameKey(t.text), t.makes]));
  const aliasMakes = new Map<string, string[]>();
  for (const a of aliases) if (!aliasMakes.get(a.alias_key)?.includes(a.make_slug)) push(aliasMakes, a.alias_key, a.make_slug);

  const byMake = new Map<string, MakeNames>();
  const makeNames = (slug: string) => {
    let names = byMake.get(slug);
    if (!names)
      byMake.set(
        slug,
        (names = {
          exact: new Map(),
          base: new Map(),
          shown: new Map(),
          words: [],
          nameWords: new Set(),
          fuels: new Map(),
          prefixes: [],
          known: new Set(),
        }),
      );
    return names;
  };
  let longest = 1;
  for (const m of models) {
    const w = nameWords(m.name);
    if (w.length === 0) continue;
    const names = makeNames(m.make_slug);
    const key = w.join('');
    const ref = { make_slug: m.make_slug, model_slug: m.model_slug };
    push(names.exact, key, ref);
    if (!names.shown.has(key)) names.shown.set(key, w.join(' '));
    names.words.push({ words: w, name: m.name, ref });
    for (const x of w) names.nameWords.add(x);
    const fuels = names.fuels.get(refId(ref)) ?? new Set<string>();
    for (const f of m.fuels) fuels.add(f);
    names.fuels.set(refId(ref), fuels);
    const base = w.filter((x) => !variants.has(x)).join('');
    if (base !== key && base !== '') names.base.set(base, (names.base.get(base) ?? new Set()).add(key));
    longest = Math.max(longest, w.length);
  }
  for (const p of rule.model_prefixes) makeNames(p.make).prefixes.push(nameKey(p.prefix));
  for (const k of rule.known_models)
    for (const name of k.names) {
      const names = makeNames(k.make);
      names.known.add(nameKey(name));
      for (const x of nameWords(name)) names.nameWords.add(x);
    }

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

  /** A code's shape names no model, unless the word is one of the make's name words (the CX of CX-5). */
  const isCode = (w: string, makes: readonly string[]) =>
    codes.some((c) => c.test(w)) && !makes.some((slug) => byMake.get(slug)?.nameWords.has(w));

  /** A name's models that the registry holds cars of the fuel word in; none: the notice's car is another. */
  const withFuel = (part: Extract<Part, { kind: 'name' }>, word: string): Part => {
    const fuels = fuelWords.get(word)!;
    const models = part.models.filter((r) => [...(byMake.get(r.make_slug)?.fuels.get(refId(r)) ?? [])].some((f) => fuels.has(f)));
    if (models.length > 0) return { ...part, models };
    const detail = `no ${part.text} in the registry is ${word}`;
    return { kind: 'other_powertrain', text: part.text, failure: { reason: 'other_powertrain', detail } };
  };

  /** An item's words read into names, unknown words and fuel words; codes and drop words are left out. */
  const readItem = (item: string[], makes: readonly string[]): Part[] | Failure => {
    const parts: Part[] = [];
    let pendingFuel: string | undefined;
    const addName = (part: Part) => {
      if (pendingFuel && part.kind === 'name') part = withFuel(part, pendingFuel);
      pendingFuel = undefined;
      parts.push(part);
    };
    for (let i = 0; i < item.length;) {
      let step = 0;
      for (let span = Math.min(longest, item.length - i); span >= 1 && step === 0; span--) {
        const hit = lookup(item.slice(i, i + span).join(''), makes);
        if (!hit) continue;
        if ('failure' in hit) return hit.failure;
        const text = item.slice(i, i + span).join(' ');
        addName('absent' in hit ? { kind: 'absent', text } : { kind: 'name', models: hit.models, text });
        step = span;
      }
      if (step > 0) {
        i += step;
        continue;
      }
      const w = item[i]!;
      const last = parts.at(-1);
      // A drop word names no model anywhere; a code only after a name (the GR of GR YARIS may be part of its name).
      const namesNoModel = drop.has(w) || variants.has(w) || (last !== undefined && last.kind !== 'unknown' && isCode(w, makes));
      if (fuelWords.has(w)) {
        // A fuel word after a name tells which of its cars; before one, it is read with the next name.
        if (last?.kind === 'name') parts[parts.length - 1] = withFuel(last, w);
        else if (!last) pendingFuel = w;
      } else if (!namesNoModel && last?.kind !== 'unknown') parts.push({ kind: 'unknown', text: w, failure: explain(item, i, makes) });
      i++;
    }
    return parts;
  };

  const resolveItem = (item: string[], makes: readonly string[]): ItemResult => {
    const none: ItemResult = { models: [], absent: [], unresolved: [] };
    const parts = readItem(item, makes);
    if (!Array.isArray(parts)) return { ...none, failure: parts };
    const unknown = parts.filter((p) => p.kind === 'unknown');
    const named = parts.length - unknown.length;
    // One name with an unknown word may be another model (COROLLA VERSO); two names or more make a list.
    if (unknown.length > 0 && named < 2) return { ...none, failure: unknown[0]!.failure };
    const result: ItemResult = { ...none, unresolved: unknown.map((p) => p.failure.detail) };
    const failures: Failure[] = [];
    parts.forEach((p, i) => {
      if (p.kind === 'absent') result.absent.push(p.text);
      if (p.kind === 'other_powertrain') {
        result.unresolved.push(p.failure.detail);
        failures.push(p.failure);
      }
      if (p.kind !== 'name') return;
      const beside = [parts[i - 1], parts[i + 1]].find((q) => q?.kind === 'unknown');
      if (beside?.kind !== 'unknown') return result.models.push(...p.models);
      result.unresolved.push(`"${p.text}" is left out: "${beside.text}" beside it may be part of its name`);
    });
    if (result.models.length === 0 && result.unresolved.length > 0)
      return { ...none, failure: [...unknown.map((p) => p.failure), ...failures][0]! };
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
      .map((item) => respell(respell(splitWords(item), spellings), powertrain))
      .filter((item) => item.length > 0);
    if (items.length === 0) return { status: 'unmatched', reason: 'no_model_text', detail: 'the notice names no model' };
    const results = items.map((item) => resolveItem(item, makes));
    const failures = results.flatMap((r) => (r.failure ? [r.failure] : []));
    const matched = unique(results.flatMap((r) => (r.failure ? [] : r.models)));
    const unresolved = [...failures.map((f) => f.detail), ...results.flatMap((r) => (r.failure ? [] : r.unresolved))];
    if (matched.length > 0) return { status: 'matched', models: matched, unresolved };
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
