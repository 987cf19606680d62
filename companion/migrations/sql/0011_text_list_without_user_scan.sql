-- 0011: the full-text candidates are read through the (user, word) GIN alone.
--
-- companion_find_chunks() (0007, 0010) states the user filter beside the GIN condition, although
-- the GIN's keys already name the user. Its generic plan made that filter a second index condition:
-- a BitmapAnd of the GIN lookup with the per-user btree, which reads an entry for every chunk of
-- the user (3.6 of the statement's 4.5 ms for a user with 50,000 chunks, to keep the ~100 rows the
-- GIN had already found). The filter is now written on an expression no index holds, so it stays a
-- check on the rows the GIN returns (docs/recall.md, "The step's round trips and statements").
-- Nothing else changes: the same candidates, the same scores.
CREATE OR REPLACE FUNCTION companion_find_chunks(
    rare text[], common text[], common_cap integer, words text[], weights real[], model text,
    exclude_session uuid, n integer
)
RETURNS TABLE (id uuid, score real)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path FROM CURRENT SET plan_cache_mode = force_generic_plan ROWS 50 AS $$
DECLARE
    owner_key text := md5(companion_current_user_id());
    rare_keys text[] := (SELECT coalesce(array_agg(owner_key || w), '{}') FROM unnest(rare) AS w);
    common_keys text[] := (SELECT coalesce(array_agg(owner_key || w), '{}') FROM unnest(common) AS w);
    -- One single-lexeme query per word, quoted so that no lexeme is read as tsquery syntax.
    probes tsquery[] := (SELECT coalesce(array_agg(quote_literal(w)::tsquery), '{}') FROM unnest(words) AS w);
    -- A chunk found through the common words holds all of them and none of the rare ones (and no
    -- word the user never said), so its score is known without testing its words.
    common_score real := (SELECT coalesce(sum(p.weight), 0) FROM unnest(words, weights) AS p(word, weight)
                           WHERE p.word = ANY(common));
BEGIN
    RETURN QUERY
    WITH found AS (
        -- `c.user_id || ''`: the keys already say whose chunks these are; stated anyway, as a check
        -- on the rows found, never as a scan of the user's btree (see the header).
        SELECT c.id, c.tsv, c.session_id, c.embedding_model, true AS via_rare FROM chunks c
         WHERE cardinality(rare_keys) > 0 AND companion_chunk_keys(c.user_id, c.tsv) && rare_keys
           AND c.user_id || '' = companion_current_user_id()
        UNION ALL
        (SELECT c.id, c.tsv, c.session_id, c.embedding_model, false FROM chunks c
          WHERE cardinality(common_keys) > 0
            AND companion_chunk_keys(c.user_id, c.tsv) @> common_keys
            AND c.user_id || '' = companion_current_user_id()
            AND (cardinality(rare) = 0 OR NOT tsvector_to_array(c.tsv) && rare)
          LIMIT common_cap)
    ), scored AS (
        SELECT f.id,
               CASE WHEN f.via_rare
                    THEN (SELECT sum(p.weight) FROM unnest(probes, weights) AS p(probe, weight)
                           WHERE f.tsv @@ p.probe)
                    ELSE common_score END::real AS score
          FROM found f
         WHERE f.embedding_model = model AND (exclude_session IS NULL OR f.session_id <> exclude_session)
    )
    SELECT s.id, s.score FROM scored s
     ORDER BY s.score DESC, s.id
     LIMIT n;
END $$;
