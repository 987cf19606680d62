"""The durable job queue and the worker, on a private real PostgreSQL (claiming is global)."""

from __future__ import annotations

import asyncio
import random
import uuid
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.model import SessionId, UserId
from companion.store import jobs
from companion.store import transcripts as tx
from companion.store.database import Database
from companion.worker import Worker


@pytest.fixture
async def queue(private_db: Database) -> Database:
    """The private database with an empty queue (jobs left by earlier tests are removed)."""
    async with private_db.owner() as conn:
        await conn.execute("DELETE FROM jobs")
    return private_db


async def _user(db: Database) -> UserId:
    user = UserId(f"user-{uuid.uuid4().hex[:12]}")
    async with db.user(user) as conn:
        await tx.ensure_user(conn, user)
    return user


async def _state(db: Database, user: UserId, job_id: uuid.UUID) -> jobs.Job:
    async with db.user(user) as conn:
        job = await jobs.get_job(conn, job_id)
    assert job is not None
    return job


async def test_enqueue_is_idempotent(queue: Database) -> None:
    """Enqueueing the same (user, kind, dedup_key) twice yields one job, reported as not created."""
    user = await _user(queue)
    async with queue.user(user) as conn:
        first = await jobs.enqueue(conn, user, "k", "s1", {"a": 1})
        again = await jobs.enqueue(conn, user, "k", "s1", {"a": 2})
        listed = await jobs.list_jobs(conn)
    assert first.created
    assert not again.created
    assert again.id == first.id
    assert again.payload == {"a": 1}
    assert [j.id for j in listed] == [first.id]


async def test_session_end_and_job_are_one_transaction(queue: Database) -> None:
    """Ending a session queues its processing job; a rolled-back end leaves neither behind."""
    user = await _user(queue)
    async with queue.user(user) as conn:
        session = await tx.start_session(conn, user)

    async def crash_before_commit() -> None:
        async with queue.user(user) as conn:
            await jobs.end_session_and_enqueue(conn, user, session.id)
            raise RuntimeError("crash before commit")

    with pytest.raises(RuntimeError):
        await crash_before_commit()
    async with queue.user(user) as conn:
        assert (await tx.get_session(conn, session.id)).ended_at is None
        assert await jobs.list_jobs(conn) == []
        ended, job = await jobs.end_session_and_enqueue(conn, user, session.id)
        _, twice = await jobs.end_session_and_enqueue(conn, user, session.id)
    assert ended.state == "ended"
    assert job.kind == jobs.PROCESS_SESSION
    assert job.payload == {"session_id": str(session.id)}
    assert twice.id == job.id
    assert not twice.created


async def test_two_workers_never_claim_one_job(queue: Database) -> None:
    """Concurrent claims by two workers partition the queue: every job is claimed exactly once."""
    user = await _user(queue)
    async with queue.user(user) as conn:
        for i in range(20):
            await jobs.enqueue(conn, user, "k", f"d{i}")
    a, b = await asyncio.gather(*(jobs.claim(queue, w, 15, 60) for w in ("a", "b")))
    ids = [j.id for j in a] + [j.id for j in b]
    assert len(ids) == 20 == len(set(ids))
    assert await jobs.claim(queue, "c", 5, 60) == []


async def test_crashed_worker_job_is_reclaimed_after_lease(queue: Database) -> None:
    """A job whose worker died (no complete, no renewal) is claimed again once its lease expires."""
    user = await _user(queue)
    async with queue.user(user) as conn:
        job = await jobs.enqueue(conn, user, "k", "crash")
    [held] = await jobs.claim(queue, "dies", 1, 1)
    assert await jobs.claim(queue, "other", 1, 60) == []  # lease still valid
    await asyncio.sleep(1.2)
    [again] = await jobs.claim(queue, "other", 1, 60)
    assert again.id == job.id
    assert again.attempts == 2
    assert not await jobs.complete(queue, held)  # the dead worker's late completion is refused
    assert await jobs.complete(queue, again)
    assert (await _state(queue, user, job.id)).state == "done"


async def test_failure_backs_off_then_dies(queue: Database) -> None:
    """A failed attempt is retried only after its backoff, and the job is dead after max_attempts."""
    user = await _user(queue)
    async with queue.user(user) as conn:
        job = await jobs.enqueue(conn, user, "k", "flaky", max_attempts=2)
    [first] = await jobs.claim(queue, "w", 1, 60)
    assert await jobs.fail(queue, first, "boom", delay_s=3600) == "failed"
    assert await jobs.claim(queue, "w", 1, 60) == []  # not due for an hour
    async with queue.owner() as conn:
        await conn.execute("UPDATE jobs SET run_after = now() WHERE id = %s", [job.id])
    [second] = await jobs.claim(queue, "w", 1, 60)
    assert second.attempts == 2
    assert await jobs.fail(queue, second, "boom again", delay_s=0) == "dead"
    assert await jobs.claim(queue, "w", 1, 60) == []
    dead = await _state(queue, user, job.id)
    assert dead.state == "dead"
    assert dead.last_error == "boom again"


@given(attempt=st.integers(1, 40), seed=st.integers(0, 2**32))
def test_backoff_grows_within_bounds(attempt: int, seed: int) -> None:
    """Backoff lies in [50%, 100%] of min(cap, base * 2^(attempt-1)): exponential, jittered, capped."""
    delay = jobs.backoff_delay(attempt, base_s=5, cap_s=3600, rng=random.Random(seed))
    ceiling = min(3600, 5 * 2 ** (attempt - 1))
    assert ceiling / 2 <= delay <= ceiling


