// Hand-picked vehicles that cover every edge the services must handle. Their plates sit in ranges the random
// rows never use (1000000-1000999 and 10000000-10000999), so tests can rely on them. raw/README.md lists them.

type GoldenVehicle = {
  plate: number;
  /** Which file holds the plate; 'none' = in no file (an unknown plate). */
  where: 'registry' | 'inactive' | 'cancelled' | 'none';
  degem_cd: number;
  year: number;
  trim: number;
  moed: readonly [number, number];
  open_recalls: readonly number[];
  /** For cancelled vehicles. */
  bitul_dt?: string;
  note: string;
};

export const GOLDEN: readonly GoldenVehicle[] = [
  {
    plate: 1000001,
    where: 'registry',
    degem_cd: 12,
    year: 2016,
    trim: 1,
    moed: [2016, 11],
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
    open_recalls: [],
    note: 'Ford Transit 2022 commercial van: sug_degem "M", diesel',
  },
  {
    plate: 10000007,
    where: 'registry',
    degem_cd: 1480,
    year: 2023,
    trim: 0,
    moed: [2023, 5],
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
    open_recalls: [11960],
    note: 'Toyota Hilux 2016 pickup (sug_degem "M", diesel, 7-digit) with one open recall (11960); commercial so never retrofit-eligible',
  },
];
