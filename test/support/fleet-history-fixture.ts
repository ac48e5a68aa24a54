// A model year's fleet_history for hand-written data versions: figures chosen by hand (not computed), as a
// model-year shard stores them (lib/shards/fleet-history.ts StoredFleetHistory: what each figure counts is added on
// reading), for tests that assert the pages and answers state them.
import { FLEET_MIN_CARS } from '../../lib/rules/fleet-history.ts';
import type { StoredFleetHistory } from '../../lib/shards/fleet-history.ts';

const figure = (dataDate: string, datasets: string[]) => ({
  data_date: dataDate,
  sources: datasets.map((dataset) => ({ dataset, resource_id: null })),
});

/** onRoad cars on the road, 10% more inactive and 5% more cancelled; 40% of them with a reading of 15,000 km a year. */
export function fleetHistoryFixture(dataDate: string, onRoad: number): StoredFleetHistory {
  const inactive = Math.round(onRoad / 10);
  const cancelled = Math.round(onRoad / 20);
  const total = onRoad + inactive + cancelled;
  const withReading = Math.round((onRoad + inactive) * 0.4);
  return {
    min_cars: FLEET_MIN_CARS,
    status: {
      ...figure(dataDate, ['registry', 'inactive', 'cancelled']),
      on_road: onRoad,
      inactive,
      cancelled,
      total,
      share_on_road: total >= FLEET_MIN_CARS ? Math.round((onRoad / total) * 10_000) / 10_000 : null,
    },
    km_at_last_test: {
      ...figure(dataDate, ['registry', 'vehicleHistory']),
      cars_with_reading: withReading,
      cars_without_reading: 0,
      cars_no_data: onRoad + inactive - withReading,
      median_km: withReading >= FLEET_MIN_CARS ? 90_000 : null,
      by_age: [{ age_years: 6, cars: withReading, median_km: withReading >= FLEET_MIN_CARS ? 90_000 : null }],
    },
    ownership_changes: {
      ...figure(dataDate, ['registry', 'ownershipChanges']),
      first_registered_from: 2017,
      cars: onRoad,
      median: onRoad >= FLEET_MIN_CARS ? 1 : null,
      distribution: null,
    },
    km_per_year: withReading >= 100 ? { p1: 3000, median: 15_000, p99: 40_000, cars: withReading, data_date: dataDate } : null,
  };
}

/** The model shard's per-year fleet figures, the year's fleet_history's own. */
export function yearFleetFigures(f: StoredFleetHistory) {
  return {
    share_on_road: f.status.share_on_road,
    median_km_at_last_test: f.km_at_last_test.median_km,
    median_ownership_changes: f.ownership_changes.median,
  };
}
