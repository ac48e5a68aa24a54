// lookup_vehicle's status line, odometer, owners, changes and extras for EVERY golden plate of raw/README.md, over
// real HTTP against the whole app: with the local registry over the sample data version, and with the CKAN
// emulator seeded from the same raw/ files (also with the history or the ownership resource failing). The
// expected facts are read by hand from raw/ (registry, personal-imports, inactive, cancelled and both archives,
// vehicle-history, ownership-changes, registry-extras) as of the sample's data date 2026-11-20.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { DATA_DIR } from '../../../lib/shards/layout.ts';
import { DataStore } from '../../../lib/data/data-store.ts';
import { LocalRegistry } from '../../../api/registry/local-registry.ts';
import { CKAN_RESOURCES } from '../../../api/registry/ckan-registry.ts';
import type { Registry } from '../../../api/registry/registry.ts';
import { GOLDEN } from '../../../pipeline/sample/golden.ts';
import { CkanEmulator } from '../../support/ckan-emulator.ts';
import { rawCkanTables } from '../../support/ckan-raw-seed.ts';
import { ckanTestRegistry } from '../../support/ckan-test-registry.ts';
import { connectClient, MODERN_VERSION, startMcpTestServer, type McpTestServer } from '../helpers/mcp-test-server.ts';

type Json = Record<string, any>;

const RESOURCE = {
  registry: '053cea08-09bc-40ec-8f7a-156f0677aff3',
  personalImports: '03adc637-b6fe-402b-9937-7c3d3afc9140',
  inactive: 'f6efe89a-fb3d-43a4-bb61-9bf12a9b9099',
  cancelled: '851ecab1-0622-4dbe-a6c7-f950cf82abf9',
  cancelledArchiveLate: '4e6b9724-4c1e-43f0-909a-154d4cc4e046',
  cancelledArchiveEarly: 'ec8cbc34-72e1-4b69-9c48-22821ba0bd6c',
  vehicleHistory: '56063a99-8a3e-4ff4-912e-5966c0279bad',
  ownershipChanges: 'bb2355dc-9ec7-4f06-9c3f-3344672171da',
  registryExtras: '0866573c-40cd-4ca8-91d2-9dd2d7a492e5',
} as const;
type Dataset = keyof typeof RESOURCE;

interface Expected {
  /** The file the car is in (the status line's and the test date's source). */
  file: Dataset;
  /** Status line at 2026-11-20: code, its date, the other conditions' codes and the notes' codes. */
  status: { code: string; date: string | null; also: string[]; notes: string[] };
  /** null: no reading (no history row, or a row with an empty reading). */
  odometer: { km: number; as_of: string; years_on_road: number; km_per_year: number; range?: Range } | null;
  owners: { months: string[]; current: string | null; notes: string[] };
  /** null: no history row ("no data"); else the flags set to 1. */
  changes: string[] | null;
  /** registry-extras: tow hitch and the front and rear tyre codes; null: no row. */
  extras: { tow: string; front: string; rear: string } | null;
}

/**
 * A model year's km-a-year range with its verdict on the car, computed from raw/ apart from the pipeline: for every
 * car of the model year in registry.csv and inactive.csv (kinuy_mishari and shnat_yitzur) with a reading in
 * vehicle-history.csv, km / (days from rishum_rishon_dt to mivchan_acharon_dt / 365.25), cars a year or more on
 * the road; p1, median and p99 interpolated linearly between the sorted values, rounded. Model years with fewer
 * than the rule's 50 such cars have no range.
 */
interface Range {
  p1: number;
  median: number;
  p99: number;
  cars: number;
  verdict: 'plausible' | 'implausible';
  reason: 'within_model_year_range' | 'below_model_year_range';
}
// MAZDA 3 2017: 72 cars; MAZDA 3 2018: 59; I20 2018: 51 (every other golden model year has fewer than 50).
const SAMPLE_DATE = '2026-11-20';
const MAZDA_3_2017 = { p1: 7_863, median: 16_686, p99: 24_960, cars: 72 };
const within = (r: Omit<Range, 'verdict' | 'reason'>): Range => ({ ...r, verdict: 'plausible', reason: 'within_model_year_range' });

