"""The native protocol over real sockets (port 0) with the real database and the real Memory."""

from __future__ import annotations

import asyncio
import json
import socket
import urllib.error
import urllib.request
import uuid
from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import UTC, datetime

import pytest
from websockets.asyncio.client import connect

from companion.memory import Memory
from companion.model import Outcome, SessionId, UserId
from companion.recall.embedder import Embedder
from companion.store import jobs, review
from companion.store import transcripts as tx
from companion.store.database import Database
from companion.voice import protocol as p
from companion.voice.responders import OFFLINE_PREFIX, OfflineResponder
from companion.voice.server import running_server, start_server
from tests.recall.helpers import CountingEmbedder
from tests.store.fact_helpers import make_session, verdict, write
from tests.voice.client import Client
from tests.voice.conftest import ServicesFactory, token_for


@pytest.fixture
async def url(make_services: ServicesFactory) -> AsyncIterator[str]:
    async with running_server(make_services()) as base:
        yield base


@pytest.fixture
async def slow_url(make_services: ServicesFactory) -> AsyncIterator[str]:
    """A server whose offline replies trickle out, so a reply can be cut mid-stream."""
    async with running_server(make_services(OfflineResponder(delay_s=0.05))) as base:
        yield base


@pytest.fixture
async def cleanup(db: Database) -> AsyncIterator[list[UserId]]:
    """Users whose queued jobs are removed after the test, so no other test's worker sees them."""
    users: list[UserId] = []
    yield users
    for user in users:
        async with db.user(user) as conn:
            await conn.execute("DELETE FROM jobs")


async def _messages(
    db: Database, user: UserId, session_id: str, *, at_least: int = 0
) -> list[tuple[str, str]]:
    """The stored transcript, waiting (briefly) until it has `at_least` messages: replies are
    stored just after reply_done is sent, off the realtime path."""
    for _ in range(100):
        async with db.user(user) as conn:
            transcript = await tx.load_transcript(conn, SessionId(uuid.UUID(session_id)))
        if len(transcript) >= at_least:
            break
        await asyncio.sleep(0.02)
    return [(m.role, m.content) for m in transcript.messages]


async def _jobs(db: Database, user: UserId) -> list[jobs.Job]:
    async with db.user(user) as conn:
        return await jobs.list_jobs(conn)


async def test_turn_streams_reply_with_recall(
    url: str, db: Database, memory: Memory, user_id: UserId, cleanup: list[UserId]
) -> None:
    """A final transcript is acked, recall is shown, the reply streams, and both turns are stored."""
    cleanup.append(user_id)
    past = await memory.start_session(user_id, "native")
    await memory.record(user_id, past, "user", "My sister Maya moved to Lisbon for a job at a bakery.")
    await memory.end_session(user_id, past)
    await memory.index_session(user_id, past)

    async with connect(url + "/ws") as ws:
        client = Client(ws)
        ready = await client.hello(token_for(user_id))
        assert ready.user_id == user_id
        session_id = await client.start()
        await client.send(
            type="transcript", text="Where does my sister live now?", final=True, client_msg_id="m1"
        )
        done = await client.until("reply_done")
    assert not done.interrupted
    [ack] = client.of("ack")
    assert (ack.client_msg_id, ack.seq, ack.duplicate) == ("m1", 0, False)
    [recalled] = client.of("recalled")
    assert any("Lisbon" in item.text for item in recalled.items)
    assert all(item.date for item in recalled.items)
    reply = "".join(d.text for d in client.of("reply_delta"))
    assert reply.startswith(OFFLINE_PREFIX)
    assert "Lisbon" in reply  # the placeholder still names what it recalled
    assert len(client.of("reply_delta")) > 1  # streamed, not one block
    assert await _messages(db, user_id, session_id, at_least=2) == [
        ("user", "Where does my sister live now?"),
        ("assistant", reply),
    ]


