-- 0001: the complete schema of companion-memory.
--
-- Every data table carries user_id, and every primary key and unique constraint includes it, so the
-- schema can be distributed by user_id (Citus) later. Row-level security on user_id is FORCEd, so even
-- the owner role sees only the rows of the user named in the transaction-local setting app.user_id.
-- The application connects as (or SET ROLEs to) companion_app, which is not a superuser and has no
-- BYPASSRLS: a query that forgets its WHERE user_id = ... still cannot read another user's rows.

CREATE EXTENSION IF NOT EXISTS vector;

-- The user named by the current transaction; NULL when unset, which matches no row.
CREATE OR REPLACE FUNCTION companion_current_user_id() RETURNS text
LANGUAGE sql STABLE AS $$ SELECT nullif(current_setting('app.user_id', true), '') $$;

CREATE TABLE users (
    user_id      text PRIMARY KEY CHECK (length(user_id) BETWEEN 1 AND 200),
    display_name text,
    created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
    user_id      text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    id           uuid NOT NULL,
    channel      text NOT NULL DEFAULT 'native' CHECK (channel IN ('native', 'retell', 'demo', 'import', 'api')),
    external_id  text,            -- e.g. a Retell call_id; unique per user and channel
    started_at   timestamptz NOT NULL DEFAULT now(),
    ended_at     timestamptz,
    state        text NOT NULL DEFAULT 'open'
                 CHECK (state IN ('open', 'ended', 'processing', 'processed', 'failed')),
    processed_at timestamptz,
    PRIMARY KEY (user_id, id),
    UNIQUE (user_id, channel, external_id)
);
CREATE INDEX sessions_user_started ON sessions (user_id, started_at DESC);

-- The transcript: the source of truth. Append-only (a trigger refuses UPDATE; DELETE only by erasure).
CREATE TABLE messages (
    user_id       text NOT NULL,
    session_id    uuid NOT NULL,
    seq           integer NOT NULL CHECK (seq >= 0),
    id            uuid NOT NULL,
    role          text NOT NULL CHECK (role IN ('user', 'assistant')),
    content       text NOT NULL,
    spoken_at     timestamptz NOT NULL,
    recorded_at   timestamptz NOT NULL DEFAULT now(),
    client_msg_id text,           -- idempotency key from the client: a resent message is not stored twice
    PRIMARY KEY (user_id, session_id, seq),
    UNIQUE (user_id, id),
    UNIQUE (user_id, session_id, client_msg_id),
    FOREIGN KEY (user_id, session_id) REFERENCES sessions (user_id, id) ON DELETE CASCADE
);

CREATE OR REPLACE FUNCTION companion_refuse_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
END $$;
CREATE TRIGGER messages_append_only BEFORE UPDATE ON messages
    FOR EACH ROW EXECUTE FUNCTION companion_refuse_update();

-- Facts: one row per *version* of a belief (bitemporal).
--   id          the fact (stable across versions; what the API and review use)
--   version_id  this row
--   valid_from / valid_to       world time: when the fact is true
--   recorded_at / expired_at    transaction time: when the system held this version
-- A change of belief never updates these columns in place: the current version is expired
-- (expired_at = now()) and a new version is inserted. "What was true at T" reads current versions;
-- "what did we believe at K about T" reads the versions whose transaction interval contains K.
CREATE TABLE facts (
    user_id           text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    version_id        uuid NOT NULL,
    id                uuid NOT NULL,
    text              text NOT NULL,
    text_hash         text NOT NULL,                  -- companion.model.fact_text_hash(text)
    category          text NOT NULL,
    slot              text,
    importance        smallint NOT NULL CHECK (importance BETWEEN 1 AND 5),
    origin            text NOT NULL CHECK (origin IN ('extracted', 'explicit', 'user_edit')),
    status            text NOT NULL CHECK (status IN ('pending', 'active', 'retired', 'rejected')),
    status_reason     text,                           -- e.g. superseded, pruned, rejected_by_user, forgotten
    confirmed_by      text CHECK (confirmed_by IN ('validator', 'user')),
    valid_from        timestamptz NOT NULL,
    valid_to          timestamptz,
    recorded_at       timestamptz NOT NULL DEFAULT now(),
    expired_at        timestamptz,
    superseded_by     uuid,                           -- the fact (id) that replaced this one
    supersedes        uuid,                           -- for a pending fact: the active fact it would replace
    session_id        uuid,
    source_message_id uuid,
    quote             text,
    quote_start       integer,
    quote_end         integer,
    match_score       real,
    mention_count     integer NOT NULL DEFAULT 1,
    last_confirmed_at timestamptz,
    redacted          boolean NOT NULL DEFAULT false, -- forgotten: text and quote blanked, hash kept
    embedding         vector(384),
    embedding_model   text,
    PRIMARY KEY (user_id, version_id),
    CHECK (valid_to IS NULL OR valid_to >= valid_from),
    CHECK (expired_at IS NULL OR expired_at >= recorded_at),
    CHECK ((embedding IS NULL) = (embedding_model IS NULL))
);
-- One current version per fact.
CREATE UNIQUE INDEX facts_one_current_version ON facts (user_id, id) WHERE expired_at IS NULL;
-- The invariant: at most one active fact per (user, slot).
CREATE UNIQUE INDEX facts_one_active_per_slot ON facts (user_id, slot)
    WHERE status = 'active' AND expired_at IS NULL AND slot IS NOT NULL;
