-- 0013: the vector list as a function, so that a step whose utterance is already embedded sends
-- one statement.
--
-- Until now the vector list needed the statement before it: route() read the user's chunk count and
-- bucket and set, for the rest of the transaction, what the list's plan depends on (enable_sort
-- off and generic plans, so that the walk of the bucket's HNSW index is the plan taken; pgvector's
-- iterative scan). So the step sent two statements even when the utterance's vector was ready
-- before the first (warmed from a partial transcript), each a round trip on the critical path.
-- companion_near_chunks() carries those settings itself (its SET clauses hold for its own
-- statements only, so nothing needs restoring), takes the bucket from the transaction's own user,
-- and runs the same statements the vector list sent (recall_search.py): with `exact` (the caller's
-- route read fewer chunks than INDEX_FROM) the exact scan through the per-user btree, else the walk
-- of the bucket's index. Its statements' plans are cached per connection, generic, like
-- companion_find_chunks()'s. One static branch per bucket: a partial index's predicate
-- `(hashtext(user_id) & 63) = b` is proven only from a constant (63 must stay 0007's).
--
-- SECURITY INVOKER: the rows are read under row-level security, as the app role's statements were
-- (ordering by distance is not a qual, so the policy does not keep the index from serving it).
DO $outer$
DECLARE
    columns CONSTANT text := 'SELECT c.id, c.session_id, c.seq_from, c.text, c.roles, c.spoken_at, ';
    kept CONSTANT text := ' FROM chunks c WHERE c.user_id = me AND c.embedding_model IN (model, whole)'
        ' AND (exclude_session IS NULL OR c.session_id <> exclude_session)';
    branches text := '';
BEGIN
    FOR b IN 0..63 LOOP
        branches := branches || format(
            E'\n    WHEN %s THEN RETURN QUERY %s(c.embedding <=> vec)::double precision%s'
            ' AND (hashtext(c.user_id) & 63) = %s ORDER BY c.embedding::halfvec(384) <=> vec::halfvec(384) LIMIT n;',
            b, columns, kept, b);
    END LOOP;
    EXECUTE format($f$
CREATE FUNCTION companion_near_chunks(
    vec vector, model text, whole text, exclude_session uuid, n integer, exact boolean, ef integer
)
RETURNS TABLE (id uuid, session_id uuid, seq_from integer, text text, roles text, spoken_at timestamptz,
               distance double precision)
LANGUAGE plpgsql STABLE
SET enable_sort = off SET plan_cache_mode = force_generic_plan ROWS 50 AS $body$
#variable_conflict use_column
DECLARE
    me text := companion_current_user_id();
BEGIN
    IF exact THEN
        -- Exact: every chunk of the user, the nearest n kept in a bounded top-n heap.
        RETURN QUERY %1$s(c.embedding <=> vec)::double precision AS d%2$s ORDER BY d, c.id LIMIT n;
        RETURN;
    END IF;
    -- Rows come out of the walk in roughly distance order; the caller ranks them by the exact
    -- distance. The iterative scan keeps walking until n rows of this user have come out.
    PERFORM set_config('hnsw.iterative_scan', 'relaxed_order', true), set_config('hnsw.ef_search', ef::text, true);
    CASE hashtext(me) & 63%3$s
    END CASE;
END $body$;
$f$, columns, kept, branches);
END $outer$;

GRANT EXECUTE ON FUNCTION companion_near_chunks TO companion_app;
