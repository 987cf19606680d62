-- 0010: the full-text list ranks chunks by how telling the words they share with the utterance are.
--
-- companion_find_chunks() (0007) ranked its candidates by ts_rank, which counts matching words with
-- no notion of rarity: a turn holding a speaker's name, "session" and "feel" outranked one holding
-- the utterance's one rare word, and the rare-word chunk often fell out of the 50 returned. The
-- caller now passes each of the utterance's words with its weight (an inverse document frequency
-- over the user's chunks, from chunk_terms: companion/store/recall_search.py), and a chunk scores
-- the summed weight of the words it holds. The same candidate set is read as before (the GIN lookup
-- is unchanged); only the score differs. docs/recall.md has the measurements.
DROP FUNCTION companion_find_chunks(text[], text[], integer, tsquery, text, uuid, integer);

-- The full-text candidates of the current user: the chunks holding any of `rare`, and at most
-- `common_cap` chunks holding all of `common` (and none of `rare`), of embedding model `model` and
-- not of session `exclude_session`; each scored with the summed `weights` of the `words` it holds
-- (one lexeme each, already normalised); the best `n`, ids and scores only.
CREATE FUNCTION companion_find_chunks(
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
        SELECT c.id, c.tsv, c.session_id, c.embedding_model, true AS via_rare FROM chunks c
         WHERE cardinality(rare_keys) > 0 AND companion_chunk_keys(c.user_id, c.tsv) && rare_keys
           AND c.user_id = companion_current_user_id()  -- the keys already say so; stated anyway
        UNION ALL
        (SELECT c.id, c.tsv, c.session_id, c.embedding_model, false FROM chunks c
          WHERE cardinality(common_keys) > 0
            AND companion_chunk_keys(c.user_id, c.tsv) @> common_keys
            AND c.user_id = companion_current_user_id()
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
REVOKE ALL ON FUNCTION companion_find_chunks(text[], text[], integer, text[], real[], text, uuid, integer)
    FROM PUBLIC;
GRANT EXECUTE ON FUNCTION companion_find_chunks(text[], text[], integer, text[], real[], text, uuid, integer)
    TO companion_app;
