-- registry.duckdb (attached as reg for the whole run): the tables the local live lookup reads, English column
-- names, each sorted by plate so DuckDB's per-row-group min/max lets a point lookup read one row group.
-- Plates are BIGINT: leading zeros (the archives pad to 8 digits) carry no meaning. Later steps read
-- reg.active rather than parse the 4 M-row registry file again.

CREATE TABLE reg.info AS SELECT {{data_date}} AS data_date, {{schema_version}} AS schema_version;

-- The registry and the inactive-vehicle file share one schema, so one projection serves both.
CREATE OR REPLACE TEMP MACRO vehicle_rows(source_table) AS TABLE
SELECT
  mispar_rechev AS plate, tozeret_cd::INT AS make_code, tozeret_nm AS make_name_he, degem_cd::INT AS model_code,
  degem_nm AS model_code_name, kinuy_mishari AS commercial_name, ramat_gimur AS trim, shnat_yitzur::INT AS year,
  vehicle_class(sug_degem) AS vehicle_type, degem_manoa AS engine_code, sug_delek_nm AS fuel_he,
  tzeva_rechev AS colour_he, baalut AS ownership_he, moed_aliya_lakvish AS on_road_since,
  mivchan_acharon_dt AS last_test_date, tokef_dt AS licence_valid_until,
  bad__ -- the view's value check, read by the pipeline and dropped before publishing (inputs/load.ts)
FROM query_table(source_table);

CREATE TABLE reg.active AS FROM vehicle_rows('src_registry') ORDER BY plate;

CREATE TABLE reg.inactive AS FROM vehicle_rows('src_inactive') ORDER BY plate;

CREATE TABLE reg.cancelled AS
SELECT
  mispar_rechev AS plate, tozeret_cd::INT AS make_code, tozeret_nm AS make_name_he, degem_cd::INT AS model_code,
  degem_nm AS model_code_name, kinuy_mishari AS commercial_name, ramat_gimur AS trim, shnat_yitzur::INT AS year,
  -- the cancellation file has no sug_degem; its vehicle kind names goods vehicles (משא) explicitly
  CASE WHEN sug_rechev_nm LIKE '%משא%' THEN 'commercial' ELSE 'private' END AS vehicle_type,
  sug_rechev_nm AS vehicle_kind_he, degem_manoa AS engine_code, sug_delek_nm AS fuel_he, tzeva_rechev AS colour_he,
  baalut AS ownership_he, moed_aliya_lakvish AS on_road_since, bitul_dt AS off_road_since
FROM src_cancelled
ORDER BY plate;

CREATE TABLE reg.open_recalls AS
SELECT mispar_rechev AS plate, recall_id::INT AS recall_id, sug_takala AS category_he, teur_takala AS problem_he,
  taarich_pticha AS opened_date
FROM src_open_recalls
ORDER BY plate, recall_id;

CREATE TABLE reg.retrofit_eligible AS
SELECT DISTINCT mispar_rechev AS plate FROM src_retrofit_eligible ORDER BY plate;
