-- Shared normalisations, defined once for every step.
-- Latin slug: lower-case, runs of anything else become one hyphen (COROLLA CROSS -> corolla-cross).
CREATE OR REPLACE MACRO slugify(s) AS trim(regexp_replace(lower(s), '[^a-z0-9]+', '-', 'g'), '-');
-- Matching key for names written differently by different datasets (C-HR / CHR, VITO  / Vito, דאצ'יה / דאציה).
CREATE OR REPLACE MACRO name_key(s) AS regexp_replace(upper(s), '[^A-Z0-9א-ת]+', '', 'g');
-- Fuel class of a trim from its drive technology and fuel text: the body is written by lib/rules/fuel-class.ts
-- (fuelClassSql), which live look-ups classify with too.
CREATE OR REPLACE MACRO fuel_class(technology, fuel) AS {{fuel_class}};
-- sug_degem "M" is the light-commercial class (vans, pickups, light trucks up to 3.5 t).
CREATE OR REPLACE MACRO vehicle_class(sug_degem) AS CASE WHEN sug_degem = 'M' THEN 'commercial' ELSE 'private' END;
-- How the input files' values are read (pipeline/inputs/load.ts); each is NULL when the value cannot be read.
-- A whole number: CKAN serves some numeric columns as text, "1498" or "1498.0"; a fraction is no whole number, and
-- DuckDB's integer cast would round it, so a decimal point goes through DOUBLE and must leave nothing behind.
CREATE OR REPLACE MACRO int_value(v) AS CASE
  WHEN NOT contains(v, '.') THEN try_cast(v AS BIGINT)
  WHEN try_cast(v AS DOUBLE) = trunc(try_cast(v AS DOUBLE)) THEN try_cast(try_cast(v AS DOUBLE) AS BIGINT) END;
-- The years a car's date or month can fall in, given as a number or its text; any other is no date of a car's.
CREATE OR REPLACE MACRO year_ok(y) AS coalesce(try_cast(y AS INT) BETWEEN 1900 AND 2100, false);
-- A date, YYYY-MM-DD: "2024-11-14", a timestamp "2022-05-22T00:00:00" or "2016-11-27 00:00:00" (the time is
-- dropped), or another spelling of digits DuckDB reads as a date ("2024-1-5"). A year outside year_ok's, and
-- DuckDB's words for dates ("epoch", "infinity"), are no date: NULL, counted as unreadable.
CREATE OR REPLACE MACRO date_value(v) AS CASE
  WHEN v LIKE '____-__-__%' THEN CASE WHEN year_ok(year(try_cast(left(v, 10) AS DATE))) THEN left(v, 10) END
  WHEN left(v, 1) BETWEEN '0' AND '9' AND year_ok(year(try_cast(v AS DATE))) THEN strftime(try_cast(v AS DATE), '%Y-%m-%d')
  END;
-- A road date kept at the precision the file gives: "2020-3" and "2020-03" are months ('2020-03'); "2022" is a year
-- ('2022': the current cancellation file gives only the year, which is not January); a date or timestamp gives its
-- month; a number written "2022.0" is the year.
CREATE OR REPLACE MACRO road_month_any(v) AS CASE
  WHEN length(v) = 4 THEN CASE WHEN year_ok(v) THEN v END
  WHEN length(v) = 6 AND right(v, 2) = '.0' THEN CASE WHEN year_ok(left(v, 4)) THEN left(v, 4) END
  WHEN substr(v, 5, 1) = '-' THEN CASE
    WHEN year_ok(left(v, 4)) AND coalesce(try_cast(split_part(v, '-', 2) AS INT) BETWEEN 1 AND 12, false)
      AND (length(v) <= 7 OR date_value(v) IS NOT NULL)
    THEN left(v, 4) || '-' || lpad(split_part(v, '-', 2), 2, '0') END
  END;
-- The registry's own shapes, "2020-3" and "2020-03", read by one date cast: at national scale the general macro
-- above cost about 0.7 us a value (3 s of CPU over 4.2 M registry rows) and this about a third of it. Any other
-- value, or one this does not accept, goes to the general macro (coalesce evaluates it only for those rows);
-- both give the same answer wherever this one answers (checked over every value of the sample and a fuzzed set).
CREATE OR REPLACE MACRO road_month_common(v) AS CASE
  WHEN length(v) IN (6, 7) AND substr(v, 5, 1) = '-' AND year_ok(year(try_cast(v || '-01' AS DATE)))
  THEN CASE WHEN length(v) = 7 THEN v ELSE left(v, 5) || '0' || right(v, 1) END END;
CREATE OR REPLACE MACRO road_month(v) AS coalesce(road_month_common(v), road_month_any(v));
-- A month written YYYYMM as a whole number (the ownership file's baalut_dt: 202210, also "202210.0"): the DATE of its
-- first day, NULL when it is no month (month 00 or 13, a year alone). The live lookup reads CKAN's rows alike
-- (yearMonth in api/registry/registry-dates.ts); test/pipeline/macros.test.ts holds the two to the same answers.
CREATE OR REPLACE MACRO year_month_value(v) AS CASE
  WHEN year_ok(int_value(v) // 100) AND int_value(v) % 100 BETWEEN 1 AND 12
  THEN make_date((int_value(v) // 100)::INT, (int_value(v) % 100)::INT, 1) END;