const ON_ROAD = { code: 'on_road', date: null, also: [], notes: [] };
const NO_ROW = ['no_history_row'];
const BEFORE_2017 = ['before_2017_not_published'];
const NO_TOW = 'אין וו גרירה';
const TOW = 'וו גרירה קבוע';
const none = (current: string | null, notes: string[] = []) => ({ months: [], current, notes });

// Odometer: years = days from rishum_rishon_dt to mivchan_acharon_dt / 365.25 (two decimals); km a year =
// kilometer_test_aharon / those years, rounded. A car on the road a year or more is judged against its model
// year's range (Range above) where the model year has one, else has no verdict for want of a range; the rule's
// earlier-reading part finds no earlier reading in the sample.
const EXPECTED: Record<string, Expected> = {
  // 2016-11-27 -> 2026-04-04: 3,415 days = 9.35 years; 120,000 / 9.350 = 12,835.
  '1000001': {
    file: 'registry',
    status: ON_ROAD,
    odometer: { km: 120_000, as_of: '2026-04-04', years_on_road: 9.35, km_per_year: 12_835 },
    owners: { months: ['2020-03'], current: 'פרטי', notes: BEFORE_2017 },
    changes: [],
    extras: { tow: NO_TOW, front: '94H', rear: '94H' },
  },
  // A history row with an empty reading (not tested yet).
  '10000002': {
    file: 'registry',
    status: ON_ROAD,
    odometer: null,
    owners: none('פרטי'),
    changes: [],
    extras: { tow: NO_TOW, front: '94W', rear: '94W' },
  },
  '10000003': {
    file: 'registry',
    status: ON_ROAD,
    odometer: null,
    owners: none('פרטי'),
    changes: [],
    extras: { tow: NO_TOW, front: '91H', rear: '91H' },
  },
  // 2017-11-27 -> 2026-01-15: 2,971 days = 8.13 years; 90,000 / 8.134 = 11,064.
  '10000004': {
    file: 'registry',
    status: ON_ROAD,
    odometer: { km: 90_000, as_of: '2026-01-15', years_on_road: 8.13, km_per_year: 11_064, range: within(MAZDA_3_2017) },
    owners: { months: ['2021-05'], current: 'פרטי', notes: [] },
    changes: [],
    extras: { tow: NO_TOW, front: '97V', rear: '97V' },
  },
  // 2017-10-07 -> 2026-02-25: 3,063 days = 8.39 years; 100,000 / 8.386 = 11,925. shinui_zmig_ind = 1.
  '10000005': {
    file: 'registry',
    status: ON_ROAD,
    odometer: { km: 100_000, as_of: '2026-02-25', years_on_road: 8.39, km_per_year: 11_925 },
    owners: none('פרטי'),
    changes: ['tyre_change'],
    extras: { tow: TOW, front: '88H', rear: '88H' },
  },
  // 2022-03-03 -> 2025-12-01: 1,369 days = 3.75 years; 140,000 / 3.748 = 37,352. Licence until 2026-12-02.
  '10000006': {
    file: 'registry',
    status: ON_ROAD,
    odometer: { km: 140_000, as_of: '2025-12-01', years_on_road: 3.75, km_per_year: 37_352 },
    owners: { months: ['2025-01', '2025-10'], current: 'סוחר', notes: [] },
    changes: [],
    extras: { tow: NO_TOW, front: '109R', rear: '109R' },
  },
  // 2023-05-08 -> 2026-08-28: 1,208 days = 3.31 years; 30,000 / 3.307 = 9,071.
  '10000007': {
    file: 'registry',
    status: ON_ROAD,
    odometer: { km: 30_000, as_of: '2026-08-28', years_on_road: 3.31, km_per_year: 9_071 },
    owners: none('ליסינג'),
    changes: [],
    extras: { tow: NO_TOW, front: '88V', rear: '88V' },
  },
  '10000008': {
    file: 'registry',
    status: ON_ROAD,
    odometer: null,
    owners: none('ליסינג'),
    changes: [],
    extras: { tow: NO_TOW, front: '88W', rear: '88W' },
  },
  // 2021-06-04 -> 2026-05-01: 1,792 days = 4.91 years; 75,000 / 4.906 = 15,287.
  '10000009': {
    file: 'registry',
    status: ON_ROAD,
    odometer: { km: 75_000, as_of: '2026-05-01', years_on_road: 4.91, km_per_year: 15_287 },
    owners: { months: ['2023-06'], current: 'פרטי', notes: [] },
    changes: [],
    extras: { tow: NO_TOW, front: '91V', rear: '91V' },
  },
  // Only in inactive/ (no date); no history row; first registered 2012-4.
  '1000010': {
    file: 'inactive',
    status: { code: 'not_active', date: null, also: [], notes: NO_ROW },
    odometer: null,
    owners: none('פרטי', BEFORE_2017),
    changes: null,
    extras: null,
  },
  // Only in cancelled/ (bitul_dt 2024-08-14); first registered 2010-2.
  '1000011': {
    file: 'cancelled',
    status: { code: 'cancelled', date: '2024-08-14', also: [], notes: NO_ROW },
    odometer: null,
    owners: none('פרטי', BEFORE_2017),
    changes: null,
    extras: null,
  },
  // 2021-09-05 -> 2026-10-23: 1,874 days = 5.13 years; 60,000 / 5.131 = 11,694.
  '10000013': {
    file: 'registry',
    status: ON_ROAD,
    odometer: { km: 60_000, as_of: '2026-10-23', years_on_road: 5.13, km_per_year: 11_694 },
    owners: { months: ['2021-11'], current: 'השכרה', notes: [] },
    changes: [],
    extras: { tow: NO_TOW, front: '91W', rear: '91W' },
  },
  // 2021-01-28 -> 2026-02-03: 1,832 days = 5.02 years; 80,000 / 5.016 = 15,950. shinui_mivne_ind = 1.
  '10000014': {
    file: 'registry',
    status: ON_ROAD,
    odometer: { km: 80_000, as_of: '2026-02-03', years_on_road: 5.02, km_per_year: 15_950 },
    owners: none('פרטי'),
    changes: ['structural_change'],
    extras: { tow: NO_TOW, front: '94W', rear: '94W' },
  },
  // 2016-08-14 -> 2026-11-15: 3,745 days = 10.25 years; 150,000 / 10.253 = 14,630.
  '1000015': {
    file: 'registry',
    status: ON_ROAD,
    odometer: { km: 150_000, as_of: '2026-11-15', years_on_road: 10.25, km_per_year: 14_630 },
    owners: { months: ['2018-05', '2022-09'], current: 'חברה', notes: BEFORE_2017 },
    changes: [],
    extras: { tow: TOW, front: '106T', rear: '106T' },
  },
  // The implausible odometer: 2017-08-08 -> 2026-04-11: 3,168 days = 8.67 years; 4,000 / 8.674 = 461 km a year
  // (10000004, the same model year, 11,064), below half the model year's p1: 7,863 / 2 = 3,932.
  '10000016': {
    file: 'registry',
    status: ON_ROAD,
    odometer: {
      km: 4_000,
      as_of: '2026-04-11',
      years_on_road: 8.67,
      km_per_year: 461,
      range: { ...MAZDA_3_2017, verdict: 'implausible', reason: 'below_model_year_range' },
    },
    owners: none('פרטי'),
    changes: [],
    extras: { tow: NO_TOW, front: '91W', rear: '91W' },
  },
  // Many owners: eight rows 2018-03 (the first registration) .. 2023-05, 2020-04 repeated exactly, the last פרטי as the
  // registry's baalut.
  // 2018-03-25 -> 2026-05-19: 2,977 days = 8.15 years; 130,000 / 8.151 = 15,950.
  '10000017': {
    file: 'registry',
    status: ON_ROAD,
    odometer: {
      km: 130_000,
      as_of: '2026-05-19',
      years_on_road: 8.15,
      km_per_year: 15_950,
      range: within({ p1: 12_037, median: 18_753, p99: 24_713, cars: 51 }),
    },
    owners: { months: ['2019-06', '2020-04', '2021-08', '2021-10', '2023-02', '2023-05'], current: 'פרטי', notes: ['repeated_rows'] },
    changes: [],
    extras: { tow: NO_TOW, front: '97V', rear: '97V' },
  },
  // Personal import (03adc637: no baalut column, so no current type; licence until 2027-03-02; history origin
  // יבוא אישי agrees with the file). 2021-06-12 -> 2026-02-28: 1,722 days = 4.71 years; 85,000 / 4.715 = 18,029.
  '10000018': {
    file: 'personalImports',
    status: { code: 'personal_import', date: null, also: [], notes: [] },
    odometer: { km: 85_000, as_of: '2026-02-28', years_on_road: 4.71, km_per_year: 18_029 },
    owners: { months: ['2022-01'], current: null, notes: ['registry_ownership_empty'] },
    changes: [],
    extras: null,
  },
  // The 2010-2016 archive: bitul_dt 2014-03-09, baalut סוחר, first registered 2009-5.
  '1000019': {
    file: 'cancelledArchiveLate',
    status: { code: 'cancelled', date: '2014-03-09', also: [], notes: NO_ROW },
    odometer: null,
    owners: none('סוחר', BEFORE_2017),
    changes: null,
    extras: null,
  },
  // The 2000-2009 archive: bitul_dt 2009-07-21, first registered 2005-2.
  '1000020': {
    file: 'cancelledArchiveEarly',
    status: { code: 'cancelled', date: '2009-07-21', also: [], notes: NO_ROW },
    odometer: null,
    owners: none('פרטי', BEFORE_2017),
    changes: null,
    extras: null,
  },
  // No vehicle-history row: no reading and no changes known (no data, not zero).
  '10000021': {
    file: 'registry',
    status: { ...ON_ROAD, notes: NO_ROW },
    odometer: null,
    owners: none('פרטי'),
    changes: null,
    extras: { tow: NO_TOW, front: '97H', rear: '97H' },
  },
  // Licence ran out 2025-11-20; last test 2024-11-20, more than 12 months before 2026-11-20: test overdue first.
  // 2020-04-01 -> 2024-11-20: 1,694 days = 4.64 years; 110,000 / 4.638 = 23,718.
  '10000022': {
    file: 'registry',
    status: { code: 'test_overdue', date: '2024-11-20', also: ['licence_expired'], notes: [] },
    odometer: { km: 110_000, as_of: '2024-11-20', years_on_road: 4.64, km_per_year: 23_718 },
    owners: none('פרטי'),
    changes: [],
    extras: { tow: NO_TOW, front: '88W', rear: '88W' },
  },
  // Colour change and LPG (gapam_ind = 1, shnui_zeva_ind = 1). 2018-09-01 -> 2026-06-14: 2,843 days = 7.78 years;
  // 160,000 / 7.784 = 20,556.
  '10000023': {
    file: 'registry',
    status: ON_ROAD,
    odometer: {
      km: 160_000,
      as_of: '2026-06-14',
      years_on_road: 7.78,
      km_per_year: 20_556,
      range: within({ p1: 11_175, median: 18_813, p99: 24_813, cars: 59 }),
    },
    owners: { months: ['2023-09'], current: 'פרטי', notes: [] },
    changes: ['lpg_added', 'colour_change'],
    extras: { tow: NO_TOW, front: '91V', rear: '91V' },
  },
  // Personal imports of issue 33, without a history row; the file has no baalut, the ownership rows name the type.
  '10000024': {
    file: 'personalImports',
    status: { code: 'personal_import', date: null, also: [], notes: NO_ROW },
    odometer: null,
    owners: { months: [], current: null, notes: ['registry_ownership_empty'] },
    changes: null,
    extras: null,
  },
  '10000025': {
    file: 'personalImports',
    status: { code: 'personal_import', date: null, also: [], notes: NO_ROW },
    odometer: null,
    owners: { months: ['2022-07'], current: null, notes: ['registry_ownership_empty', 'repeated_rows'] },
    changes: null,
    extras: null,
  },
};

