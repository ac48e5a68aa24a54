-- recall-matches: which models each recall notice is about. The notices' TOZAR_CD is not the registry's
-- make code, so the match goes by name (name-matches.sql): TOZAR_TEUR through the make aliases, DEGEM
-- against the make's model names.
CREATE OR REPLACE TABLE recall_notices AS
SELECT
  recall_id::INT AS recall_id, coalesce(trim(tozar_teur), '') AS make_en, coalesce(trim(degem), '') AS model_text,
  shnat_recall::INT AS recall_year,
  build_begin_a AS build_from, build_end_a AS build_to,
  sug_recall AS recall_type, sug_takala AS category_he, coalesce(teur_takala, '') AS problem_he, ofen_tikun AS fix_he,
  yevuan_teur AS importer, telephone AS phone, website
FROM src_recall_notices
-- a notice listed twice keeps one row, chosen by content so reruns agree
QUALIFY row_number() OVER (PARTITION BY recall_id ORDER BY tozar_teur, degem, teur_takala, ofen_tikun) = 1;

CREATE OR REPLACE TEMP TABLE recall_names AS SELECT recall_id AS id, make_en AS make, model_text AS model FROM recall_notices;

CREATE OR REPLACE TABLE recall_matches AS
SELECT id AS recall_id, make_slug, model_slug FROM name_matches('recall_names');
