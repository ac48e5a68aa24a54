-- recall-matches: the recall notices, one row each, and the table of the models each is about. The notices'
-- TOZAR_CD is not the registry's make code and DEGEM is free text, so the models are found by name, by the
-- rules of raw/rules/recall-model-names.json (steps/recall-model-match.ts), which fill recall_matches.
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

CREATE OR REPLACE TABLE recall_matches (recall_id INT, make_slug VARCHAR, model_slug VARCHAR);
