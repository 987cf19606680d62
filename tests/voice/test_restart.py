"""A database restart in the middle of a session, on a private embedded server (the shared one is
left alone): the client hears `unavailable`, other clients keep being served, and every message the
server received ends up stored exactly once, in order."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest
from websockets.asyncio.client import connect

from companion.config import Settings
from companion.memory import Memory
from companion.model import SessionId, UserId
from companion.recall.embedder import Embedder
from companion.store import jobs
from companion.store import transcripts as tx
from companion.store.database import Database
from companion.voice.ports import StoreReview, session_id_of
from companion.voice.responders import OfflineResponder
from companion.voice.server import running_server
from companion.voice.services import Services
from tests.voice.client import Client
from tests.voice.conftest import token_for


@pytest.fixture
async def private_memory(private_db: Database, embedder: Embedder) -> AsyncIterator[Memory]:
    mem = Memory(private_db, embedder)
    try:
        yield mem
    finally:
        await mem.close()


def _postgres(db: Database) -> Any:
    assert db.embedded is not None
    return db.embedded._server


def _stop(db: Database) -> None:
    _postgres(db).stop()


def _start(db: Database) -> None:
    server = _postgres(db)
    with server._lock:  # what PostgresServer.start does, without registering this process twice
        server.ensure_postgres_running()


async def test_database_restart_mid_session_loses_nothing(
    private_db: Database, private_memory: Memory, settings: Settings, user_id: UserId
) -> None:
    """Messages sent while the database is down are stored once it is back; others keep being served."""
    services = Services(
        settings=settings,
        db=private_db,
        memory=private_memory,
        responder=OfflineResponder(),
        review=StoreReview(private_db),
        store_retry_s=30.0,
    )
    async with running_server(services) as url, connect(url + "/ws") as ws, connect(url + "/ws") as other_ws:
        client, other = Client(ws), Client(other_ws)
        await client.hello(token_for(user_id))
        session_id = await client.start()
        await client.send(type="transcript", text="before the restart", final=True, client_msg_id="m1")
        await client.until("reply_done")

        await asyncio.to_thread(_stop, private_db)
        try:
            await client.send(type="transcript", text="during the outage", final=True, client_msg_id="m2")
            await client.send(type="transcript", text="still down", final=True, client_msg_id="m3")
            notice = await client.until("error", wait=10)
            assert notice.code == "unavailable"
            # Another connection is still served while the database is away.
            await other.hello(token_for("someone-else"))
            await other.send(type="ping", nonce="alive")
            assert (await other.until("pong")).nonce == "alive"
        finally:
            await asyncio.to_thread(_start, private_db)

        acked: set[str] = set()
        async with asyncio.timeout(30):
            while acked != {"m2", "m3"}:
                message = await client.recv(wait=30)
                if message.type == "ack":
                    acked.add(message.client_msg_id)
                elif message.type == "error" and message.retry and message.ref in {"m2", "m3"}:
                    text = {"m2": "during the outage", "m3": "still down"}[message.ref]
                    await client.send(type="transcript", text=text, final=True, client_msg_id=message.ref)
        await client.send(type="end_session")
        await client.until("session_ended", wait=15)

    async with private_db.user(user_id) as conn:
        transcript = await tx.load_transcript(conn, SessionId(session_id_of(session_id)))
        queued = await jobs.list_jobs(conn)
    users = [m.content for m in transcript.messages if m.role == "user"]
    assert users == ["before the restart", "during the outage", "still down"]
    assert [j.dedup_key for j in queued] == [session_id]


class _HeldReply:
    """A reply that says its first words, then waits for the test before it finishes."""

    def __init__(self) -> None:
        self.release = asyncio.Event()

    async def stream(self, ctx: Any) -> AsyncIterator[str]:
        yield "Hello "
        await self.release.wait()
        yield "again."


async def test_reply_lost_in_a_long_outage_is_reported(
    private_db: Database,
    private_memory: Memory,
    settings: Settings,
    user_id: UserId,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A reply that finishes while the database stays down past the retry budget is not dropped
    in silence: the client gets reply_not_stored naming the message it answered, and it is logged."""
    held = _HeldReply()
    services = Services(
        settings=settings,
        db=private_db,
        memory=private_memory,
        responder=held,
        review=StoreReview(private_db),
        store_retry_s=1.0,
    )
    async with running_server(services) as url, connect(url + "/ws") as ws:
        client = Client(ws)
        await client.hello(token_for(user_id))
        session_id = await client.start()
        await client.send(type="transcript", text="tell me something", final=True, client_msg_id="m1")
        await client.until("ack")
        await client.until("reply_delta")
        await asyncio.to_thread(_stop, private_db)
        try:
            held.release.set()
            assert (await client.until("reply_done")).reason == "complete"
            async with asyncio.timeout(20):
                while (error := await client.until("error", wait=20)).code != "reply_not_stored":
                    assert error.code == "unavailable"  # the "storage delayed" notice comes first
            assert (error.ref, error.retry) == ("m1", False)
        finally:
            await asyncio.to_thread(_start, private_db)
        await client.send(type="ping", nonce="after")
        assert (await client.until("pong")).nonce == "after"
        await client.send(type="end_session")
        await client.until("session_ended", wait=15)

    assert any(r.levelname == "ERROR" and "not stored" in r.getMessage() for r in caplog.records)
    async with private_db.user(user_id) as conn:
        transcript = await tx.load_transcript(conn, SessionId(session_id_of(session_id)))
        await conn.execute("DELETE FROM jobs")
    assert [(m.role, m.content) for m in transcript.messages] == [("user", "tell me something")]


async def test_after_a_restart_the_pool_hands_out_working_connections(
    private_db: Database, user_id: UserId
) -> None:
    """The pool's check on checkout (database._checker): the connections resting in the
    pool when the server restarted are dead; none of them reaches a caller, so the first requests
    after the restart are served, not failed (the check skips its round trip only for a
    connection whose socket has nothing to read)."""

    async def hold_one(release: asyncio.Event) -> None:
        async with private_db.user(user_id) as conn:
            await conn.execute("SELECT 1")
            await release.wait()

    release = asyncio.Event()
    holders = [asyncio.create_task(hold_one(release)) for _ in range(6)]  # several pooled connections
    await asyncio.sleep(0.3)
    release.set()
    await asyncio.gather(*holders)

    await asyncio.to_thread(_stop, private_db)
    await asyncio.to_thread(_start, private_db)
    for _ in range(8):  # more than the pool held: every dead one would have been handed out once
        async with private_db.user(user_id) as conn:
            assert await (await conn.execute("SELECT 1 AS one")).fetchone() == {"one": 1}
