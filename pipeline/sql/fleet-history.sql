-- fleet_history of every model-year shard: what the published files say of a production year's cars (how many
-- are still on the road, km at the last annual test by age, ownership changes since 2017, the yearly distances
-- the odometer rule judges against). One pass over each registry.duckdb table (the ownership file's through its
-- plates' sums, ownership-plates.sql); every large table is narrowed or aggregated before it is joined, and each car
-- reaches its model year through the small table of registry keys.

-- Cars per registry key and file: the only pass over the off-road files. The file is kept (source) so the quality
-- report can say how many rows of each no model statistic counts (unattributed-rows.sql).
CREATE OR REPLACE TEMP TABLE fleet_counts AS
SELECT make_code, model_code, year, coalesce(trim, '') AS trim, source, count(*)::INT AS cars
FROM (
  SELECT make_code, model_code, year, trim, 'registry' AS source FROM reg.active
  UNION ALL SELECT make_code, model_code, year, trim, 'inactive' FROM reg.inactive
  UNION ALL SELECT make_code, model_code, year, trim, 'cancelled' FROM reg.cancelled
  UNION ALL SELECT make_code, model_code, year, trim, 'cancelled-2010-2016' FROM reg.cancelled_2010_2016
  UNION ALL SELECT make_code, model_code, year, trim, 'cancelled-2000-2009' FROM reg.cancelled_2000_2009
)
GROUP BY ALL;

-- Each registry key's model year (my_id: a small number standing for make, model and year in the large joins):
-- its catalog variant, else (an off-road trim the catalog never saw) the model most cars of the same make, model
-- code and year belong to, so no car counts twice.
CREATE OR REPLACE TEMP TABLE fleet_key_model AS
WITH by_code AS (
  SELECT make_code, model_code, year,
    arg_max(make_slug, (cars_on_road, model_slug)) AS make_slug, arg_max(model_slug, (cars_on_road, model_slug)) AS model_slug
  FROM variants
  GROUP BY ALL
),
keyed AS (
  SELECT c.make_code, c.model_code, c.year, c.trim,
    coalesce(v.make_slug, b.make_slug) AS make_slug, coalesce(v.model_slug, b.model_slug) AS model_slug
  FROM (SELECT DISTINCT make_code, model_code, year, trim FROM fleet_counts) c
  LEFT JOIN variants v USING (make_code, model_code, year, trim)
  LEFT JOIN by_code b USING (make_code, model_code, year)
  WHERE coalesce(v.model_slug, b.model_slug) IS NOT NULL -- a key of no catalog model year has no page to show it on
)
SELECT *, dense_rank() OVER (ORDER BY make_slug, model_slug, year)::INT AS my_id FROM keyed;

-- One narrow row per car whose last test and ownership the files give (registry and inactive file): its history
-- reading with the years from first registration (the history row's date, else the registry's first month, as
-- the plate answer reads it) to the last test, and its published ownership changes (after its first registration, an
-- exact repeat once), counted per plate first.
-- on_road_since is 'YYYY-MM', or 'YYYY' when the file gives only the year. A year alone is no date to count years
-- from (never 1 January): such a car without a history date has no age, so it is left out of the figures by age
-- and km a year (counted among the cars without a reading); the 2017 ownership cut needs only the year.
CREATE OR REPLACE TEMP TABLE fleet_cars AS
WITH cars AS (
  -- a car on the road carries its history row folded in (active-lookup.sql): one row a car, no join of 2.3 M rows
  SELECT make_code, model_code, year, coalesce(trim, '') AS trim, last_test_date, on_road_since, plate,
    has_history AS has_row, km_at_last_test AS km, first_registration_date
  FROM reg.active
  UNION ALL
  -- an inactive car's history row, one a plate as the fold takes it, so a file that repeats a plate counts its car once
  SELECT make_code, model_code, year, coalesce(trim, '') AS trim, last_test_date, on_road_since, plate,
    h.plate IS NOT NULL AS has_row, h.km_at_last_test AS km, h.first_registration_date
  FROM reg.inactive
  LEFT JOIN (
    SELECT DISTINCT ON (plate) plate, km_at_last_test, first_registration_date
    FROM reg.history WHERE plate IN (SELECT plate FROM reg.inactive)
    ORDER BY ALL
  ) h USING (plate)
),
changes_per_plate AS (
  -- Changes as the plate answer counts them (lib/rules/ownership-history.ts), from each plate's rows
  -- (ownership-plates.sql): a plate's first row on its road month (the registry's month, else the history's first
  -- registration) is its first registration, not a change, and a row repeating the one before exactly is no new change.
  SELECT o.plate,
    sum(o.distinct_rows - CASE WHEN o.first_month IS NOT DISTINCT FROM coalesce(
      CASE WHEN length(c.on_road_since) > 4 THEN try_strptime(c.on_road_since, '%Y-%m')::DATE END,
      date_trunc('month', try_cast(c.first_registration_date AS DATE))::DATE) THEN 1 ELSE 0 END)::INT AS changes
  FROM temp.ownership_plates o
  JOIN cars c USING (plate)
  GROUP BY ALL
)
SELECT k.my_id, c.has_row, c.km,
  date_diff('day',
    coalesce(try_cast(c.first_registration_date AS DATE),
      CASE WHEN length(c.on_road_since) > 4 THEN try_strptime(c.on_road_since, '%Y-%m')::DATE END),
    try_cast(c.last_test_date AS DATE)) / 365.25 AS years,
  try_cast(left(c.on_road_since, 4) AS INT) AS first_year,
  coalesce(o.changes, 0) AS changes
