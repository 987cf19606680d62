"""The two-call API (`Memory.add`, `Memory.search`) on the real database, and its runnable example."""

from __future__ import annotations

import asyncio
import os
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from companion.app import build_session_end
from companion.config import Settings
from companion.errors import ConfigError
from companion.extraction.offline import OfflineProposer
from companion.memory import ConversationMessage, Memory
from companion.model import UserId
from companion.recall.embedder import Embedder
from companion.store import transcripts
from companion.store.database import Database

ROOT = Path(__file__).resolve().parents[1]
AT = datetime(2026, 3, 4, 18, 0, tzinfo=UTC)
CONVERSATION: list[ConversationMessage] = [
    {"role": "user", "content": "My sister Ana is getting married in May."},
    {"role": "assistant", "content": "How lovely! Will there be a big dinner?"},
    {
        "role": "user",
        "content": "Yes, and I'm allergic to shellfish.",
        "timestamp": "2026-03-04T18:02:00+00:00",
    },
]


def _memory(db: Database, embedder: Embedder) -> Memory:
    return Memory(db, embedder, session_end=build_session_end(Settings(), OfflineProposer()))


async def test_add_then_search_finds_the_fact_and_the_conversation(
    db: Database, embedder: Embedder, user_id: UserId
) -> None:
    """A conversation given to `add` is processed into facts and chunks that `search` returns,
    facts first, each dated by the conversation and scored."""
    async with _memory(db, embedder) as memory:
        report = await memory.add(user_id, CONVERSATION, session_at=AT)
        found = await memory.search(user_id, "Am I allergic to anything?", k=3)
        wedding = await memory.search(user_id, "my sister's wedding", k=3)

    assert report.user_id == user_id
    assert len(report.writes.accepted) >= 1
    assert found[0].kind == "fact"
    assert found[0].text == "The user is allergic to shellfish."
    assert found[0].date.date() == AT.date()
    assert all(hit.score > 0 for hit in found)
    chunks = [hit for hit in wedding if hit.kind == "chunk"]
    assert chunks
    assert "My sister Ana is getting married in May." in chunks[0].text
    assert chunks[0].date == AT
    async with db.user(user_id) as conn:
        session = await transcripts.get_session(conn, report.session_id)
        messages = (await transcripts.load_transcript(conn, report.session_id)).messages
    assert session.state == "processed"
    assert session.started_at == AT
    assert session.ended_at == datetime(2026, 3, 4, 18, 2, tzinfo=UTC)  # the last message's time
    assert [m.content for m in messages] == [m["content"] for m in CONVERSATION]


async def test_add_without_session_at_dates_the_session_by_its_first_timestamp(
    db: Database, embedder: Embedder, user_id: UserId
) -> None:
    """With no `session_at`, the first timestamped message dates the session and the undated ones."""
    async with _memory(db, embedder) as memory:
        report = await memory.add(user_id, CONVERSATION)
    async with db.user(user_id) as conn:
        session = await transcripts.get_session(conn, report.session_id)
    assert session.started_at == datetime(2026, 3, 4, 18, 2, tzinfo=UTC)


@pytest.mark.parametrize(
    ("bad", "why"),
    [
        ({"role": "system", "content": "be terse"}, "role must be"),
        ({"role": "user", "content": "hi", "timestamp": "2026-03-04T18:00:00"}, "needs a timezone"),
        ({"role": "user"}, "content must be text"),
    ],
)
async def test_a_bad_message_writes_nothing(
    db: Database, embedder: Embedder, user_id: UserId, bad: ConversationMessage, why: str
) -> None:
    """Every message is checked before any is written: a bad one leaves no session behind."""
    async with _memory(db, embedder) as memory:
        with pytest.raises(ValueError, match=why):
            await memory.add(user_id, [CONVERSATION[0], bad], session_at=AT)
    async with db.user(user_id) as conn:
        assert await transcripts.last_sessions(conn, 5, ended_only=False) == []


async def test_add_needs_session_end_processing(db: Database, embedder: Embedder, user_id: UserId) -> None:
    """A Memory built without session-end processing refuses `add` instead of storing an
    unprocessed conversation, and says how to open one that can."""
    async with Memory(db, embedder) as memory:
        with pytest.raises(ConfigError, match="open_memory"):
            await memory.add(user_id, CONVERSATION, session_at=AT)
    async with db.user(user_id) as conn:
        assert await transcripts.last_sessions(conn, 5, ended_only=False) == []


async def test_the_example_runs(db: Database, user_id: UserId, tmp_path: Path) -> None:
    """examples/two_calls.py runs as written (against the test database) and finds what it stored."""
    env = {**os.environ, "DATABASE_URL": db.owner_dsn, "COMPANION_DATA_DIR": str(tmp_path)}
    env.pop("ANTHROPIC_API_KEY", None)
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        str(ROOT / "examples" / "two_calls.py"),
        user_id,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(proc.communicate(), timeout=120)
    assert proc.returncode == 0, err.decode()
    assert "stored 2 fact(s)" in out.decode()
    assert "fact  2026-03-04" in out.decode()
    assert "The user is allergic to shellfish." in out.decode()
