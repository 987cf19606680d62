-- 0007: per-exchange recall whose cost does not grow with one user's history.
--
-- Until now both lists of recall scanned every chunk of the user (docs/recall.md): 210 ms at 50,000
-- chunks. Three structures let companion/store/recall_search.py stop doing that.
--
-- 1. How many chunks of a user hold each word (chunk_terms), kept by triggers. The full-text list
--    ranks every chunk holding one of the utterance's rarer words, but only words whose chunks add
--    up to about a hundred; the user's common words only bring chunks that hold all of them. The
--    row with term '' counts the user's chunks, which picks exact or index vector search.
-- 2. A GIN index whose keys are (user, word), so the postings read are this user's only, and
--    companion_find_chunks(), which reads it. Row-level security lets an index serve a query only
--    through leakproof operators (text and uuid equality are; the array operators a GIN needs are
--    not), so under the app role the planner would scan every chunk of the user instead. The
--    function runs as the owner, like companion_claim_jobs() for jobs, so chunks is no longer
--    forced on its owner; it builds its keys from the transaction's own user (app.user_id), never
--    from an argument, and returns chunk ids and scores only: the caller reads the rows under
--    row-level security. The global GIN on tsv is dropped: recall could not use it (same reason) and
--    nothing else reads it.
-- 3. HNSW indexes on the embedding, one per bucket of users (hashtext(user_id) & 63). An HNSW
--    index over every user's chunks, filtered to one user afterwards, has to walk past everyone
--    else's nearest vectors (bench/hnsw_filter_bench.py): with pgvector's iterative scans the
--    answer is complete, but its cost grows with the ratio of the table to the user. A bucket
--    holds about 1/64 of the table, so a user with thousands of chunks is a large part of theirs.
--    Each bucket index is partial; a query names its bucket so the planner can use it (ordering
--    by distance is not a qual, so row-level security does not stand in the way). The index holds
--    the vectors as halfvec: half the pages to keep in memory and to read per step, the same
--    neighbours (the search ranks what it finds by the exact float32 distance).
--
-- Building these on an existing table reads it 64 + 2 times and blocks chunk writes meanwhile.

-- (user, lexeme) keys for the per-user GIN: md5 of the user id (fixed length, so two different
-- users or words never make the same key) followed by the lexeme.
CREATE FUNCTION companion_chunk_keys(user_id text, tsv tsvector) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT array(SELECT md5(user_id) || t FROM unnest(tsvector_to_array(tsv)) AS t)
$$;

CREATE INDEX chunks_keys ON chunks USING gin (companion_chunk_keys(user_id, tsv));
DROP INDEX chunks_tsv;

-- The full-text candidates of the current user: the chunks holding any of `rare`, and at most
-- `common_cap` chunks holding all of `common` (and none of `rare`), of embedding model `model` and
-- not of session `exclude_session`, ranked by ts_rank(tsv, tq, 1); the best `n`, ids and scores
-- only. Ranking here, during the one heap visit the GIN lookup needs anyway, leaves the caller to
-- read only the n rows it returns. PL/pgSQL keeps its statements' plans for the session and
-- plan_cache_mode makes them generic at once (the only sensible plan is the GIN lookup): a SQL
-- function's body was planned again at every call, ~0.5 ms a step.
CREATE FUNCTION companion_find_chunks(
    rare text[], common text[], common_cap integer, tq tsquery, model text, exclude_session uuid, n integer
)
RETURNS TABLE (id uuid, score real)
LANGUAGE plpgsql STABLE SECURITY DEFINER
SET search_path FROM CURRENT SET plan_cache_mode = force_generic_plan ROWS 50 AS $$
DECLARE
    owner_key text := md5(companion_current_user_id());
    rare_keys text[] := (SELECT coalesce(array_agg(owner_key || w), '{}') FROM unnest(rare) AS w);
    common_keys text[] := (SELECT coalesce(array_agg(owner_key || w), '{}') FROM unnest(common) AS w);
BEGIN
    RETURN QUERY
    WITH found AS (
        SELECT c.id, c.tsv, c.session_id, c.embedding_model FROM chunks c
         WHERE cardinality(rare_keys) > 0 AND companion_chunk_keys(c.user_id, c.tsv) && rare_keys
           AND c.user_id = companion_current_user_id()  -- the keys already say so; stated anyway
        UNION ALL
        (SELECT c.id, c.tsv, c.session_id, c.embedding_model FROM chunks c
          WHERE cardinality(common_keys) > 0
            AND companion_chunk_keys(c.user_id, c.tsv) @> common_keys
            AND c.user_id = companion_current_user_id()
            AND (cardinality(rare) = 0 OR NOT tsvector_to_array(c.tsv) && rare)
          LIMIT common_cap)
    )
    SELECT f.id, ts_rank(f.tsv, tq, 1) AS score
      FROM found f
     WHERE f.embedding_model = model AND (exclude_session IS NULL OR f.session_id <> exclude_session)
     ORDER BY score DESC, f.id
     LIMIT n;