async def test_resent_message_is_stored_once(url: str, db: Database, user_id: UserId) -> None:
    """A transcript resent with the same client_msg_id is acked as a duplicate and stored once."""
    async with connect(url + "/ws") as ws:
        client = Client(ws)
        await client.hello(token_for(user_id))
        session_id = await client.start()
        for _ in range(2):
            await client.send(type="transcript", text="hello there", final=True, client_msg_id="same")
            await client.until("reply_done")
    acks = client.of("ack")
    assert [a.duplicate for a in acks] == [False, True]
    stored = await _messages(db, user_id, session_id)
    assert [m for m in stored if m[0] == "user"] == [("user", "hello there")]


@pytest.mark.parametrize(
    ("frame", "code"),
    [
        ("{not json", "bad_json"),
        ('["a list"]', "bad_json"),
        ('{"v": 2, "type": "ping"}', "unsupported_version"),
        ('{"v": 1, "type": "teleport"}', "unknown_type"),
        ('{"v": 1, "type": "transcript", "text": "hi", "final": "yes"}', "invalid_message"),
    ],
)
async def test_bad_frames_get_typed_errors(url: str, user_id: UserId, frame: str, code: str) -> None:
    """Each kind of bad frame gets its own error code and the connection keeps working."""
    async with connect(url + "/ws") as ws:
        client = Client(ws)
        await client.hello(token_for(user_id))
        await ws.send(frame)
        error = await client.until("error")
        assert error.code == code
        await client.send(type="ping", nonce="still-there")
        assert (await client.until("pong")).nonce == "still-there"


async def test_oversized_frame_closes_1009_and_server_serves_others(url: str, user_id: UserId) -> None:
    """A frame over max_frame_bytes closes that connection with 1009; new connections still work."""
    async with connect(url + "/ws", max_size=None) as ws:
        client = Client(ws)
        await client.hello(token_for(user_id))
        await ws.send(json.dumps({"v": 1, "type": "ping", "nonce": "x" * 10_000}))
        assert await client.close_code() == p.CloseCode.MESSAGE_TOO_BIG
    async with connect(url + "/ws") as ws:
        other = Client(ws)
        await other.hello(token_for(user_id))
        await other.send(type="ping")
        await other.until("pong")


@pytest.mark.parametrize(
    ("token", "code"),
    [
        ("not-a-token", "unauthorized"),
        (token_for("someone")[:-4] + "0000", "unauthorized"),
        (token_for("someone", ttl_s=-5), "token_expired"),
    ],
)
async def test_bad_tokens_close_4001(url: str, token: str, code: str) -> None:
    """A malformed, forged or expired token gets its error code, then close 4001."""
    async with connect(url + "/ws") as ws:
        client = Client(ws)
        await client.send(type="hello", token=token)
        assert (await client.until("error")).code == code
        assert await client.close_code() == p.CloseCode.UNAUTHORIZED


async def test_anything_before_hello_closes_4001(url: str) -> None:
    """A client that skips authentication is refused and disconnected."""
    async with connect(url + "/ws") as ws:
        client = Client(ws)
        await client.send(type="start_session")
        assert (await client.until("error")).code == "not_authenticated"
        assert await client.close_code() == p.CloseCode.UNAUTHORIZED


async def test_barge_in_cancels_reply_and_stores_what_was_said(
    slow_url: str, db: Database, user_id: UserId, cleanup: list[UserId]
) -> None:
    """Interrupt stops the reply mid-stream; only the delivered part is stored, marked by reply_done."""
    cleanup.append(user_id)
    async with connect(slow_url + "/ws") as ws:
        client = Client(ws)
        await client.hello(token_for(user_id))
        session_id = await client.start()
        await client.send(type="transcript", text="tell me a long story", final=True)
        first = await client.until("reply_delta")
        await client.until("reply_delta")
        await client.send(type="interrupt", turn_id=first.turn_id)
        done = await client.until("reply_done")
        await client.send(type="ping", nonce="after")
        await client.until("pong")
        await asyncio.sleep(0.2)  # a cancelled reply must not send anything more
        await client.send(type="ping", nonce="later")
        await client.until("pong")
    assert (done.interrupted, done.reason) == (True, "barge_in")
    deltas = [d for d in client.of("reply_delta") if d.turn_id == first.turn_id]
    assert all(client.seen.index(d) < client.seen.index(done) for d in deltas)
    delivered = "".join(d.text for d in deltas)
    assert not delivered.endswith(".")  # cut short
    stored = await _messages(db, user_id, session_id, at_least=2)
    assert stored == [("user", "tell me a long story"), ("assistant", delivered)]


