"""Session-end processing on the real database: a failed extraction loses nothing and retries cleanly."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from companion.errors import MalformedProposal
from companion.extraction.offline import OfflineProposer
from companion.extraction.replay import ReplayProposer
from companion.memory import Memory
from companion.model import UserId
from companion.pipeline import process_session
from companion.recall.embedder import Embedder
from companion.store import extraction_runs, fact_queries
from companion.store import transcripts as tx
from companion.store.database import Database

AT = datetime(2026, 3, 4, 18, 0, tzinfo=UTC)


async def _session(db: Database, user_id: UserId) -> tx.SessionRow:
    async with db.user(user_id) as conn:
        session = await tx.start_session(conn, user_id, started_at=AT)
        await tx.append_message(conn, session.id, "user", "hi, I'm allergic to shellfish", spoken_at=AT)
        await tx.append_message(conn, session.id, "assistant", "Noted, thanks for telling me.", spoken_at=AT)
        await tx.end_session(conn, session.id, ended_at=AT)
    return session


async def test_malformed_answer_marks_session_failed_then_retry_succeeds(
    db: Database, embedder: Embedder, user_id: UserId
) -> None:
    """A garbled proposal is recorded, writes nothing and fails the session; a retry processes it once."""
    session = await _session(db, user_id)
    memory = Memory(db, embedder)
    try:
        with pytest.raises(MalformedProposal):
            await process_session(memory, ReplayProposer("{not json", source="garbled"), user_id, session.id)
        async with db.user(user_id) as conn:
            assert (await tx.get_session(conn, session.id)).state == "failed"
            assert await fact_queries.active_facts(conn) == []
            [run] = await extraction_runs.runs_for_session(conn, session.id)
        assert run.status == "malformed"
        assert run.raw_answer == "{not json"

        first = await process_session(memory, OfflineProposer(), user_id, session.id)
        again = await process_session(memory, OfflineProposer(), user_id, session.id)
    finally:
        await memory.close()
    async with db.user(user_id) as conn:
        assert (await tx.get_session(conn, session.id)).state == "processed"
        active = await fact_queries.active_facts(conn)
    assert [f.text for f in active] == ["The user is allergic to shellfish."]
    assert first.writes.accepted
    assert not again.writes.accepted  # the retry recognises the session's writes; nothing doubles
    assert json.loads(first.extraction.proposal.raw_answer or "{}")["candidates"]
