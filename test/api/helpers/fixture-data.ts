// A small published data version written to a temporary folder, valid against lib/shards/schemas.ts, for tests
// that need exact control over the catalog (hot reload, 404 suggestions) independent of the committed sample.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shardPath } from '../../../lib/shards/layout.ts';
import { SCHEMA_VERSION } from '../../../lib/shards/schemas.ts';
import { writeDataVersion } from '../../support/data-version.ts';
import { fleetHistoryFixture, yearFleetFigures } from '../../support/fleet-history-fixture.ts';

const DATA_DATE = '2026-11-20';

const sha = 'a'.repeat(64);

// Price group 3 of raw/rules/licence-fee-2026.json, by hand: 1,487 in the 2017-2020 column, 1,698 in 2021-2023,
// each plus the 135 add-on. A production year's cars are first registered in it or the next year.
const COLUMN_2017_2020 = {
  column: '2017-2020',
  column_label_he: '7 עד 10 שנים',
  column_label_en: '7 to 10 years',
  fee: 1487,
  broadcasting_addon: 135,
  total: 1622,
  confidence: 'secondary',
};
const COLUMN_2021_2023 = {
  column: '2021-2023',
  column_label_he: '4 עד 6 שנים',
  column_label_en: '4 to 6 years',
  fee: 1698,
  broadcasting_addon: 135,
  total: 1833,
  confidence: 'secondary',
};
function group3Fees(year: number) {
  const column = (y: number) => (y <= 2020 ? COLUMN_2017_2020 : COLUMN_2021_2023);
  const by_registration =
    column(year) === column(year + 1)
      ? [{ first_registration_years: [year, year + 1], ...column(year) }]
      : [
          { first_registration_years: [year], ...column(year) },
          { first_registration_years: [year + 1], ...column(year + 1) },
        ];
  return { assumes_first_registration: [year, year + 1], by_registration };
}

export interface FixtureModel {
  make: string;
  make_he: string;
  slug: string;
  name: string;
  name_he: string | null;
  vehicle_class: 'private' | 'commercial';
  cars: number;
  years: number[];
}

export const FIXTURE_MODELS: FixtureModel[] = [
  {
    make: 'toyota',
    make_he: 'טויוטה',
    slug: 'corolla',
    name: 'COROLLA',
    name_he: 'קורולה',
    vehicle_class: 'private',
    cars: 900,
    years: [2019, 2020],
  },
  { make: 'toyota', make_he: 'טויוטה', slug: 'hilux', name: 'HILUX', name_he: null, vehicle_class: 'commercial', cars: 300, years: [2020] },
  {
    make: 'toyota',
    make_he: 'טויוטה',
    slug: 'corolla-cross',
    name: 'COROLLA CROSS',
    name_he: null,
    vehicle_class: 'private',
    cars: 500,
    years: [2022],
  },
  {
    make: 'hyundai',
    make_he: 'יונדאי',
    slug: 'tucson',
    name: 'TUCSON',
    name_he: 'טוסון',
    vehicle_class: 'private',
    cars: 700,
    years: [2021],
  },
];

const MAKE_EN: Record<string, string> = { toyota: 'Toyota', hyundai: 'Hyundai' };

function ref(m: FixtureModel) {
  return {
    slug: m.slug,
    make_slug: m.make,
    make_name_he: m.make_he,
    make_name_en: MAKE_EN[m.make]!,
    name: m.name,
    name_he: m.name_he,
    vehicle_class: m.vehicle_class,
    path: `/makes/${m.make}/${m.slug}`,
  };
}

