-- The police by-model file per theft year (every row, matched to a model or not), and whether it is the sample.
SELECT theft_year AS year, sum(thefts)::INT AS thefts, sum(recovered)::INT AS recovered, bool_or(sample) AS sample
FROM theft_rows
GROUP BY ALL
ORDER BY year;
