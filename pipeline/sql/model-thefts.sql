-- Per-model police theft figures for models/<make>/<model>.json and the per-year shards.
WITH rows AS (
  SELECT m.make_slug, m.model_slug, t.* FROM theft_matches m JOIN theft_rows t USING (row_id)
),
by_year AS (
  SELECT make_slug, model_slug, list({'year': theft_year, 'thefts': thefts, 'recovered': recovered} ORDER BY theft_year) AS by_year,
    -- counts per production year are whole only when no row of the model covers all production years at once
    bool_and(production_years_given) AS production_years_complete
  FROM (SELECT make_slug, model_slug, theft_year, sum(thefts)::INT AS thefts, sum(recovered)::INT AS recovered,
          bool_and(production_year IS NOT NULL) AS production_years_given
        FROM rows GROUP BY make_slug, model_slug, theft_year)
  GROUP BY ALL
),
production AS (
  SELECT make_slug, model_slug, list({'year': production_year, 'thefts': thefts} ORDER BY production_year) AS by_production_year
  FROM (SELECT make_slug, model_slug, production_year, sum(thefts)::INT AS thefts FROM rows
        WHERE production_year IS NOT NULL -- the production year is optional in the police file
        GROUP BY ALL)
  GROUP BY ALL
),
shared AS (
  -- Other models in the same police rows: the figures are theirs too.
  SELECT a.make_slug, a.model_slug,
    list(DISTINCT o.make_name_en || ' ' || o.model_name ORDER BY o.make_name_en || ' ' || o.model_name) AS shared_with
  FROM theft_matches a
  JOIN theft_matches b ON a.row_id = b.row_id AND (a.make_slug, a.model_slug) <> (b.make_slug, b.model_slug)
  JOIN models o ON o.make_slug = b.make_slug AND o.model_slug = b.model_slug
  GROUP BY ALL
)
SELECT y.make_slug, y.model_slug, y.by_year, y.production_years_complete,
  coalesce(p.by_production_year, []) AS by_production_year, coalesce(s.shared_with, []) AS shared_with
FROM by_year y
LEFT JOIN production p USING (make_slug, model_slug)
LEFT JOIN shared s USING (make_slug, model_slug)
ORDER BY make_slug, model_slug;
