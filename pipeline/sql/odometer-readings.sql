-- Carries odometer readings forward from the previously published registry.duckdb (attached as prev): every
-- distinct reading a plate has had, with the data date it was first seen. The history file keeps only the last
-- reading, so this is the only place earlier ones survive. One pass over the earlier readings and the previous
-- readings; no join. The previous version's readings are in its history table and, for the cars it had on the
-- road, folded into its active table ({{folded}}; a version written before the fold kept them all in history, and a
-- reading found in both is one reading).
INSERT INTO reg.odometer_readings
SELECT plate, km, min(as_of) AS as_of
FROM (
  SELECT plate, km, as_of FROM prev.odometer_readings
  UNION ALL
  SELECT plate, km_at_last_test, (SELECT data_date FROM prev.info) FROM prev.history WHERE km_at_last_test IS NOT NULL
  {{folded}}
)
GROUP BY plate, km
ORDER BY plate, as_of;
