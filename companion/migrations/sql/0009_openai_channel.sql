-- 0009: sessions from the OpenAI-compatible endpoint (voice/chat_completions.py) have their own
-- channel, so a platform's conversation id (the external id) can never collide with a Retell call id.
ALTER TABLE sessions DROP CONSTRAINT sessions_channel_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_channel_check
    CHECK (channel IN ('native', 'retell', 'demo', 'import', 'api', 'openai'));