async def test_newer_turn_supersedes_pending_reply(slow_url: str, db: Database, user_id: UserId) -> None:
    """A second final transcript cancels the first reply (superseded) and gets its own full reply."""
    async with connect(slow_url + "/ws") as ws:
        client = Client(ws)
        await client.hello(token_for(user_id))
        session_id = await client.start()
        await client.send(type="transcript", text="first thought", final=True, client_msg_id="a")
        await client.until("reply_delta")
        await client.send(type="transcript", text="actually, second thought", final=True, client_msg_id="b")
        superseded = await client.until("reply_done")
        finished = await client.until("reply_done")
    assert (superseded.turn_id, superseded.reason) == (1, "superseded")
    assert (finished.turn_id, finished.reason) == (2, "complete")
    late = [
        d
        for d in client.of("reply_delta")
        if d.turn_id == 1 and client.seen.index(d) > client.seen.index(superseded)
    ]
    assert late == []
    roles = [role for role, _ in await _messages(db, user_id, session_id, at_least=4)]
    assert roles == ["user", "assistant", "user", "assistant"]  # partial first reply, then the full second


async def test_disconnect_mid_reply_keeps_user_message_and_queues_job(
    slow_url: str, db: Database, user_id: UserId, cleanup: list[UserId]
) -> None:
    """A client vanishing mid-reply: its message is stored, the partial reply is not, the session ends."""
    cleanup.append(user_id)
    async with connect(slow_url + "/ws") as ws:
        client = Client(ws)
        await client.hello(token_for(user_id))
        session_id = await client.start()
        await client.send(
            type="transcript", text="I adopted a cat named Pixel", final=True, client_msg_id="c1"
        )
        await client.until("reply_delta")
    for _ in range(50):
        queued = await _jobs(db, user_id)
        if queued:
            break
        await asyncio.sleep(0.05)
    assert await _messages(db, user_id, session_id) == [("user", "I adopted a cat named Pixel")]
    [job] = queued
    assert (job.kind, job.dedup_key, job.state) == (jobs.PROCESS_SESSION, session_id, "queued")
    async with db.user(user_id) as conn:
        assert (await tx.get_session(conn, SessionId(uuid.UUID(session_id)))).state == "ended"


async def test_end_session_queues_processing(
    url: str, db: Database, user_id: UserId, cleanup: list[UserId]
) -> None:
    """end_session answers session_ended once the session is ended and its job queued."""
    cleanup.append(user_id)
    async with connect(url + "/ws") as ws:
        client = Client(ws)
        await client.hello(token_for(user_id))
        session_id = await client.start()
        await client.send(type="end_session")
        ended = await client.until("session_ended")
        await client.send(type="transcript", text="anyone there?", final=True)
        late = await client.until("error")
    assert (ended.session_id, ended.reason, ended.job_queued) == (session_id, "client", True)
    assert late.code == "no_session"
    assert [j.dedup_key for j in await _jobs(db, user_id)] == [session_id]


