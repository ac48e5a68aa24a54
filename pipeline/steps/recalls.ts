// recalls.json, plus each model's matched notices for the model and model-year shards.
import type { z } from 'zod';
import { RecallsShard } from '../../lib/shards/schemas.ts';
import { shardPath } from '../../lib/shards/layout.ts';
import type { Db } from '../db.ts';
import type { ShardWriter } from '../shard-writer.ts';
import { modelKey, type RecallWithBuild } from './catalog.ts';

type RecallRow = z.input<typeof RecallsShard>['recalls'][number];

export async function writeRecalls(db: Db, writer: ShardWriter, dataDate: string) {
  await db.runFile('name-matches');
  await db.runFile('recall-matches');
  const rows = await db.allFile<RecallRow>('recalls');
  const matched = rows.filter((r) => r.models.length > 0).length;
  const matchRate = rows.length === 0 ? 0 : Math.round((matched / rows.length) * 10_000) / 10_000;
  writer.write(shardPath.recalls, RecallsShard, { data_date: dataDate, recalls: rows, match_rate: matchRate });
  const byModel = new Map<string, RecallWithBuild[]>();
  for (const { models, ...recall } of rows) {
    for (const m of models) {
      const k = modelKey(m.make_slug, m.model_slug);
      const list = byModel.get(k) ?? [];
      list.push(recall);
      byModel.set(k, list);
    }
  }
  return { rows: rows.length, matched, matchRate, byModel };
}
