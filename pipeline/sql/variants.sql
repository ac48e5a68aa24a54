-- variants: one row per registry join key (make_code, model_code, year, trim) with the model it belongs to,
-- its specifications from the model table, its list price and its cars on the road. Every catalog shard
-- is an aggregation of this table.

-- The model table can list a key twice; keep one row per key, chosen by content so reruns pick the same.
CREATE OR REPLACE TEMP TABLE model_rows AS
SELECT
  tozeret_cd::INT AS make_code, degem_cd::INT AS model_code, shnat_yitzur::INT AS year,
  coalesce(ramat_gimur, '') AS trim,
  sug_degem, nullif(upper(trim(kinuy_mishari)), '') AS commercial_name, upper(trim(degem_nm)) AS model_code_name,
  merkav AS body, kvuzat_agra_cd::INT AS price_group, nefah_manoa::INT AS engine_cc, koah_sus::INT AS horsepower,
  fuel_class(technologiat_hanaa_nm, delek_nm) AS fuel, mispar_kariot_avir::INT AS airbags, co2_wltp,
  list_filter([
    CASE WHEN abs_ind = 1 THEN 'abs' END,
    CASE WHEN bakarat_yatzivut_ind = 1 THEN 'stability_control' END,
    CASE WHEN bakarat_stiya_menativ_ind = 1 THEN 'lane_departure_warning' END,
    CASE WHEN nitur_merhak_milfanim_ind = 1 THEN 'forward_distance_monitoring' END,
    CASE WHEN zihuy_beshetah_nistar_ind = 1 THEN 'blind_spot_detection' END,
    CASE WHEN bakarat_shyut_adaptivit_ind = 1 THEN 'adaptive_cruise_control' END,
    CASE WHEN zihuy_holchey_regel_ind = 1 THEN 'pedestrian_detection' END,
    CASE WHEN maarechet_ezer_labalam_ind = 1 THEN 'brake_assist' END,
    CASE WHEN matzlemat_reverse_ind = 1 THEN 'reversing_camera' END,
    CASE WHEN hayshaney_lahatz_avir_batzmigim_ind = 1 THEN 'tyre_pressure_monitoring' END,
    CASE WHEN hayshaney_hagorot_ind = 1 THEN 'seatbelt_warning' END,
    CASE WHEN teura_automatit_benesiya_kadima_ind = 1 THEN 'automatic_headlights' END,
    CASE WHEN shlita_automatit_beorot_gvohim_ind = 1 THEN 'automatic_high_beams' END,
    CASE WHEN zihuy_tamrurey_tnua_ind = 1 THEN 'traffic_sign_recognition' END,
    CASE WHEN blima_otomatit_nesia_leahor = 1 THEN 'reverse_automatic_braking' END,
    CASE WHEN bakarat_mehirut_isa = 1 THEN 'speed_assist' END,
    CASE WHEN blimat_hirum_lifnei_holhei_regel_ofanaim = 1 THEN 'cyclist_pedestrian_emergency_braking' END,
    CASE WHEN alco_lock = 1 THEN 'alcohol_interlock' END
  ], x -> x IS NOT NULL) AS safety_systems
FROM src_model_data
QUALIFY row_number() OVER (PARTITION BY tozeret_cd, degem_cd, shnat_yitzur, coalesce(ramat_gimur, '')
  ORDER BY kinuy_mishari, degem_nm, sug_degem, kvuzat_agra_cd, nefah_manoa, koah_sus, co2_wltp, merkav,
    technologiat_hanaa_nm, delek_nm, mispar_kariot_avir) = 1;

-- Active cars per key, from registry.duckdb's active table (already written, typed and compressed).
-- kinuy_mishari and fuel are near-constant within a key; min() makes the pick stable.
CREATE OR REPLACE TEMP TABLE registry_rows AS
SELECT
  make_code, model_code, year, coalesce(trim, '') AS trim,
  count(*)::INT AS cars_on_road,
  min(vehicle_type)::VARCHAR AS vehicle_class,
  min(nullif(upper(trim(commercial_name)), '')) AS commercial_name,
  min(upper(trim(model_code_name))) AS model_code_name,
  min(fuel_he) AS fuel_he