/**
 * The hand each golden plate is in (raw/ownership-changes against moed_aliya_lakvish): complete where the car was
 * first registered from 2017 on and its first row is on that month, counting every owner but dealers; else at least
 * 1 + the non-dealer changes (before 2017) or the non-dealer rows (first registration row missing).
 */
const HAND: Record<string, [number, 'complete' | 'at_least']> = {
  '1000001': [2, 'at_least'],
  '10000004': [2, 'complete'],
  '10000006': [2, 'complete'],
  '10000008': [1, 'complete'],
  '1000015': [3, 'at_least'],
  '10000017': [5, 'complete'],
  '10000018': [1, 'complete'],
  '10000024': [1, 'complete'],
  '10000025': [2, 'complete'],
};

/**
 * raw/ownership-changes rows of the golden plates (month, the type as written, its code in raw/rules/ownership-types,
 * what the row is): the changes dataset writes leasing החכר, the vocabulary reads it as lease. A row on the car's
 * road month is its first registration; a row the same as the one before is a repeat. A plate without rows has none.
 */
const OWNERSHIP_ROWS: Record<string, [string, string, string, string][]> = {
  '1000001': [['2020-03', 'פרטי', 'private', 'change']],
  '10000004': [
    ['2017-11', 'פרטי', 'private', 'first_registration'],
    ['2021-05', 'פרטי', 'private', 'change'],
  ],
  '10000006': [
    ['2022-03', 'החכר', 'lease', 'first_registration'],
    ['2025-01', 'חברה', 'company', 'change'],
    ['2025-10', 'סוחר', 'dealer', 'change'],
  ],
  '10000008': [['2024-02', 'החכר', 'lease', 'first_registration']],
  '10000009': [['2023-06', 'פרטי', 'private', 'change']],
  '10000013': [['2021-11', 'השכרה', 'rental', 'change']],
  '1000015': [
    ['2018-05', 'פרטי', 'private', 'change'],
    ['2022-09', 'חברה', 'company', 'change'],
  ],
  '10000017': [
    ['2018-03', 'החכר', 'lease', 'first_registration'],
    ['2019-06', 'השכרה', 'rental', 'change'],
    ['2020-04', 'פרטי', 'private', 'change'],
    ['2020-04', 'פרטי', 'private', 'repeat'],
    ['2021-08', 'סוחר', 'dealer', 'change'],
    ['2021-10', 'פרטי', 'private', 'change'],
    ['2023-02', 'סוחר', 'dealer', 'change'],
    ['2023-05', 'פרטי', 'private', 'change'],
  ],
  '10000018': [
    ['2021-06', 'סוחר', 'dealer', 'first_registration'],
    ['2022-01', 'פרטי', 'private', 'change'],
  ],
  '10000023': [['2023-09', 'פרטי', 'private', 'change']],
  '10000024': [['2025-03', 'פרטי', 'private', 'first_registration']],
  '10000025': [
    ['2019-08', 'פרטי', 'private', 'first_registration'],
    ['2019-08', 'פרטי', 'private', 'repeat'],
    ['2022-07', 'חברה', 'company', 'change'],
  ],
};

