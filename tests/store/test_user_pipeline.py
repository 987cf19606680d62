"""Database.user_pipeline(): a user's transaction sent as one pipeline (BEGIN, SET LOCAL, the
caller's statements, COMMIT) on the real database: scoped, committed, rolled back on failure."""

from __future__ import annotations

import asyncio

import pytest

from companion.errors import InvariantViolation
from companion.model import UserId
from companion.store import transcripts as tx
from companion.store.database import Database


async def test_a_pipeline_sees_its_user_only_and_commits(db: Database, user_id: UserId) -> None:
    """The statements run as `user()`'s would: under row-level security for that user (another
    user's sessions stay hidden), and what they write is committed when the block ends."""
    other = UserId(user_id + "-other")
    for someone in (user_id, other):
        async with db.user(someone) as conn:
            await tx.start_session(conn, someone)
    async with db.user_pipeline(user_id) as conn:
        seen = conn.cursor()
        await seen.execute("SELECT user_id, current_setting('app.user_id') AS scoped FROM sessions")
        await conn.execute("UPDATE users SET display_name = 'Piped' WHERE user_id = %s", [user_id])
    rows = await seen.fetchall()  # read after the block: the pipeline has been synchronised
    assert rows == [{"user_id": user_id, "scoped": user_id}]
    async with db.user(user_id) as conn:
        cur = await conn.execute("SELECT display_name FROM users WHERE user_id = %s", [user_id])
        assert await cur.fetchall() == [{"display_name": "Piped"}]


async def test_a_failed_pipeline_rolls_back_and_its_connection_serves_again(
    db: Database, user_id: UserId
) -> None:
    """A statement that fails on the server undoes the ones before it in the same pipeline (the
    error mapped as in `user()`), and so does an error of the caller's inside the block; the
    pool's connections, the failed ones too, serve again."""
    async with db.user(user_id) as conn:
        session = await tx.start_session(conn, user_id)
    rename = "UPDATE users SET display_name = %s WHERE user_id = %s"
    clash = "INSERT INTO sessions (user_id, id, channel) VALUES (%s, %s, 'api')"  # its id is taken

    async def clashing() -> None:
        async with db.user_pipeline(user_id) as conn:
            await conn.execute(rename, ["Undone", user_id])
            await conn.execute(clash, [user_id, session.id])

    async def failing_in_the_block() -> None:
        async with db.user_pipeline(user_id) as conn:
            await conn.execute(rename, ["Also undone", user_id])
            raise RuntimeError("the caller's own error")

    with pytest.raises(InvariantViolation):
        await clashing()
    with pytest.raises(RuntimeError, match="the caller's"):
        await failing_in_the_block()

    async def read(i: int) -> list[object]:
        async with db.user_pipeline(user_id) as conn:
            cur = conn.cursor()
            await cur.execute("SELECT display_name, %s::int AS i FROM users WHERE user_id = %s", [i, user_id])
        return [(r["display_name"], r["i"]) for r in await cur.fetchall()]

    # At once, more than the pool holds: every connection serves again, each in its own transaction.
    assert await asyncio.gather(*(read(i) for i in range(12))) == [[(None, i)] for i in range(12)]
