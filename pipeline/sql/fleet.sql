-- The denominators of the national theft rates: cars on the road per vehicle class (private, commercial), so
-- each class's thefts are divided by the same class's cars.
SELECT vehicle_type::VARCHAR AS vehicle_class, count(*)::INT AS cars FROM reg.active GROUP BY ALL ORDER BY vehicle_class;
