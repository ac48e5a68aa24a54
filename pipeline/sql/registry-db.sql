-- registry.duckdb (attached as reg for the whole run): the tables the local live lookup reads, English column
-- names, each sorted by plate so DuckDB's per-row-group min/max lets a point lookup read one row group.
-- Plates are BIGINT: leading zeros (the archives pad to 8 digits) carry no meaning. Dates (read as 'YYYY-MM-DD' text,
-- sql/macros.sql date_value) are stored as DATEs: about half the CPU of their text to store (4.2 M values: 0.5 s
-- against 1 s), and they read back as the same text (to_json, ::VARCHAR). Later steps read reg.active rather than
-- parse the 4 M-row registry file again.

CREATE TABLE reg.info AS SELECT {{data_date}} AS data_date, {{schema_version}} AS schema_version;

-- A vehicle's type is one of two words: an ENUM of them stores a number a row, not the text (4.2 M texts cost
-- about 1 s of CPU to store), and reads back as the same text.
CREATE TYPE reg.vehicle_type AS ENUM ('commercial', 'private');

-- The registry and the inactive-vehicle file share one schema, so one projection serves both.
CREATE OR REPLACE TEMP MACRO vehicle_rows(source_table) AS TABLE
SELECT
  mispar_rechev AS plate, tozeret_cd::INT AS make_code, tozeret_nm AS make_name_he, degem_cd::INT AS model_code,
  degem_nm AS model_code_name, kinuy_mishari AS commercial_name, ramat_gimur AS trim, shnat_yitzur::INT AS year,
  vehicle_class(sug_degem)::reg.vehicle_type AS vehicle_type, degem_manoa AS engine_code, sug_delek_nm AS fuel_he,
  tzeva_rechev AS colour_he, baalut AS ownership_he, moed_aliya_lakvish AS on_road_since,
  mivchan_acharon_dt::DATE AS last_test_date, tokef_dt::DATE AS licence_valid_until,
  bad__ -- the view's value check, read by the pipeline and dropped before publishing (inputs/load.ts)
FROM query_table(source_table);

-- reg.active is written next, by active-lookup.sql: it folds in the history, continuation and retrofit rows below.
CREATE TABLE reg.inactive AS FROM vehicle_rows('src_inactive') ORDER BY plate;

-- The current cancellation file and its two archives share one schema (the archives store it as text, plates
-- padded; loading cast them), so one projection serves the three.
CREATE OR REPLACE TEMP MACRO cancelled_rows(source_table) AS TABLE
SELECT
  mispar_rechev AS plate, tozeret_cd::INT AS make_code, tozeret_nm AS make_name_he, degem_cd::INT AS model_code,
  degem_nm AS model_code_name, kinuy_mishari AS commercial_name, ramat_gimur AS trim, shnat_yitzur::INT AS year,
  -- the cancellation file has no sug_degem; its vehicle kind names goods vehicles (משא) explicitly
  (CASE WHEN sug_rechev_nm LIKE '%משא%' THEN 'commercial' ELSE 'private' END)::reg.vehicle_type AS vehicle_type,
  sug_rechev_nm AS vehicle_kind_he, degem_manoa AS engine_code, sug_delek_nm AS fuel_he, tzeva_rechev AS colour_he,
  baalut AS ownership_he, moed_aliya_lakvish AS on_road_since, bitul_dt::DATE AS off_road_since,
  bad__ -- the view's value check (see vehicle_rows)
FROM query_table(source_table);

CREATE TABLE reg.cancelled AS FROM cancelled_rows('src_cancelled') ORDER BY plate;

CREATE TABLE reg.cancelled_2010_2016 AS FROM cancelled_rows('src_cancelled_2010_2016') ORDER BY plate;

CREATE TABLE reg.cancelled_2000_2009 AS FROM cancelled_rows('src_cancelled_2000_2009') ORDER BY plate;

-- Personal imports in the registry's English names where the file has the column. It has no model code and no
-- trim (the columns stay NULL), and no sug_degem: its vehicle kind names commercial vehicles (מסחרי, משא).
CREATE TABLE reg.personal_imports AS
SELECT
  mispar_rechev AS plate, tozeret_cd::INT AS make_code, tozeret_nm AS make_name_he, NULL::INT AS model_code,
  degem_nm AS model_code_name, NULL::VARCHAR AS commercial_name, NULL::VARCHAR AS trim, shnat_yitzur::INT AS year,
  (CASE WHEN sug_rechev_nm LIKE '%מסחרי%' OR sug_rechev_nm LIKE '%משא%' THEN 'commercial' ELSE 'private' END)::reg.vehicle_type
    AS vehicle_type,
  degem_manoa AS engine_code, nefach_manoa::INT AS engine_cc, sug_delek_nm AS fuel_he, moed_aliya_lakvish AS on_road_since,
  mivchan_acharon_dt::DATE AS last_test_date, tokef_dt::DATE AS licence_valid_until, sug_yevu AS import_type_he
FROM src_personal_imports
ORDER BY plate;

-- Partial coverage: a plate without a row has no history data. The flags are published 1 = yes, 0 = no.
-- Staged in memory with the check column, not written here: the rows of cars on the road are folded into reg.active
-- (active-lookup.sql) and stored only there; reg.history gets the rest (off-road-rows.sql).
CREATE TEMP TABLE history_rows AS
SELECT
  mispar_rechev AS plate, kilometer_test_aharon AS km_at_last_test, shinui_mivne_ind = 1 AS structural_change,
  gapam_ind = 1 AS lpg_added, shnui_zeva_ind = 1 AS colour_change, shinui_zmig_ind = 1 AS tyre_change,
  rishum_rishon_dt::DATE AS first_registration_date, mkoriut_nm AS origin_he, bad__
FROM src_history;

-- baalut_dt (YYYYMM) is read as the DATE of the month's first day (year_month_value): a DATE costs about half the CPU
-- of its text to sort and store (4.9 M rows: 3.0 s against 5.5 s), and the lookup writes it 'YYYY-MM' like every
-- other month of the service (local-registry.sql).
CREATE TABLE reg.ownership AS
SELECT
  mispar_rechev AS plate, baalut_dt AS month, baalut AS ownership_he, bad__
FROM src_ownership
ORDER BY plate, month;

-- Staged like the history rows: reg.active holds the rows of cars on the road, reg.extras the rest.
CREATE TEMP TABLE extras_rows AS
SELECT
  mispar_rechev AS plate, grira_nm AS tow_hitch_he, kod_omes_tzmig_kidmi AS front_tyre_load_index,
  kod_omes_tzmig_ahori AS rear_tyre_load_index, kod_mehirut_tzmig_kidmi AS front_tyre_speed_symbol,
  kod_mehirut_tzmig_ahori AS rear_tyre_speed_symbol, bad__
FROM src_registry_extras;

-- Odometer readings of earlier data versions (the history file keeps only the last one): empty here, filled from
-- the previously published registry.duckdb when there is one (odometer-readings.sql).
CREATE TABLE reg.odometer_readings (plate BIGINT, km BIGINT, as_of VARCHAR);

CREATE TABLE reg.open_recalls AS
SELECT mispar_rechev AS plate, recall_id::INT AS recall_id, sug_takala AS category_he, teur_takala AS problem_he,
  taarich_pticha::DATE AS opened_date
FROM src_open_recalls
ORDER BY plate, recall_id;

CREATE TABLE reg.retrofit_eligible AS
SELECT DISTINCT mispar_rechev AS plate FROM src_retrofit_eligible ORDER BY plate;
