// A small hand-written data version for renderer and search tests that must not depend on the sample's
// contents: every figure below is asserted by the tests as written here.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataStore } from '../../lib/data/data-store.ts';
import { shardPath } from '../../lib/shards/layout.ts';
import { SCHEMA_VERSION } from '../../lib/shards/schemas.ts';
import { writeDataVersion } from '../support/data-version.ts';
import { fleetHistoryFixture, yearFleetFigures } from '../support/fleet-history-fixture.ts';

const DATA_DATE = '2026-11-20';
/** 6,000 on the road, 600 inactive, 300 cancelled (87%); 2,640 readings, median 90,000 km; 1 ownership change. */
const corolla2019Fleet = fleetHistoryFixture(DATA_DATE, 6000);

const recall = {
  recall_id: 4321,
  make_en: 'TOYOTA',
  model_text: 'COROLLA',
  recall_year: 2024,
  build_from: '2019-01',
  build_to: '2019-12',
  recall_type: null,
  category_he: 'בטיחות',
  problem_he: 'כרית האוויר של הנהג עלולה לא להיפתח',
  fix_he: 'החלפת מודול כרית האוויר',
  importer: 'יבואן לדוגמה',
  phone: '03-0000000',
  website: null,
};

const corollaRef = {
  slug: 'corolla',
  make_slug: 'toyota',
  make_name_he: 'טויוטה',
  make_name_en: 'Toyota',
  name: 'COROLLA',
  name_he: null,
  vehicle_class: 'private',
  path: '/makes/toyota/corolla',
};

const pages = [
  ['index', '/', 'home', 'עובדות על רכבים בישראל', 'מידע עובדתי על כלי רכב בישראל'],
  ['makes', '/makes', 'makes', 'יצרני רכב', 'כל היצרנים'],
  ['makes/toyota', '/makes/toyota', 'make', 'טויוטה (Toyota)', 'דגמי טויוטה בישראל'],
  ['makes/toyota/corolla', '/makes/toyota/corolla', 'model', 'טויוטה COROLLA', 'קורולה: כלי רכב על הכביש'],
  ['makes/toyota/corolla/2019', '/makes/toyota/corolla/2019', 'model_year', 'טויוטה COROLLA 2019', 'גרסאות 2019'],
  ['makes/mazda', '/makes/mazda', 'make', 'מזדה (Mazda)', 'דגמי מזדה בישראל'],
  ['makes/mazda/cx-5', '/makes/mazda/cx-5', 'model', 'מזדה CX-5', 'CX-5 בישראל'],
  ['thefts', '/thefts', 'thefts', 'גניבות רכב', 'גניבות לפי שנה'],
  ['licence-fee', '/licence-fee', 'licence_fee', 'אגרת רישוי שנתית', 'טבלת אגרת הרישוי'],
  ['standard-policy', '/standard-policy', 'standard_policy', 'הפוליסה התקנית', 'מה מובטח לפי גיל הרכב'],
  ['chova-factors', '/chova-factors', 'chova_factors', 'ביטוח חובה: מה משפיע על המחיר', 'הגורמים'],
  ['recalls', '/recalls', 'recalls', 'ריקולים', 'הודעות ריקול'],
  ['sources', '/sources', 'sources', 'מקורות ושיטה', 'מאגרי המידע'],
  ['privacy', '/privacy', 'privacy', 'פרטיות', 'איך נשמרים הפרטים'],
  ['terms', '/terms', 'terms', 'תנאי שימוש והבהרה', 'תנאים'],
  ['api-docs', '/api-docs', 'api_docs', 'ממשק לתוכנות (API)', 'תיעוד'],
  ['connect', '/connect', 'connect', 'חיבור לעוזר בינה מלאכותית', 'MCP'],
  ['callback', '/callback', 'callback', 'בקשה שנציג יחזור אליי', 'חזרה'],
].map(([id, p, type, title, summary]) => ({ id, path: p, type, title, summary, keywords: [] as string[] }));

/** Toyota as the makes list and its own shard both describe it. */
const toyota = {
  slug: 'toyota',
  name_he: 'טויוטה',
  name_en: 'Toyota',
  make_codes: [413],
  cars_on_road: 12345,
  model_count: 1,
  path: '/makes/toyota',
};

