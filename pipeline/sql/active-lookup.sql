-- reg.active gains, per plate, the facts of the datasets that follow the registry one row to a car: the vehicle
-- history's row, the registry continuation's row and the retrofit-discount list. The live lookup of a car on the
-- road then reads them with its registry row, one table instead of four (local-registry.sql, part `registry`;
-- at national scale that takes the p99 of a plate answer with its history from about 5.3 to 4.5 ms). The separate
-- tables stay: a car off the road has its history there, and later steps read them.
CREATE TABLE reg.active_folded AS
SELECT a.*,
  h.plate IS NOT NULL AS has_history, h.km_at_last_test, h.structural_change, h.lpg_added, h.colour_change,
  h.tyre_change, h.first_registration_date, h.origin_he,
  e.plate IS NOT NULL AS has_extras, e.tow_hitch_he, e.front_tyre_load_index, e.rear_tyre_load_index,
  e.front_tyre_speed_symbol, e.rear_tyre_speed_symbol,
  r.plate IS NOT NULL AS retrofit_eligible
FROM reg.active a
-- one row a plate on the right, as the separate tables' point lookups read one (LIMIT 1): a file that repeats a
-- plate must not repeat the car
LEFT JOIN (SELECT DISTINCT ON (plate) * FROM reg.history) h USING (plate)
LEFT JOIN (SELECT DISTINCT ON (plate) * FROM reg.extras) e USING (plate)
LEFT JOIN reg.retrofit_eligible r USING (plate)
ORDER BY plate;

DROP TABLE reg.active;

ALTER TABLE reg.active_folded RENAME TO active;
