"""Faults around session ends, the job queue and erasure, on a private real PostgreSQL.

Each test reproduces a defect found by attacking the running server: a quiet live client swept
underneath its connection, words said after an end never processed, a job that kills its worker
retried forever, unbounded arguments to the cross-user functions, a profile rebuild bringing an
erased user back.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import textwrap
import uuid
from dataclasses import replace

import psycopg
import pytest
from websockets.asyncio.client import connect

from companion.config import Settings
from companion.errors import NotFound
from companion.memory import Memory
from companion.model import SessionId, UserId
from companion.recall.embedder import Embedder
from companion.store import jobs, privacy
from companion.store import transcripts as tx
from companion.store.database import Database, DatabaseConfig
from companion.store.facts import lock_user
from companion.voice.ports import StoreReview
from companion.voice.responders import OfflineResponder
from companion.voice.server import running_server
from companion.voice.services import Services
from tests.voice.client import Client
from tests.voice.conftest import token_for


@pytest.fixture
async def queue(private_db: Database) -> Database:
    """The private database with an empty queue and no open sessions left by earlier tests."""
    async with private_db.owner() as conn:
        await conn.execute("DELETE FROM jobs")
        await conn.execute("UPDATE sessions SET state = 'ended', ended_at = now() WHERE state = 'open'")
    return private_db


async def _user(db: Database) -> UserId:
    user = UserId(f"user-{uuid.uuid4().hex[:12]}")
    async with db.user(user) as conn:
        await tx.ensure_user(conn, user)
    return user


async def _age(db: Database, session_id: SessionId, seconds: int) -> None:
    """Pretend the session started `seconds` ago."""
    async with db.owner() as conn:
        await conn.execute(
            "UPDATE sessions SET started_at = now() - make_interval(secs => %s) WHERE id = %s",
            [seconds, session_id],
        )


async def _said_long_ago(db: Database, user: UserId, session_id: SessionId, seconds: int) -> None:
    """A first message recorded `seconds` ago (the transcript is append-only, so it is written so)."""
    await _age(db, session_id, seconds)
    async with db.user(user) as conn:
        await conn.execute(
            "INSERT INTO messages (user_id, session_id, seq, id, role, content, spoken_at, recorded_at)"
            " VALUES (%s, %s, 0, %s, 'user', 'hello', now() - make_interval(secs => %s),"
            " now() - make_interval(secs => %s))",
            [user, session_id, uuid.uuid4(), seconds, seconds],
        )


async def _job(db: Database, user: UserId, session_id: SessionId) -> jobs.Job:
    async with db.user(user) as conn:
        listed = [j for j in await jobs.list_jobs(conn) if j.dedup_key == str(session_id)]
    assert len(listed) == 1
    return listed[0]


# ---------------------------------------------------------------------- defect 2: live sessions


async def test_a_session_held_by_a_live_connection_is_not_swept(queue: Database) -> None:
    """Silent for an hour but its connection still beats: the sweep leaves it open."""
    held_user, orphan_user = await _user(queue), await _user(queue)
    async with queue.user(held_user) as conn:
        held = (await tx.start_session(conn, held_user)).id
    async with queue.user(orphan_user) as conn:
        orphan = (await tx.start_session(conn, orphan_user)).id
    await _said_long_ago(queue, held_user, held, 3600)
    await _said_long_ago(queue, orphan_user, orphan, 3600)
    async with queue.user(held_user) as conn:
        assert await tx.touch_session(conn, held)

    assert await jobs.sweep_idle_sessions(queue, idle_s=600) == [(orphan_user, orphan)]
    async with queue.user(held_user) as conn:
        assert (await tx.get_session(conn, held)).state == "open"


async def test_words_after_an_end_are_processed_at_the_next_end(queue: Database) -> None:
    """Swept and processed, then the user speaks again: the session reopens and is queued again."""
    user = await _user(queue)
    async with queue.user(user) as conn:
        sid = (await tx.start_session(conn, user)).id
    await _said_long_ago(queue, user, sid, 3600)
    assert await jobs.sweep_idle_sessions(queue, idle_s=600) == [(user, sid)]
    [claimed] = await jobs.claim(queue, "w1", 1, 30)
    assert await jobs.complete(queue, claimed)
    assert (await _job(queue, user, sid)).state == "done"

    async with queue.user(user) as conn:
        await tx.append_message(conn, sid, "user", "said after the sweep")
        assert (await tx.get_session(conn, sid)).state == "open"
        await jobs.end_session_and_enqueue(conn, user, sid)
    again = await _job(queue, user, sid)
    assert (again.state, again.attempts) == ("queued", 0)
    # Ending it once more (a disconnect after the client's end) queues nothing new.
    async with queue.user(user) as conn:
        _, same = await jobs.end_session_and_enqueue(conn, user, sid)
    assert (same.state, same.id) == ("queued", again.id)


async def test_an_end_while_the_job_runs_queues_it_again_on_completion(queue: Database) -> None:
    """The worker may have read the transcript before it grew: completing re-queues the job."""
    user = await _user(queue)
    async with queue.user(user) as conn:
        sid = (await tx.start_session(conn, user)).id
        await tx.append_message(conn, sid, "user", "before")
        await jobs.end_session_and_enqueue(conn, user, sid)
    [running] = await jobs.claim(queue, "w1", 1, 30)
    async with queue.user(user) as conn:
        await tx.append_message(conn, sid, "user", "while it was being processed")
        await jobs.end_session_and_enqueue(conn, user, sid)
    assert await jobs.complete(queue, running)
    assert (await _job(queue, user, sid)).state == "queued"
    [rerun] = await jobs.claim(queue, "w1", 1, 30)
    assert rerun.id == running.id
    assert await jobs.complete(queue, rerun)
    assert (await _job(queue, user, sid)).state == "done"


async def test_processing_leaves_a_reopened_session_open(queue: Database) -> None:
    """Progress marks never close a session that was reopened while it was processed."""
    user = await _user(queue)
    async with queue.user(user) as conn:
        sid = (await tx.start_session(conn, user)).id
        await tx.end_session(conn, sid)
        assert await tx.mark_session_state(conn, sid, "processing")
        await tx.append_message(conn, sid, "user", "one more thing")
        assert not await tx.mark_session_state(conn, sid, "processed")
        assert (await tx.get_session(conn, sid)).state == "open"


async def test_a_quiet_client_that_only_pings_keeps_its_session(
    queue: Database, embedder: Embedder, settings: Settings
) -> None:
    """Over a real socket: the connection's heartbeat keeps the sweep away from its session."""
    memory = Memory(queue, embedder)
    services = Services(
        settings=replace(settings, session_idle_timeout_s=3600.0),
        db=queue,
        memory=memory,
        responder=OfflineResponder(),
        review=StoreReview(queue),
        # The first beat at the first tick, not at a random point of the first 30 s: the session is
        # aged below, so its start no longer counts as seen and only the beat holds it.
        beat_phase=lambda: 0.0,
    )
    user = await _user(queue)
    try:
        async with running_server(services) as url, connect(url + "/ws") as ws:
            client = Client(ws)
            await client.hello(token_for(user))
            sid = SessionId(uuid.UUID(await client.start()))
            await _age(queue, sid, 7200)  # started two hours ago, nothing said since
            await asyncio.sleep(1.5)  # the first heartbeat goes out within a tick of the session
            await client.send(type="ping", nonce="still here")
            await client.until("pong")
            assert await jobs.sweep_idle_sessions(queue, idle_s=600) == []
            async with queue.user(user) as conn:
                assert (await tx.get_session(conn, sid)).state == "open"
    finally:
        await memory.close()


