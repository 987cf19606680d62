"""Crash safety and per-user serialisation of the write path, against the real database."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import psycopg
import pytest

from companion.errors import DatabaseUnavailable
from companion.model import FactStatus, Outcome, Transcript, UserId, Verdict
from companion.store import fact_queries as q
from companion.store.database import Database
from tests.store.fact_helpers import make_session, verdict, write

T0 = datetime(2025, 5, 1, tzinfo=UTC)


async def _state(db: Database, user_id: UserId) -> tuple[list[object], list[object]]:
    async with db.user(user_id) as conn:
        facts = await conn.execute("SELECT version_id, status, mention_count FROM facts ORDER BY version_id")
        events = await conn.execute("SELECT id, event FROM fact_events ORDER BY id")
        return list(await facts.fetchall()), list(await events.fetchall())


async def _apply(db: Database, user_id: UserId, t: Transcript, verdicts: list[Verdict]) -> None:
    async with db.user(user_id) as conn:
        assert t.session_id is not None
        await write(conn, user_id, t, verdicts)


async def test_worker_killed_between_writes_leaves_nothing_then_rerun_is_exact(
    db: Database, user_id: UserId
) -> None:
    """A worker whose connection dies mid-session leaves no partial rows; the retry writes each once."""
    t1 = await make_session(db, user_id, [("user", "I love jazz")], T0)
    await _apply(db, user_id, t1, [verdict(Outcome.ACCEPT, "User loves jazz")])
    async with db.user(user_id) as conn:
        (jazz,) = await q.active_facts(conn)
    turns = [("user", "I have a cat"), ("user", "jazz again"), ("user", "I run daily")]
    t2 = await make_session(db, user_id, turns, T0)  # type: ignore[arg-type]
    verdicts = [
        verdict(Outcome.ACCEPT, "User has a cat", index=0),  # written before the stall
        verdict(Outcome.REINFORCE, "User loves jazz", index=1, related=jazz.id),  # blocks on a row lock
        verdict(Outcome.ACCEPT, "User runs daily", index=2),
    ]
    before = await _state(db, user_id)

    # Another transaction holds jazz's row, so the worker stalls after its first writes...
    async with await psycopg.AsyncConnection.connect(db.owner_dsn, autocommit=False) as blocker:
        await blocker.execute("SELECT 1 FROM facts WHERE id = %s FOR UPDATE", [jazz.id])
        worker = asyncio.create_task(_apply(db, user_id, t2, verdicts))
        blocker_pid = blocker.info.backend_pid
        async with await psycopg.AsyncConnection.connect(db.owner_dsn, autocommit=True) as admin:
            victim = None
            for _ in range(200):
                cur = await admin.execute(
                    "SELECT pid FROM pg_stat_activity WHERE %s = ANY(pg_blocking_pids(pid))", [blocker_pid]
                )
                row = await cur.fetchone()
                if row is not None:
                    victim = row[0]
                    break
                await asyncio.sleep(0.02)
            assert victim is not None, "the worker never reached the locked row"
            # ...and dies there, the way a killed worker's connection does.
            await admin.execute("SELECT pg_terminate_backend(%s)", [victim])
        with pytest.raises(DatabaseUnavailable):
            await worker
        await blocker.rollback()

    assert await _state(db, user_id) == before  # no partial write survived
    await _apply(db, user_id, t2, verdicts)
    after_retry = await _state(db, user_id)
    await _apply(db, user_id, t2, verdicts)
    assert await _state(db, user_id) == after_retry  # and a second retry is a no-op
    async with db.user(user_id) as conn:
        active = {f.text: f for f in await q.active_facts(conn)}
    assert set(active) == {"User loves jazz", "User has a cat", "User runs daily"}
    assert active["User loves jazz"].mention_count == 2


async def test_cancelled_task_rolls_back(db: Database, user_id: UserId) -> None:
    """A task cancelled inside the transaction (after apply_verdicts ran) commits nothing."""
    t = await make_session(db, user_id, [("user", "I speak Greek")], T0)
    applied = asyncio.Event()

    async def work() -> None:
        async with db.user(user_id) as conn:
            assert t.session_id is not None
            await write(conn, user_id, t, [verdict(Outcome.ACCEPT, "User speaks Greek")])
            applied.set()
            await asyncio.sleep(30)

    task = asyncio.create_task(work())
    await applied.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert await _state(db, user_id) == ([], [])


async def _hold(db: Database, user_id: UserId, t: Transcript, v: Verdict, release: asyncio.Event) -> None:
    """Apply and then keep the transaction (and so the user's lock) open until released."""
    async with db.user(user_id) as conn:
        assert t.session_id is not None
        await write(conn, user_id, t, [v])
        await release.wait()


async def test_same_user_sessions_serialise_and_stay_consistent(db: Database, user_id: UserId) -> None:
    """Two sessions of one user finishing at once run one after the other; the slot never doubles."""
    ta = await make_session(db, user_id, [("user", "I live in Porto")], T0)
    tb = await make_session(db, user_id, [("user", "I live in Braga")], T0)
    release = asyncio.Event()
    first = asyncio.create_task(
        _hold(db, user_id, ta, verdict(Outcome.ACCEPT, "User lives in Porto", slot="home.city"), release)
    )
    await asyncio.sleep(0.2)
    second = asyncio.create_task(
        _apply(db, user_id, tb, [verdict(Outcome.ACCEPT, "User lives in Braga", slot="home.city")])
    )
    await asyncio.sleep(0.3)
    assert not second.done()  # waiting on the first session's lock
    release.set()
    await asyncio.gather(first, second)
    async with db.user(user_id) as conn:
        active = [f.text for f in await q.active_facts(conn)]
        pending = [f.text for f in await q.facts_by_status(conn, FactStatus.PENDING)]
    assert active == ["User lives in Porto"]
    assert pending == ["User lives in Braga"]  # decided against the first session's committed fact


async def test_different_users_proceed_in_parallel(db: Database, user_id: UserId) -> None:
    """While one user's session holds its lock, another user's session commits without waiting."""
    other = UserId(user_id + "-b")
    ta = await make_session(db, user_id, [("user", "I am a nurse")], T0)
    tb = await make_session(db, other, [("user", "I am a pilot")], T0)
    release = asyncio.Event()
    first = asyncio.create_task(_hold(db, user_id, ta, verdict(Outcome.ACCEPT, "User is a nurse"), release))
    await asyncio.sleep(0.2)
    await asyncio.wait_for(_apply(db, other, tb, [verdict(Outcome.ACCEPT, "User is a pilot")]), timeout=5)
    assert not first.done()
    release.set()
    await first
