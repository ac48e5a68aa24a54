-- The denominator of the national theft rate: all private cars on the road.
SELECT count(*)::INT AS fleet FROM src_registry
WHERE sug_degem = 'P'; -- private cars only: the rate is stated against private cars
