// changes.json: what this version changed against the version it replaces (lib/shards/changes-schema.ts), and the
// entries of earlier versions carried forward from that version's changes.json, so the change log survives the
// pruning of version folders. Which moves are notable is raw/rules/change-thresholds.json's to say; a version with
// a notable move is published but flagged, here and in the quality report's notable_shifts check.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { changeShare, isNotable, type ChangeThresholdsRule, type ShiftKind } from '../../lib/rules/change-thresholds.ts';
import { ChangeEntry, ChangesShard, type ChangedRecall } from '../../lib/shards/changes-schema.ts';
import { shardPath } from '../../lib/shards/layout.ts';
import type { QualityCheck } from '../../lib/shards/quality-schema.ts';
import type { LoadedSource } from '../inputs/load.ts';
import type { PreviousVersion } from '../publish.ts';
import type { ShardWriter } from '../shard-writer.ts';
import { changedCells } from './rule-cells.ts';
import { modelId, readSnapshot, type SnapshotRecall, type VersionSnapshot } from './version-snapshot.ts';

type Entry = z.input<typeof ChangeEntry>;
type Shift = Entry['shifts'][number];

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Keys in `a` and not in `b`, sorted. */
function missingFrom<K extends string | number>(a: Map<K, unknown>, b: Map<K, unknown>): K[] {
  return [...a.keys()]
    .filter((k) => !b.has(k))
    .sort((x, y) => (typeof x === 'number' ? (x as number) - (y as number) : byText(String(x), String(y))));
}

function listed<T>(items: T[], max: number) {
  return { total: items.length, items: items.slice(0, max) };
}

/** Every (model, year) of a snapshot, keyed "make/model/year". */
function modelYears(s: VersionSnapshot): Map<string, { make_slug: string; model_slug: string; name: string; year: number }> {
  const out = new Map<string, { make_slug: string; model_slug: string; name: string; year: number }>();
  for (const m of s.models.values()) {
    for (const year of m.years)
      out.set(`${modelId(m.make_slug, m.slug)}/${year}`, { make_slug: m.make_slug, model_slug: m.slug, name: m.name, year });
  }
  return out;
}

function recallOf(r: SnapshotRecall, s: VersionSnapshot): z.input<typeof ChangedRecall> {
  return {
    recall_id: r.recall_id,
    make_en: r.make_en,
    model_text: r.model_text,
    problem_he: r.problem_he,
    models: r.models.map((m) => ({ ...m, name: s.models.get(modelId(m.make_slug, m.model_slug))?.name ?? null })),
  };
}

function shifts(rule: ChangeThresholdsRule, before: VersionSnapshot, after: VersionSnapshot): Shift[] {
  const out: Shift[] = [];
  const judge = (kind: ShiftKind, subject: string, b: number, a: number) => {
    if (isNotable(rule, kind, b, a)) {
      out.push({ kind, subject, label_he: rule.shifts[kind].label_he, before: b, after: a, change_share: changeShare(b, a)! });
    }
  };
  for (const [name, rows] of [...before.rows].sort(([a], [b]) => byText(a, b)))
    judge('dataset_rows', name, rows, after.rows.get(name) ?? 0);
  for (const name of rule.watched_counts) {
    const b = before.counts[name];
    if (b !== undefined) judge('count', name, b, after.counts[name] ?? 0);
  }
  for (const [slug, m] of [...before.makes].sort(([a], [b]) => byText(a, b)))
    judge('make_cars_on_road', slug, m.cars_on_road, after.makes.get(slug)?.cars_on_road ?? 0);
  for (const [id, m] of [...before.models].sort(([a], [b]) => byText(a, b)))
    judge('model_cars_on_road', id, m.cars_on_road, after.models.get(id)?.cars_on_road ?? 0);
  return out;
}

function rulesChanged(rule: ChangeThresholdsRule, before: VersionSnapshot, after: VersionSnapshot): Entry['rules_changed'] {
  const names = [...new Set([...before.rules.keys(), ...after.rules.keys()])].sort(byText);
  return names.flatMap((name): Entry['rules_changed'] => {
    const [b, a] = [before.rules.get(name), after.rules.get(name)];
    if (b === undefined) return [{ rule: name, status: 'added', cells: listed([], rule.max_listed) }];
    if (a === undefined) return [{ rule: name, status: 'removed', cells: listed([], rule.max_listed) }];
    const cells = changedCells(b, a);
    return cells.length === 0 ? [] : [{ rule: name, status: 'changed', cells: listed(cells, rule.max_listed) }];
  });
}

