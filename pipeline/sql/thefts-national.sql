-- thefts-national.json, reported totals: every published series of national vehicle thefts as it stands. The
-- series disagree and count all vehicle types, so none is merged with another or with the by-model file.
SELECT * FROM (
  SELECT trim(series) AS source, nullif(trim(published), '') AS published, year::INT AS year, thefts::INT AS thefts,
    lower(coalesce(approximate, '')) = 'true' AS approximate, nullif(trim(note), '') AS note
  FROM src_police_national
)
-- exact series first, a series of rounded figures after them; then by publication month and name
ORDER BY bool_or(approximate) OVER (PARTITION BY source), published NULLS FIRST, source, year;
