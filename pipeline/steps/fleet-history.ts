// fleet_history of the model-years shards (sql/fleet-history.sql): the figures per model year with their
// datasets and data date (what each counts is added on reading); medians and shares of fewer cars than the minimum
// are left out.
import type { z } from 'zod';
import { FLEET_MIN_CARS, OWNERSHIP_BUCKETS, OWNERSHIP_PUBLISHED_FROM } from '../../lib/rules/fleet-history.ts';
import type { OdometerRule } from '../../lib/rules/odometer.ts';
import type { SourcesRule } from '../../lib/rules/sources.ts';
import type { StoredFleetHistory } from '../../lib/shards/fleet-history.ts';
import type { Db } from '../db.ts';
import type { CatalogueKey } from '../../lib/datasets/datasets.ts';

type FleetHistoryInput = z.input<typeof StoredFleetHistory>;

interface FleetFigures {
  on_road: number;
  inactive: number;
  cancelled: number;
  with_row: number;
  with_reading: number;
  median_km: number | null;
  by_age: { age_years: number; cars: number; median_km: number }[];
  yearly_cars: number;
  p1: number | null;
  yearly_median: number | null;
  p99: number | null;
  owned_cars: number;
  owned_median: number | null;
  owned_buckets: number[];
}
interface FleetRow extends FleetFigures {
  make_slug: string;
  model_slug: string;
  year: number;
}

export interface FleetContext {
  db: Db;
  dataDate: string;
  sources: SourcesRule;
  odometer: OdometerRule;
}

export const fleetKey = (make: string, model: string, year: number) => `${make}/${model}/${year}`;

const shown = <T>(cars: number, value: T): T | null => (cars >= FLEET_MIN_CARS ? value : null);
/** part / whole to four decimals; 0 of no cars is 0. */
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/** A figure's datasets and data date; what it counts is added on reading (lib/shards/fleet-history.ts). */
function figure(ctx: FleetContext, datasets: readonly CatalogueKey[]) {
  return {
    data_date: ctx.dataDate,
    sources: datasets.map((dataset) => ({
      dataset,
      resource_id: ctx.sources.datasets.find((d) => d.key === dataset)?.resource_id ?? null,
    })),
  };
}

const STATUS_DATASETS: CatalogueKey[] = ['registry', 'inactive', 'cancelled', 'cancelledArchiveLate', 'cancelledArchiveEarly'];
const TESTED_DATASETS: CatalogueKey[] = ['registry', 'inactive'];

function fleetHistoryOf(ctx: FleetContext, r: FleetFigures): FleetHistoryInput {
  const total = r.on_road + r.inactive + r.cancelled;
  const tested = r.on_road + r.inactive;
  return {
    min_cars: FLEET_MIN_CARS,
    status: {
      ...figure(ctx, STATUS_DATASETS),
      on_road: r.on_road,
      inactive: r.inactive,
      cancelled: r.cancelled,
      total,
      share_on_road: shown(total, share(r.on_road, total)),
    },
    km_at_last_test: {
      ...figure(ctx, [...TESTED_DATASETS, 'vehicleHistory']),
      cars_with_reading: r.with_reading,
      cars_without_reading: r.with_row - r.with_reading,
      cars_no_data: tested - r.with_row,
      median_km: shown(r.with_reading, r.median_km),
      by_age: r.by_age.map((a) => ({ ...a, median_km: shown(a.cars, a.median_km) })),
    },
    ownership_changes: {
      ...figure(ctx, [...TESTED_DATASETS, 'ownershipChanges']),
      first_registered_from: OWNERSHIP_PUBLISHED_FROM,
      cars: r.owned_cars,
      median: shown(r.owned_cars, r.owned_median),
      distribution: shown(
        r.owned_cars,
        OWNERSHIP_BUCKETS.map((changes, i) => {
          const cars = r.owned_buckets[i] ?? 0;
          return { changes, cars, share: share(cars, r.owned_cars) };
        }),
      ),
    },
    // The odometer rule's own minimum: below it the rule gives no range verdict, so no range is published.
    km_per_year:
      r.yearly_cars >= ctx.odometer.min_cars && r.p1 !== null && r.yearly_median !== null && r.p99 !== null
        ? { p1: r.p1, median: r.yearly_median, p99: r.p99, cars: r.yearly_cars, data_date: ctx.dataDate }
        : null,
  };
}

const NO_CARS: FleetFigures = {
  on_road: 0,
  inactive: 0,
  cancelled: 0,
  with_row: 0,
  with_reading: 0,
  median_km: null,
  by_age: [],
  yearly_cars: 0,
  p1: null,
  yearly_median: null,
  p99: null,
  owned_cars: 0,
  owned_median: null,
  owned_buckets: [],
};

/** A model year no car of the published files belongs to (a model-data key alone): counts 0, figures null. */
export const emptyFleetHistory = (ctx: FleetContext): FleetHistoryInput => fleetHistoryOf(ctx, NO_CARS);

/** fleet_history per model year, keyed by fleetKey. */
export async function readFleetHistory(ctx: FleetContext): Promise<Map<string, FleetHistoryInput>> {
  const rows = await ctx.db.allFile<FleetRow>('fleet-history', {
    min_years_on_road: String(ctx.odometer.min_years_on_road),
    ownership_from: String(OWNERSHIP_PUBLISHED_FROM),
  });
  // One narrow row per car (4.4 M at national scale) and one per plate of the ownership file (4.1 M, summed for the
  // quality report's shapes first, in the registry stage) are needed for nothing else; fleet_counts stays for the
  // quality report (unattributed-rows.sql).
  await ctx.db.run('DROP TABLE fleet_cars');
  await ctx.db.run('DROP TABLE temp.ownership_plates');
  await ctx.db.releaseMemory();
  return new Map(rows.map((r) => [fleetKey(r.make_slug, r.model_slug, r.year), fleetHistoryOf(ctx, r)]));
}
