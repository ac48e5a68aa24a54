-- Every make code with the Hebrew names the datasets give it, for the make-name mapping
-- (raw/rules/make-names.json). The model table's tozar is the short brand; tozeret_nm is brand + country.
SELECT make_code, min(brand_he) AS brand_he, min(make_name_he) AS make_name_he
FROM (
  SELECT tozeret_cd AS make_code, tozar AS brand_he, tozeret_nm AS make_name_he FROM src_model_data
  UNION ALL
  SELECT make_code, NULL, make_name_he FROM reg.active
  WHERE make_code IS NOT NULL -- a car whose make code could not be read names no make code to map (counted in quality.json)
)
GROUP BY make_code
ORDER BY make_code;
