// fleet_history of two model years, every figure computed by hand from the CSVs in raw/ (the way is written beside
// each), against the shards the pipeline published from them (build/data, built by the global setup).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataStore } from '../../lib/data/data-store.ts';
import { DATA_DIR, shardPath } from '../../lib/shards/layout.ts';
import { FLEET_COUNTED, FLEET_MIN_CARS } from '../../lib/rules/fleet-history.ts';
import { storedModelYear } from './helpers.ts';

const store = DataStore.openCurrent(DATA_DIR);
const fleet = (make: string, model: string, year: number) => store.modelYear(make, model, year)!.fleet_history;
const HISTORY_ID = '56063a99-8a3e-4ff4-912e-5966c0279bad';
const OWNERSHIP_ID = 'bb2355dc-9ec7-4f06-9c3f-3344672171da';

describe('Mazda 3 2017 (tozeret_cd 588, degem_cd 1300, shnat_yitzur 2017)', () => {
  const f = fleet('mazda', 'mazda-3', 2017);

  it('counts the cars of each file and the share still on the road', () => {
    // Rows with those three codes: registry/registry.csv 146, inactive/inactive.csv 2, cancelled/cancelled.csv
    // (windows-1255) 2 (three more of the model's rows there have no make or model code, as a third of the real rows
    // have: no model figure can count them), both archives 0. Share 146 / 150 = 0.97333 -> 0.9733.
    expect(f.status).toMatchObject({ on_road: 146, inactive: 2, cancelled: 2, total: 150, share_on_road: 0.9733 });
    expect(f.status.counted_en).toBe(FLEET_COUNTED.status.en);
    expect(f.status.sources.map((s) => s.dataset)).toEqual([
      'registry',
      'inactive',
      'cancelled',
      'cancelledArchiveLate',
      'cancelledArchiveEarly',
    ]);
  });

  it('gives km at the last test by whole years of age, and counts cars without a history row as no data', () => {
    // Of the 148 registry and inactive rows, 72 plates have a vehicle-history row, every one with a
    // kilometer_test_aharon; 148 - 72 = 76 have none. Age = floor((mivchan_acharon_dt - rishum_rishon_dt) in days
    // / 365.25): 12 cars aged 7, 41 aged 8, 19 aged 9. Medians of the sorted km: all 72 -> mean of the 36th and
    // 37th, (142,300 + 142,600) / 2 = 142,450; age 7 -> mean of the 6th and 7th, (113,100 + 116,700) / 2 =
    // 114,900; age 8 -> the 21st = 142,600; age 9 -> the 10th = 161,300.
    expect(f.km_at_last_test).toMatchObject({
      cars_with_reading: 72,
      cars_without_reading: 0,
      cars_no_data: 76,
      median_km: 142450,
      by_age: [
        { age_years: 7, cars: 12, median_km: 114900 },
        { age_years: 8, cars: 41, median_km: 142600 },
        { age_years: 9, cars: 19, median_km: 161300 },
      ],
    });
    expect(f.km_at_last_test.sources).toContainEqual({ dataset: 'vehicleHistory', resource_id: HISTORY_ID });
  });

  it('gives ownership changes since 2017 of the cars first registered from 2017', () => {
    // All 148 have moed_aliya_lakvish in 2017 or later. Changes per plate in ownership-changes/ownership-changes.csv,
    // counted as the plate answer counts them (issue 33): the first row on the road month is the first registration,
    // a row repeating the one before exactly is no change: 25 cars with none, 43 with 1, 31 with 2, 23 with 3, 15
    // with 4, 11 with 5 or more; the 74th and 75th of the sorted counts are both 2, so the median is 2.
    // Shares: 25 / 148 = 0.1689, 43 / 148 = 0.2905, ...
    expect(f.ownership_changes).toMatchObject({ first_registered_from: 2017, cars: 148, median: 2 });
    expect(f.ownership_changes.distribution).toEqual([
      { changes: '0', cars: 25, share: 0.1689 },
      { changes: '1', cars: 43, share: 0.2905 },
      { changes: '2', cars: 31, share: 0.2095 },
      { changes: '3', cars: 23, share: 0.1554 },
      { changes: '4', cars: 15, share: 0.1014 },
      { changes: '5+', cars: 11, share: 0.0743 },
    ]);
    expect(f.ownership_changes.sources).toContainEqual({ dataset: 'ownershipChanges', resource_id: OWNERSHIP_ID });
  });

  it('publishes the km-a-year range of its 72 readings, at least the odometer rule minimum of 50', () => {
    // km / years of the 72 registry and inactive cars with a reading (years = days from rishum_rishon_dt to
    // mivchan_acharon_dt / 365.25, all at least a year on the road), sorted v[0..71]: p1 = v[0.71] = 7,863,
    // median = (v[35] + v[36]) / 2 = 16,686, p99 = v[70.29] = 24,960 (linear between neighbours).
    expect(f.km_per_year).toEqual({ p1: 7863, median: 16686, p99: 24960, cars: 72, data_date: '2026-11-20' });
  });
});

