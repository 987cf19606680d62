-- 0014: the full-text list returns where each of its rows is, so the caller reads them back directly.
--
-- companion_find_chunks() (0007, 0010, 0011) visits the heap row of every candidate it ranks (the
-- GIN only says which pages to look at) and returned ids and scores; the caller then read the best
-- 50 rows again, under row-level security, through the primary key's btree (user, id): 50 descents
-- of the btree to reach rows whose address the function had just held (~0.15 ms of server CPU a
-- step at 50,000 chunks; docs/recall.md, "Eighth round"). It now also returns each row's `ctid`, and
-- the caller reads them with a TID scan (`ctid = ANY(...)`), still as the app role under row-level
-- security, still stating its user, and checking that the row found is the id returned.
--
-- Why a row address is safe here: the function and the statement that calls it share one snapshot
-- (a STABLE function takes none of its own), so the row version the function saw is the one the
-- TID scan finds; an address whose row is not visible, or not this user's, or not the id returned,
-- yields no row rather than a wrong one. Nothing else changes: the same candidates, the same scores.
DROP FUNCTION companion_find_chunks(text[], text[], integer, text[], real[], text, uuid, integer);

CREATE FUNCTION companion_find_chunks(
    rare text[], common text[], common_cap integer, words text[], weights real[], model text,
    exclude_session uuid, n integer
)
RETURNS TABLE (id uuid, score real, address tid)
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
        -- on the rows found, never as a scan of the user's btree (0011).
        SELECT c.id, c.ctid, c.tsv, c.session_id, c.embedding_model, true AS via_rare FROM chunks c
         WHERE cardinality(rare_keys) > 0 AND companion_chunk_keys(c.user_id, c.tsv) && rare_keys
           AND c.user_id || '' = companion_current_user_id()
        UNION ALL
        (SELECT c.id, c.ctid, c.tsv, c.session_id, c.embedding_model, false FROM chunks c
          WHERE cardinality(common_keys) > 0
            AND companion_chunk_keys(c.user_id, c.tsv) @> common_keys
            AND c.user_id || '' = companion_current_user_id()
            AND (cardinality(rare) = 0 OR NOT tsvector_to_array(c.tsv) && rare)
          LIMIT common_cap)
    ), scored AS (
        SELECT f.id, f.ctid,
               CASE WHEN f.via_rare
                    THEN (SELECT sum(p.weight) FROM unnest(probes, weights) AS p(probe, weight)
                           WHERE f.tsv @@ p.probe)
                    ELSE common_score END::real AS score
          FROM found f
         WHERE f.embedding_model = model AND (exclude_session IS NULL OR f.session_id <> exclude_session)
    )
    SELECT s.id, s.score, s.ctid FROM scored s
     ORDER BY s.score DESC, s.id
     LIMIT n;
END $$;
REVOKE ALL ON FUNCTION companion_find_chunks(text[], text[], integer, text[], real[], text, uuid, integer)
    FROM PUBLIC;
GRANT EXECUTE ON FUNCTION companion_find_chunks(text[], text[], integer, text[], real[], text, uuid, integer)
    TO companion_app;