async def test_idle_session_ends_and_closes_4000(
    make_services: ServicesFactory, db: Database, user_id: UserId, cleanup: list[UserId]
) -> None:
    """A silent session ends by itself after the idle timeout and the connection closes with 4000."""
    cleanup.append(user_id)
    services = make_services()
    services = replace(services, settings=replace(services.settings, session_idle_timeout_s=0.6))
    async with running_server(services) as base, connect(base + "/ws") as ws:
        client = Client(ws)
        await client.hello(token_for(user_id))
        session_id = await client.start()
        ended = await client.until("session_ended", wait=5)
        assert await client.close_code() == p.CloseCode.IDLE_TIMEOUT
    assert (ended.session_id, ended.reason) == (session_id, "idle")
    assert [j.dedup_key for j in await _jobs(db, user_id)] == [session_id]


async def test_profile_and_review_round_trip(url: str, db: Database, user_id: UserId) -> None:
    """A pending fact is listed with quote and date, confirmed over the socket, and leaves the list."""
    t = await make_session(
        db, user_id, [("user", "I started working at Globex")], datetime(2025, 3, 1, tzinfo=UTC)
    )
    assert t.session_id is not None
    async with db.user(user_id) as conn:
        report = await write(
            conn,
            user_id,
            t,
            [
                verdict(
                    Outcome.PENDING, "User works at Globex", quote="working at Globex", slot="work.employer"
                )
            ],
        )
    [fact_id] = report.pending
    async with connect(url + "/ws") as ws:
        client = Client(ws)
        await client.hello(token_for(user_id))
        notice = await client.until("pending_facts")
        await client.send(type="get_profile")
        profile = await client.until("profile")
        await client.send(type="review_list")
        items = await client.until("review_items")
        await client.send(type="review_confirm", fact_id=str(fact_id))
        result = await client.until("review_result")
        await client.send(type="review_list")
        after = await client.until("review_items")
    assert notice.count == 1
    assert profile.text is None
    [item] = items.items
    assert (item.fact_id, item.text, item.quote, item.date) == (
        str(fact_id),
        "User works at Globex",
        "working at Globex",
        "2025-03-01",
    )
    assert (result.fact_id, result.action, result.ok) == (str(fact_id), "confirm", True)
    assert after.items == ()


async def test_cannot_review_another_users_fact(url: str, db: Database, user_id: UserId) -> None:
    """Acting on another user's fact is not_found (row-level security hides it) and changes nothing."""
    t = await make_session(db, user_id, [("user", "I live in Oslo")], datetime(2025, 3, 1, tzinfo=UTC))
    assert t.session_id is not None
    async with db.user(user_id) as conn:
        report = await write(
            conn, user_id, t, [verdict(Outcome.PENDING, "User lives in Oslo", quote="I live in Oslo")]
        )
    [fact_id] = report.pending
    intruder = UserId(f"intruder-{uuid.uuid4().hex[:8]}")
    async with connect(url + "/ws") as ws:
        client = Client(ws)
        await client.hello(token_for(intruder))
        for action in ("review_confirm", "review_reject"):
            await client.send(type=action, fact_id=str(fact_id))
            error = await client.until("error")
            assert (error.code, error.ref) == ("not_found", str(fact_id))
        await client.send(type="review_edit", fact_id=str(fact_id), text="User lives in Bergen")
        assert (await client.until("error")).code == "not_found"
    async with db.user(user_id) as conn:
        [still] = await review.pending_reviews(conn)
    assert still.fact.id == fact_id


def _get(url: str) -> tuple[int, str, str]:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status, response.headers["Content-Type"], response.read().decode()
    except urllib.error.HTTPError as err:
        return err.code, err.headers["Content-Type"], err.read().decode()


async def test_http_serves_the_browser_client(url: str) -> None:
    """The same port serves the page and its static files over HTTP, and 404s anything else."""
    http = url.replace("ws://", "http://")
    status, kind, body = await asyncio.to_thread(_get, http + "/")
    assert status == 200
    assert kind.startswith("text/html")
    assert "/static/app.js" in body
    status, kind, _ = await asyncio.to_thread(_get, http + "/static/app.js")
    assert (status, kind.split(";")[0]) in {(200, "text/javascript"), (200, "application/javascript")}
    for path in ("/static/../server.py", "/nope", "/retell/wrong-secret/call-1"):
        assert (await asyncio.to_thread(_get, http + path))[0] == 404


