"""Bad input and lost rows on the native protocol, over real sockets and the real database:
each fault gets an error that names it, and what the session had is kept."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import json
import uuid
from collections.abc import AsyncIterator
from typing import Any

import pytest
from websockets.asyncio.client import connect

from companion.memory import Memory
from companion.model import Role, SessionId, UserId
from companion.store import transcripts as tx
from companion.store.database import Database
from companion.store.privacy import erase_user
from companion.store.transcripts import StoredMessage
from companion.voice.server import running_server
from tests.voice.client import Client
from tests.voice.conftest import SECRET, ServicesFactory, token_for


@pytest.fixture
async def url(make_services: ServicesFactory) -> AsyncIterator[str]:
    async with running_server(make_services()) as base:
        yield base


@pytest.fixture
async def cleanup(db: Database) -> AsyncIterator[list[UserId]]:
    """Users whose queued jobs are removed after the test, so no worker elsewhere sees them."""
    users: list[UserId] = []
    yield users
    for user in users:
        async with db.user(user) as conn:
            await conn.execute("DELETE FROM jobs")


async def _user_words(db: Database, user: UserId, session_id: str) -> list[str]:
    async with db.user(user) as conn:
        transcript = await tx.load_transcript(conn, SessionId(uuid.UUID(session_id)))
    return [m.content for m in transcript.messages if m.role == "user"]


async def _users_rows(db: Database, user: UserId) -> int:
    async with db.user(user) as conn:
        cur = await conn.execute("SELECT count(*) AS n FROM users WHERE user_id = %s", [user])
        row = await cur.fetchone()
    assert row is not None
    return int(row["n"])


async def _turn(client: Client, text: str, msg_id: str) -> None:
    """A good final transcript is acked and answered."""
    await client.send(type="transcript", text=text, final=True, client_msg_id=msg_id)
    ack = await client.until("ack")
    assert ack.client_msg_id == msg_id
    done = await client.until("reply_done")
    assert done.reason == "complete"


@pytest.mark.parametrize("ts", [float("nan"), float("inf"), float("-inf"), -1.0, 1e300])
async def test_unusable_timestamp_is_refused_and_the_session_goes_on(
    url: str, db: Database, user_id: UserId, cleanup: list[UserId], ts: float
) -> None:
    """A transcript whose ts no clock can hold gets bad_timestamp naming it (not a 1011 close);
    it is not stored, and the next utterance is stored and answered."""
    cleanup.append(user_id)
    async with connect(url + "/ws") as ws:
        client = Client(ws)
        await client.hello(token_for(user_id))
        session_id = await client.start()
        # json.dumps writes NaN and Infinity as the bare tokens a careless client sends.
        frame = {
            "v": 1,
            "type": "transcript",
            "text": "when?",
            "final": True,
            "ts": ts,
            "client_msg_id": "m1",
        }
        await ws.send(json.dumps(frame))
        error = await client.until("error")
        assert (error.code, error.ref, error.retry) == ("bad_timestamp", "m1", False)
        await _turn(client, "I walked to the harbour", "m2")
        await client.send(type="end_session")
        await client.until("session_ended")
    assert await _user_words(db, user_id, session_id) == ["I walked to the harbour"]


async def test_nul_in_a_final_transcript_is_text_invalid(
    url: str, db: Database, user_id: UserId, cleanup: list[UserId]
) -> None:
    """A NUL (which PostgreSQL cannot store) is refused at the edge with text_invalid naming the
    message; the turn does not hang and the session goes on."""
    cleanup.append(user_id)
    async with connect(url + "/ws") as ws:
        client = Client(ws)
        await client.hello(token_for(user_id))
        session_id = await client.start()
        await client.send(type="transcript", text="my code is 12\x0034", final=True, client_msg_id="m1")
        error = await client.until("error")
        assert (error.code, error.ref) == ("text_invalid", "m1")
        await _turn(client, "my code is 1234", "m2")
        await client.send(type="end_session")
        await client.until("session_ended")
    assert await _user_words(db, user_id, session_id) == ["my code is 1234"]


class _RefusedOnce(Memory):
    """The real Memory, except that one chosen utterance reaches PostgreSQL with a NUL in it: a
    database refusal that is not an outage (psycopg's DataError), from the real server."""

    async def record(
        self,
        user_id: str,
        session_id: SessionId,
        role: Role,
        content: str,
        **kwargs: Any,
    ) -> StoredMessage:
        if content == "poison":
            content += "\x00"
        return await super().record(user_id, session_id, role, content, **kwargs)


async def test_a_database_refusal_ends_the_turn_with_an_error(
    make_services: ServicesFactory, db: Database, memory: Memory, user_id: UserId, cleanup: list[UserId]
) -> None:
    """A store error other than an outage still ends the turn: an error naming the message and
    reply_done "failed", never a turn left in flight; the next turn works."""
    cleanup.append(user_id)
    refusing = _RefusedOnce(db, memory.embedder)
    try:
        async with running_server(make_services(memory=refusing)) as base, connect(base + "/ws") as ws:
            client = Client(ws)
            await client.hello(token_for(user_id))
            session_id = await client.start()
            await client.send(type="transcript", text="poison", final=True, client_msg_id="m1")
            error = await client.until("error")
            assert (error.code, error.ref) == ("internal", "m1")
            done = await client.until("reply_done")
            assert (done.turn_id, done.reason) == (1, "failed")
            await _turn(client, "and now something else", "m2")
            await client.send(type="end_session")
            await client.until("session_ended")
    finally:
        await refusing.close()
    assert await _user_words(db, user_id, session_id) == ["and now something else"]


async def test_deeply_nested_frame_is_frame_invalid(url: str, user_id: UserId) -> None:
    """JSON nested past the decoder's depth is refused as frame_invalid; the connection stays."""
    async with connect(url + "/ws") as ws:
        client = Client(ws)
        await client.hello(token_for(user_id))
        await ws.send("[" * 1500 + "]" * 1500)
        assert (await client.until("error")).code == "frame_invalid"
        await client.send(type="ping", nonce="still here")
        assert (await client.until("pong")).nonce == "still here"


async def test_binary_frame_is_refused(url: str, user_id: UserId) -> None:
    """The protocol is text frames only: a binary frame, even holding valid JSON, is binary_frame;
    the connection stays."""
    async with connect(url + "/ws") as ws:
        client = Client(ws)
        await client.hello(token_for(user_id))
        await ws.send(b'{"v": 1, "type": "ping", "nonce": "binary"}')
        assert (await client.until("error")).code == "binary_frame"
        await client.send(type="ping", nonce="text")
        assert (await client.until("pong")).nonce == "text"
        assert [m.nonce for m in client.of("pong")] == ["text"]


def _signed(user: str) -> str:
    """A correctly signed token for any id, as a minting tool without our user id rule makes it."""
    encoded = base64.urlsafe_b64encode(user.encode()).decode().rstrip("=")
    body = f"{encoded}.9999999999"
    return f"{body}.{hmac.new(SECRET.encode(), body.encode(), hashlib.sha256).hexdigest()}"


@pytest.mark.parametrize("suffix", ["x" * 200, "\x00"])
async def test_token_for_a_user_id_the_store_cannot_hold(
    url: str, db: Database, user_id: UserId, suffix: str
) -> None:
    """A signed token naming an overlong or NUL-bearing user id: user_id_invalid and close 4001 at
    hello (not 1011 at the first write); no user row is made."""
    user = UserId(user_id + suffix)
    async with connect(url + "/ws") as ws:
        client = Client(ws)
        await client.send(type="hello", token=_signed(user))
        assert (await client.until("error")).code == "user_id_invalid"
        assert await client.close_code() == 4001
    assert await _users_rows(db, user_id) == 0


@pytest.mark.parametrize("then", ["transcript", "end_session"])
async def test_erase_during_a_live_session(url: str, db: Database, user_id: UserId, then: str) -> None:
    """Erase while connected: the next utterance or end_session gets user_erased and the connection
    closes with 4003; nothing the server does afterwards brings the user back."""
    async with connect(url + "/ws") as ws:
        client = Client(ws)
        await client.hello(token_for(user_id))
        await client.start()
        await _turn(client, "my sister lives in Oslo", "m1")
        async with db.user(user_id) as conn:
            await erase_user(conn, user_id)
        if then == "transcript":
            await client.send(type="transcript", text="one more thing", final=True, client_msg_id="m2")
        else:
            await client.send(type="end_session")
        error = await client.until("error")
        assert error.code == "user_erased"
        assert await client.close_code() == 4003
    await asyncio.sleep(0.3)  # the server's disconnect work, had there been any
    assert await _users_rows(db, user_id) == 0
