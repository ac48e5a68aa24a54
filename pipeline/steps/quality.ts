// quality.json: the version's data-quality report (lib/shards/quality-schema.ts), from what loading counted, the rows
// model statistics could not attribute (sql/unattributed-rows.sql), the ownership file's first registrations and exact
// repeats (sql/ownership-shapes.sql) and the previous version's report.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { shardPath } from '../../lib/shards/layout.ts';
import { DatasetQuality, OwnershipRows, QualityReport, type QualityCheck } from '../../lib/shards/quality-schema.ts';
import type { Db } from '../db.ts';
import { EXAMPLE_ROWS, type LoadedSource } from '../inputs/load.ts';
import type { PreviousVersion } from '../publish.ts';
import type { ShardWriter } from '../shard-writer.ts';
import type { RecallMatchReport } from './recalls.ts';

const PreviousReport = z.object({ datasets: z.array(DatasetQuality.pick({ name: true, rows_read: true, rows_kept: true })) });

/** The previous version's rows per dataset: its quality report, else the rows its manifest kept. */
function previousRows(previous: PreviousVersion | null): Map<string, { rows_read: number | null; rows_kept: number }> {
  const rows = new Map<string, { rows_read: number | null; rows_kept: number }>();
  if (!previous) return rows;
  try {
    const report = PreviousReport.parse(JSON.parse(readFileSync(path.join(previous.dir, shardPath.quality), 'utf8')));
    for (const d of report.datasets) rows.set(d.name, { rows_read: d.rows_read, rows_kept: d.rows_kept });
  } catch {
    for (const s of previous.sources) rows.set(s.name, { rows_read: null, rows_kept: s.rows });
  }
  return rows;
}

/** The ownership file's shapes (sql/ownership-shapes.sql, from the plates' sums of sql/ownership-plates.sql), counted
 * before the catalog (see readOwnershipShapes). */
export type OwnershipShapes = z.input<typeof OwnershipRows>;

/**
 * Read in the registry.duckdb stage, once the tables are written and while the run holds nothing in JavaScript: its
 * window over 10 M ownership rows takes DuckDB to its memory limit, and read in writeQuality, after the catalog, it
 * did so beside 500 MB of heap and result chunks (national runs peaked at 1,841-1,891 MB there).
 */
export async function readOwnershipShapes(db: Db): Promise<OwnershipShapes | undefined> {
  const [ownership] = await db.allFile<OwnershipShapes>('ownership-shapes');
  return ownership;
}

export async function writeQuality(args: {
  db: Db;
  ownership: OwnershipShapes | undefined;
  writer: ShardWriter;
  dataDate: string;
  loaded: LoadedSource[];
  previous: PreviousVersion | null;
  checks: QualityCheck[];
  recallMatching: RecallMatchReport & { notices: number };
}): Promise<{ rows: number; report: QualityReport }> {
  const unattributed = new Map(
    (await args.db.allFile<{ source: string; rows: number }>('unattributed-rows')).map((r) => [r.source, r.rows]),
  );
  const before = previousRows(args.previous);
  const report = QualityReport.parse({
    data_date: args.dataDate,
    previous_version: args.previous?.version ?? null,
    examples_from_first_rows: EXAMPLE_ROWS,
    checks: args.checks,
    datasets: args.loaded.map((s) => ({
      name: s.name,
      resource_id: s.resourceId,
      files: s.files,
      ...s.quality!,
      max_set_aside_share: s.spec.maxSetAside,
      // null for a dataset the fleet figures do not read (sql/unattributed-rows.sql names every one they read)
      unattributed_rows: unattributed.get(s.name) ?? null,
      previous: before.get(s.name) ?? null,
    })),
    recall_matching: args.recallMatching,
    ownership_rows: args.ownership,
  });
  args.writer.write(shardPath.quality, QualityReport, report);
  return { rows: report.datasets.length, report };
}
