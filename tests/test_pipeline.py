"""Session-end processing on the real database: a failed extraction loses nothing and retries cleanly."""

from __future__ import annotations

import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from types import FrameType

import pytest

from companion.errors import MalformedProposal, ProposerUnavailable
from companion.extraction.offline import OfflineProposer
from companion.extraction.replay import ReplayProposer
from companion.memory import Memory
from companion.model import UserId
from companion.pipeline import process_session, session_job_handler
from companion.recall.embedder import Embedder
from companion.store import extraction_runs, fact_queries
from companion.store import transcripts as tx
from companion.store.database import Database
from tests.extraction.scripted import Script, proposer_for, text_answer, timeout, tool_answer

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


# ---------------------------------------------------------------------- independent steps


async def test_an_extraction_timeout_still_leaves_the_session_recallable(
    db: Database, embedder: Embedder, user_id: UserId
) -> None:
    """Claude times out on every attempt: extraction fails (and will be retried), recall works."""
    session = await _session(db, user_id)
    script = Script(timeout, timeout, timeout)
    memory = Memory(db, embedder)
    try:
        with pytest.raises(ProposerUnavailable):
            await process_session(memory, proposer_for(script), user_id, session.id)
        recalled = await memory.recall(user_id, "my shellfish allergy")
    finally:
        await memory.close()
    assert len(script.requests) == 3
    assert any("shellfish" in r.text for r in recalled), recalled


async def _job(db: Database, embedder: Embedder, user_id: UserId, script: Script) -> tx.SessionRow:
    session = await _session(db, user_id)
    memory = Memory(db, embedder)
    try:
        await session_job_handler(memory, proposer_for(script))(user_id, {"session_id": str(session.id)})
    finally:
        await memory.close()
    return session


async def test_a_refusal_is_asked_once_and_the_job_is_not_retried(
    db: Database, embedder: Embedder, user_id: UserId
) -> None:
    script = Script(text_answer("I can't help with that.", stop_reason="refusal"))
    session = await _job(db, embedder, user_id, script)  # returns: the job is done, not failed
    assert len(script.requests) == 1
    async with db.user(user_id) as conn:
        [run] = await extraction_runs.runs_for_session(conn, session.id)
        assert await fact_queries.active_facts(conn) == []
    assert run.status == "refused"


async def test_a_truncated_answer_is_asked_again_once_with_a_larger_budget(
    db: Database, embedder: Embedder, user_id: UserId
) -> None:
    cut = text_answer('{"candidates": [', stop_reason="max_tokens")
    script = Script(cut, cut)
    session = await _job(db, embedder, user_id, script)
    budgets = [r["max_tokens"] for r in script.requests]
    assert len(budgets) == 2
    assert budgets[1] == 2 * budgets[0]
    async with db.user(user_id) as conn:
        [run] = await extraction_runs.runs_for_session(conn, session.id)
    assert run.status == "malformed"


async def test_a_truncation_then_a_full_answer_writes_the_facts(
    db: Database, embedder: Embedder, user_id: UserId
) -> None:
    candidate = {
        "text": "The user is allergic to shellfish.",
        "supporting_quote": "I'm allergic to shellfish",
        "source_message_index": 0,
        "category": "health",
        "slot": None,
        "importance": 5,
        "valid_from": None,
        "origin": "extracted",
    }
    script = Script(text_answer('{"candidates": [', stop_reason="max_tokens"), tool_answer([candidate]))
    await _job(db, embedder, user_id, script)
    assert len(script.requests) == 2
    async with db.user(user_id) as conn:
        assert [f.text for f in await fact_queries.active_facts(conn)] == [
            "The user is allergic to shellfish."
        ]


# ------------------------------------------------------------ one read of the session and transcript


class _Entries:
    """Counts the calls entering part of the package (a path fragment) from the rest of it, by a
    profiler hook: nothing is replaced. A coroutine's frame is reported again at every resumption;
    only its first start counts. Calls made by libraries (psycopg building a row) do not count."""

    def __init__(self, into: str, *, callers: str = "/companion/") -> None:
        self.into, self.callers = into, callers
        self.calls: list[str] = []
        self._seen: set[FrameType] = set()

    def __call__(self, frame: FrameType, event: str, _: object) -> None:
        if event != "call" or frame in self._seen or self.into not in frame.f_code.co_filename:
            return
        self._seen.add(frame)
        caller = frame.f_back.f_code.co_filename if frame.f_back is not None else ""
        if self.callers in caller and self.into not in caller:
            self.calls.append(f"{Path(frame.f_code.co_filename).stem}.{frame.f_code.co_name}")


async def _count_entries(memory: Memory, user_id: UserId, session: tx.SessionRow) -> dict[str, list[str]]:
    counters = {
        "transcripts": _Entries("/companion/store/transcripts.py"),
        "store": _Entries("/companion/store/"),
        "memory from the pipeline": _Entries(
            "/companion/memory.py", callers="/companion/pipeline/__init__.py"
        ),
    }

    def count(frame: FrameType, event: str, arg: object) -> None:
        for counter in counters.values():
            counter(frame, event, arg)

    sys.setprofile(count)
    try:
        await process_session(memory, OfflineProposer(), user_id, session.id)
    finally:
        sys.setprofile(None)
    return {name: counter.calls for name, counter in counters.items()}


async def test_session_end_reads_the_session_and_its_transcript_once(
    db: Database, embedder: Embedder, user_id: UserId
) -> None:
    """Processing a session enters the transcript store once to claim and load it, once to mark it
    processed, and once for the profile's recent sessions: the steps get the loaded transcript."""
    session = await _session(db, user_id)
    memory = Memory(db, embedder)
    try:
        entries = await _count_entries(memory, user_id, session)
    finally:
        await memory.close()
    for name, calls in entries.items():
        print(f"\n{name}: {len(calls)} {calls}")
    transcripts = entries["transcripts"]
    assert transcripts.count("transcripts.get_session") == 1
    assert transcripts.count("transcripts.session_transcript") == 1
    assert "transcripts.load_transcript" not in transcripts
    assert transcripts.count("transcripts.mark_session_state") == 2  # processing, processed
    assert entries["memory from the pipeline"] == [
        "memory.index_transcript",
        "memory.reindex",
        "memory.embed_missing_facts",
        "memory.renew_profile",
    ]
