-- theft-matches: police theft rows (make, model, theft year, production year) -> models, by name as for the
-- recalls. A row naming several models ("VITO,VIANO") is reported jointly and counts for each of them.
CREATE OR REPLACE TABLE theft_rows AS
SELECT row_number() OVER (ORDER BY make, model, theft_year, production_year, thefts, recovered)::INT AS row_id,
  trim(make) AS make, trim(model) AS model, theft_year::INT AS theft_year, production_year::INT AS production_year,
  thefts::INT AS thefts, coalesce(recovered, 0)::INT AS recovered
FROM src_police_thefts;

CREATE OR REPLACE TABLE theft_matches AS
SELECT DISTINCT t.row_id, n.make_slug, n.model_slug
FROM (SELECT row_id, make, unnest(regexp_split_to_array(model, '[,;/]')) AS token FROM theft_rows) t
JOIN make_alias a ON a.alias_key = name_key(t.make)
JOIN model_name_keys n ON n.make_slug = a.make_slug AND n.name = name_key(t.token);
