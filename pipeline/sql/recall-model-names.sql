-- recall-model-names: the registry's model names the recall notices are read against (steps/recall-model-match.ts),
-- each with the fuel classes of its cars, so a notice's fuel word (PHEV, EV) keeps a model only where the registry
-- holds cars of that fuel.
SELECT make_slug, model_slug, model_name AS name,
  coalesce(list(DISTINCT fuel ORDER BY fuel) FILTER (WHERE fuel IS NOT NULL), []) AS fuels
FROM variants
GROUP BY make_slug, model_slug, model_name
ORDER BY make_slug, model_slug, name;