describe('Toyota Corolla 2022 (839/1790/2022)', () => {
  const f = fleet('toyota', 'corolla', 2022);

  it('has its counts, medians and the km-a-year range of 137 readings', () => {
    // registry 247, inactive 2, cancelled 1 (of its 3 rows there, 2 have no codes): 247 / 250 = 0.988. History rows
    // for 140 of the 249 registry and inactive plates (109 without), 3 of them with an empty reading. Median of the
    // 137 km: the 69th, 67,600. Ages 2 / 3 / 4: 25 / 68 / 44 cars, medians 61,000 (13th), (62,400 + 65,200) / 2 =
    // 63,800, (77,700 + 78,200) / 2 = 77,950. km / years of the 137 readings (all at least one year on the road),
    // sorted v[0..136]: p1 = v[1.36] = 11,513, median v[68] = 19,480, p99 = v[134.64] = 32,787 (linear between
    // neighbours).
    expect(f.status).toMatchObject({ on_road: 247, inactive: 2, cancelled: 1, total: 250, share_on_road: 0.988 });
    expect(f.km_at_last_test).toMatchObject({
      cars_with_reading: 137,
      cars_without_reading: 3,
      cars_no_data: 109,
      median_km: 67600,
      by_age: [
        { age_years: 2, cars: 25, median_km: 61000 },
        { age_years: 3, cars: 68, median_km: 63800 },
        { age_years: 4, cars: 44, median_km: 77950 },
      ],
    });
    expect(f.km_per_year).toEqual({ p1: 11513, median: 19480, p99: 32787, cars: 137, data_date: '2026-11-20' });
    // 249 cars, all first registered from 2017: 111 / 60 / 52 / 21 / 4 / 1 changes; the 125th of the sorted is 1.
    expect(f.ownership_changes.median).toBe(1);
    expect(f.ownership_changes.distribution?.map((d) => d.cars)).toEqual([111, 60, 52, 21, 4, 1]);
  });
});

describe('small groups and the model page', () => {
  it('leaves out medians and shares of fewer cars than the minimum, and keeps the counts', () => {
    // Mazda 3 2009: 13 readings at ages 15 / 16 / 17 of 1 / 6 / 6 cars; no car first registered from 2017.
    const f = fleet('mazda', 'mazda-3', 2009);
    expect(FLEET_MIN_CARS).toBe(10);
    expect(f.km_at_last_test.median_km).toBe(251200);
    expect(f.km_at_last_test.by_age).toEqual([
      { age_years: 15, cars: 1, median_km: null },
      { age_years: 16, cars: 6, median_km: null },
      { age_years: 17, cars: 6, median_km: null },
    ]);
    expect(f.ownership_changes).toMatchObject({ cars: 0, median: null, distribution: null });
    // registry 23, inactive 10, rows with codes in cancelled 8 and in the 2010-2016 archive 9 (golden 1000019
    // among them; the codeless rows are left out): 23 / 50.
    expect(f.status).toMatchObject({ on_road: 23, inactive: 10, cancelled: 17, total: 50, share_on_road: 0.46 });
  });

  it("gives the model page each year's figures of its model-year shard, in year order", () => {
    const years = store.model('mazda', 'mazda-3')!.summary.years;
    expect(years.map((y) => y.year)).toEqual([...years.map((y) => y.year)].sort((a, b) => a - b));
    for (const y of years) {
      const f = fleet('mazda', 'mazda-3', y.year);
      expect(y).toMatchObject({
        share_on_road: f.status.share_on_road,
        median_km_at_last_test: f.km_at_last_test.median_km,
        median_ownership_changes: f.ownership_changes.median,
      });
    }
    expect(years.find((y) => y.year === 2017)).toMatchObject({
      share_on_road: 0.9733,
      median_km_at_last_test: 142450,
      median_ownership_changes: 2,
    });
  });
});

describe('what each figure counts', () => {
  it('is stored once, in the rules, not in each model-year shard, and read with every figure', () => {
    const stored = storedModelYear(store.dir, 'mazda', 'mazda-3', 2017) as { fleet_history: { status: { on_road: number } } };
    expect(stored.fleet_history.status.on_road).toBe(146);
    expect(readFileSync(path.join(store.dir, shardPath.modelYears('mazda', 'mazda-3')), 'utf8')).not.toContain('counted_');
    const f = fleet('mazda', 'mazda-3', 2017);
    for (const key of ['status', 'km_at_last_test', 'ownership_changes'] as const) {
      expect(f[key]).toMatchObject({
        counted_he: FLEET_COUNTED[key].he,
        counted_ar: FLEET_COUNTED[key].ar,
        counted_en: FLEET_COUNTED[key].en,
      });
    }
  });
});
