-- 0005: end sessions whose end was never recorded (server killed, database down past the retry
-- budget), so their transcript is still processed.
--
-- A worker must look across users for such sessions, but the application role must not. So the
-- sweep is a SECURITY DEFINER function owned by companion_maint, a NOLOGIN role that nobody can
-- become, whose policies see sessions, messages and jobs of every user and which can do nothing
-- but what this function does. companion_app may only EXECUTE it.

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'companion_maint') THEN
        CREATE ROLE companion_maint NOLOGIN NOSUPERUSER NOBYPASSRLS;
    END IF;
END $$;
-- The migrating role needs membership to hand the function to companion_maint.
GRANT companion_maint TO CURRENT_USER;

GRANT USAGE ON SCHEMA public TO companion_maint;
GRANT SELECT, UPDATE ON sessions TO companion_maint;
GRANT SELECT ON messages TO companion_maint;
GRANT SELECT, INSERT ON jobs TO companion_maint;
CREATE POLICY sessions_sweeper ON sessions TO companion_maint USING (true) WITH CHECK (true);
CREATE POLICY messages_sweeper ON messages FOR SELECT TO companion_maint USING (true);
CREATE POLICY jobs_sweeper ON jobs TO companion_maint USING (true) WITH CHECK (true);

-- End up to max_sessions open sessions with no message for idle_seconds (or, with no message at
-- all, started that long ago), and queue their processing exactly as an explicit end would.
CREATE FUNCTION companion_sweep_idle_sessions(idle_seconds integer, max_sessions integer)
RETURNS TABLE (user_id text, session_id uuid)
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    WITH idle AS (
        SELECT s.user_id, s.id,
               coalesce((SELECT max(m.recorded_at) FROM messages m
                          WHERE m.user_id = s.user_id AND m.session_id = s.id), s.started_at) AS last_seen
          FROM sessions s
         WHERE s.state = 'open'
           AND coalesce((SELECT max(m.recorded_at) FROM messages m
                          WHERE m.user_id = s.user_id AND m.session_id = s.id), s.started_at)
               < now() - make_interval(secs => idle_seconds)
         ORDER BY s.started_at
         LIMIT max_sessions
           FOR UPDATE OF s SKIP LOCKED
    ), ended AS (
        UPDATE sessions s
           SET ended_at = idle.last_seen, state = 'ended'
          FROM idle
         WHERE s.user_id = idle.user_id AND s.id = idle.id AND s.state = 'open'
     RETURNING s.user_id, s.id
    ), queued AS (
        INSERT INTO jobs (user_id, id, kind, dedup_key, payload)
        SELECT e.user_id, gen_random_uuid(), 'process_session', e.id::text,
               jsonb_build_object('session_id', e.id::text)
          FROM ended e
        ON CONFLICT DO NOTHING
    )
    SELECT e.user_id, e.id FROM ended e
$$;
ALTER FUNCTION companion_sweep_idle_sessions(integer, integer) OWNER TO companion_maint;
REVOKE EXECUTE ON FUNCTION companion_sweep_idle_sessions(integer, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION companion_sweep_idle_sessions(integer, integer) TO companion_app;
