-- recall-matches: which models each recall notice is about. The notices' TOZAR_CD is not the registry's
-- make code, so the match goes by name: the English make (TOZAR_TEUR) through the make aliases, and each
-- model named in DEGEM ("VITO,VIANO") against every spelling of the make's model names.
CREATE OR REPLACE TABLE recall_notices AS
SELECT
  recall_id::INT AS recall_id, coalesce(trim(tozar_teur), '') AS make_en, coalesce(trim(degem), '') AS model_text,
  shnat_recall::INT AS recall_year,
  strftime(build_begin_a, '%Y-%m-%d') AS build_from, strftime(build_end_a, '%Y-%m-%d') AS build_to,
  sug_recall AS recall_type, sug_takala AS category_he, coalesce(teur_takala, '') AS problem_he, ofen_tikun AS fix_he,
  yevuan_teur AS importer, telephone AS phone, website
FROM src_recall_notices
-- a notice listed twice keeps one row, chosen by content so reruns agree
QUALIFY row_number() OVER (PARTITION BY recall_id ORDER BY tozar_teur, degem, teur_takala, ofen_tikun) = 1;

CREATE OR REPLACE TABLE model_name_keys AS
SELECT DISTINCT make_slug, model_slug, name_key(model_name) AS name
FROM variants
WHERE name_key(model_name) <> '' -- a name with no letters or digits cannot be matched
UNION
SELECT make_slug, model_slug, name_key(model_slug) FROM models;

CREATE OR REPLACE TABLE recall_matches AS
SELECT DISTINCT r.recall_id, n.make_slug, n.model_slug
FROM (SELECT recall_id, make_en, unnest(regexp_split_to_array(model_text, '[,;/]')) AS token FROM recall_notices) r
JOIN make_alias a ON a.alias_key = name_key(r.make_en)
JOIN model_name_keys n ON n.make_slug = a.make_slug AND n.name = name_key(r.token);
