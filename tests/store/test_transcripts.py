"""Sessions and the append-only transcript on the real database."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from companion.model import UserId
from companion.store import transcripts as tx
from companion.store.database import Database


async def test_append_and_load_in_order(db: Database, user_id: UserId) -> None:
    """Messages get consecutive seq numbers and load back in order with their roles and times."""
    t0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
    async with db.user(user_id) as conn:
        session = await tx.start_session(conn, user_id, started_at=t0)
        await tx.append_message(conn, session.id, "user", "hi, I'm Dana", spoken_at=t0)
        await tx.append_message(conn, session.id, "assistant", "Hello Dana!", spoken_at=t0)
        transcript = await tx.load_transcript(conn, session.id)
    assert [(m.role, m.content) for m in transcript.messages] == [
        ("user", "hi, I'm Dana"),
        ("assistant", "Hello Dana!"),
    ]
    assert transcript.messages[0].timestamp == t0
    assert transcript.user_id == user_id


async def test_resent_message_is_not_duplicated(db: Database, user_id: UserId) -> None:
    """A client retry with the same client_msg_id returns the stored message instead of a copy."""
    async with db.user(user_id) as conn:
        session = await tx.start_session(conn, user_id)
        first = await tx.append_message(conn, session.id, "user", "hello", client_msg_id="c1")
        again = await tx.append_message(conn, session.id, "user", "hello", client_msg_id="c1")
        transcript = await tx.load_transcript(conn, session.id)
    assert again.duplicate
    assert again.id == first.id
    assert len(transcript) == 1


async def test_concurrent_appends_serialise(db: Database, user_id: UserId) -> None:
    """Appends racing on one session all land, with distinct consecutive seq numbers."""
    async with db.user(user_id) as conn:
        session = await tx.start_session(conn, user_id)

    async def add(i: int) -> None:
        async with db.user(user_id) as conn:
            await tx.append_message(conn, session.id, "user", f"message {i}")

    await asyncio.gather(*(add(i) for i in range(8)))
    async with db.user(user_id) as conn:
        transcript = await tx.load_transcript(conn, session.id)
    assert sorted(m.content for m in transcript.messages) == sorted(f"message {i}" for i in range(8))


async def test_external_id_reopens_same_session(db: Database, user_id: UserId) -> None:
    """A Retell call id maps onto one session however often the call reconnects."""
    async with db.user(user_id) as conn:
        a = await tx.start_session(conn, user_id, channel="retell", external_id="call-1")
        b = await tx.start_session(conn, user_id, channel="retell", external_id="call-1")
        ended = await tx.end_session(conn, a.id)
        again = await tx.end_session(conn, a.id)
    assert a.id == b.id
    assert ended.state == "ended"
    assert again.ended_at == ended.ended_at
