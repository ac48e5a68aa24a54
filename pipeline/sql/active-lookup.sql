-- reg.active: the registry with, per plate, the facts of the datasets that follow it one row to a car folded in (the
-- vehicle history's row, the registry continuation's row and the retrofit-discount list), written once, straight
-- from the registry file: a staging copy rewritten here cost one more full write of 4.2 M rows (about 12 s of CPU
-- at national scale). The live lookup of a car on the road then reads one table instead of four (local-registry.sql,
-- part `registry`; at national scale that takes the p99 of a plate answer with its history from about 5.3 to
-- 4.5 ms). The folded rows are stored here only: reg.history and reg.extras keep the rows of the other plates
-- (off-road-rows.sql), for a car off the road.
-- {{history}} and {{extras}} are the staged rows (registry-db.sql), or, when a file repeats a plate, one row a plate
-- of them (DISTINCT ON, the first in the order of all columns, so a rerun keeps the same one), as the separate
-- tables' point lookups read one (LIMIT 1): a repeated plate must not repeat the car. The pipeline checks for
-- repeats first, since DISTINCT ON over every column of 4.2 M rows costs more than the check.
CREATE TABLE reg.active AS
SELECT a.*,
  h.plate IS NOT NULL AS has_history, h.km_at_last_test, h.structural_change, h.lpg_added, h.colour_change,
  h.tyre_change, h.first_registration_date, h.origin_he,
  e.plate IS NOT NULL AS has_extras, e.tow_hitch_he, e.front_tyre_load_index, e.rear_tyre_load_index,
  e.front_tyre_speed_symbol, e.rear_tyre_speed_symbol,
  r.plate IS NOT NULL AS retrofit_eligible
FROM vehicle_rows('src_registry') a
LEFT JOIN {{history}} h USING (plate)
LEFT JOIN {{extras}} e USING (plate)
LEFT JOIN reg.retrofit_eligible r USING (plate)
ORDER BY plate;
