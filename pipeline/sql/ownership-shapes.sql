-- The ownership file's shapes (data-sources.md §10) as the plate answer reads them (lib/rules/ownership-history.ts),
-- counted for the quality report: rows on the car's road month that begin its rows are first registrations, not
-- changes; a row repeating the one before it exactly (same month and type) is one change. Ordering a month's rows by
-- type puts exact repeats side by side.
WITH road AS (
  -- The month a car took to the road where its file gives one: a year alone names no row.
  SELECT plate, try_strptime(on_road_since, '%Y-%m')::DATE AS road_month FROM reg.active WHERE length(on_road_since) > 4
  UNION ALL
  SELECT plate, try_strptime(on_road_since, '%Y-%m')::DATE FROM reg.inactive WHERE length(on_road_since) > 4
  UNION ALL
  SELECT plate, try_strptime(on_road_since, '%Y-%m')::DATE FROM reg.personal_imports WHERE length(on_road_since) > 4
),
read AS (
  SELECT plate, month, ownership_he,
    row_number() OVER w AS n, lag(month) OVER w AS before_month, lag(ownership_he) OVER w AS before_type
  FROM reg.ownership
  WINDOW w AS (PARTITION BY plate ORDER BY month, ownership_he)
)
SELECT
  count(*)::INT AS rows,
  count(DISTINCT r.plate)::INT AS plates,
  count(*) FILTER (WHERE r.n = 1 AND r.month = road.road_month)::INT AS first_registrations,
  count(*) FILTER (WHERE r.before_month = r.month AND r.before_type IS NOT DISTINCT FROM r.ownership_he)::INT AS exact_repeats
FROM read r
LEFT JOIN road USING (plate);