/** sug_yevu of the golden personal imports in raw/personal-imports: every other car has no import type. */
const IMPORT_TYPE: Record<string, string> = { '10000018': 'יבוא אישי-משומש', '10000024': 'יבוא אישי-חדש', '10000025': 'עולה חדש' };

const FLAGS = ['structural_change', 'lpg_added', 'colour_change', 'tyre_change'];
const CHANGE_EN: Record<string, string> = {
  structural_change: 'Structural change',
  lpg_added: 'LPG (autogas) system added',
  colour_change: 'Colour change',
  tyre_change: 'Tyres of a size other than the approved one',
};
const source = (dataset: Dataset, dataDate: string) => ({ dataset, resource_id: RESOURCE[dataset], data_date: dataDate });

/** The history members of one answer against the hand-computed facts; dates of the sources are the answer's. */
function expectHistory(plate: string, v: Json, dataDate: string): void {
  const e = EXPECTED[plate]!;
  const { range, ...o } = e.odometer ?? { range: undefined };
  const judged = range
    ? {
        verdict: range.verdict,
        reason: range.reason,
        // The range is the catalog's, dated by the sample even when the registry answers live (CKAN, as of today).
        model_year_range: { p1: range.p1, median: range.median, p99: range.p99, cars: range.cars, data_date: SAMPLE_DATE },
      }
    : { verdict: 'no_verdict', reason: 'no_model_year_range', model_year_range: null };
  expect(v.odometer, plate).toMatchObject(
    e.odometer ? { ...o, ...judged } : { km: null, as_of: null, km_per_year: null, verdict: 'no_verdict', reason: 'no_reading' },
  );
  expect(v.odometer.sources, plate).toEqual({
    reading: source('vehicleHistory', dataDate),
    test_date: source(e.file, dataDate),
    model_year_range: range ? source('vehicleHistory', SAMPLE_DATE) : null,
  });
  expect(v.owners, plate).toMatchObject({
    changes_since_2017: e.owners.months.length,
    change_months: e.owners.months,
    current_ownership_he: e.owners.current,
    sources: { changes: source('ownershipChanges', dataDate), current_ownership: source(e.file, dataDate) },
  });
  expect(
    v.owners.notes.map((n: Json) => n.code),
    plate,
  ).toEqual(e.owners.notes);
  expect(v.import_type_he, plate).toBe(IMPORT_TYPE[plate] ?? null);
  // A personal import's open recalls say the list may not cover it.
  if (v.open_recalls) expect(v.open_recalls.coverage?.code ?? null, plate).toBe(IMPORT_TYPE[plate] ? 'personal_import' : null);
  const rows = OWNERSHIP_ROWS[plate] ?? [];
  expect(
    v.owners.rows.map((c: Json) => [c.month, c.ownership_he, c.ownership.code, c.kind]),
    plate,
  ).toEqual(rows);
  expect(v.owners.changes.map((c: Json) => [c.month, c.ownership_he, c.ownership.code])).toEqual(
    rows.filter((r) => r[3] === 'change').map((r) => r.slice(0, 3)),
  );
  expect(v.owners.changes.map((c: Json) => c.month)).toEqual(e.owners.months);
  const first = rows.find((r) => r[3] === 'first_registration');
  expect(v.owners.first_registration?.month ?? null, plate).toBe(first?.[0] ?? null);
  expect(v.owners.repeated_rows, plate).toBe(rows.filter((r) => r[3] === 'repeat').length);
  const [hand, basis] = HAND[plate] ?? [1, 'at_least'];
  expect(v.owners.hand, plate).toMatchObject({ number: hand, basis });
  for (const c of v.owners.changes) expect(c.ownership, plate).toMatchObject({ recognised: true, label_he: expect.any(String) });
  if (e.changes === null) {
    expect(v.changes, plate).toMatchObject({ known: false, items: [] });
    expect(v.changes.text_en, plate).toMatch(/^No data:/);
  } else {
    expect(v.changes.known, plate).toBe(true);
    expect(v.changes.items.map((i: Json) => [i.key, i.value])).toEqual(FLAGS.map((k) => [k, e.changes!.includes(k)]));
    expect(v.changes.text_en, plate).toBe(
      e.changes.length
        ? `Changes the vehicle history records: ${e.changes.map((k) => CHANGE_EN[k]).join(', ')}.`
        : 'The vehicle history records no changes.',
    );
  }
  expect(v.changes.source, plate).toEqual(source('vehicleHistory', dataDate));
  const x = e.extras;
  expect(v.extras, plate).toEqual(
    x && {
      tow_hitch_he: x.tow,
      tyres: {
        front: { load_index: x.front.slice(0, -1), speed_symbol: x.front.slice(-1) },
        rear: { load_index: x.rear.slice(0, -1), speed_symbol: x.rear.slice(-1) },
      },
      source: source('registryExtras', dataDate),
    },
  );
}

