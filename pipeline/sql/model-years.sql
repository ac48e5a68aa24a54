-- One row per model year with every trim (registry key) in it: a year of model-years/<make>/<model>.json.
-- The trims come out as one JSON text per model year: reading ~100 K nested rows value by value through the
-- Node binding costs seconds, JSON.parse costs milliseconds.
SELECT make_slug, model_slug, year, sum(cars_on_road)::INT AS cars_on_road,
  to_json(list({
    'trim': trim, 'make_code': make_code, 'model_code': model_code, 'model_code_name': model_code_name,
    'price_group': price_group, 'fuel': fuel, 'engine_cc': engine_cc, 'horsepower': horsepower, 'body': body,
    'airbags': airbags, 'co2_wltp': co2_wltp, 'fuel_use_estimate': fuel_use_estimate, 'safety_systems': safety_systems,
    'list_price': list_price, 'cars_on_road': cars_on_road
  } ORDER BY trim, model_code, make_code))::VARCHAR AS trims_json
FROM variants
GROUP BY ALL
ORDER BY make_slug, model_slug, year;
