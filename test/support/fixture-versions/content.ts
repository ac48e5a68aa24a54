// A small hand-written data version for renderer and search tests that must not depend on the sample's
// contents: every figure below is asserted by the tests as written here. Mazda and its CX-5 are listed (makes,
// pages) without their shards, for the tests of a version with a missing shard; Corolla 2020 is only a row of the
// model's summary, with no model-year shard or page.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataStore } from '../../../lib/data/data-store.ts';
import { writeFixtureVersion, type ModelSpec, type VersionSpec } from '../fixture-version.ts';

const DATA_DATE = '2026-11-20';

const corolla: ModelSpec = {
  slug: 'corolla',
  name: 'COROLLA',
  name_he: null,
  vehicle_class: 'private',
  model_code: 1234,
  cars_inactive: 678,
  fuels: ['petrol', 'hybrid'],
  years: [
    // 6,000 on the road, 600 inactive, 300 cancelled (87%); 2,640 readings, median 90,000 km; 1 ownership change.
    // Group 3, built 2019: registered 2019 or 2020, both in the 2017-2020 column (1,487 + 135 = 1,622).
    {
      year: 2019,
      cars: 6000,
      shard: {
        trims: [
          {
            trim: 'SUN',
            model_code_name: 'ZRE172L',
            co2_wltp: 150,
            fuel_use_l_per_100km_estimate: 6.4,
            list_price: 110000,
            cars_on_road: 6000,
          },
        ],
        thefts: 25,
      },
    },
    { year: 2020, cars: 6345 },
  ],
  safety_systems: [
    { key: 'abs', label_he: 'מערכת למניעת נעילת גלגלים', label_en: 'ABS', label_ar: 'نظام منع انغلاق المكابح', share: 1 },
    {
      key: 'lane_departure_warning',
      label_he: 'התרעה על סטייה מנתיב',
      label_en: 'Lane departure warning',
      label_ar: 'التحذير من الانحراف عن المسار',
      share: 0.25,
    },
  ],
  list_price: { min: 110000, max: 135000, currency: 'ILS', first_year: 2019, last_year: 2020, confidence: 'confirmed' },
  recalls: [
    {
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
    },
  ],
  thefts: {
    by_year: [
      { year: 2023, thefts: 40, recovered: 10 },
      { year: 2024, thefts: 30, recovered: 12 },
      { year: 2025, thefts: 20, recovered: 5 },
    ],
    rate_per_1000: 1.62,
    rate_cars: 12345,
    top_production_years: [{ year: 2019, thefts: 25 }],
  },
};

const CONTENT: VersionSpec = {
  data_date: DATA_DATE,
  manifest: {
    generated_by: 'fixture',
    sources: [{ name: 'registry', resource_id: '053cea08-09bc-40ec-8f7a-156f0677aff3', date: DATA_DATE, rows: 1234 }],
  },
  recall_match_rate: 0.5,
  makes: [
    { slug: 'toyota', name_he: 'טויוטה', name_en: 'Toyota', make_code: 413, models: [corolla] },
    { slug: 'mazda', name_he: 'מזדה', name_en: 'Mazda', make_code: 588, listed: { cars_on_road: 500, model_count: 1 } },
  ],
  national_thefts: {
    reported: { source: 'דיווח בתקשורת', published: '2025-08', year: 2023, thefts: 19094 },
    by_model_file: [
      { year: 2023, thefts: 40, recovered: 10 },
      { year: 2024, thefts: 30, recovered: 12 },
      { year: 2025, thefts: 20, recovered: 5 },
    ],
    rate: { rate_per_1000: 3.8, thefts: 380, cars: 100000 },
    top_models: [{ make_slug: 'toyota', model_slug: 'corolla', name: 'טויוטה COROLLA', thefts: 90 }],
  },
  pages: [
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
  ],
};

/** Writes the fixture as version "fixture" of a fresh data folder (with current.json) and returns the folder. */
export function fixtureDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'content-fixture-'));
  writeFixtureVersion(dataDir, 'fixture', CONTENT);
  return dataDir;
}

/** The fixture without the make that has no shards of its own, so every page it lists can be written (a site). */
export function openCompleteFixtureStore(): DataStore {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'content-fixture-'));
  const listed = new Set(CONTENT.makes.filter((m) => 'listed' in m).map((m) => `/makes/${m.slug}`));
  writeFixtureVersion(dataDir, 'fixture', {
    ...CONTENT,
    makes: CONTENT.makes.filter((m) => !('listed' in m)),
    pages: CONTENT.pages.filter(([, pagePath]) => ![...listed].some((make) => pagePath === make || pagePath.startsWith(`${make}/`))),
  });
  return DataStore.openCurrent(dataDir);
}

export function openFixtureStore(): DataStore {
  return DataStore.openCurrent(fixtureDataDir());
}
