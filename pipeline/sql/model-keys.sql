-- model-keys.json: registry join key "make_code|model_code|year|trim" -> model facts, for the live lookup.
SELECT
  make_code || '|' || model_code || '|' || year || '|' || trim AS key,
  make_slug, model_slug, trim, price_group, fuel, engine_cc, horsepower, airbags, co2_wltp, safety_systems,
  list_price, vehicle_class, body
FROM variants
ORDER BY make_code, model_code, year, trim;