function expectStatus(plate: string, line: Json, dataDate: string): void {
  const e = EXPECTED[plate]!;
  expect(line, plate).toMatchObject({ code: e.status.code, date: e.status.date, source: source(e.file, dataDate) });
  expect(
    line.also.map((c: Json) => c.code),
    plate,
  ).toEqual(e.status.also);
  expect(
    line.notes.map((n: Json) => n.code),
    plate,
  ).toEqual(e.status.notes);
}

const store = DataStore.openCurrent(DATA_DIR);
const local = new LocalRegistry(() => store.registryDbPath);
const emulator = new CkanEmulator(new Map());
const known = GOLDEN.filter((g) => g.where !== 'none').map((g) => String(g.plate));

async function serving(registry: Registry): Promise<McpTestServer> {
  return startMcpTestServer({ publicBaseUrl: 'https://cars.example' }, registry);
}

async function lookup(server: McpTestServer, plate: string): Promise<Json> {
  const res = await fetch(`${server.base}/api/v1/vehicle?plate=${plate}`);
  expect(res.status, plate).toBe(200);
  return ((await res.json()) as { data: Json }).data;
}

let localServer: McpTestServer;

beforeAll(async () => {
  for (const [id, table] of await rawCkanTables()) emulator.tables.set(id, table);
  await emulator.start();
  localServer = await serving(local);
});
beforeEach(() => {
  emulator.failWhen = null;
});
afterAll(async () => {
  await localServer?.close();
  await local.close();
  await emulator.stop();
});

