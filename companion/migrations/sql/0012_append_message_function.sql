-- 0012: a transcript append as one call (the realtime path's turn store in one round trip).
--
-- transcripts.append_message ran three statements, each a round trip (with BEGIN + SET LOCAL and
-- COMMIT, five per message; two messages per voice exchange). The same statements now run inside
-- this function, sent with BEGIN, SET LOCAL and COMMIT as one message (docs/voice.md, "CPU per
-- exchange"). PL/pgSQL keeps its statements' plans per connection, so nothing is re-planned and no
-- client-side prepared statement is needed (psycopg deallocates every prepared statement of a
-- connection after a rollback).
--
-- The session row is locked by a statement of its own, before the rest: under READ COMMITTED each
-- statement of a VOLATILE function takes a fresh snapshot, so the statement after the lock sees every
-- append committed by whoever held the lock before (their seq, their client_msg_id). One statement
-- doing both would read with the snapshot it took before waiting for the lock.
--
-- SECURITY INVOKER (the default): the caller's row-level security applies; every statement names
-- the user itself as well (p_user), so a sharded database routes each to the user's shard.
CREATE FUNCTION companion_append_message(
    p_user text, p_session uuid, p_key text, p_id uuid, p_role text, p_content text, p_spoken_at timestamptz
)
RETURNS TABLE (
    id uuid, session_id uuid, seq integer, role text, content text, spoken_at timestamptz, duplicate boolean
)
LANGUAGE plpgsql VOLATILE SET search_path FROM CURRENT AS $$
DECLARE
    session_state text;
BEGIN
    SELECT s.state INTO session_state FROM sessions s
        WHERE s.user_id = p_user AND s.id = p_session FOR UPDATE;
    IF NOT FOUND THEN
        RETURN;  -- no such session: no row (the caller raises NotFound)
    END IF;
    RETURN QUERY
    SELECT m.id, m.session_id, m.seq, m.role, m.content, m.spoken_at, true FROM messages m
        WHERE m.user_id = p_user AND m.session_id = p_session AND m.client_msg_id = p_key;
    IF FOUND THEN
        RETURN;  -- a resend: the stored message, nothing written
    END IF;
    IF session_state <> 'open' THEN
        -- Said after an end: the session reopens, and its next end queues its processing again.
        UPDATE sessions s SET state = 'open', ended_at = NULL
            WHERE s.user_id = p_user AND s.id = p_session;
    END IF;
    RETURN QUERY
    INSERT INTO messages AS m (user_id, session_id, seq, id, role, content, spoken_at, client_msg_id)
        SELECT p_user, p_session, coalesce(max(x.seq) + 1, 0), p_id, p_role, p_content,
               coalesce(p_spoken_at, now()), p_key
        FROM messages x WHERE x.user_id = p_user AND x.session_id = p_session
        RETURNING m.id, m.session_id, m.seq, m.role, m.content, m.spoken_at, false;
END $$;

REVOKE ALL ON FUNCTION companion_append_message(text, uuid, text, uuid, text, text, timestamptz) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION companion_append_message(text, uuid, text, uuid, text, text, timestamptz)
    TO companion_app;
