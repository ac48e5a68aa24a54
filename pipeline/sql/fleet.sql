-- The denominator of the national theft rate: all private cars on the road.
SELECT count(*)::INT AS fleet FROM reg.active
WHERE vehicle_type = 'private'; -- private cars only (sug_degem P): the rate is stated against private cars