/** Writes version `version` into dataDir/<version>/ and points current.json at it (atomic rename). */
export function publishFixtureVersion(dataDir: string, version: string, options: { extraMake?: boolean; broken?: boolean } = {}): void {
  const shards: Record<string, unknown> = {};
  const write = (rel: string, value: unknown) => {
    shards[rel] = value;
  };
  const models = [...FIXTURE_MODELS];
  if (options.extraMake)
    models.push({
      make: 'kia',
      make_he: 'קיה',
      slug: 'picanto',
      name: 'PICANTO',
      name_he: 'פיקנטו',
      vehicle_class: 'private',
      cars: 50,
      years: [2018],
    });
  if (options.extraMake) MAKE_EN.kia = 'Kia';
  const makeSlugs = [...new Set(models.map((m) => m.make))];
  /** A make as the makes list and its own shard both describe it. */
  const makeSummary = (slug: string) => {
    const mine = models.filter((m) => m.make === slug);
    return {
      slug,
      name_he: mine[0]!.make_he,
      name_en: MAKE_EN[slug]!,
      make_codes: [1],
      cars_on_road: mine.reduce((s, m) => s + m.cars, 0),
      model_count: mine.length,
      path: `/makes/${slug}`,
    };
  };
  write(shardPath.manifest, {
    schema_version: SCHEMA_VERSION,
    data_date: DATA_DATE,
    generated_by: 'test fixture',
    sources: [],
    counts: {},
    recall_match_rate: 0,
    shards: { 'makes.json': { sha256: sha, bytes: 1 } },
  });
  write(
    shardPath.makes,
    options.broken
      ? { data_date: DATA_DATE, makes: 'not a list' }
      : {
          data_date: DATA_DATE,
          makes: makeSlugs.map(makeSummary),
        },
  );
  for (const slug of makeSlugs) {
    const mine = models.filter((m) => m.make === slug);
    write(shardPath.make(slug), {
      data_date: DATA_DATE,
      make: makeSummary(slug),
      models: mine.map((m) => ({ ...ref(m), cars_on_road: m.cars, years: m.years, fuels: ['petrol'] })),
    });
  }
  for (const m of models) {
    write(shardPath.model(m.make, m.slug), {
      data_date: DATA_DATE,
      model: { ...ref(m), body_types: ['סדאן'] },
      summary: {
        cars_on_road: m.cars,
        cars_inactive: 10,
        cars_cancelled: 4,
        years: m.years.map((year) => ({
          year,
          cars_on_road: Math.round(m.cars / m.years.length),
          path: `/makes/${m.make}/${m.slug}/${year}`,
          ...yearFleetFigures(fleetHistoryFixture(DATA_DATE, Math.round(m.cars / m.years.length))),
        })),
        trims: ['SUN'],
        engines: [{ engine_cc: 1598, horsepower: 132, fuel: 'petrol', cars_on_road: m.cars }],
        fuels: ['petrol'],
        safety_systems: [],
        list_price: null,
        recalls: [],
        thefts: {
          status: 'recorded',
          by_year: [{ year: 2024, thefts: 12, recovered: 3 }],
          rate_per_1000: 13.3,
          rate_year: 2024,
          rate_basis: { thefts: 12, thefts_counted: 'thefts', cars: 900, cars_counted: 'cars' },
          national_rate_per_1000: 4.3,
          national_rate_basis: { vehicle_class: 'private', thefts: 43, thefts_counted: 'thefts', cars: 10000, cars_counted: 'cars' },
          shared_with: [],
          top_production_years: [],
          sample: true,
        },
        licence_fee_by_year: m.years.map((year) => {
          const fees = group3Fees(year);
          return {
            year,
            price_groups: [3],
            assumes_first_registration: fees.assumes_first_registration,
            broadcasting_addon: 135,
            by_registration: fees.by_registration.map((r) => ({
              first_registration_years: r.first_registration_years,
              column: r.column,
              column_label_he: r.column_label_he,
              column_label_en: r.column_label_en,
              fee_min: r.fee,
              fee_max: r.fee,
              total_min: r.total,
              total_max: r.total,
              confidence: r.confidence,
            })),
          };
        }),
      },
    });
    for (const year of m.years) {
      write(shardPath.modelYear(m.make, m.slug, year), {
        data_date: DATA_DATE,
        model: ref(m),
        year,
        cars_on_road: Math.round(m.cars / m.years.length),
        trims: [
          {
            trim: 'SUN',
            key: { make_code: 1, model_code: 2, year, trim: 'SUN' },
            model_code_name: 'ZRE',
            price_group: 3,
            licence_fee: group3Fees(year),
            fuel: 'petrol',
            engine_cc: 1598,
            horsepower: 132,
            body: 'סדאן',
            airbags: 7,
            co2_wltp: 140,
            fuel_use_l_per_100km_estimate: 6,
            safety_systems: ['abs'],
            list_price: null,
            cars_on_road: 10,
          },
        ],
        recalls: [],
        thefts: { year, status: 'recorded', thefts: 4 },
        fleet_history: fleetHistoryFixture(DATA_DATE, Math.round(m.cars / m.years.length)),
      });
    }
  }
  write(shardPath.modelKeys, {
    data_date: DATA_DATE,
    keys: {
      '1|2|2020|SUN': {
        make_slug: 'toyota',
        model_slug: 'corolla',
        trim: 'SUN',
        price_group: 3,
        fuel: 'petrol',
        engine_cc: 1598,
        horsepower: 132,
        airbags: 7,
        co2_wltp: 140,
        safety_systems: ['abs'],
        list_price: null,
        vehicle_class: 'private',
        body: 'סדאן',
      },
    },
  });
  write(shardPath.recalls, { data_date: DATA_DATE, recalls: [], match_rate: 0 });
  write(shardPath.nationalThefts, {
    data_date: DATA_DATE,
    reported_totals: {
      counted_he: 'כל כלי הרכב',
      counted_en: 'All vehicles',
      confidence: 'reported',
      series: [{ source: 'police', published: null, figures: [{ year: 2024, thefts: 18076, approximate: false, note: null }] }],
    },
    by_model_file: [{ year: 2024, thefts: 43, recovered: 10 }],
    rate_year: 2024,
    rates: [
      { vehicle_class: 'private', rate_per_1000: 4.3, basis: { thefts: 43, thefts_counted: 'thefts', cars: 10000, cars_counted: 'cars' } },
    ],
    top_models: [],
    sample: true,
  });
  write(shardPath.pages, {
    data_date: DATA_DATE,
    pages: [{ id: 'index', path: '/', type: 'home', title: 'Home', summary: '', keywords: [] }],
  });
  writeDataVersion(dataDir, version, DATA_DATE, shards);
}

export function fixtureDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-fixture-'));
  publishFixtureVersion(dir, 'v1');
  return dir;
}