async def test_worker_runs_retries_and_skips_unknown_kinds(queue: Database) -> None:
    """The worker completes good jobs, retries a failing one, and hands back kinds it cannot run."""
    user = await _user(queue)
    sid = SessionId(uuid.uuid4())
    calls: list[Mapping[str, Any]] = []
    failures = {"left": 1}

    async def handler(user_id: UserId, payload: Mapping[str, Any]) -> None:
        calls.append(payload)
        if payload.get("flaky") and failures["left"]:
            failures["left"] -= 1
            raise RuntimeError("transient")

    async with queue.user(user) as conn:
        ok = await jobs.enqueue(conn, user, "work", "ok", {"session_id": str(sid)})
        flaky = await jobs.enqueue(conn, user, "work", "flaky", {"flaky": True})
        foreign = await jobs.enqueue(conn, user, "someone_else", "x")
    worker = Worker(queue, {"work": handler}, lease_s=10, backoff_base_s=0.01, backoff_cap_s=0.05, batch=5)
    for _ in range(20):
        await worker.run_once()
        if (await _state(queue, user, flaky.id)).state == "done":
            break
        await asyncio.sleep(0.05)
    assert (await _state(queue, user, ok.id)).state == "done"
    retried = await _state(queue, user, flaky.id)
    assert retried.state == "done"
    assert retried.attempts == 2
    handed_back = await _state(queue, user, foreign.id)
    assert handed_back.state == "queued"
    assert handed_back.attempts == 0
    assert worker.failed == 1


async def test_worker_loop_stops_and_wakes(queue: Database) -> None:
    """`run` processes a job enqueued while it waits (woken early) and returns when stopped."""
    user = await _user(queue)
    done = asyncio.Event()

    async def handler(user_id: UserId, payload: Mapping[str, Any]) -> None:
        done.set()

    worker = Worker(queue, {"work": handler}, poll_interval_s=30)
    stop = asyncio.Event()
    task = asyncio.create_task(worker.run(stop))
    await asyncio.sleep(0.1)
    async with queue.user(user) as conn:
        await jobs.enqueue(conn, user, "work", "wake")
    worker.wake()
    await asyncio.wait_for(done.wait(), 5)
    stop.set()
    await asyncio.wait_for(task, 5)


async def _open_session(db: Database, user: UserId, *, silent_for_s: int) -> SessionId:
    """An open session whose last message was recorded silent_for_s seconds ago."""
    async with db.user(user) as conn:
        session = await tx.start_session(conn, user)
        await conn.execute(
            "INSERT INTO messages (user_id, session_id, seq, id, role, content, spoken_at, recorded_at)"
            " VALUES (%s, %s, 0, %s, 'user', 'hello', now() - make_interval(secs => %s),"
            " now() - make_interval(secs => %s))",
            [user, session.id, uuid.uuid4(), silent_for_s, silent_for_s],
        )
    return session.id


async def test_sweep_ends_orphaned_sessions_only(queue: Database) -> None:
    """A session silent past the threshold is ended and queued once; a live one is left open."""
    async with queue.owner() as conn:
        await conn.execute("UPDATE sessions SET state = 'ended' WHERE state = 'open'")
    orphan_user, live_user = await _user(queue), await _user(queue)
    orphan = await _open_session(queue, orphan_user, silent_for_s=3600)
    live = await _open_session(queue, live_user, silent_for_s=5)

    assert await jobs.sweep_idle_sessions(queue, idle_s=600) == [(orphan_user, orphan)]
    assert await jobs.sweep_idle_sessions(queue, idle_s=600) == []

    async with queue.user(orphan_user) as conn:
        ended = await tx.get_session(conn, orphan)
        queued = await jobs.list_jobs(conn)
    assert ended.state == "ended"
    assert ended.ended_at is not None
    assert [(j.kind, j.payload["session_id"]) for j in queued] == [(jobs.PROCESS_SESSION, str(orphan))]
    async with queue.user(live_user) as conn:
        assert (await tx.get_session(conn, live)).state == "open"
        assert await jobs.list_jobs(conn) == []


async def test_app_role_cannot_read_across_users_through_the_sweeper_role(queue: Database) -> None:
    """The sweeper's wide policies belong to companion_maint, which the application cannot become."""
    user = await _user(queue)
    async with queue.user(user) as conn:
        cur = await conn.execute("SELECT pg_has_role('companion_app', 'companion_maint', 'MEMBER') AS m")
        row = await cur.fetchone()
    assert row == {"m": False}


async def test_worker_sweeps_then_processes_the_orphan(queue: Database) -> None:
    """A worker with a sweep threshold ends an orphaned session and runs its processing job."""
    async with queue.owner() as conn:
        await conn.execute("UPDATE sessions SET state = 'ended' WHERE state = 'open'")
    user = await _user(queue)
    orphan = await _open_session(queue, user, silent_for_s=3600)
    seen: list[tuple[UserId, str]] = []

    async def handler(user_id: UserId, payload: Mapping[str, Any]) -> None:
        seen.append((user_id, str(payload["session_id"])))

    worker = Worker(queue, {jobs.PROCESS_SESSION: handler}, sweep_idle_s=600)
    assert await worker.run_once() == 1
    assert seen == [(user, str(orphan))]