describe('the golden plates', () => {
  it('are every plate of raw/README.md, each with its facts written out here', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...known].sort());
  });
});

describe('lookup_vehicle over HTTP, local registry', () => {
  it.each(known)('plate %s: status line, odometer, owners, changes and extras as computed by hand from raw/', async (plate) => {
    const data = await lookup(localServer, plate);
    expect(data.data_date).toBe('2026-11-20');
    expect(data.error).toBeUndefined();
    expectStatus(plate, data.vehicle.status_line, data.data_date);
    expectHistory(plate, data.vehicle, data.data_date);
    expect(data.vehicle.missing.filter((m: Json) => m.code === 'upstream_unavailable')).toEqual([]);
  });

  it("says why the implausible-odometer plate is implausible, in the rule's words and figures", async () => {
    const o = (await lookup(localServer, '10000016')).vehicle.odometer;
    expect(o.text_en).toBe(
      'The reading implies 461 km per year, below 3,932 km (half the 1st percentile of 7,863 km among 72 cars of the same model ' +
        'year), which the rule treats as implausible.',
    );
    expect(o.rule_en).toMatch(/^An odometer reading counts as implausible when it is below an earlier reading/);
    expect(o.confidence).toBe('estimate');
  });

  it('answers an unknown plate with no history members at all', async () => {
    const data = await lookup(localServer, '1000012');
    expect(data.vehicle).toBeNull();
    expect(data.error.code).toBe('plate_not_found');
  });
});

