-- reg.history and reg.extras: the staged rows (registry-db.sql) of the plates reg.active does not hold. A car on the
-- road has its rows folded into reg.active (active-lookup.sql); writing them here as well stored 6.5 M rows twice
-- (about 5 s at national scale). Run once the staged rows are counted and their set-aside rows deleted
-- (inputs/load.ts countWritten), so the check column is left behind here.
CREATE TABLE reg.history AS
SELECT * EXCLUDE (bad__)
FROM temp.history_rows h
-- a plate the inactive file lists too keeps its row here: the inactive car's fleet figures read this table
-- (fleet-history.sql)
WHERE NOT EXISTS (FROM reg.active a WHERE a.plate = h.plate) OR EXISTS (FROM reg.inactive i WHERE i.plate = h.plate)
ORDER BY plate;

CREATE TABLE reg.extras AS
SELECT * EXCLUDE (bad__)
FROM temp.extras_rows e
-- only the live lookup reads this table, and for a car on the road it reads the folded row
WHERE NOT EXISTS (FROM reg.active a WHERE a.plate = e.plate)
ORDER BY plate;

DROP TABLE temp.history_rows;
DROP TABLE temp.extras_rows;
