-- Shared normalisations, defined once for every step.
-- Latin slug: lower-case, runs of anything else become one hyphen (COROLLA CROSS -> corolla-cross).
CREATE OR REPLACE MACRO slugify(s) AS trim(regexp_replace(lower(s), '[^a-z0-9]+', '-', 'g'), '-');
-- Matching key for names written differently by different datasets (C-HR / CHR, VITO  / Vito, דאצ'יה / דאציה).
CREATE OR REPLACE MACRO name_key(s) AS regexp_replace(upper(s), '[^A-Z0-9א-ת]+', '', 'g');
-- Fuel class. Ordinary hybrids are plain petrol in the registry and the fuel column; only the model table's
-- drive technology (technologiat_hanaa_nm) tells them apart, so it is consulted first.
CREATE OR REPLACE MACRO fuel_class(technology, fuel) AS CASE
  WHEN upper(technology) LIKE '%PLUG%' OR technology LIKE '%פלאג%' THEN 'plugin_hybrid'
  WHEN technology LIKE '%היברידי%' THEN 'hybrid'
  WHEN technology LIKE '%חשמלי%' THEN 'electric'
  WHEN fuel LIKE 'חשמל/%' THEN 'plugin_hybrid'
  WHEN fuel = 'חשמל' THEN 'electric'
  WHEN fuel = 'בנזין' THEN 'petrol'
  WHEN fuel = 'דיזל' THEN 'diesel'
  WHEN fuel LIKE 'גפ%' THEN 'lpg'
  ELSE 'other' END;
-- sug_degem "M" is the light-commercial class (vans, pickups, light trucks up to 3.5 t).
CREATE OR REPLACE MACRO vehicle_class(sug_degem) AS CASE WHEN sug_degem = 'M' THEN 'commercial' ELSE 'private' END;
