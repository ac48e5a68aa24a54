-- makes.json: one entry per make (all its make codes), with cars on the road and its number of models.
SELECT
  make_slug AS slug, make_name_he AS name_he, make_name_en AS name_en,
  list(DISTINCT make_code ORDER BY make_code) AS make_codes,
  sum(cars_on_road)::INT AS cars_on_road,
  count(DISTINCT model_slug)::INT AS model_count
FROM variants
GROUP BY ALL
ORDER BY slug;