CREATE INDEX facts_current_by_status ON facts (user_id, status) WHERE expired_at IS NULL;
CREATE INDEX facts_by_hash ON facts (user_id, text_hash);
CREATE INDEX facts_history ON facts (user_id, id, recorded_at);

-- Audit log of every state change of a fact. idempotency_key makes a retried write a no-op.
CREATE TABLE fact_events (
    user_id         text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    id              uuid NOT NULL,
    fact_id         uuid NOT NULL,
    event           text NOT NULL CHECK (event IN (
                        'proposed', 'accepted', 'pending', 'reinforced', 'rejected', 'superseded',
                        'confirmed', 'rejected_by_user', 'edited', 'forgotten', 'pruned')),
    actor           text NOT NULL CHECK (actor IN ('validator', 'user', 'system')),
    at              timestamptz NOT NULL DEFAULT now(),
    session_id      uuid,
    reason          text,
    detail          jsonb NOT NULL DEFAULT '{}'::jsonb,
    idempotency_key text,
    PRIMARY KEY (user_id, id),
    UNIQUE (user_id, idempotency_key)
);
CREATE INDEX fact_events_by_fact ON fact_events (user_id, fact_id, at);

-- What a proposer proposed, verbatim, and what the validator decided: precision on real traffic.
CREATE TABLE extraction_runs (
    user_id               text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    id                    uuid NOT NULL,
    session_id            uuid NOT NULL,
    attempt               integer NOT NULL DEFAULT 1,
    proposer              text NOT NULL,          -- claude | offline | replay
    model                 text,
    prompt_version        text,
    status                text NOT NULL CHECK (status IN ('running', 'ok', 'failed', 'malformed', 'refused')),
    error                 text,
    raw_answer            text,
    started_at            timestamptz NOT NULL DEFAULT now(),
    finished_at           timestamptz,
    input_tokens          integer,
    output_tokens         integer,
    cache_read_tokens     integer,
    cache_creation_tokens integer,
    cost_usd              numeric(12, 6),
    PRIMARY KEY (user_id, id),
    FOREIGN KEY (user_id, session_id) REFERENCES sessions (user_id, id) ON DELETE CASCADE
);
CREATE INDEX extraction_runs_by_session ON extraction_runs (user_id, session_id, started_at);

CREATE TABLE extraction_candidates (
    user_id       text NOT NULL,
    run_id        uuid NOT NULL,
    idx           integer NOT NULL,
    proposal      jsonb NOT NULL,                  -- the candidate exactly as proposed
    outcome       text NOT NULL CHECK (outcome IN ('accept', 'pending', 'reinforce', 'reject')),
    reasons       text[] NOT NULL,
    message_index integer,
    span_start    integer,
    span_end      integer,
    score         real,
    detail        text,
    fact_id       uuid,                            -- the fact written or reinforced, if any
    PRIMARY KEY (user_id, run_id, idx),
    FOREIGN KEY (user_id, run_id) REFERENCES extraction_runs (user_id, id) ON DELETE CASCADE
);

