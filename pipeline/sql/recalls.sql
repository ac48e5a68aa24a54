-- recalls.json: every recall notice with the models it was matched to (none when unmatched).
SELECT r.*,
  coalesce(list({'make_slug': m.make_slug, 'model_slug': m.model_slug} ORDER BY m.make_slug, m.model_slug)
    FILTER (WHERE m.make_slug IS NOT NULL), []) AS models
FROM recall_notices r
LEFT JOIN recall_matches m USING (recall_id)
GROUP BY ALL
ORDER BY r.recall_id;