FROM reg.active
-- a car without a readable make code, model code or year belongs to no variant (counted in quality.json)
WHERE make_code IS NOT NULL AND model_code IS NOT NULL AND year IS NOT NULL
GROUP BY ALL;

-- A key can carry two or three list prices (one per trim, or an update). The price list has no trim column, but its
-- commercial name usually ends with the trim: a row naming the variant's trim gives its price; otherwise the lowest
-- price is the key's entry price.
CREATE OR REPLACE TEMP TABLE list_price_rows AS
SELECT tozeret_cd::INT AS make_code, degem_cd::INT AS model_code, shnat_yitzur::INT AS year,
  upper(coalesce(kinuy_mishari, '')) AS price_name, round(mehir)::INT AS list_price
FROM src_list_prices
WHERE mehir > 0; -- a zero or missing price is a placeholder, not a price

CREATE OR REPLACE TABLE variants AS
WITH joined AS (
  SELECT
    coalesce(m.make_code, r.make_code) AS make_code,
    coalesce(m.model_code, r.model_code) AS model_code,
    coalesce(m.year, r.year) AS year,
    coalesce(m.trim, r.trim) AS trim,
    coalesce(m.commercial_name, r.commercial_name, m.model_code_name, r.model_code_name) AS model_name,
    coalesce(m.model_code_name, r.model_code_name, '') AS model_code_name,
    coalesce(vehicle_class(m.sug_degem), r.vehicle_class) AS vehicle_class,
    m.body, m.price_group, m.engine_cc, m.horsepower, m.airbags, m.co2_wltp,
    coalesce(m.fuel, fuel_class(NULL, r.fuel_he)) AS fuel,
    coalesce(m.safety_systems, []) AS safety_systems,
    m.make_code IS NOT NULL AS has_model_data,
    coalesce(r.cars_on_road, 0) AS cars_on_road
  FROM model_rows m
  FULL OUTER JOIN registry_rows r USING (make_code, model_code, year, trim)
),
priced AS (
  SELECT j.make_code, j.model_code, j.year, j.trim,
    arg_min(lp.list_price, (j.trim = '' OR NOT contains(lp.price_name, upper(j.trim)), lp.list_price)) AS list_price
  FROM joined j
  JOIN list_price_rows lp USING (make_code, model_code, year)
  GROUP BY ALL
)
SELECT
  j.*,
  mm.make_slug, mm.make_name_he, mm.make_name_en,
  coalesce(nullif(slugify(j.model_name), ''), 'model-' || j.model_code) AS model_slug,
  lp.list_price,
  -- ESTIMATE of litres per 100 km from WLTP CO2 g/km: written by lib/rules/running-cost.ts (fuelUseSql) from
  -- rules/running-cost.json, the formula the running-cost estimate uses.
  {{fuel_use_estimate}} AS fuel_use_estimate
FROM joined j
JOIN make_map mm USING (make_code)
LEFT JOIN priced lp USING (make_code, model_code, year, trim);

-- One name and class per model: the spelling and class most of its cars have (ties broken by name).
CREATE OR REPLACE TABLE models AS
SELECT make_slug, model_slug,
  arg_max(model_name, (cars_on_road, model_name)) AS model_name,
  CASE WHEN sum(CASE WHEN vehicle_class = 'commercial' THEN cars_on_road + 1 ELSE 0 END)
          > sum(CASE WHEN vehicle_class = 'private' THEN cars_on_road + 1 ELSE 0 END) THEN 'commercial' ELSE 'private' END AS vehicle_class,
  any_value(make_name_he) AS make_name_he, any_value(make_name_en) AS make_name_en,
  sum(cars_on_road)::INT AS cars_on_road
FROM variants
GROUP BY make_slug, model_slug;
