-- Each plate's ownership rows as the plate answer reads them (lib/rules/ownership-history.ts), summed once for the two
-- steps that count them: the quality report's shapes (ownership-shapes.sql) and the fleet figures' changes
-- (fleet-history.sql, which drops the table). Each read the rows through its own window over the 10 M rows
-- (PARTITION BY plate ORDER BY month, ownership_he) at national scale: 3.7 s and 4.2 s of CPU, against 3.2 s for this
-- table and 1.0 s and 1.5 s for the two reading it, the same counts.
-- A month is never NULL (a row without one is set aside on load), so a row repeats the one before it exactly (same
-- month and type; rows ordered by month, then type) when its (month, ownership_he) pair is not the plate's first:
-- a plate's rows that are no exact repeat are its distinct pairs. Its first row is on its earliest month.
CREATE OR REPLACE TEMP TABLE ownership_plates AS
SELECT plate, sum(n)::INT AS rows, count(*)::INT AS distinct_rows, min(month) AS first_month
FROM (SELECT plate, month, ownership_he, count(*) AS n FROM reg.ownership GROUP BY ALL)
GROUP BY plate;
