// pipeline/sql/fleet-history.sql over a handful of hand-made registry.duckdb rows, some first registered to the
// month ('YYYY-MM') and some to the year only ('YYYY', as the final-cancellation file writes it): a year alone is
// never read as 1 January, so without a history date such a car has no age; the 2017 ownership cut takes its year.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Db } from '../../pipeline/db.ts';

let db: Db;

// One model year (make 1, model 1, 2019, trim A). Ages are whole years from first registration to the last test.
const SETUP = `
ATTACH ':memory:' AS reg;
CREATE TABLE variants AS SELECT 1 AS make_code, 1 AS model_code, 2019 AS year, 'A' AS trim,
  'make' AS make_slug, 'model' AS model_slug, 5 AS cars_on_road;
CREATE TABLE reg.inactive (plate BIGINT, make_code INT, model_code INT, year INT, trim VARCHAR, last_test_date VARCHAR,
  on_road_since VARCHAR);
INSERT INTO reg.inactive VALUES (4, 1, 1, 2019, 'A', NULL, '2018');
CREATE TABLE reg.history (plate BIGINT, km_at_last_test BIGINT, first_registration_date VARCHAR);
INSERT INTO reg.history VALUES (1, 60000, NULL), (2, 50000, NULL), (3, 40000, '2019-06-01');
CREATE TEMP TABLE on_road AS FROM reg.inactive LIMIT 0;
INSERT INTO on_road VALUES
  (1, 1, 1, 2019, 'A', '2024-03-15', '2019-03'), -- month: 2019-03-01 to 2024-03-15, 5 years
  (2, 1, 1, 2019, 'A', '2024-03-15', '2019'),    -- year only, history without a date: no age
  (3, 1, 1, 2019, 'A', '2024-03-15', '2019'),    -- year only, the history's date 2019-06-01: 4 years
  (5, 1, 1, 2019, 'A', '2024-03-15', '2016');    -- year only, before 2017: out of the ownership figures
-- a car on the road carries its history row folded in, as active-lookup.sql writes it
CREATE TABLE reg.active AS
SELECT a.*, h.plate IS NOT NULL AS has_history, h.km_at_last_test, h.first_registration_date
FROM on_road a LEFT JOIN reg.history h USING (plate);
CREATE TABLE reg.cancelled (make_code INT, model_code INT, year INT, trim VARCHAR, on_road_since VARCHAR);
INSERT INTO reg.cancelled VALUES (1, 1, 2019, 'A', '2019');
CREATE TABLE reg.cancelled_2010_2016 AS FROM reg.cancelled LIMIT 0;
CREATE TABLE reg.cancelled_2000_2009 AS FROM reg.cancelled;
-- Months are DATEs of the month's first day, as registry-db.sql stores baalut_dt. Plate 1's first row falls on its road
-- month (its first registration, no change) and plate 4's last row repeats exactly (one change): 1 and 2 changes.
CREATE TABLE reg.ownership (plate BIGINT, month DATE, ownership_he VARCHAR);
INSERT INTO reg.ownership VALUES (1, '2019-03-01', 'החכר'), (1, '2021-04-01', 'פרטי'), (4, '2020-01-01', 'פרטי'),
  (4, '2022-07-01', 'סוחר'), (4, '2022-07-01', 'סוחר'), (5, '2019-02-01', 'פרטי');
`;

beforeAll(async () => {
  db = await Db.open(mkdtempSync(path.join(tmpdir(), 'fleet-year-only-')), '256MB');
  await db.run(SETUP);
  // as the registry stage sums them before the fleet figures (pipeline.ts)
  await db.runFile('ownership-plates');
});
afterAll(() => db.close());

describe('fleet history with first registrations known to the year only', () => {
  it('ages only the cars with a date, counts the year-only car without one as having no reading, cuts 2017 by year', async () => {
    const [row] = await db.allFile('fleet-history', { min_years_on_road: '1', ownership_from: '2017' });
    expect(row).toMatchObject({
      on_road: 4,
      inactive: 1,
      // the current file and the 2000-2009 archive
      cancelled: 2,
      // plates 1, 2 and 3 have a history row; plate 2's year alone gives no age, so no reading
      with_row: 3,
      with_reading: 2,
      median_km: 50000,
      by_age: [
        { age_years: 4, cars: 1, median_km: 40000 },
        { age_years: 5, cars: 1, median_km: 60000 },
      ],
      yearly_cars: 2,
      // plates 1 to 4 (first registered 2019, 2019, 2019, 2018) with 1, 0, 0 and 2 changes; plate 5 (2016) is left out
      owned_cars: 4,
      owned_buckets: [2, 1, 1, 0, 0, 0],
    });
  });
});
