-- name-matches: the model-name matching of the police theft rows, which name makes in English or Hebrew and
-- models in free text ("VITO,VIANO", "MAZDA3", "COROLLA HYBRID"). (Recall notices are matched by the stricter
-- rules of raw/rules/recall-model-names.json, steps/recall-model-match.ts: their texts are far freer.)
-- Each comma-separated model in the text matches, within its make, in the first tier that finds anything:
--   1. the same letters and digits (MAZDA3 = MAZDA 3, L200 = L 200, C-HR = CHR);
--   2. a model whose whole words begin the text (COROLLA HYBRID, TUCSON NX4 -> COROLLA, TUCSON), longest first;
--   3. models whose names begin with the text's whole words (C-HR -> C-HR HYBRID).
CREATE OR REPLACE MACRO word_key(s) AS trim(regexp_replace(upper(s), '[^A-Z0-9א-ת]+', ' ', 'g'));

CREATE OR REPLACE TABLE model_names AS
SELECT DISTINCT make_slug, model_slug, name_key(model_name) AS name, word_key(model_name) AS words
FROM variants
WHERE name_key(model_name) <> ''; -- a name with no letters or digits cannot be matched

-- src: a table with columns id, make, model.
CREATE OR REPLACE TEMP MACRO name_matches(src) AS TABLE
WITH tokens AS (
  SELECT id, make, trim(token) AS token
  FROM (SELECT id, make, unnest(regexp_split_to_array(model, '[,;/]')) AS token FROM query_table(src))
  WHERE name_key(token) <> '' -- empty items of a list such as "A,,B"
),
candidates AS (
  SELECT t.id, t.token, n.make_slug, n.model_slug, length(n.words) AS len,
    CASE WHEN n.name = name_key(t.token) THEN 1
         WHEN word_key(t.token) LIKE n.words || ' %' THEN 2
         WHEN n.words LIKE word_key(t.token) || ' %' THEN 3 END AS tier
  FROM tokens t
  JOIN make_alias a ON a.alias_key = name_key(t.make)
  JOIN model_names n ON n.make_slug = a.make_slug
)
SELECT DISTINCT id, make_slug, model_slug
FROM candidates
WHERE tier IS NOT NULL -- no tier: the name is another model's
QUALIFY tier = min(tier) OVER (PARTITION BY id, token)
  AND (tier <> 2 OR len = max(len) OVER (PARTITION BY id, token, tier)); -- tier 2 keeps the longest model name only
