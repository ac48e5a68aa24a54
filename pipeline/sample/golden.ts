// Hand-picked vehicles that cover every edge the services must handle. Their plates sit in ranges the random
// rows never use (1000000-1000999 and 10000000-10000999), so tests can rely on them. raw/README.md lists them.

/** A change flag of the vehicle-history file, set to 1 on the golden plate's row. */
export type HistoryFlag = 'structure' | 'lpg' | 'colour' | 'tyre';

/** The golden plate's vehicle-history row: km at the last test (null: left empty) and the flags set. */
type GoldenHistory = { km: number | null; flags: readonly HistoryFlag[] };

export type Golden = {
  plate: number;
  /** Which file holds the plate; 'none' = in no file (an unknown plate). */
  where: 'registry' | 'personal_import' | 'inactive' | 'cancelled' | 'cancelled_2010_2016' | 'cancelled_2000_2009' | 'none';
  /** Vehicle-history row (registry and personal imports); null = the plate has no row. */
  history?: GoldenHistory | null;
  /**
   * The ownership file's rows as [YYYYMM, ownership type], oldest first, in the real file's shapes (a first row on
   * the road month is the first registration; a row may repeat exactly; dealers); the last type is the registry's
   * baalut.
   */
  owners?: readonly (readonly [number, string])[];
  /** Licence valid until (tokef_dt), when the golden row sets it rather than the generator. */
  licence_until?: string;
  /**
   * Rows added with the history datasets: written after the random rows, from the history datasets' own random
   * stream, so that adding them left every row generated before as it was.
   */
  late?: true;
  /** A personal import's type (sug_yevu), set rather than drawn. */
  import_type?: string;
  /**
   * Personal imports added with issue 33: written after the random ones, from the ownership rows' own stream and
   * without a history row, so that adding them left every other file's draws as they were.
   */
  after_random?: true;
  degem_cd: number;
  year: number;
  trim: number;
  moed: readonly [number, number];
  open_recalls: readonly number[];
  /** For cancelled vehicles. */
  bitul_dt?: string;
  note: string;
};

