"""The recall step's two lists on two connections at once (recall_search.reads_on_two_connections),
when one side fails or the step is cancelled, on the real database: the step raises (never hangs,
never waits for the other side's slow statement to finish), and both connections go back to the
pool, usable."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from dataclasses import replace
from typing import Any

import numpy as np
import psycopg
import pytest

from companion.errors import DatabaseUnavailable
from companion.model import UserId
from companion.store import recall_search
from companion.store.database import Conn, Database, DatabaseConfig

MODEL = "test-model@384"


@pytest.fixture
async def pooled(db_config: DatabaseConfig, db: Database) -> AsyncIterator[Database]:
    """A pool of its own with two connections, so its counts are this test's."""
    database = await Database.open(replace(db_config, min_size=2, max_size=2))
    try:
        yield database
    finally:
        await database.close()


def _vector() -> np.ndarray[Any, np.dtype[np.float32]]:
    v = np.random.default_rng(3).normal(size=384).astype(np.float32)
    return v / np.linalg.norm(v)


async def _step(db: Database, user: UserId) -> recall_search.StepReads:
    return await recall_search.reads_on_two_connections(db, user, "coffee and a walk", _vector(), MODEL)


async def _all_back(db: Database) -> None:
    """Both connections idle in the pool. A connection closed to cancel its statement is replaced
    by the pool's own worker, in the background: allowed a few seconds, never more."""
    deadline = time.monotonic() + 5
    stats = db.pool_stats()
    while stats["pool_available"] < 2 and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
        stats = db.pool_stats()
    assert stats["pool_size"] == stats["pool_available"] == 2, stats
    assert stats.get("requests_waiting", 0) == 0, stats


async def _sleeping(db: Database, within: float) -> int:
    """How many backends still run the slow statement, once none does or after `within` seconds.
    A cancel lands at once; one that missed its window under load closes the connection, and the
    server stops the statement at its next check of the client (within a second)."""
    deadline = time.monotonic() + within
    while True:
        async with db.owner() as conn:
            cur = await conn.execute(
                "SELECT count(*) AS n FROM pg_stat_activity"
                " WHERE state = 'active' AND query = 'SELECT pg_sleep(30)'"
            )
            row = await cur.fetchone()
        assert row is not None
        if row["n"] == 0 or time.monotonic() >= deadline:
            return int(row["n"])
        await asyncio.sleep(0.1)


def _sending(statement: str) -> Any:
    """A side that sends `statement` instead of its own (in the side's pipelined transaction)."""

    async def send(conn: Conn, *args: Any, **kwargs: Any) -> recall_search.PendingRows:
        cursor = psycopg.AsyncRawCursor(conn)
        await cursor.execute(statement)
        return recall_search.PendingRows(cursor)  # type: ignore[arg-type]

    return send


async def test_a_failing_side_fails_the_step_and_returns_both_connections(
    pooled: Database, user_id: UserId, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The near side's statement fails in the server: the step raises that error, and both
    connections are back in the pool, idle and usable (the next step reads normally)."""
    assert (await _step(pooled, user_id)).chunks == []  # a user without chunks: nothing, no error
    monkeypatch.setattr(recall_search, "send_near_side", _sending("SELECT 1 / 0"))
    with pytest.raises(psycopg.errors.DivisionByZero):
        await _step(pooled, user_id)
    await _all_back(pooled)
    monkeypatch.undo()
    assert (await _step(pooled, user_id)).first.route.chunks == 0
    await _all_back(pooled)


async def test_a_failing_side_cancels_the_slow_one(
    pooled: Database, user_id: UserId, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The text side fails while the near side's statement is still running (30 s): the step raises
    the failure at once, the slow statement is cancelled in the server (not waited for), and both
    connections go back to the pool."""
    monkeypatch.setattr(recall_search, "send_text_side", _sending("SELECT 1 / 0"))
    monkeypatch.setattr(recall_search, "send_near_side", _sending("SELECT pg_sleep(30)"))
    started = time.monotonic()
    with pytest.raises(psycopg.errors.DivisionByZero):
        await _step(pooled, user_id)
    assert time.monotonic() - started < 10
    await _all_back(pooled)
    assert await _sleeping(pooled, within=5) == 0  # no backend of this pool is still sleeping
    monkeypatch.undo()
    assert (await _step(pooled, user_id)).first.route.chunks == 0


async def test_a_cancelled_step_cancels_both_sides(
    pooled: Database, user_id: UserId, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The caller cancels the step (a barge-in) while both sides' statements run: the step ends
    with CancelledError promptly, the statements are cancelled in the server, and both connections
    go back to the pool, usable."""
    monkeypatch.setattr(recall_search, "send_text_side", _sending("SELECT pg_sleep(30)"))
    monkeypatch.setattr(recall_search, "send_near_side", _sending("SELECT pg_sleep(30)"))
    step = asyncio.ensure_future(_step(pooled, user_id))
    await asyncio.sleep(0.5)
    assert not step.done()
    started = time.monotonic()
    step.cancel()
    with pytest.raises(asyncio.CancelledError):
        await step
    assert time.monotonic() - started < 10
    await _all_back(pooled)
    monkeypatch.undo()
    assert (await _step(pooled, user_id)).first.route.chunks == 0
    await _all_back(pooled)


async def _closed_under_a_statement(db: Database, user: UserId, pids: list[int]) -> None:
    """Start a 30 s statement on a pooled connection and close its socket under it."""
    async with db.user(user) as conn:
        pids.append(conn.info.backend_pid)
        conn.pgconn.send_query(b"SELECT pg_sleep(30)")
        conn.pgconn.finish()
        await conn.execute("SELECT 1")


async def test_a_statement_left_by_a_closed_connection_stops_in_the_server(
    pooled: Database, user_id: UserId
) -> None:
    """A connection closed while its statement runs, as psycopg closes one whose cancel missed its
    window under load: the server stops the statement at its next check of the client (the pool
    sets `client_connection_check_interval`), not when it would have ended (30 s)."""
    pids: list[int] = []
    with pytest.raises(DatabaseUnavailable):
        await _closed_under_a_statement(pooled, user_id, pids)
    deadline = time.monotonic() + 5
    while True:
        async with pooled.owner() as owner:
            cur = await owner.execute(
                "SELECT count(*) AS n FROM pg_stat_activity WHERE pid = %s AND state = 'active'", (pids[0],)
            )
            row = await cur.fetchone()
        assert row is not None
        if row["n"] == 0 or time.monotonic() >= deadline:
            break
        await asyncio.sleep(0.1)
    assert row["n"] == 0, "the statement ran on after its client had gone"
    await _all_back(pooled)