describe('lookup_vehicle over MCP', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connectClient(localServer.mcpUrl, MODERN_VERSION);
  });
  afterAll(() => client?.close());

  it('lists the new members in the tool output schema, each documented', async () => {
    const tool = (await client.listTools()).tools.find((t) => t.name === 'lookup_vehicle')!;
    const vehicle = (tool.outputSchema as Json).properties.vehicle;
    const members = (vehicle.anyOf ?? [vehicle]).find((s: Json) => s.type === 'object').properties;
    for (const name of ['status_line', 'odometer', 'owners', 'changes', 'extras']) {
      expect(members[name], name).toBeDefined();
      expect(members[name].description, name).toBeTruthy();
    }
    const owners = (members.owners.anyOf ?? [members.owners]).find((s: Json) => s.type === 'object').properties;
    expect(owners.changes.items.properties.ownership_he.description).toMatch(/ownership type the row started/);
    for (const name of ['first_registration', 'rows', 'repeated_rows', 'dealer_rows', 'hand', 'dealer_now', 'fleet_past'])
      expect(owners[name]?.description, name).toBeTruthy();
    expect(Object.keys(owners.changes.items.properties)).toEqual(['month', 'ownership_he', 'ownership']);
  });

  it.each(['10000006', '10000016', '10000017', '10000018', '1000019', '10000021', '10000023', '10000024', '10000025'])(
    'plate %s: the tool answers what REST answers',
    async (plate) => {
      const rest = await lookup(localServer, plate);
      const mcp = await client.callTool({ name: 'lookup_vehicle', arguments: { plate } });
      expect(mcp.isError).toBeFalsy();
      expect(mcp.structuredContent).toEqual(rest);
      expectHistory(plate, (mcp.structuredContent as Json).vehicle, rest.data_date);
    },
  );
});

