-- thefts-national.json: thefts and recoveries per year, summed from the police by-model rows.
SELECT theft_year AS year, sum(thefts)::INT AS thefts, sum(recovered)::INT AS recovered,
  'Israel Police theft figures by model (sum of the by-model rows)' AS source
FROM theft_rows
GROUP BY ALL
ORDER BY year;
