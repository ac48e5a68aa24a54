import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { OdometerRule } from '../../../lib/rules/odometer.ts';
import { OwnershipTypesRule } from '../../../lib/rules/ownership-types.ts';
import { SourcesRule } from '../../../lib/rules/sources.ts';
import { VehicleStatusRule } from '../../../lib/rules/vehicle-status.ts';
import type { RegistryVehicle, VehicleHistory } from '../../../api/registry/registry.ts';
import { statusLineOf } from '../../../api/live/status-line.ts';
import { odometerOf } from '../../../api/live/odometer.ts';
import { ownersOf } from '../../../api/live/owners.ts';
import { changesOf } from '../../../api/live/changes.ts';
import { StatusLine } from '../../../lib/plate-answer/status-line.ts';
import { Odometer } from '../../../lib/plate-answer/odometer.ts';
import { Owners } from '../../../lib/plate-answer/owners.ts';
import { Changes } from '../../../lib/plate-answer/changes.ts';

const load = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../raw/rules/${name}.json`, import.meta.url), 'utf8'));
const sources = SourcesRule.parse(load('sources'));
const statusRule = VehicleStatusRule.parse(load('vehicle-status'));
const odometerRule = OdometerRule.parse(load('odometer'));
const types = OwnershipTypesRule.parse(load('ownership-types'));
const DATA_DATE = '2026-11-20';
const HISTORY_ID = '56063a99-8a3e-4ff4-912e-5966c0279bad';
const OWNERSHIP_ID = 'bb2355dc-9ec7-4f06-9c3f-3344672171da';
const REGISTRY_ID = '053cea08-09bc-40ec-8f7a-156f0677aff3';

const vehicle: RegistryVehicle = {
  plate: '1234567',
  status: 'active',
  off_road_since: null,
  make_code: 413,
  make_name_he: 'טויוטה',
  model_code: 1,
  model_code_name: 'ZRE172L',
  commercial_name: 'COROLLA',
  trim: null,
  year: 2019,
  vehicle_type: 'private',
  engine_code: null,
  fuel_he: 'בנזין',
  colour_he: 'לבן',
  ownership_he: 'פרטי',
  on_road_since: '2019-03',
  last_test_date: '2024-11-14',
  licence_valid_until: '2025-11-28',
  source: 'registry',
  import_type_he: null,
};
const history: VehicleHistory = {
  km_at_last_test: 84000,
  structural_change: false,
  lpg_added: false,
  colour_change: true,
  tyre_change: null,
  first_registration_date: '2019-03-14',
  origin_he: 'יבוא סדיר',
  earlier_readings: [],
};

describe('status_line', () => {
  it('an expired licence a year before the data date with an old test: overdue test first, each with the registry as source', () => {
    const line = StatusLine.parse(statusLineOf({ rule: statusRule, sources, vehicle, source: 'registry', history, data_date: DATA_DATE }));
    expect(line).toMatchObject({ code: 'test_overdue', date: '2024-11-14', notes: [] });
    expect(line.source).toEqual({ dataset: 'registry', resource_id: REGISTRY_ID, data_date: DATA_DATE });
    expect(line.also).toMatchObject([{ code: 'licence_expired', date: '2025-11-28', source: { dataset: 'registry' } }]);
  });

  it('no history row: a note sourced to the vehicle history; history not asked: no note', () => {
    const none = statusLineOf({ rule: statusRule, sources, vehicle, source: 'registry', history: null, data_date: DATA_DATE });
    expect(none.notes).toEqual([
      {
        code: 'no_history_row',
        text_he: statusRule.notes.no_history_row.he,
        text_en: statusRule.notes.no_history_row.en,
        text_ar: statusRule.notes.no_history_row.ar,
        source: { dataset: 'vehicleHistory', resource_id: HISTORY_ID, data_date: DATA_DATE },
      },
    ]);
    expect(
      statusLineOf({ rule: statusRule, sources, vehicle, source: 'registry', history: 'unavailable', data_date: DATA_DATE }).notes,
    ).toEqual([]);
  });

  it('a car in a file the catalogue does not list yet keeps its key with no resource id', () => {
    const line = statusLineOf({
      rule: statusRule,
      sources,
      vehicle: { ...vehicle, status: 'cancelled', off_road_since: '2009-05-01' },
      source: 'cancelled_2000_2009',
      history: null,
      data_date: DATA_DATE,
    });
    expect(line).toMatchObject({ code: 'cancelled', date: '2009-05-01', also: [] });
    expect(line.source).toMatchObject({ dataset: 'cancelledArchiveEarly', data_date: DATA_DATE });
  });
});

describe('odometer', () => {
  // 2019-03-14 to 2024-11-14: 2,072 days = 5.67 years; 84,000 / 5.673 = 14,807 km a year.
  const range = { p1: 3000, median: 14000, p99: 38000, cars: 420, data_date: '2026-11-01' };
  it('states the reading at the last test, km a year, the verdict with its rule and the source of each figure', () => {
    const o = Odometer.parse(
      odometerOf({ rule: odometerRule, sources, vehicle, source: 'registry', history, range, data_date: DATA_DATE }),
    );
    expect(o).toMatchObject({ km: 84000, as_of: '2024-11-14', years_on_road: 5.67, km_per_year: 14807, verdict: 'plausible' });
    expect(o.rule_en).toBe(odometerRule.rule_en);
    expect(o.sources).toEqual({
      reading: { dataset: 'vehicleHistory', resource_id: HISTORY_ID, data_date: DATA_DATE },
      test_date: { dataset: 'registry', resource_id: REGISTRY_ID, data_date: DATA_DATE },
      model_year_range: { dataset: 'vehicleHistory', resource_id: HISTORY_ID, data_date: '2026-11-01' },
    });
  });

  it('without a history date counts from the registry month; without a history row there is no reading', () => {
    const noDate = odometerOf({
      rule: odometerRule,
      sources,
      vehicle,
      source: 'registry',
      history: { ...history, first_registration_date: null },
      range,
      data_date: DATA_DATE,
    });
    // 2019-03-01 to 2024-11-14: 2,085 days = 5.71 years.
    expect(noDate.years_on_road).toBe(5.71);
    const none = odometerOf({ rule: odometerRule, sources, vehicle, source: 'registry', history: null, range: null, data_date: DATA_DATE });
    expect(none).toMatchObject({ km: null, verdict: 'no_verdict', reason: 'no_reading', model_year_range: null });
    expect(none.sources.model_year_range).toBeNull();
  });
});

describe('owners', () => {
  it('changes since 2017 from the ownership dataset, the current type from the registry', () => {
    const o = Owners.parse(
      ownersOf({
        sources,
        types,
        vehicle,
        source: 'registry',
        changes: [
          { month: '2023-02', ownership_he: 'פרטי' },
          { month: '2019-03', ownership_he: 'ליסינג' },
        ],
        history_first_registration: null,
        data_date: DATA_DATE,
      }),
    );
    // The car took to the road in 2019-03 (vehicle.on_road_since): that row is its first registration, not a change.
    expect(o).toMatchObject({
      changes_since_2017: 1,
      change_months: ['2023-02'],
      first_registration: { month: '2019-03', ownership_he: 'ליסינג' },
      hand: { number: 2, basis: 'complete', reason: null },
      fleet_past: [{ code: 'lease', months: ['2019-03'] }],
      current_ownership_he: 'פרטי',
      notes: [],
    });
    expect(o.sources.changes).toEqual({ dataset: 'ownershipChanges', resource_id: OWNERSHIP_ID, data_date: DATA_DATE });
    expect(o.sources.current_ownership.dataset).toBe('registry');
  });

  it("a file that dates the car by year alone: the vehicle history's first registration names the road month", () => {
    const changes = [
      { month: '2020-05', ownership_he: 'החכר' },
      { month: '2022-01', ownership_he: 'פרטי' },
    ];
    const common = { sources, types, source: 'cancelled' as const, changes, data_date: DATA_DATE };
    const yearOnly = { ...vehicle, on_road_since: '2020' };
    const read = ownersOf({ ...common, vehicle: yearOnly, history_first_registration: '2020-05-14' });
    expect(read).toMatchObject({ changes_since_2017: 1, first_registration: { month: '2020-05' }, hand: { number: 2, basis: 'complete' } });
    const unread = ownersOf({ ...common, vehicle: yearOnly, history_first_registration: null });
    expect(unread).toMatchObject({ changes_since_2017: 2, first_registration: null, hand: { number: 2, basis: 'at_least' } });
  });
});

describe('changes', () => {
  it('lists every flag as published, and names the ones made', () => {
    const c = Changes.parse(changesOf({ sources, history, data_date: DATA_DATE }));
    expect(c.known).toBe(true);
    expect(c.items.map((i) => [i.key, i.value])).toEqual([
      ['structural_change', false],
      ['lpg_added', false],
      ['colour_change', true],
      ['tyre_change', null],
    ]);
    expect(c.text_en).toBe('Changes the vehicle history records: Colour change.');
    expect(c.source).toEqual({ dataset: 'vehicleHistory', resource_id: HISTORY_ID, data_date: DATA_DATE });
  });

  it('no row is "no data"; a row with every flag off is "no changes"', () => {
    const none = changesOf({ sources, history: null, data_date: DATA_DATE });
    expect(none).toMatchObject({ known: false, items: [] });
    expect(none.text_en).toMatch(/^No data:/);
    const clean = changesOf({ sources, history: { ...history, colour_change: false, tyre_change: false }, data_date: DATA_DATE });
    expect(clean).toMatchObject({ known: true, text_en: 'The vehicle history records no changes.' });
  });
});