# ---------------------------------------------------------------------- defect 6: killing jobs

_CLAIM_AND_DIE = textwrap.dedent(
    """
    import asyncio, os, signal, sys
    from pathlib import Path
    from companion.store import jobs
    from companion.store.database import Database, DatabaseConfig

    async def main() -> None:
        db = await Database.open(DatabaseConfig(url=None, pgdata=Path(sys.argv[1]), min_size=1, max_size=1))
        claimed = await jobs.claim(db, "doomed-worker", 1, 1)
        print(len(claimed), flush=True)
        os.kill(os.getpid(), signal.SIGKILL)  # the job kills its worker

    asyncio.run(main())
    """
)


async def test_a_job_that_kills_its_worker_dies_after_max_attempts(
    queue: Database, private_db_config: DatabaseConfig
) -> None:
    """Real SIGKILLs: each attempt's worker dies holding the lease; after max_attempts it is dead."""
    user = await _user(queue)
    async with queue.user(user) as conn:
        job = await jobs.enqueue(conn, user, "poison", "p1", max_attempts=3)
    for _ in range(4):
        await asyncio.sleep(1.1)  # the previous lease (1 s) expires
        run = await asyncio.to_thread(
            subprocess.run,
            [sys.executable, "-c", _CLAIM_AND_DIE, str(private_db_config.pgdata)],
            capture_output=True,
            text=True,
            timeout=120,
            env={**os.environ, "PYTHONPATH": os.getcwd()},
        )
        assert run.returncode == -signal.SIGKILL, run.stderr
    async with queue.user(user) as conn:
        final = await jobs.get_job(conn, job.id)
    assert final is not None
    assert (final.state, final.attempts) == ("dead", 3)
    assert "worker lost" in (final.last_error or "")


