-- 0004: a record of each session whose verdicts were written (idempotent re-runs).
-- One row per session whose verdicts were written to the facts table, in the same transaction as
-- the writes. Under the per-user lock, apply_verdicts finds it and returns the recorded outcome
-- instead of deciding again: a retried or re-run session is a no-op, whatever order its verdicts
-- came in (the deterministic fact ids and event keys stay as a second line of defence).
CREATE TABLE fact_session_writes (
    user_id    text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    session_id uuid NOT NULL,
    run_id     uuid,
    applied_at timestamptz NOT NULL DEFAULT now(),
    fact_ids   uuid[] NOT NULL,          -- per verdict, in order (NULL where nothing was written)
    summary    jsonb NOT NULL DEFAULT '{}'::jsonb,
    PRIMARY KEY (user_id, session_id)
);
ALTER TABLE fact_session_writes ENABLE ROW LEVEL SECURITY;
ALTER TABLE fact_session_writes FORCE ROW LEVEL SECURITY;
CREATE POLICY fact_session_writes_isolation ON fact_session_writes
    USING (user_id = companion_current_user_id()) WITH CHECK (user_id = companion_current_user_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON fact_session_writes TO companion_app;
