-- 0006: what an adversarial run against the running server found (issue 12).
--
-- 1. A live connection says it is alive (sessions.last_seen_at), so the orphan sweeper ends only
--    sessions nobody holds, never a quiet client that is still connected.
-- 2. A session that receives a message after it ended is reopened, and its next end queues its
--    processing again: the job is re-armed (done or dead: queued again; running: `rerun`, so the
--    worker queues it again when it completes instead of marking it done).
-- 3. A job whose worker died with it as often as it may be attempted is dead, not re-claimed forever.
-- 4. The two SECURITY DEFINER functions bound their arguments: the application role cannot take a
--    lease for decades, claim thousands of jobs at once or end every open session at once.

ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
ALTER TABLE jobs ADD COLUMN rerun boolean NOT NULL DEFAULT false;

CREATE OR REPLACE FUNCTION companion_claim_jobs(worker text, n integer, lease_seconds integer)
RETURNS TABLE (user_id text, id uuid, kind text, payload jsonb, attempts integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
#variable_conflict use_column
BEGIN
    IF worker IS NULL OR length(worker) NOT BETWEEN 1 AND 200 THEN
        RAISE EXCEPTION 'worker id must have 1-200 characters' USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF n IS NULL OR n NOT BETWEEN 1 AND 100 THEN
        RAISE EXCEPTION 'claim 1-100 jobs at a time, not %', n USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF lease_seconds IS NULL OR lease_seconds NOT BETWEEN 1 AND 3600 THEN
        RAISE EXCEPTION 'a lease lasts 1-3600 seconds, not %', lease_seconds
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- A lease that expired on the last allowed attempt: the worker died running it every time
    -- (a job that kills its worker). Give up on it instead of killing workers forever.
    UPDATE jobs AS j
       SET state = 'dead', locked_by = NULL, locked_until = NULL, updated_at = now(),
           last_error = left(coalesce(j.last_error || '; ', '')
                             || format('lease expired on attempt %s of %s (worker lost)', j.attempts, j.max_attempts),
                             4000)
     WHERE j.state = 'running' AND j.locked_until < now() AND j.attempts >= j.max_attempts;
    RETURN QUERY
    UPDATE jobs AS j
       SET state = 'running', attempts = j.attempts + 1, locked_by = worker, rerun = false,
           locked_until = now() + make_interval(secs => lease_seconds), updated_at = now()
      FROM (SELECT jobs.user_id, jobs.id FROM jobs
             WHERE (jobs.state IN ('queued', 'failed') AND jobs.run_after <= now())
                OR (jobs.state = 'running' AND jobs.locked_until < now())
             ORDER BY jobs.run_after
             LIMIT n
             FOR UPDATE SKIP LOCKED) AS due
     WHERE j.user_id = due.user_id AND j.id = due.id
 RETURNING j.user_id, j.id, j.kind, j.payload, j.attempts;
END
$$;

DROP FUNCTION companion_sweep_idle_sessions(integer, integer);
-- End up to max_sessions open sessions with no message and no sign of a live connection for
-- idle_seconds, and queue their processing exactly as an explicit end would.
CREATE FUNCTION companion_sweep_idle_sessions(idle_seconds integer, max_sessions integer)
RETURNS TABLE (user_id text, session_id uuid)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
#variable_conflict use_column
BEGIN
    -- A minute at least: a sweep must never reach a conversation that is still going on.
    IF idle_seconds IS NULL OR idle_seconds NOT BETWEEN 60 AND 7 * 86400 THEN
        RAISE EXCEPTION 'idle_seconds must be 60-604800, not %', idle_seconds
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF max_sessions IS NULL OR max_sessions NOT BETWEEN 1 AND 1000 THEN
        RAISE EXCEPTION 'max_sessions must be 1-1000, not %', max_sessions
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    RETURN QUERY
    WITH seen AS (
        SELECT s.user_id, s.id, s.started_at,
               greatest(s.last_seen_at,
                        coalesce((SELECT max(m.recorded_at) FROM messages m
                                   WHERE m.user_id = s.user_id AND m.session_id = s.id), s.started_at))
                   AS last_seen
          FROM sessions s
         WHERE s.state = 'open'
    ), idle AS (
        SELECT s.user_id, s.id, seen.last_seen
          FROM seen JOIN sessions s ON s.user_id = seen.user_id AND s.id = seen.id
         WHERE seen.last_seen < now() - make_interval(secs => idle_seconds)
         ORDER BY seen.started_at
         LIMIT max_sessions
           FOR UPDATE OF s SKIP LOCKED
    ), ended AS (
        UPDATE sessions s
           SET ended_at = idle.last_seen, state = 'ended'
          FROM idle
         WHERE s.user_id = idle.user_id AND s.id = idle.id AND s.state = 'open'
     RETURNING s.user_id, s.id
    ), queued AS (
        INSERT INTO jobs AS j (user_id, id, kind, dedup_key, payload)
        SELECT e.user_id, gen_random_uuid(), 'process_session', e.id::text,
               jsonb_build_object('session_id', e.id::text)
          FROM ended e
        ON CONFLICT (user_id, kind, dedup_key) DO UPDATE
           SET state = CASE WHEN j.state IN ('done', 'dead') THEN 'queued' ELSE j.state END,
               attempts = CASE WHEN j.state IN ('done', 'dead') THEN 0 ELSE j.attempts END,
               run_after = CASE WHEN j.state IN ('done', 'dead') THEN now() ELSE j.run_after END,
               rerun = j.state = 'running',
               updated_at = now()
    )
    SELECT e.user_id, e.id FROM ended e;
END
$$;
ALTER FUNCTION companion_sweep_idle_sessions(integer, integer) OWNER TO companion_maint;
REVOKE EXECUTE ON FUNCTION companion_sweep_idle_sessions(integer, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION companion_sweep_idle_sessions(integer, integer) TO companion_app;
GRANT UPDATE ON jobs TO companion_maint;

-- 5. Forgetting reaches recall: where a forgotten fact's words were (message and character span,
--    never the words), applied whenever chunks are built, so re-indexing cannot bring them back.
CREATE TABLE redactions (
    user_id    text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    message_id uuid NOT NULL,
    start_at   integer NOT NULL CHECK (start_at >= 0),
    end_at     integer NOT NULL CHECK (end_at > start_at),
    fact_id    uuid NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, message_id, start_at, end_at),
    FOREIGN KEY (user_id, message_id) REFERENCES messages (user_id, id) ON DELETE CASCADE
);
ALTER TABLE redactions ENABLE ROW LEVEL SECURITY;
ALTER TABLE redactions FORCE ROW LEVEL SECURITY;
CREATE POLICY redactions_isolation ON redactions
    USING (user_id = companion_current_user_id()) WITH CHECK (user_id = companion_current_user_id());
GRANT SELECT, INSERT, DELETE ON redactions TO companion_app;

-- 6. The application's own login (with DATABASE_URL): the password generated for companion_app at
--    the first start, readable by the owner only (runner.ensure_app_login). One row at most.
CREATE TABLE companion_app_login (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    password text NOT NULL
);
REVOKE ALL ON companion_app_login FROM PUBLIC;