export const GOLDEN: readonly Golden[] = [
  {
    plate: 1000001,
    where: 'registry',
    degem_cd: 12,
    year: 2016,
    trim: 1,
    moed: [2016, 11],
    history: { km: 120_000, flags: [] },
    owners: [[202003, 'פרטי']],
    open_recalls: [],
    note:
      '7-digit plate; Dacia Sandero 2016 LAUREATE, petrol; registered 2016-11 without factory ' +
      'lane-departure or forward-collision systems, so in the retrofit-discount list; 120 ' +
      'months old (old tier); licence fee: price group 1, first registered 2016 so the ' +
      '"2016 and older" column, 849 + 135 = 984',
  },
  {
    plate: 10000002,
    where: 'registry',
    degem_cd: 1790,
    year: 2024,
    trim: 0,
    moed: [2024, 11],
    history: { km: null, flags: [] },
    owners: [],
    open_recalls: [],
    note:
      '8-digit plate; Toyota Corolla 2024 hybrid: registry says plain "בנזין", model table ' +
      'says "היברידי רגיל"; first registration 2024-11 = exactly 24 months (new tier, last ' +
      'month); model with recalls and thefts but no open recall on this car',
  },
  {
    plate: 10000003,
    where: 'registry',
    degem_cd: 1500,
    year: 2024,
    trim: 1,
    moed: [2024, 10],
    history: { km: null, flags: [] },
    owners: [],
    open_recalls: [],
    note: 'Toyota C-HR Hybrid 2024; 2024-10 = 25 months (mid tier, first month)',
  },
  {
    plate: 10000004,
    where: 'registry',
    degem_cd: 1300,
    year: 2017,
    trim: 0,
    moed: [2017, 11],
    history: { km: 90_000, flags: [] },
    owners: [
      [201711, 'פרטי'],
      [202105, 'פרטי'],
    ],
    open_recalls: [],
    note: 'Mazda 3 2017; 2017-11 = exactly 108 months (mid tier, last month); registered after 1.5.2017 so not retrofit-eligible',
  },
  {
    plate: 10000005,
    where: 'registry',
    degem_cd: 1230,
    year: 2017,
    trim: 0,
    moed: [2017, 10],
    history: { km: 100_000, flags: ['tyre'] },
    owners: [],
    open_recalls: [],
    note: 'Hyundai i20 2017; 2017-10 = 109 months (old tier, first month)',
  },
  {
    plate: 10000006,
    where: 'registry',
    degem_cd: 1800,
    year: 2022,
    trim: 0,
    moed: [2022, 3],
    history: { km: 140_000, flags: [] },
    owners: [
      [202203, 'ליסינג'],
      [202501, 'חברה'],
      [202510, 'סוחר'],
    ],
    open_recalls: [],
    note:
      'Ford Transit 2022 commercial van: sug_degem "M", diesel; first registered to a leasing company (its first row, ' +
      '202203 החכר), then a company, now a dealer: two changes, hand 2, the buyer hand 3',
  },
  {
    plate: 10000007,
    where: 'registry',
    degem_cd: 1480,
    year: 2023,
    trim: 0,
    moed: [2023, 5],
    history: { km: 30_000, flags: [] },
    owners: [],
    open_recalls: [],
    note:
      'Mitsubishi Outlander PHEV 2023 plug-in: registry "חשמל/בנזין", model table "PLUG ' +
      'IN"; first registered 2023, so the 2021-2023 licence-fee column: price group 6, ' +
      '2,823 + 135 = 2,958 (by subtraction it was charged the new-car column)',
  },
  {
    plate: 10000008,
    where: 'registry',
    degem_cd: 1001,
    year: 2024,
    trim: 1,
    moed: [2024, 2],
    history: { km: null, flags: [] },
    owners: [[202402, 'ליסינג']],
    open_recalls: [],
    note: 'Tesla Model 3 2024 LONG RANGE electric: "חשמל", "רכב חשמלי"; model without thefts',
  },
  {
    plate: 10000009,
    where: 'registry',
    degem_cd: 1560,
    year: 2021,
    trim: 0,
    moed: [2021, 6],
    history: { km: 75_000, flags: [] },
    owners: [[202306, 'פרטי']],
    open_recalls: [12350, 12361],
    note: 'Hyundai Tucson 2021 PREMIUM with two open recalls (12350, 12361)',
  },
  {
    plate: 1000010,
    where: 'inactive',
    degem_cd: 1011,
    year: 2012,
    trim: 0,
    moed: [2012, 4],
    open_recalls: [],
    note: 'Kia Picanto 2012: only in inactive (f6efe89a), in no other file; off the road, so no licence fee',
  },
  {
    plate: 1000011,
    where: 'cancelled',
    degem_cd: 1290,
    year: 2010,
    trim: 0,
    moed: [2010, 2],
    open_recalls: [],
    bitul_dt: '2024-08-14',
    note: 'Mazda 3 2010: only in cancelled (851ecab1, windows-1255 file), scrapped 2024-08-14; no licence fee',
  },
  { plate: 1000012, where: 'none', degem_cd: 0, year: 0, trim: 0, moed: [0, 0], open_recalls: [], note: 'in no file: an unknown plate' },
  {
    plate: 10000013,
    where: 'registry',
    degem_cd: 1150,
    year: 2021,
    trim: 0,
    moed: [2021, 9],
    history: { km: 60_000, flags: [] },
    owners: [[202111, 'השכרה']],
    open_recalls: [],
    note: 'Suzuki Swift 2021: model with no recall notice and no thefts',
  },
  {
    plate: 10000014,
    where: 'registry',
    degem_cd: 1251,
    year: 2021,
    trim: 0,
    moed: [2021, 1],
    history: { km: 80_000, flags: ['structure'] },
    owners: [],
    open_recalls: [],
    note: 'Skoda Octavia 2021 diesel private car; model with thefts and no recall notice',
  },
  {
    plate: 1000015,
    where: 'registry',
    degem_cd: 2107,
    year: 2016,
    trim: 0,
    moed: [2016, 8],
    history: { km: 150_000, flags: [] },
    owners: [
      [201805, 'פרטי'],
      [202209, 'חברה'],
    ],
    open_recalls: [11960],
    note: 'Toyota Hilux 2016 pickup (sug_degem "M", diesel, 7-digit) with one open recall (11960); commercial so never retrofit-eligible',
  },
  {
    plate: 10000016,
    where: 'registry',
    late: true,
    degem_cd: 1300,
    year: 2017,
    trim: 0,
    moed: [2017, 8],
    history: { km: 4_000, flags: [] },
    owners: [],
    open_recalls: [],
    note:
      'Mazda 3 2017 with an implausible odometer: 4,000 km at its last test after 9 years and 3 months on the road ' +
      '(about 430 km a year; golden 10000004, the same model year, shows 90,000)',
  },
  {
    plate: 10000017,
    where: 'registry',
    late: true,
    degem_cd: 1230,
    year: 2018,
    trim: 0,
    moed: [2018, 3],
    history: { km: 130_000, flags: [] },
    owners: [
      [201803, 'ליסינג'],
      [201906, 'השכרה'],
      [202004, 'פרטי'],
      [202004, 'פרטי'],
      [202108, 'סוחר'],
      [202110, 'פרטי'],
      [202302, 'סוחר'],
      [202305, 'פרטי'],
    ],
    open_recalls: [],
    note:
      'Hyundai i20 2018 with many owners: 8 ownership rows from 2018-03 (its first registration, leasing) to 2023-05, ' +
      'one repeated exactly (202004 פרטי twice) and two dealers between owners: 6 changes, hand 5, the last פרטי',
  },
  {
    plate: 10000018,
    where: 'personal_import',
    degem_cd: 1001,
    year: 2021,
    trim: 0,
    moed: [2021, 6],
    history: { km: 85_000, flags: [] },
    owners: [
      [202106, 'סוחר'],
      [202201, 'פרטי'],
    ],
    import_type: 'יבוא אישי-משומש',
    open_recalls: [],
    note:
      'Tesla Model 3 2021 personal import (03adc637), "יבוא אישי-משומש": in no registry file; no model code (degem_cd), ' +
      'so no catalog model and no licence-fee price group; first registered to a dealer, then one private owner (hand 1)',
  },
  {
    plate: 1000019,
    where: 'cancelled_2010_2016',
    degem_cd: 1290,
    year: 2009,
    trim: 0,
    moed: [2009, 5],
    bitul_dt: '2014-03-09',
    open_recalls: [],
    note: 'Mazda 3 2009: only in the 2010-2016 cancellation archive (4e6b9724, plate stored as text "01000019"), cancelled 2014-03-09',
  },
  {
    plate: 1000020,
    where: 'cancelled_2000_2009',
    degem_cd: 1701,
    year: 2005,
    trim: 0,
    moed: [2005, 2],
    bitul_dt: '2009-07-21',
    open_recalls: [],
    note:
      'Toyota Corolla 2005: only in the 2000-2009 cancellation archive (ec8cbc34, plate stored as text "01000020"), ' +
      'cancelled 2009-07-21',
  },
  {
    plate: 10000021,
    where: 'registry',
    late: true,
    degem_cd: 1150,
    year: 2020,
    trim: 0,
    moed: [2020, 7],
    history: null,
    owners: [],
    open_recalls: [],
    note: 'Suzuki Swift 2020 with NO vehicle-history row (56063a99 covers only part of the fleet): no km data, not zero',
  },
  {
    plate: 10000022,
    where: 'registry',
    late: true,
    degem_cd: 1251,
    year: 2020,
    trim: 0,
    moed: [2020, 4],
    licence_until: '2025-11-20',
    history: { km: 110_000, flags: [] },
    owners: [],
    open_recalls: [],
    note: 'Skoda Octavia 2020 whose licence ran out on 2025-11-20, a year before the data date',
  },
  {
    plate: 10000023,
    where: 'registry',
    late: true,
    degem_cd: 1300,
    year: 2018,
    trim: 0,
    moed: [2018, 9],
    history: { km: 160_000, flags: ['colour', 'lpg'] },
    owners: [[202309, 'פרטי']],
    open_recalls: [],
    note: 'Mazda 3 2018 with a colour change and LPG added (shnui_zeva_ind = 1, gapam_ind = 1)',
  },
  {
    plate: 10000024,
    where: 'personal_import',
    after_random: true,
    degem_cd: 1790,
    year: 2024,
    trim: 0,
    moed: [2025, 3],
    history: null,
    owners: [[202503, 'פרטי']],
    import_type: 'יבוא אישי-חדש',
    open_recalls: [],
    note: 'Toyota Corolla 2024 personal import, "יבוא אישי-חדש": one row, its first registration (hand 1, no change)',
  },
  {
    plate: 10000025,
    where: 'personal_import',
    after_random: true,
    degem_cd: 1230,
    year: 2019,
    trim: 0,
    moed: [2019, 8],
    history: null,
    owners: [
      [201908, 'פרטי'],
      [201908, 'פרטי'],
      [202207, 'חברה'],
    ],
    import_type: 'עולה חדש',
    open_recalls: [],
    note:
      'Hyundai i20 2019 brought by a new immigrant ("עולה חדש"): its first registration row repeated exactly, then a ' +
      'company: one change, hand 2',
  },
];
