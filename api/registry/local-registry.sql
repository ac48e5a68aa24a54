-- The local live lookups, against registry.duckdb as the pipeline publishes it (pipeline/sql/registry-db.sql).
-- Every table is sorted by plate, so each point lookup reads one row group.

-- name: active
-- the vehicle on the road with this plate
SELECT plate, make_code, make_name_he, model_code, model_code_name, commercial_name, trim, year, vehicle_type,
  engine_code, fuel_he, colour_he, ownership_he, on_road_since, last_test_date, licence_valid_until,
  NULL AS off_road_since
FROM active WHERE plate = $plate LIMIT 1;

-- name: inactive
-- not on the road; the inactive file gives no date it left
SELECT plate, make_code, make_name_he, model_code, model_code_name, commercial_name, trim, year, vehicle_type,
  engine_code, fuel_he, colour_he, ownership_he, on_road_since, last_test_date, licence_valid_until,
  NULL AS off_road_since
FROM inactive WHERE plate = $plate LIMIT 1;

-- name: cancelled
-- finally cancelled (scrapped or exported) on off_road_since; the file has no test or licence dates
SELECT plate, make_code, make_name_he, model_code, model_code_name, commercial_name, trim, year, vehicle_type,
  engine_code, fuel_he, colour_he, ownership_he, on_road_since, NULL AS last_test_date, NULL AS licence_valid_until,
  off_road_since
FROM cancelled WHERE plate = $plate LIMIT 1;

-- name: open_recalls
-- every open recall of this plate
SELECT recall_id, opened_date, category_he, problem_he FROM open_recalls WHERE plate = $plate ORDER BY recall_id;

-- name: retrofit_eligible
-- the plate is on the retrofit safety-system discount list
SELECT 1 AS eligible FROM retrofit_eligible WHERE plate = $plate LIMIT 1;
