-- The local live lookups, against registry.duckdb as the pipeline publishes it (pipeline/sql/registry-db.sql).
-- Every table is sorted by plate, so each point lookup reads one row group.
-- Each statement is one PART of a plate's answer: rows (part, row), `row` one table row as a JSON object.
-- local-registry.ts asks the parts a request needs together, joined with UNION ALL into one query: DuckDB's fixed
-- cost per query is most of a point lookup's, so one query for a plate's questions costs about half of one each.
-- UNION ALL keeps no order, so local-registry.ts orders the rows of multi-row parts (aggregating them into lists
-- here cost more than the rest of the query).

-- name: registry
-- the vehicle on the road with this plate, with its history, continuation and retrofit-list facts, which the
-- pipeline folds into the active table (active-lookup.sql): for a car on the road the parts history, extras and
-- retrofit_eligible are read from this row
SELECT 'registry' AS part, to_json(t)::VARCHAR AS row FROM (
  SELECT plate, make_code, make_name_he, model_code, model_code_name, commercial_name, trim, year, vehicle_type,
    engine_code, fuel_he, colour_he, ownership_he, on_road_since, last_test_date, licence_valid_until,
    NULL AS off_road_since, NULL AS import_type_he,
    has_history, km_at_last_test, structural_change, lpg_added, colour_change, tyre_change, first_registration_date,
    origin_he, has_extras, tow_hitch_he, front_tyre_load_index, rear_tyre_load_index, front_tyre_speed_symbol,
    rear_tyre_speed_symbol, retrofit_eligible
  FROM active WHERE plate = $plate LIMIT 1) t

-- name: personal_import
-- a personally imported vehicle: no model code (0, see RegistryVehicle.model_code), trim, colour or ownership
SELECT 'personal_import' AS part, to_json(t)::VARCHAR AS row FROM (
  SELECT plate, make_code, make_name_he, 0 AS model_code, model_code_name, commercial_name, trim, year, vehicle_type,
    engine_code, fuel_he, NULL AS colour_he, NULL AS ownership_he, on_road_since, last_test_date, licence_valid_until,
    NULL AS off_road_since, import_type_he
  FROM personal_imports WHERE plate = $plate LIMIT 1) t

-- name: inactive
-- not on the road; the inactive file gives no date it left
SELECT 'inactive' AS part, to_json(t)::VARCHAR AS row FROM (
  SELECT plate, make_code, make_name_he, model_code, model_code_name, commercial_name, trim, year, vehicle_type,
    engine_code, fuel_he, colour_he, ownership_he, on_road_since, last_test_date, licence_valid_until,
    NULL AS off_road_since, NULL AS import_type_he
  FROM inactive WHERE plate = $plate LIMIT 1) t

-- name: cancelled
-- finally cancelled (scrapped or exported) on off_road_since; the file has no test or licence dates
SELECT 'cancelled' AS part, to_json(t)::VARCHAR AS row FROM (
  SELECT plate, make_code, make_name_he, model_code, model_code_name, commercial_name, trim, year, vehicle_type,
    engine_code, fuel_he, colour_he, ownership_he, on_road_since, NULL AS last_test_date, NULL AS licence_valid_until,
    off_road_since, NULL AS import_type_he
  FROM cancelled WHERE plate = $plate LIMIT 1) t

-- name: cancelled_2010_2016
-- in the 2010-2016 cancellation archive (same columns as the current file)
SELECT 'cancelled_2010_2016' AS part, to_json(t)::VARCHAR AS row FROM (
  SELECT plate, make_code, make_name_he, model_code, model_code_name, commercial_name, trim, year, vehicle_type,
    engine_code, fuel_he, colour_he, ownership_he, on_road_since, NULL AS last_test_date, NULL AS licence_valid_until,
    off_road_since, NULL AS import_type_he
  FROM cancelled_2010_2016 WHERE plate = $plate LIMIT 1) t

-- name: cancelled_2000_2009
-- in the 2000-2009 cancellation archive
SELECT 'cancelled_2000_2009' AS part, to_json(t)::VARCHAR AS row FROM (
  SELECT plate, make_code, make_name_he, model_code, model_code_name, commercial_name, trim, year, vehicle_type,
    engine_code, fuel_he, colour_he, ownership_he, on_road_since, NULL AS last_test_date, NULL AS licence_valid_until,
    off_road_since, NULL AS import_type_he
  FROM cancelled_2000_2009 WHERE plate = $plate LIMIT 1) t

-- name: open_recalls
-- every open recall of this plate
SELECT 'open_recalls' AS part, to_json(t)::VARCHAR AS row FROM (
  SELECT recall_id, opened_date, category_he, problem_he FROM open_recalls WHERE plate = $plate) t

-- name: retrofit_eligible
-- the plate is on the retrofit safety-system discount list
SELECT 'retrofit_eligible' AS part, 'true' AS row FROM (SELECT 1 FROM retrofit_eligible WHERE plate = $plate LIMIT 1) t

-- name: history
-- the vehicle-history row; none means no data for the plate. A car on the road has it folded into its active row
-- (history holds the other plates' rows), which local-registry.ts reads from the registry part when that is asked
-- too; asked alone, both tables are looked in
SELECT 'history' AS part, to_json(t)::VARCHAR AS row FROM (
  SELECT km_at_last_test, structural_change, lpg_added, colour_change, tyre_change, first_registration_date, origin_he
  FROM active WHERE plate = $plate AND has_history
  UNION ALL
  SELECT km_at_last_test, structural_change, lpg_added, colour_change, tyre_change, first_registration_date, origin_he
  FROM history WHERE plate = $plate LIMIT 1) t

-- name: earlier_readings
-- readings recorded in earlier data versions (the one equal to the current reading is dropped in
-- local-registry.ts, which has the history part beside it: a subquery here would scan history a second time)
SELECT 'earlier_readings' AS part, to_json(t)::VARCHAR AS row FROM (
  SELECT km, as_of FROM odometer_readings WHERE plate = $plate) t

-- name: ownership
-- ownership changes since 2017
SELECT 'ownership' AS part, to_json(t)::VARCHAR AS row FROM (
  -- month is the DATE of the month's first day ('YYYY-MM' text in registries published before it was): either reads
  -- as its first seven characters
  SELECT left(month::VARCHAR, 7) AS month, ownership_he FROM ownership WHERE plate = $plate) t

-- name: extras
-- the registry continuation's row, looked for as the history row is
SELECT 'extras' AS part, to_json(t)::VARCHAR AS row FROM (
  SELECT tow_hitch_he, front_tyre_load_index, rear_tyre_load_index, front_tyre_speed_symbol, rear_tyre_speed_symbol
  FROM active WHERE plate = $plate AND has_extras
  UNION ALL
  SELECT tow_hitch_he, front_tyre_load_index, rear_tyre_load_index, front_tyre_speed_symbol, rear_tyre_speed_symbol
  FROM extras WHERE plate = $plate LIMIT 1) t