# ---------------------------------------------------------------------- defect 8: bounded functions


@pytest.mark.parametrize(
    ("n", "lease_s"),
    [(1, 2_000_000_000), (1, 0), (1, -5), (1_000_000, 30), (0, 30)],
)
async def test_claiming_refuses_unbounded_arguments(queue: Database, n: int, lease_s: int) -> None:
    with pytest.raises(psycopg.errors.InvalidParameterValue):
        await jobs.claim(queue, "w1", n, lease_s)


@pytest.mark.parametrize(("idle_s", "limit"), [(-1, 100), (0, 100), (10, 100), (600, 0), (600, 100_000)])
async def test_the_sweep_refuses_unbounded_arguments(queue: Database, idle_s: int, limit: int) -> None:
    user = await _user(queue)
    async with queue.user(user) as conn:
        sid = (await tx.start_session(conn, user)).id
    with pytest.raises(psycopg.errors.InvalidParameterValue):
        await jobs.sweep_idle_sessions(queue, idle_s, limit)
    async with queue.user(user) as conn:
        assert (await tx.get_session(conn, sid)).state == "open"


# ---------------------------------------------------------------------- defect 3 and 14: profiles


async def test_a_profile_rebuild_racing_erasure_never_brings_the_user_back(
    queue: Database, embedder: Embedder
) -> None:
    """The rebuild waits for the erasing transaction and then finds no user: nothing is recreated."""
    memory = Memory(queue, embedder)
    user = await _user(queue)
    try:
        async with queue.user(user) as conn:
            await tx.start_session(conn, user)
        async with queue.user(user) as erasing:
            await privacy.erase_user(erasing, user)  # holds the user's lock until commit
            rebuild = asyncio.create_task(memory.rebuild_profile(user))
            await asyncio.sleep(0.3)
            assert not rebuild.done()  # waiting for the lock, not writing underneath the erasure
        with pytest.raises(NotFound):
            await rebuild
        async with queue.owner() as conn:
            for table in ("users", "profiles", "sessions"):
                cur = await conn.execute(f"SELECT count(*) AS n FROM {table} WHERE user_id = %s", [user])
                row = await cur.fetchone()
                assert row is not None
                assert row["n"] == 0, table
    finally:
        await memory.close()


async def test_rebuilding_the_profile_of_an_unknown_user_creates_nothing(
    queue: Database, embedder: Embedder
) -> None:
    memory = Memory(queue, embedder)
    stranger = UserId(f"nobody-{uuid.uuid4().hex[:8]}")
    try:
        with pytest.raises(NotFound):
            await memory.rebuild_profile(stranger)
        async with queue.owner() as conn:
            cur = await conn.execute("SELECT count(*) AS n FROM users WHERE user_id = %s", [stranger])
            row = await cur.fetchone()
        assert row is not None
        assert row["n"] == 0
    finally:
        await memory.close()


async def test_lock_user_is_what_erasure_holds(queue: Database) -> None:
    """The rebuild's guarantee rests on erasure taking the same per-user lock."""
    user = await _user(queue)
    async with queue.user(user) as erasing:
        await privacy.erase_user(erasing, user)

        async def other() -> None:
            async with queue.user(user) as conn:
                await lock_user(conn)

        waiting = asyncio.create_task(other())
        await asyncio.sleep(0.2)
        assert not waiting.done()
    await waiting
