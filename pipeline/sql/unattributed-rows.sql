-- Rows of each vehicle file that no model statistic counts (after fleet-history.sql, whose tables it reads), one row
-- for every file the fleet figures read: a row without a usable make code, model code or production year (the real
-- cancellation files have about a third), or whose key belongs to no catalog model year. Such cars are still found
-- by plate; the model pages cannot count them.
SELECT c.source, coalesce(sum(c.cars) FILTER (WHERE k.make_code IS NULL), 0)::INT AS rows -- a NULL code never joins
FROM fleet_counts c
LEFT JOIN (SELECT DISTINCT make_code, model_code, year, trim FROM fleet_key_model) k USING (make_code, model_code, year, trim)
GROUP BY ALL
ORDER BY c.source;
