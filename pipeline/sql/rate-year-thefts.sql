-- The national rates' numerators: thefts in the latest by-model year per vehicle class, from the same rows the
-- model rates use. A row counts in the class of the models it was matched to; a row matched to no model has no
-- class and counts in neither.
WITH latest AS (SELECT max(theft_year) AS year FROM theft_rows),
classed AS (
  SELECT DISTINCT t.row_id, t.thefts, m.vehicle_class
  FROM theft_rows t
  JOIN theft_matches tm USING (row_id)
  JOIN models m ON m.make_slug = tm.make_slug AND m.model_slug = tm.model_slug
  WHERE t.theft_year = (SELECT year FROM latest) -- the rate year only
)
SELECT vehicle_class, sum(thefts)::INT AS thefts FROM classed GROUP BY ALL ORDER BY vehicle_class;
