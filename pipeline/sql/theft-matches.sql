-- theft-matches: police theft rows (make, model, theft year, production year) -> models, by name as for the
-- recalls (name-matches.sql). A row naming several models ("VITO,VIANO") is reported jointly and counts for each.
CREATE OR REPLACE TABLE theft_rows AS
SELECT row_number() OVER (ORDER BY make, model, theft_year, production_year, thefts, recovered)::INT AS row_id,
  trim(make) AS make, trim(model) AS model, theft_year::INT AS theft_year, production_year::INT AS production_year,
  thefts::INT AS thefts, coalesce(recovered, 0)::INT AS recovered, lower(coalesce(sample, '')) = 'true' AS sample
FROM src_police_thefts;

CREATE OR REPLACE TEMP TABLE theft_names AS SELECT row_id AS id, make, model FROM theft_rows;

CREATE OR REPLACE TABLE theft_matches AS
SELECT id AS row_id, make_slug, model_slug FROM name_matches('theft_names');
