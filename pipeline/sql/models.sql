-- models/<make>/<model>.json: one row per model with its per-year, trim, engine, safety and price facts.
WITH model_of_key AS (SELECT DISTINCT make_code, model_code, year, make_slug, model_slug FROM variants),
inactive AS (
  -- Inactive cars (off the road, not finally cancelled) per model from the per-model count table, attributed
  -- through the model's keys.
  SELECT k.make_slug, k.model_slug, sum(c.mispar_rechavim_le_pailim)::INT AS cars_inactive
  FROM src_model_counts c
  JOIN model_of_key k ON k.make_code = c.tozeret_cd AND k.model_code = c.degem_cd AND k.year = c.shnat_yitzur
  WHERE c.mispar_rechavim_le_pailim > 0 -- rows without inactive cars add nothing
  GROUP BY ALL
),
by_year AS (
  SELECT make_slug, model_slug, list({'year': year, 'cars_on_road': cars} ORDER BY year) AS years
  FROM (SELECT make_slug, model_slug, year, sum(cars_on_road)::INT AS cars FROM variants GROUP BY ALL)
  GROUP BY ALL
),
engines AS (
  SELECT make_slug, model_slug,
    list({'engine_cc': engine_cc, 'horsepower': horsepower, 'fuel': fuel, 'cars_on_road': cars}
      ORDER BY cars DESC, fuel, engine_cc NULLS LAST, horsepower NULLS LAST) AS engines
  FROM (SELECT make_slug, model_slug, engine_cc, horsepower, fuel, sum(cars_on_road)::INT AS cars FROM variants GROUP BY ALL)
  GROUP BY ALL
),
safety_weights AS (
  -- Shares are of cars on the road whose key has model data; a model with no such car weighs each key once.
  SELECT v.*, CASE WHEN sum(cars_on_road) OVER (PARTITION BY make_slug, model_slug) > 0 THEN cars_on_road ELSE 1 END AS weight
  FROM variants v
  WHERE has_model_data -- keys without model data say nothing about safety systems
),
safety AS (
  SELECT s.make_slug, s.model_slug, list({'key': s.key, 'share': round(s.with_system / t.total, 4)} ORDER BY s.key) AS safety_systems
  FROM (SELECT make_slug, model_slug, key, sum(weight) AS with_system
        FROM (SELECT make_slug, model_slug, weight, unnest(safety_systems) AS key FROM safety_weights) GROUP BY ALL) s
  JOIN (SELECT make_slug, model_slug, sum(weight) AS total FROM safety_weights GROUP BY ALL) t USING (make_slug, model_slug)
  GROUP BY ALL
),
prices AS (
  SELECT make_slug, model_slug,
    {'min': min(list_price), 'max': max(list_price), 'currency': 'ILS', 'first_year': min(year), 'last_year': max(year)} AS list_price
  FROM variants
  WHERE list_price IS NOT NULL -- only keys with a published list price
  GROUP BY ALL
),
base AS (
  SELECT make_slug, model_slug,
    list(DISTINCT body ORDER BY body) FILTER (WHERE body IS NOT NULL) AS body_types,
    list(DISTINCT trim ORDER BY trim) FILTER (WHERE trim <> '') AS trims,
    list(DISTINCT fuel ORDER BY fuel) AS fuels
  FROM variants
  GROUP BY ALL
)
SELECT
  m.make_slug, m.model_slug, m.model_name, m.vehicle_class, m.make_name_he, m.make_name_en, m.cars_on_road,
  coalesce(i.cars_inactive, 0) AS cars_inactive,
  coalesce(b.body_types, []) AS body_types, coalesce(b.trims, []) AS trims, b.fuels,
  y.years, e.engines, coalesce(s.safety_systems, []) AS safety_systems, p.list_price
FROM models m
JOIN base b USING (make_slug, model_slug)
JOIN by_year y USING (make_slug, model_slug)
JOIN engines e USING (make_slug, model_slug)
LEFT JOIN safety s USING (make_slug, model_slug)
LEFT JOIN prices p USING (make_slug, model_slug)
LEFT JOIN inactive i USING (make_slug, model_slug)
ORDER BY m.make_slug, m.model_slug;