END $$;
REVOKE ALL ON FUNCTION companion_find_chunks(text[], text[], integer, tsquery, text, uuid, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION companion_find_chunks(text[], text[], integer, tsquery, text, uuid, integer)
    TO companion_app;
ALTER TABLE chunks NO FORCE ROW LEVEL SECURITY;

CREATE TABLE chunk_terms (
    user_id text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    term    text NOT NULL,          -- a lexeme of chunks.tsv; '' stands for every chunk
    chunks  integer NOT NULL,       -- how many of the user's chunks hold it
    PRIMARY KEY (user_id, term)
);

-- Counts follow every insert, delete and text change of chunks, in the same transaction. Two
-- transactions writing chunks of one user would otherwise update the same count rows in different
-- orders (insert_chunks runs one statement per chunk) and could deadlock; a per-user advisory lock
-- ("chnk") serialises them until commit.
CREATE FUNCTION companion_count_chunk_terms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM pg_advisory_xact_lock(1667788395, hashtext(u))
           FROM (SELECT DISTINCT user_id AS u FROM added ORDER BY 1) AS s;
    ELSE
        PERFORM pg_advisory_xact_lock(1667788395, hashtext(u))
           FROM (SELECT DISTINCT user_id AS u FROM removed ORDER BY 1) AS s;
    END IF;
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
        UPDATE chunk_terms AS t SET chunks = t.chunks - r.n
          FROM (SELECT d.user_id, w.term, count(*)::integer AS n
                  FROM removed AS d, unnest(tsvector_to_array(d.tsv) || ''::text) AS w(term)
                 GROUP BY 1, 2) AS r
         WHERE t.user_id = r.user_id AND t.term = r.term;
        DELETE FROM chunk_terms AS t
         WHERE t.chunks <= 0 AND t.user_id IN (SELECT DISTINCT user_id FROM removed);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        -- Sorted, so two statements that both add counts lock the rows in the same order.
        INSERT INTO chunk_terms AS t (user_id, term, chunks)
        SELECT a.user_id, w.term, count(*)::integer
          FROM added AS a, unnest(tsvector_to_array(a.tsv) || ''::text) AS w(term)
         GROUP BY 1, 2
         ORDER BY 1, 2
        ON CONFLICT (user_id, term) DO UPDATE SET chunks = t.chunks + excluded.chunks;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER chunks_count_terms_insert AFTER INSERT ON chunks
    REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION companion_count_chunk_terms();
CREATE TRIGGER chunks_count_terms_delete AFTER DELETE ON chunks
    REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION companion_count_chunk_terms();
CREATE TRIGGER chunks_count_terms_update AFTER UPDATE ON chunks
    REFERENCING OLD TABLE AS removed NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION companion_count_chunk_terms();

-- The chunks already stored (the owner reads every user's: chunks is no longer forced on it).
INSERT INTO chunk_terms (user_id, term, chunks)
SELECT c.user_id, w.term, count(*)::integer
  FROM chunks AS c, unnest(tsvector_to_array(c.tsv) || ''::text) AS w(term)
 GROUP BY 1, 2;

-- Not forced on the owner either: counts follow chunks, which the owner may write in bulk.
ALTER TABLE chunk_terms ENABLE ROW LEVEL SECURITY;
CREATE POLICY chunk_terms_isolation ON chunk_terms
    USING (user_id = companion_current_user_id()) WITH CHECK (user_id = companion_current_user_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON chunk_terms TO companion_app;

-- The planner picks between a bucket index and the per-user btree by how many rows it expects for
-- the user: with the default 100 most common values a heavy user of a large table can be missing
-- from the statistics, and is then searched exactly (correct, but slow) until it appears.
ALTER TABLE chunks ALTER COLUMN user_id SET STATISTICS 1000;

DO $$
BEGIN
    FOR b IN 0..63 LOOP
        EXECUTE format('CREATE INDEX %I ON chunks USING hnsw ((embedding::halfvec(384)) halfvec_cosine_ops)'
                       ' WHERE (hashtext(user_id) & 63) = %s',
                       'chunks_embedding_b' || lpad(b::text, 2, '0'), b);
    END LOOP;
END $$;