async def test_partials_warm_the_embedding_and_are_never_stored(
    make_services: ServicesFactory, db: Database, embedder: Embedder, user_id: UserId
) -> None:
    """Partial transcripts are embedded ahead (once for the final's words), never stored or answered."""
    counting = CountingEmbedder(embedder)
    memory = Memory(db, counting)
    try:
        async with running_server(make_services(memory=memory)) as base, connect(base + "/ws") as ws:
            client = Client(ws)
            await client.hello(token_for(user_id))
            session_id = await client.start()
            for partial in ("my sister", "my sister moved to", "my sister moved to Porto"):
                await client.send(type="transcript", text=partial, final=False)
            await asyncio.sleep(0.3)  # the speaker is still talking; the warm-up runs meanwhile
            warmed_before_final = list(counting.texts)
            await client.send(
                type="transcript", text="my sister moved to Porto", final=True, client_msg_id="f1"
            )
            await client.until("reply_done")
    finally:
        await memory.close()
    # Coalesced: earlier partials may be skipped (only the latest waits); the final words were
    # embedded before the final transcript arrived.
    assert warmed_before_final[-1] == "my sister moved to Porto"
    assert set(warmed_before_final) <= {"my sister", "my sister moved to", "my sister moved to Porto"}
    assert counting.texts.count("my sister moved to Porto") == 1  # warmed once, reused by the turn
    assert client.of("reply_delta")[0].text != ""
    stored = await _messages(db, user_id, session_id, at_least=2)
    assert [m for m in stored if m[0] == "user"] == [("user", "my sister moved to Porto")]


async def test_served_connections_do_not_wait_on_nagle(make_services: ServicesFactory) -> None:
    """Every accepted connection has TCP_NODELAY: a reply goes out in parts (the response's
    headers, then each SSE chunk or WebSocket frame), and with Nagle's algorithm on, a part written
    while the previous one is unacknowledged waits for the client's delayed ACK (~40 ms on Linux),
    which is what every OpenAI-endpoint exchange paid until the listener named its protocol."""
    server = await start_server(make_services(OfflineResponder()), host="127.0.0.1", port=0)
    try:
        host, port = server.sockets[0].getsockname()[:2]
        reader, writer = await asyncio.open_connection(host, port)
        writer.write(b"GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n")
        await writer.drain()
        assert (await reader.readline()).startswith(b"HTTP/1.1 200")
        # uvicorn's own record of its open connections (our RunningServer keeps the uvicorn.Server).
        connections = list(server._server.server_state.connections)
        assert connections
        for protocol in connections:
            sock = protocol.transport.get_extra_info("socket")
            assert sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0
        writer.close()
        await writer.wait_closed()
    finally:
        server.close()
        await server.wait_closed()


async def test_an_idle_connection_outlasts_a_turns_pause(make_services: ServicesFactory) -> None:
    """A connection idle for longer than uvicorn's default keep-alive (5 s), as between two turns
    of a conversation, is still open and serves the next request."""
    server = await start_server(make_services(OfflineResponder()), host="127.0.0.1", port=0)
    try:
        host, port = server.sockets[0].getsockname()[:2]
        reader, writer = await asyncio.open_connection(host, port)
        for pause in (6.0, 0.0):  # the second request comes after a pause longer than 5 s
            writer.write(b"GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n")
            await writer.drain()
            assert (await reader.readline()).startswith(b"HTTP/1.1 200")
            while (await reader.readline()) != b"\r\n":  # the headers
                pass
            assert await reader.readexactly(3) == b"ok\n"
            await asyncio.sleep(pause)
        writer.close()
        await writer.wait_closed()
    finally:
        server.close()
        await server.wait_closed()
