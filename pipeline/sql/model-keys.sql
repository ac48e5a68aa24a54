-- model-keys.json: registry join key "make_code|model_code|year|trim" -> model facts, for the live lookup.
-- One JSON object text (keys in join-key order) rather than 100 K rows read value by value through Node.
SELECT '{' || coalesce(string_agg(
  to_json(make_code || '|' || model_code || '|' || year || '|' || trim) || ':' ||
  json_object('make_slug', make_slug, 'model_slug', model_slug, 'trim', trim, 'price_group', price_group, 'fuel', fuel,
    'engine_cc', engine_cc, 'horsepower', horsepower, 'airbags', airbags, 'co2_wltp', co2_wltp,
    'safety_systems', safety_systems, 'list_price', list_price, 'vehicle_class', vehicle_class, 'body', body),
  ',' ORDER BY make_code, model_code, year, trim), '') || '}' AS keys_json
FROM variants;