describe('lookup_vehicle over HTTP, CKAN registry (emulator seeded from raw/)', () => {
  let server: McpTestServer;
  beforeEach(async () => {
    // A fresh registry (empty cache) per test, so a failing resource is really asked.
    server = await serving(ckanTestRegistry(emulator.baseUrl));
  });
  afterEach(() => server.close());

  it('gives the same odometer, owners, changes and extras for every golden plate, as of today', async () => {
    for (const plate of known) {
      const data = await lookup(server, plate);
      expect(data.error, plate).toBeUndefined();
      expectHistory(plate, data.vehicle, data.data_date);
    }
  });

  it('gives the off-road cars their status line from the file each is in (the line does not depend on the date)', async () => {
    for (const plate of ['1000010', '1000011', '1000019', '1000020']) {
      const data = await lookup(server, plate);
      expectStatus(plate, data.vehicle.status_line, data.data_date);
    }
  });

  it('still gives the registry facts while the vehicle-history resource fails, naming it in data.error', async () => {
    emulator.failWhen = (request) => (request.resourceId === CKAN_RESOURCES.history ? 503 : undefined);
    const data = await lookup(server, '10000021');
    const v = data.vehicle;
    expect(v).toMatchObject({ plate: '10000021', status: 'active', year: 2020, on_road_since: '2020-07', odometer: null, changes: null });
    expect(v.licence_fee).not.toBeNull();
    // The history was not read, so the status line says nothing of it (not "no row").
    expect(v.status_line.notes).toEqual([]);
    expect(v.owners.changes_since_2017).toBe(0);
    expect(v.extras.tow_hitch_he).toBe(NO_TOW);
    expect(data.error.code).toBe('upstream_unavailable');
    expect(data.error.message).toContain('Vehicle history');
    expect(data.error.message).toContain(RESOURCE.vehicleHistory);
    expect(data.error.message).not.toContain(RESOURCE.ownershipChanges);
    expect(v.missing.filter((m: Json) => m.code === 'upstream_unavailable').map((m: Json) => m.member)).toEqual(['odometer', 'changes']);
  });

  it('still gives the odometer while the ownership resource fails, owners null and named', async () => {
    emulator.failWhen = (request) => (request.resourceId === CKAN_RESOURCES.ownership ? 503 : undefined);
    const data = await lookup(server, '10000017');
    expect(data.vehicle.owners).toBeNull();
    expect(data.vehicle.odometer).toMatchObject({ km: 130_000, km_per_year: 15_950 });
    expect(data.error.message).toContain(RESOURCE.ownershipChanges);
    expect(data.error.message).not.toContain(RESOURCE.vehicleHistory);
    expect(data.vehicle.missing).toContainEqual(expect.objectContaining({ member: 'owners', code: 'upstream_unavailable' }));
  });
});
