-- 0008: a reopened session is written again for what was said after its first processing.
--
-- 0004 kept one fact_session_writes row per session, so processing a session a second time was a
-- replay of the first write. Since 0006 a session can be reopened (a platform reconnecting to the
-- same call) and queued again at its next end; the replay then skipped every fact from the words
-- said after the reconnect. The record is now per session *and* the transcript length it covered:
-- a re-run of the same transcript still replays, a longer transcript is planned again (its earlier
-- facts reinforce, by their deterministic ids and event keys, rather than doubling).
--
-- Rows written before this migration keep messages = 0: a re-run of such a session plans again,
-- which the deterministic fact ids and event idempotency keys make safe.
ALTER TABLE fact_session_writes ADD COLUMN messages integer NOT NULL DEFAULT 0 CHECK (messages >= 0);
ALTER TABLE fact_session_writes DROP CONSTRAINT fact_session_writes_pkey;
ALTER TABLE fact_session_writes ADD PRIMARY KEY (user_id, session_id, messages);
