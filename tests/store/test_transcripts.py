"""Sessions and the append-only transcript on the real database."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest
from psycopg import sql

from companion.errors import InvariantViolation, NotFound
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


async def test_racing_appends_neither_lose_nor_duplicate_a_turn(db: Database, user_id: UserId) -> None:
    """Appends to one session from many connections at once, each message sent three times with its
    client_msg_id (a platform's resend racing the first copy), some without a key, through both
    entry points (the one-round-trip transaction and a store function inside a caller's
    transaction), into a session that had ended: every message is stored exactly once, at
    consecutive seq numbers, each resend gets the stored copy back, and the session is open again.
    (The lock is a statement of its own in companion_append_message, so that the next one reads a
    snapshot taken after it: in one statement the seq and the key of a racing append are invisible.)"""
    async with db.user(user_id) as conn:
        session = await tx.start_session(conn, user_id)
        await tx.end_session(conn, session.id)

    async def in_one_trip(text: str, key: str | None) -> tx.StoredMessage:
        statement = tx.append_statement(user_id, session.id, "user", text, client_msg_id=key)
        (rows,) = await db.user_script(user_id, [statement])
        return tx.appended(session.id, rows)

    async def in_a_transaction(text: str, key: str | None) -> tx.StoredMessage:
        async with db.user(user_id) as conn:
            return await tx.append_message(conn, session.id, "user", text, client_msg_id=key)

    calls = []
    for i in range(12):
        for copy in range(3):
            append = in_one_trip if (i + copy) % 2 else in_a_transaction
            calls.append(append(f"keyed {i}", f"k{i}"))
    calls += [(in_one_trip if i % 2 else in_a_transaction)(f"unkeyed {i}", None) for i in range(6)]
    stored = await asyncio.gather(*calls)

    async with db.user(user_id) as conn:
        transcript = await tx.load_transcript(conn, session.id)
        state = (await tx.get_session(conn, session.id)).state
    texts = [m.content for m in transcript.messages]
    assert sorted(texts) == sorted([f"keyed {i}" for i in range(12)] + [f"unkeyed {i}" for i in range(6)])
    by_text = {m.content: m.id for m in transcript.messages}
    assert all(s.id == by_text[s.content] for s in stored)  # every resend got the stored copy
    assert sum(not s.duplicate for s in stored) == len(texts)
    assert sorted(s.seq for s in stored if not s.duplicate) == list(range(len(texts)))
    assert state == "open"


async def test_append_to_a_missing_session_writes_nothing(db: Database, user_id: UserId) -> None:
    """Both entry points refuse a session that does not exist, and leave no trace."""
    missing = tx.session_uuid("00000000-0000-4000-8000-000000000001")
    async with db.user(user_id) as conn:
        await tx.ensure_user(conn, user_id)
    statement = tx.append_statement(user_id, missing, "user", "hello", client_msg_id="c1")
    with pytest.raises(NotFound):
        tx.appended(missing, (await db.user_script(user_id, [statement]))[0])
    with pytest.raises(NotFound):
        async with db.user(user_id) as conn:
            await tx.append_message(conn, missing, "user", "hello")
    async with db.user(user_id) as conn:
        cur = await conn.execute("SELECT count(*) AS n FROM messages WHERE user_id = %s", [user_id])
        assert (await cur.fetchone() or {}).get("n") == 0


async def test_a_failed_script_rolls_back_and_its_connection_serves_again(
    db: Database, user_id: UserId
) -> None:
    """A statement that fails in a one-round-trip transaction undoes the ones before it; the
    error is mapped as in `Database.user`, and the pool's connections keep working (after the
    rollback, which makes psycopg deallocate the connection's prepared statements)."""
    async with db.user(user_id) as conn:
        session = await tx.start_session(conn, user_id)
    statement = tx.append_statement(user_id, session.id, "user", "undone", client_msg_id="c1")
    # The append, then a row that breaks a constraint (a seq taken already).
    clash = sql.SQL(
        "INSERT INTO messages (user_id, session_id, seq, id, role, content, spoken_at)"
        " VALUES ({}, {}, 0, gen_random_uuid(), 'user', 'clash', now())"
    ).format(sql.Literal(user_id), sql.Literal(session.id))
    with pytest.raises(InvariantViolation):
        await db.user_script(user_id, [statement, clash])

    async def append(text: str) -> None:
        (rows,) = await db.user_script(user_id, [tx.append_statement(user_id, session.id, "user", text)])
        tx.appended(session.id, rows)

    # At once, more than the pool holds: every connection, the failed one too, serves again.
    await asyncio.gather(*(append(f"after {i}") for i in range(12)))
    async with db.user(user_id) as conn:
        transcript = await tx.load_transcript(conn, session.id)
    assert sorted(m.content for m in transcript.messages) == sorted(f"after {i}" for i in range(12))