const shards: Record<string, unknown> = {
  [shardPath.manifest]: {
    schema_version: SCHEMA_VERSION,
    data_date: DATA_DATE,
    generated_by: 'fixture',
    recall_match_rate: 0.5,
    counts: {},
    shards: {},
    sources: [{ name: 'registry', resource_id: '053cea08-09bc-40ec-8f7a-156f0677aff3', date: DATA_DATE, rows: 1234 }],
  },
  [shardPath.makes]: {
    data_date: DATA_DATE,
    makes: [
      toyota,
      { slug: 'mazda', name_he: 'מזדה', name_en: 'Mazda', make_codes: [588], cars_on_road: 500, model_count: 1, path: '/makes/mazda' },
    ],
  },
  [shardPath.make('toyota')]: {
    data_date: DATA_DATE,
    make: toyota,
    models: [{ ...corollaRef, cars_on_road: 12345, years: [2019, 2020], fuels: ['petrol', 'hybrid'] }],
  },
  [shardPath.model('toyota', 'corolla')]: {
    data_date: DATA_DATE,
    model: { ...corollaRef, body_types: ['סדאן'] },
    summary: {
      cars_on_road: 12345,
      cars_inactive: 678,
      cars_cancelled: 91,
      years: [
        { year: 2019, cars_on_road: 6000, path: '/makes/toyota/corolla/2019', ...yearFleetFigures(corolla2019Fleet) },
        { year: 2020, cars_on_road: 6345, path: '/makes/toyota/corolla/2020', ...yearFleetFigures(fleetHistoryFixture(DATA_DATE, 6345)) },
      ],
      trims: ['SUN'],
      engines: [{ engine_cc: 1598, horsepower: 132, fuel: 'petrol', cars_on_road: 12345 }],
      fuels: ['petrol'],
      safety_systems: [
        { key: 'abs', label_he: 'מערכת למניעת נעילת גלגלים', label_en: 'ABS', share: 1 },
        { key: 'lane_departure_warning', label_he: 'התרעה על סטייה מנתיב', label_en: 'Lane departure warning', share: 0.25 },
      ],
      list_price: { min: 110000, max: 135000, currency: 'ILS', first_year: 2019, last_year: 2020, confidence: 'confirmed' },
      recalls: [recall],
      thefts: {
        by_year: [
          { year: 2023, thefts: 40, recovered: 10 },
          { year: 2024, thefts: 30, recovered: 12 },
          { year: 2025, thefts: 20, recovered: 5 },
        ],
        status: 'recorded',
        rate_per_1000: 1.62,
        rate_year: 2025,
        rate_basis: { thefts: 20, thefts_counted: 'thefts', cars: 12345, cars_counted: 'cars' },
        national_rate_per_1000: 3.8,
        national_rate_basis: { vehicle_class: 'private', thefts: 380, thefts_counted: 'thefts', cars: 100000, cars_counted: 'cars' },
        shared_with: [],
        top_production_years: [{ year: 2019, thefts: 25 }],
        sample: true,
      },
      // Group 3, built 2019: registered 2019 or 2020, both in the 2017-2020 column (1,487).
      licence_fee_by_year: [
        {
          year: 2019,
          price_groups: [3],
          assumes_first_registration: [2019, 2020],
          broadcasting_addon: 135,
          by_registration: [
            {
              first_registration_years: [2019, 2020],
              column: '2017-2020',
              column_label_he: '7 עד 10 שנים',
              column_label_en: '7 to 10 years',
              fee_min: 1487,
              fee_max: 1487,
              total_min: 1622,
              total_max: 1622,
              confidence: 'secondary',
            },
          ],
        },
      ],
    },
  },
  [shardPath.modelYear('toyota', 'corolla', 2019)]: {
    data_date: DATA_DATE,
    model: corollaRef,
    year: 2019,
    cars_on_road: 6000,
    trims: [
      {
        trim: 'SUN',
        key: { make_code: 413, model_code: 1234, year: 2019, trim: 'SUN' },
        model_code_name: 'ZRE172L',
        price_group: 3,
        licence_fee: {
          assumes_first_registration: [2019, 2020],
          by_registration: [
            {
              first_registration_years: [2019, 2020],
              column: '2017-2020',
              column_label_he: '7 עד 10 שנים',
              column_label_en: '7 to 10 years',
              fee: 1487,
              broadcasting_addon: 135,
              total: 1622,
              confidence: 'secondary',
            },
          ],
        },
        fuel: 'petrol',
        engine_cc: 1598,
        horsepower: 132,
        body: 'סדאן',
        airbags: 7,
        co2_wltp: 150,
        fuel_use_l_per_100km_estimate: 6.4,
        safety_systems: ['abs'],
        list_price: 110000,
        cars_on_road: 6000,
      },
    ],
    recalls: [recall],
    thefts: { year: 2019, status: 'recorded', thefts: 25 },
    fleet_history: corolla2019Fleet,
  },
  [shardPath.modelKeys]: { data_date: DATA_DATE, keys: {} },
  [shardPath.recalls]: {
    data_date: DATA_DATE,
    match_rate: 0.5,
    recalls: [{ ...recall, models: [{ make_slug: 'toyota', model_slug: 'corolla' }] }],
  },
  [shardPath.nationalThefts]: {
    data_date: DATA_DATE,
    reported_totals: {
      counted_he: 'כל כלי הרכב',
      counted_en: 'All vehicles',
      confidence: 'reported',
      series: [{ source: 'דיווח בתקשורת', published: '2025-08', figures: [{ year: 2023, thefts: 19094, approximate: false, note: null }] }],
    },
    by_model_file: [
      { year: 2023, thefts: 40, recovered: 10 },
      { year: 2024, thefts: 30, recovered: 12 },
      { year: 2025, thefts: 20, recovered: 5 },
    ],
    rate_year: 2025,
    rates: [
      {
        vehicle_class: 'private',
        rate_per_1000: 3.8,
        basis: { thefts: 380, thefts_counted: 'thefts', cars: 100000, cars_counted: 'cars' },
      },
    ],
    top_models: [{ make_slug: 'toyota', model_slug: 'corolla', name: 'טויוטה COROLLA', thefts: 90 }],
    sample: true,
  },
  [shardPath.pages]: { data_date: DATA_DATE, pages },
};

/** Writes the fixture as version "fixture" of a fresh data folder (with current.json) and returns the folder. */
export function fixtureDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'content-fixture-'));
  writeDataVersion(dataDir, 'fixture', DATA_DATE, shards);
  return dataDir;
}

export function openFixtureStore(): DataStore {
  return DataStore.openCurrent(fixtureDataDir());
}
