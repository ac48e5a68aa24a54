-- The national rate's numerator: thefts in the latest by-model year, summed from the same rows the model
-- rates use, so national and model rates share one source and one denominator basis.
SELECT theft_year AS year, sum(thefts)::INT AS thefts, bool_or(sample) AS sample
FROM theft_rows
GROUP BY ALL
ORDER BY year DESC
LIMIT 1;