/** The entry of a version against the one it replaces (null: the first version, nothing to compare). */
export function changeEntry(args: {
  rule: ChangeThresholdsRule;
  dataDate: string;
  loaded: LoadedSource[];
  next: VersionSnapshot;
  previous: { version: string; dataDate: string; snapshot: VersionSnapshot } | null;
}): Entry {
  const { rule, next } = args;
  const before = args.previous?.snapshot ?? null;
  const max = rule.max_listed;
  const none = { total: 0, items: [] };
  const datasets = args.loaded.map((s) => ({
    name: s.name,
    rows: s.rows,
    previous_rows: before?.rows.get(s.name) ?? null,
    rows_read: s.quality!.rows_read,
    rows_set_aside: s.quality!.rows_set_aside,
    values_nulled: s.quality!.values_nulled.reduce((a, r) => a + r.count, 0),
  }));
  const base = { version: null, data_date: args.dataDate, datasets };
  if (!before || !args.previous) {
    return {
      ...base,
      previous_version: null,
      previous_data_date: null,
      flagged: false,
      shifts: [],
      recalls_added: none,
      recalls_withdrawn: none,
      makes_added: none,
      makes_gone: none,
      models_added: none,
      models_gone: none,
      model_years_added: none,
      model_years_gone: none,
      rules_changed: [],
    };
  }
  const moved = shifts(rule, before, next);
  const makeOf = (s: VersionSnapshot) => (slug: string) => ({
    make_slug: slug,
    name_he: s.makes.get(slug)!.name_he,
    name_en: s.makes.get(slug)!.name_en,
  });
  const modelOf = (s: VersionSnapshot) => (id: string) => {
    const m = s.models.get(id)!;
    return { make_slug: m.make_slug, model_slug: m.slug, name: m.name };
  };
  const [yearsBefore, yearsAfter] = [modelYears(before), modelYears(next)];
  return {
    ...base,
    previous_version: args.previous.version,
    previous_data_date: args.previous.dataDate,
    flagged: moved.length > 0,
    shifts: moved,
    recalls_added: listed(
      missingFrom(next.recalls, before.recalls).map((id) => recallOf(next.recalls.get(id)!, next)),
      max,
    ),
    recalls_withdrawn: listed(
      missingFrom(before.recalls, next.recalls).map((id) => recallOf(before.recalls.get(id)!, before)),
      max,
    ),
    makes_added: listed(missingFrom(next.makes, before.makes).map(makeOf(next)), max),
    makes_gone: listed(missingFrom(before.makes, next.makes).map(makeOf(before)), max),
    models_added: listed(missingFrom(next.models, before.models).map(modelOf(next)), max),
    models_gone: listed(missingFrom(before.models, next.models).map(modelOf(before)), max),
    model_years_added: listed(
      missingFrom(yearsAfter, yearsBefore).map((k) => yearsAfter.get(k)!),
      max,
    ),
    model_years_gone: listed(
      missingFrom(yearsBefore, yearsAfter).map((k) => yearsBefore.get(k)!),
      max,
    ),
    rules_changed: rulesChanged(rule, before, next),
  };
}

const LooseChanges = z.object({ entries: z.array(z.unknown()) });

/**
 * The entries of the previous version's change log, its own entry stamped with its version name; read loosely: an
 * entry the current schema cannot read is left out, not the whole log.
 */
function carriedEntries(previous: PreviousVersion): z.infer<typeof ChangeEntry>[] {
  let raw: unknown[];
  try {
    raw = LooseChanges.parse(JSON.parse(readFileSync(path.join(previous.dir, shardPath.changes), 'utf8'))).entries;
  } catch {
    return [];
  }
  return raw.flatMap((value, i) => {
    const parsed = ChangeEntry.safeParse(value);
    if (!parsed.success) return [];
    return [i === 0 && parsed.data.version === null ? { ...parsed.data, version: previous.version } : parsed.data];
  });
}

export function writeChanges(args: {
  writer: ShardWriter;
  rule: ChangeThresholdsRule;
  dataDate: string;
  loaded: LoadedSource[];
  next: { counts: Record<string, number>; sources: { name: string; rows: number }[] };
  previous: PreviousVersion | null;
}): { rows: number; entry: z.infer<typeof ChangeEntry>; check: QualityCheck } {
  const { rule, previous } = args;
  const entry = changeEntry({
    rule,
    dataDate: args.dataDate,
    loaded: args.loaded,
    next: readSnapshot(args.writer.dir, args.next),
    previous: previous && { version: previous.version, dataDate: previous.data_date, snapshot: readSnapshot(previous.dir, previous) },
  });
  const carried = previous ? carriedEntries(previous) : [];
  const shard = args.writer.write(shardPath.changes, ChangesShard, {
    data_date: args.dataDate,
    entries: [entry, ...carried].slice(0, rule.history_versions),
  });
  const own = shard.entries[0]!;
  const check: QualityCheck = !previous
    ? { check: 'notable_shifts', status: 'skipped', note: 'no published version to compare the figures with' }
    : own.flagged
      ? {
          check: 'notable_shifts',
          status: 'flagged',
          note:
            `${own.shifts.length} figure(s) moved beyond raw/rules/change-thresholds.json against ${previous.version}: ` +
            own.shifts
              .slice(0, 3)
              .map((s) => `${s.subject} ${s.before} -> ${s.after}`)
              .join(', ') +
            (own.shifts.length > 3 ? ', ...' : ''),
        }
      : {
          check: 'notable_shifts',
          status: 'passed',
          note: `no figure moved beyond raw/rules/change-thresholds.json against ${previous.version}`,
        };
  return { rows: shard.entries.length, entry: own, check };
}