-- Recall units built from transcripts at session end.
CREATE TABLE chunks (
    user_id         text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    id              uuid NOT NULL,
    session_id      uuid NOT NULL,
    seq_from        integer NOT NULL,
    seq_to          integer NOT NULL,
    text            text NOT NULL,
    roles           text NOT NULL,                 -- e.g. 'assistant,user,assistant'
    spoken_at       timestamptz NOT NULL,
    embedding       vector(384) NOT NULL,
    embedding_model text NOT NULL,
    tsv             tsvector GENERATED ALWAYS AS (to_tsvector('english', text)) STORED,
    PRIMARY KEY (user_id, id),
    UNIQUE (user_id, session_id, seq_from, embedding_model),
    FOREIGN KEY (user_id, session_id) REFERENCES sessions (user_id, id) ON DELETE CASCADE
);
CREATE INDEX chunks_by_user ON chunks (user_id, spoken_at DESC);
CREATE INDEX chunks_tsv ON chunks USING gin (tsv);

-- The cached profile summary, rebuilt by code; content_hash lets an unchanged profile skip the write.
CREATE TABLE profiles (
    user_id      text PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
    text         text NOT NULL,
    content_hash text NOT NULL,
    fact_count   integer NOT NULL,
    built_at     timestamptz NOT NULL DEFAULT now()
);

-- Durable session-end work. Workers claim with FOR UPDATE SKIP LOCKED through
-- companion_claim_jobs(), which runs as the owner because a worker serves every user.
CREATE TABLE jobs (
    user_id      text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
    id           uuid NOT NULL,
    kind         text NOT NULL,
    dedup_key    text NOT NULL,
    payload      jsonb NOT NULL DEFAULT '{}'::jsonb,
    state        text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed', 'dead')),
    attempts     integer NOT NULL DEFAULT 0,
    max_attempts integer NOT NULL DEFAULT 8,
    run_after    timestamptz NOT NULL DEFAULT now(),
    locked_by    text,
    locked_until timestamptz,
    last_error   text,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, id),
    UNIQUE (user_id, kind, dedup_key)
);
CREATE INDEX jobs_runnable ON jobs (run_after) WHERE state IN ('queued', 'failed', 'running');

-- Claim up to n runnable jobs (queued, failed and due, or running with an expired lease).
CREATE OR REPLACE FUNCTION companion_claim_jobs(worker text, n integer, lease_seconds integer)
RETURNS TABLE (user_id text, id uuid, kind text, payload jsonb, attempts integer)
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    UPDATE jobs AS j
       SET state = 'running', attempts = j.attempts + 1, locked_by = worker,
           locked_until = now() + make_interval(secs => lease_seconds), updated_at = now()
      FROM (SELECT jobs.user_id, jobs.id FROM jobs
             WHERE (jobs.state IN ('queued', 'failed') AND jobs.run_after <= now())
                OR (jobs.state = 'running' AND jobs.locked_until < now())
             ORDER BY jobs.run_after
             LIMIT n
             FOR UPDATE SKIP LOCKED) AS due
     WHERE j.user_id = due.user_id AND j.id = due.id
 RETURNING j.user_id, j.id, j.kind, j.payload, j.attempts
$$;

-- Row-level security: every data table, forced, keyed on app.user_id.
DO $$
DECLARE t text;
BEGIN
    FOREACH t IN ARRAY ARRAY['users', 'sessions', 'messages', 'facts', 'fact_events', 'extraction_runs',
                             'extraction_candidates', 'chunks', 'profiles', 'jobs'] LOOP
        EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
        -- FORCE: the owner is bound too, unless it is a superuser. jobs is the one exception:
        -- companion_claim_jobs() runs as the owner and must see every user's queue.
        IF t <> 'jobs' THEN
            EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
        END IF;
        EXECUTE format('CREATE POLICY %I ON %I USING (user_id = companion_current_user_id()) '
                       'WITH CHECK (user_id = companion_current_user_id())', t || '_isolation', t);
        EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO companion_app', t);
    END LOOP;
END $$;

-- The transcript is append-only for the application too.
REVOKE UPDATE ON messages FROM companion_app;
GRANT EXECUTE ON FUNCTION companion_claim_jobs(text, integer, integer) TO companion_app;
GRANT EXECUTE ON FUNCTION companion_current_user_id() TO companion_app;