FROM cars c
JOIN fleet_key_model k USING (make_code, model_code, year, trim)
LEFT JOIN changes_per_plate o USING (plate);

WITH status AS (
  SELECT k.my_id, coalesce(sum(c.cars) FILTER (WHERE c.source = 'registry'), 0)::INT AS on_road,
    coalesce(sum(c.cars) FILTER (WHERE c.source = 'inactive'), 0)::INT AS inactive,
    coalesce(sum(c.cars) FILTER (WHERE c.source LIKE 'cancelled%'), 0)::INT AS cancelled
  FROM fleet_counts c
  JOIN fleet_key_model k USING (make_code, model_code, year, trim)
  GROUP BY ALL
),
readings AS (
  -- a reading needs the km, both dates, and a test on or after first registration
  SELECT my_id, count(*) FILTER (WHERE has_row)::INT AS with_row,
    count(*) FILTER (WHERE km IS NOT NULL AND years >= 0)::INT AS with_reading,
    round(median(km) FILTER (WHERE km IS NOT NULL AND years >= 0))::INT AS median_km
  FROM fleet_cars
  GROUP BY ALL
),
by_age AS (
  SELECT my_id, list({'age_years': age_years, 'cars': cars, 'median_km': median_km} ORDER BY age_years) AS by_age
  FROM (
    SELECT my_id, floor(years)::INT AS age_years, count(*)::INT AS cars, round(median(km))::INT AS median_km
    FROM fleet_cars
    WHERE km IS NOT NULL AND years >= 0 -- cars with a reading only, as counted in readings
    GROUP BY ALL
  )
  GROUP BY ALL
),
yearly AS (
  SELECT my_id, count(*)::INT AS cars,
    round(quantile_cont(km / years, 0.01))::INT AS p1,
    round(quantile_cont(km / years, 0.5))::INT AS median,
    round(quantile_cont(km / years, 0.99))::INT AS p99
  FROM fleet_cars
  WHERE km IS NOT NULL AND years >= {{min_years_on_road}} -- the odometer rule judges only cars this long on the road
  GROUP BY ALL
),
ownership AS (
  SELECT my_id, count(*)::INT AS cars, median(changes) AS median,
    [count(*) FILTER (WHERE changes = 0), count(*) FILTER (WHERE changes = 1), count(*) FILTER (WHERE changes = 2),
     count(*) FILTER (WHERE changes = 3), count(*) FILTER (WHERE changes = 4),
     count(*) FILTER (WHERE changes >= 5)]::INT[] AS buckets
  FROM fleet_cars
  WHERE first_year >= {{ownership_from}} -- changes before 2017 are not published: earlier cars would be undercounted
  GROUP BY ALL
)
SELECT k.make_slug, k.model_slug, k.year, s.on_road, s.inactive, s.cancelled,
  coalesce(r.with_row, 0) AS with_row, coalesce(r.with_reading, 0) AS with_reading, r.median_km,
  coalesce(a.by_age, []) AS by_age,
  coalesce(y.cars, 0) AS yearly_cars, y.p1, y.median AS yearly_median, y.p99,
  coalesce(o.cars, 0) AS owned_cars, o.median AS owned_median, coalesce(o.buckets, [0, 0, 0, 0, 0, 0]) AS owned_buckets
FROM status s
JOIN (SELECT DISTINCT my_id, make_slug, model_slug, year FROM fleet_key_model) k USING (my_id)
LEFT JOIN readings r USING (my_id)
LEFT JOIN by_age a USING (my_id)
LEFT JOIN yearly y USING (my_id)
LEFT JOIN ownership o USING (my_id)
ORDER BY k.make_slug, k.model_slug, k.year;
