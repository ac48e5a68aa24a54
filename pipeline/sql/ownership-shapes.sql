-- The ownership file's shapes (data-sources.md §10) as the plate answer reads them (lib/rules/ownership-history.ts),
-- counted for the quality report from each plate's rows (ownership-plates.sql): rows on the car's road month that begin
-- its rows are first registrations, not changes; a row repeating the one before it exactly (same month and type) is
-- one change. A plate two files list joins each file's road month, and counts once a file, as it did row by row.
WITH road AS (
  -- The month a car took to the road where its file gives one: a year alone names no row.
  SELECT plate, try_strptime(on_road_since, '%Y-%m')::DATE AS road_month FROM reg.active WHERE length(on_road_since) > 4
  UNION ALL
  SELECT plate, try_strptime(on_road_since, '%Y-%m')::DATE FROM reg.inactive WHERE length(on_road_since) > 4
  UNION ALL
  SELECT plate, try_strptime(on_road_since, '%Y-%m')::DATE FROM reg.personal_imports WHERE length(on_road_since) > 4
)
SELECT
  coalesce(sum(p.rows), 0)::INT AS rows,
  count(DISTINCT p.plate)::INT AS plates,
  count(*) FILTER (WHERE p.first_month = road.road_month)::INT AS first_registrations,
  coalesce(sum(p.rows - p.distinct_rows), 0)::INT AS exact_repeats
FROM temp.ownership_plates p
LEFT JOIN road USING (plate);
