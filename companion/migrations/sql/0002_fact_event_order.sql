-- 0002: a total order for the fact audit log.
--
-- Several events of one review action share a timestamp (they are written in one transaction at
-- one transaction time), so (at, id) cannot say which came first: a confirmation would sometimes
-- be listed before the supersession it caused. seq records insertion order.
ALTER TABLE fact_events ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
CREATE INDEX fact_events_by_seq ON fact_events (user_id, seq);
GRANT USAGE ON SEQUENCE fact_events_seq_seq TO companion_app;
