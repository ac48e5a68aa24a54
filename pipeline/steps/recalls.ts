// recalls.json, plus each model's matched notices for the model and model-year shards, and the report of the
// notices attached to no model (the per-version data-quality report carries it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { RecallModelNamesRule } from '../../lib/rules/recall-model-names.ts';
import type { RecallUnattachedReason } from '../../lib/shards/quality-schema.ts';
import { PublishedRecall, RecallsShard } from '../../lib/shards/recalls.ts';
import { shardPath } from '../../lib/shards/layout.ts';
import type { Db } from '../db.ts';
import type { ShardWriter } from '../shard-writer.ts';
import { modelKey, type RecallWithBuild } from './catalog.ts';
import {
  recallModelMatcher,
  type MakeAlias,
  type ModelRef,
  type NotACarReason,
  type RegistryModelName,
  type UnmatchedReason,
} from './recall-model-match.ts';

type RecallRow = Omit<z.input<typeof RecallsShard>['recalls'][number], 'updated'>;

interface NoticeText {
  recall_id: number;
  make_text: string;
  model_text: string;
}
export interface RecallMatchProblem<Reason extends string> extends NoticeText {
  reason: Reason;
  /** What in the text the rules could not resolve, for the person who adds a rule. */
  detail: string;
}

/** Every notice attached to no model, with why; in recall_id order. */
export interface RecallMatchReport {
  /** Notices attached to at least one model. */
  matched: number;
  unmatched: RecallMatchProblem<UnmatchedReason>[];
  /** Texts naming several models where no rule says they are a list: attached to none of the candidates. */
  ambiguous: (RecallMatchProblem<'several_models'> & { candidates: ModelRef[] })[];
  not_a_car: RecallMatchProblem<NotACarReason>[];
  /** Attached to the models of some list items while others resolved to nothing (VITO,VIANO: VIANO). */
  partly_matched: RecallMatchProblem<'list_item_unresolved'>[];
  /** How many notices attached to no model, per reason (unmatched, ambiguous and not a car), most first. */
  by_reason: { reason: RecallUnattachedReason; notices: number }[];
}

/** The notices attached to no model counted per reason, most first, then by reason. */
function countByReason(report: Omit<RecallMatchReport, 'by_reason'>): RecallMatchReport['by_reason'] {
  const counts = new Map<RecallUnattachedReason, number>();
  for (const r of [...report.unmatched, ...report.ambiguous, ...report.not_a_car]) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  return [...counts]
    .map(([reason, notices]) => ({ reason, notices }))
    .sort((a, b) => b.notices - a.notices || (a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0));
}

/** Resolves every notice of recall_notices (sql/recall-matches.sql) into recall_matches, and reports the rest. */
export async function matchRecallNotices(db: Db, rule: RecallModelNamesRule): Promise<RecallMatchReport> {
  await db.runFile('recall-matches');
  const aliases = await db.all<MakeAlias>('SELECT make_slug, alias_key FROM make_alias ORDER BY make_slug, alias_key');
  const models = await db.allFile<RegistryModelName>('recall-model-names');
  const notices = await db.all<NoticeText>('SELECT recall_id, make_en AS make_text, model_text FROM recall_notices ORDER BY recall_id');
  const resolve = recallModelMatcher(rule, aliases, models);
  const report: Omit<RecallMatchReport, 'by_reason'> = { matched: 0, unmatched: [], ambiguous: [], not_a_car: [], partly_matched: [] };
  const appender = await db.connection.createAppender('recall_matches');
  for (const notice of notices) {
    const r = resolve(notice.make_text, notice.model_text);
    if (r.status === 'matched') {
      report.matched++;
      for (const m of r.models) {
        appender.appendInteger(notice.recall_id);
        appender.appendVarchar(m.make_slug);
        appender.appendVarchar(m.model_slug);
        appender.endRow();
      }
      if (r.unresolved.length > 0)
        report.partly_matched.push({ ...notice, reason: 'list_item_unresolved', detail: r.unresolved.join('; ') });
    } else if (r.status === 'ambiguous') report.ambiguous.push({ ...notice, reason: r.reason, detail: r.detail, candidates: r.candidates });
    else if (r.status === 'not_a_car') report.not_a_car.push({ ...notice, reason: r.reason, detail: r.detail });
    else report.unmatched.push({ ...notice, reason: r.reason, detail: r.detail });
  }
  appender.closeSync();
  return { ...report, by_reason: countByReason(report) };
}

/** A notice's content as a feed entry shows it: every member but `updated`, keys in order, as the shard holds it. */
function noticeContent(r: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(r)
      .filter((k) => k !== 'updated')
      .sort()
      .map((k) => [k, r[k]]),
  );
}

const PreviousRecalls = z.object({
  data_date: z.string(),
  recalls: z.array(z.looseObject({ recall_id: z.number(), updated: z.string().optional() })),
});

/**
 * Since when each notice of the previous version (`previousDir`, null on a first run) reads as it does, by notice
 * and content; a version without `updated` dates its notices by its own data date. An unreadable previous shard
 * dates every notice anew, which only marks feed entries as updated once.
 */
function previousDates(previousDir: string | null): Map<string, string> {
  if (previousDir === null) return new Map();
  try {
    const shard = PreviousRecalls.parse(JSON.parse(readFileSync(path.join(previousDir, shardPath.recalls), 'utf8')));
    return new Map(shard.recalls.map((r) => [noticeContent(r), r.updated ?? shard.data_date]));
  } catch {
    return new Map();
  }
}

export async function writeRecalls(db: Db, writer: ShardWriter, dataDate: string, rule: RecallModelNamesRule, previousDir: string | null) {
  const report = await matchRecallNotices(db, rule);
  const rows = await db.allFile<RecallRow>('recalls');
  const matched = report.matched;
  const matchRate = rows.length === 0 ? 0 : Math.round((matched / rows.length) * 10_000) / 10_000;
  // A notice unchanged since the previous version keeps its date, so a nightly run re-flags no feed entry.
  const since = previousDates(previousDir);
  const dated = rows.map((r) => {
    const content = noticeContent(PublishedRecall.parse(r));
    return { ...r, updated: since.get(content) ?? dataDate };
  });
  writer.write(shardPath.recalls, RecallsShard, { data_date: dataDate, recalls: dated, match_rate: matchRate });
  const byModel = new Map<string, RecallWithBuild[]>();
  for (const { models, ...recall } of rows) {
    for (const m of models) {
      const k = modelKey(m.make_slug, m.model_slug);
      const list = byModel.get(k) ?? [];
      list.push(recall);
      byModel.set(k, list);
    }
  }
  return { rows: rows.length, matched, matchRate, byModel, report };
}
