// A small catalog for API tests that need exact control over it (hot reload, 404 suggestions) independent of the
// committed sample: four models of two makes (a third make with extraMake), each model year with one SUN trim.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shardPath } from '../../../lib/shards/layout.ts';
import { writeFixtureVersion, type MakeSpec, type ModelSpec, type VersionSpec } from '../fixture-version.ts';

const DATA_DATE = '2026-11-20';

/** A catalog model: its cars spread evenly over its years, every year with the same trim and thefts. */
function model(
  slug: string,
  name: string,
  name_he: string | null,
  vehicle_class: ModelSpec['vehicle_class'],
  cars: number,
  years: number[],
): ModelSpec {
  return {
    slug,
    name,
    name_he,
    vehicle_class,
    model_code: 2,
    cars_inactive: 10,
    years: years.map((year) => ({
      year,
      cars: cars / years.length,
      shard: {
        trims: [
          { trim: 'SUN', model_code_name: 'ZRE', co2_wltp: 140, fuel_use_l_per_100km_estimate: 6, list_price: null, cars_on_road: 10 },
        ],
        thefts: 4,
      },
    })),
    thefts: { by_year: [{ year: 2024, thefts: 12, recovered: 3 }], rate_per_1000: 13.3, rate_cars: 900 },
  };
}

const MAKES: MakeSpec[] = [
  {
    slug: 'toyota',
    name_he: 'טויוטה',
    name_en: 'Toyota',
    make_code: 1,
    models: [
      model('corolla', 'COROLLA', 'קורולה', 'private', 900, [2019, 2020]),
      model('hilux', 'HILUX', null, 'commercial', 300, [2020]),
      model('corolla-cross', 'COROLLA CROSS', null, 'private', 500, [2022]),
    ],
  },
  {
    slug: 'hyundai',
    name_he: 'יונדאי',
    name_en: 'Hyundai',
    make_code: 1,
    models: [model('tucson', 'TUCSON', 'טוסון', 'private', 700, [2021])],
  },
];
const KIA: MakeSpec = {
  slug: 'kia',
  name_he: 'קיה',
  name_en: 'Kia',
  make_code: 1,
  models: [model('picanto', 'PICANTO', 'פיקנטו', 'private', 50, [2018])],
};

interface CatalogOptions {
  /** Adds Kia, the make a hot reload brings. */
  extraMake?: boolean;
  /** makes.json is not a list: a version a reload must refuse. */
  broken?: boolean;
  /** Marked in its manifest as built from the generated sample (its registry), as the committed sample is. */
  generated?: boolean;
}

function catalog(options: CatalogOptions): VersionSpec {
  return {
    data_date: DATA_DATE,
    // A recorded hash no text has: makes.json is validated as it is read.
    manifest: {
      generated_by: 'test fixture',
      shards: { [shardPath.makes]: { sha256: 'a'.repeat(64), bytes: 1 } },
      ...(options.generated && { sample: { generated: true, sources: ['registry'] } }),
    },
    recall_match_rate: 0,
    makes: options.extraMake ? [...MAKES, KIA] : MAKES,
    model_keys: [{ make: 'toyota', model: 'corolla', year: 2020, trim: 'SUN' }],
    national_thefts: {
      reported: { source: 'police', published: null, year: 2024, thefts: 18076 },
      by_model_file: [{ year: 2024, thefts: 43, recovered: 10 }],
      rate: { rate_per_1000: 4.3, thefts: 43, cars: 10000 },
    },
    pages: [['index', '/', 'home', 'Home', '']],
    ...(options.broken && { replace: { [shardPath.makes]: { data_date: DATA_DATE, makes: 'not a list' } } }),
  };
}

/** Writes version `version` into dataDir/<version>/ and points current.json at it (atomic rename). */
export function publishFixtureVersion(dataDir: string, version: string, options: CatalogOptions = {}): void {
  writeFixtureVersion(dataDir, version, catalog(options));
}

export function fixtureDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-fixture-'));
  publishFixtureVersion(dir, 'v1');
  return dir;
}
