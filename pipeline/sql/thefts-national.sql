-- thefts-national.json: reported national totals per year (all vehicle types); the totals report no
-- recoveries, so recovered is null for them. Years only in the by-model file use its sums, recoveries too.
WITH by_model AS (
  SELECT theft_year AS year, sum(thefts)::INT AS thefts, sum(recovered)::INT AS recovered FROM theft_rows GROUP BY ALL
)
SELECT coalesce(n.year, m.year)::INT AS year, coalesce(n.thefts, m.thefts)::INT AS thefts,
  CASE WHEN n.year IS NULL THEN m.recovered END AS recovered,
  coalesce(n.source, 'Sum of the police by-model rows') AS source
FROM src_police_national n
FULL OUTER JOIN by_model m USING (year)
ORDER BY year;
