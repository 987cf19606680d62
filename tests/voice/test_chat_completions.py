"""The OpenAI-compatible endpoint over real HTTP, driven by the official `openai` client."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import replace
from typing import Any

import openai
import pytest
from openai import AsyncOpenAI
from openai.types.chat import ChatCompletionMessageParam

from companion.config import Settings
from companion.errors import DatabaseUnavailable
from companion.memory import Memory
from companion.model import UserId
from companion.recall.embedder import Embedder
from companion.store import jobs
from companion.store import transcripts as tx
from companion.store.database import Database
from companion.voice.chat_completions import CHANNEL, ChatMessage, ChatRequest, conversation_id, new_messages
from companion.voice.responders import OFFLINE_PREFIX, OfflineResponder
from companion.voice.server import running_server
from tests.voice.conftest import ServicesFactory, token_for


@pytest.fixture
async def base(make_services: ServicesFactory, settings: Settings) -> AsyncIterator[str]:
    quick = replace(settings, session_idle_timeout_s=0.6)
    async with running_server(make_services(OfflineResponder(), settings=quick)) as url:
        yield url.replace("ws://", "http://")


def _client(base: str, user: UserId | str, conversation: str | None = None) -> AsyncOpenAI:
    headers = {"X-Conversation-Id": conversation} if conversation else None
    return AsyncOpenAI(base_url=f"{base}/v1", api_key=token_for(user), default_headers=headers, max_retries=0)


async def _session(db: Database, user: UserId, conversation: str, *, ended: bool) -> tx.SessionRow:
    async with db.user(user) as conn:
        for _ in range(200):
            session = await tx.find_session_by_external_id(conn, CHANNEL, conversation)
            if session is not None and (session.state == "ended") == ended:
                return session
            await asyncio.sleep(0.02)
    raise AssertionError(f"no {'ended' if ended else 'open'} session for {conversation}")


async def test_streamed_exchanges_store_each_turn_once(base: str, db: Database, user_id: UserId) -> None:
    """O1-O3: streamed replies arrive as OpenAI chunks; a second request resending the history
    stores only its new turn; the transcript holds each turn once, our replies included."""
    conv = f"conv-stream-{user_id}"
    client = _client(base, user_id, conv)
    history: list[ChatCompletionMessageParam] = [
        {"role": "system", "content": "You are a friendly companion."},
        {"role": "user", "content": "My dog is called Rex"},
    ]
    stream = await client.chat.completions.create(model="companion", messages=history, stream=True)
    chunks = [c async for c in stream]
    assert chunks[0].choices[0].delta.role == "assistant"
    assert chunks[-1].choices[0].finish_reason == "stop"
    first = "".join(c.choices[0].delta.content or "" for c in chunks)
    assert first.startswith(OFFLINE_PREFIX)
    assert "My dog is called Rex" in first

    history += [{"role": "assistant", "content": first}, {"role": "user", "content": "He is three"}]
    stream = await client.chat.completions.create(model="companion", messages=history, stream=True)
    second = "".join([c.choices[0].delta.content or "" async for c in stream])
    assert "He is three" in second
    await client.close()

    session = await _session(db, user_id, conv, ended=False)
    async with db.user(user_id) as conn:
        transcript = await tx.load_transcript(conn, session.id)
    assert [(m.role, m.content) for m in transcript.messages] == [
        ("user", "My dog is called Rex"),
        ("assistant", first),
        ("user", "He is three"),
        ("assistant", second),
    ]
    await _session(db, user_id, conv, ended=True)  # the idle timeout ends it
    async with db.user(user_id) as conn:
        queued = [j for j in await jobs.list_jobs(conn) if j.dedup_key == str(session.id)]
        await conn.execute("DELETE FROM jobs")
    assert len(queued) == 1


async def test_non_streaming_reply_and_explicit_end(base: str, db: Database, user_id: UserId) -> None:
    """The non-streaming form returns one chat.completion; POST /v1/conversations/{id}/end ends the
    session and queues its processing at once."""
    conv = f"conv-plain-{user_id}"
    client = _client(base, user_id, conv)
    reply = await client.chat.completions.create(
        model="companion", messages=[{"role": "user", "content": "I live in Oslo"}]
    )
    assert reply.object == "chat.completion"
    assert (reply.choices[0].message.content or "").startswith(OFFLINE_PREFIX)
    ended = await client.post(f"/conversations/{conv}/end", cast_to=object)
    assert ended == {"conversation_id": conv, "ended": True}
    await client.close()
    session = await _session(db, user_id, conv, ended=True)
    async with db.user(user_id) as conn:
        queued = [j for j in await jobs.list_jobs(conn) if j.dedup_key == str(session.id)]
        await conn.execute("DELETE FROM jobs")
    assert len(queued) == 1


async def test_a_bad_token_is_refused(base: str, user_id: UserId) -> None:
    """O1: without a valid per-user token the request is a 401, and nothing is answered."""
    client = AsyncOpenAI(base_url=f"{base}/v1", api_key="not-a-token", max_retries=0)
    with pytest.raises(openai.AuthenticationError):
        await client.chat.completions.create(model="companion", messages=[{"role": "user", "content": "hi"}])
    await client.close()


def test_conversation_id_precedence() -> None:
    """O2: header, then Vapi's call.id, then metadata.conversation_id, then the first user message."""
    req = ChatRequest(
        messages=(ChatMessage(role="user", content="hello"),),
        call={"id": "vapi-call"},
        metadata={"conversation_id": "meta"},
    )
    assert conversation_id(req, {"x-conversation-id": "hdr"}) == "hdr"
    assert conversation_id(req, {}) == "vapi-call"
    assert conversation_id(req.model_copy(update={"call": None}), {}) == "meta"
    bare = ChatRequest(messages=(ChatMessage(role="user", content="hello"),))
    longer = ChatRequest(messages=(*bare.messages, ChatMessage(role="assistant", content="hi")))
    assert conversation_id(bare, {}) == conversation_id(longer, {})
    assert conversation_id(bare, {}) != conversation_id(
        ChatRequest(messages=(ChatMessage(role="user", content="x"),)), {}
    )


def test_resent_history_is_new_only_once() -> None:
    """O3: system messages are never speech; a resent message is not new; a revised one is."""
    seen: set[str] = set()
    history = (
        ChatMessage(role="system", content="persona"),
        ChatMessage(role="user", content=[{"type": "text", "text": "hi there"}]),
    )
    assert [(r, c) for r, c, _ in new_messages(history, seen)] == [("user", "hi there")]
    assert new_messages(history, seen) == []
    revised = (*history, ChatMessage(role="assistant", content="Hello, how"))
    assert [(r, c) for r, c, _ in new_messages(revised, seen)] == [("assistant", "Hello, how")]


class _Burst:
    """A reply whose deltas all arrive at once (as the offline responder's words do), then, after
    a pause, two more one at a time."""

    async def stream(self, ctx: Any) -> AsyncIterator[str]:
        for i in range(20):
            yield f"w{i} "
        for tail in ("late1 ", "late2"):
            await asyncio.sleep(0.2)
            yield tail


async def test_deltas_ready_together_go_out_together(
    make_services: ServicesFactory, settings: Settings, user_id: UserId
) -> None:
    """Deltas that are ready at the same moment are written as one chunk (not one event and one
    socket write per word); a delta that arrives alone is still sent at once, on its own."""
    async with running_server(make_services(_Burst(), settings=settings)) as url:
        client = _client(url.replace("ws://", "http://"), user_id, f"conv-burst-{user_id}")
        stream = await client.chat.completions.create(
            model="companion", messages=[{"role": "user", "content": "tell me"}], stream=True
        )
        contents = [c.choices[0].delta.content async for c in stream if c.choices[0].delta.content]
        await client.close()
    assert "".join(contents) == "".join(f"w{i} " for i in range(20)) + "late1 late2"
    assert contents[-2:] == ["late1 ", "late2"]  # each sent when it came, not held for the next
    assert len(contents) <= 4  # the burst of 20 in at most two writes


class _Held:
    """Says its first words, then waits for the test; records that its stream was closed."""

    def __init__(self) -> None:
        self.release = asyncio.Event()
        self.closed = asyncio.Event()

    async def stream(self, ctx: Any) -> AsyncIterator[str]:
        try:
            yield "Hello "
            await self.release.wait()
            yield "again."
        finally:
            self.closed.set()


async def _transcript(
    db: Database, user: UserId, conversation: str, *, ended: bool = False
) -> list[tuple[str, str]]:
    session = await _session(db, user, conversation, ended=ended)
    async with db.user(user) as conn:
        transcript = await tx.load_transcript(conn, session.id)
    return [(m.role, m.content) for m in transcript.messages]


async def _transcript_settled(
    db: Database, user: UserId, conversation: str, expected: list[tuple[str, str]], seconds: float = 10.0
) -> list[tuple[str, str]]:
    """The open session's transcript once it equals `expected`, or as it stands after `seconds`
    (a store that runs beside the reply commits when it commits; a loaded machine is slow)."""
    deadline = asyncio.get_running_loop().time() + seconds
    while True:
        got = await _transcript(db, user, conversation)
        if got == expected or asyncio.get_running_loop().time() > deadline:
            return got
        await asyncio.sleep(0.05)


async def test_a_client_leaving_mid_reply_stops_it_and_keeps_the_turn(
    make_services: ServicesFactory, settings: Settings, db: Database, user_id: UserId
) -> None:
    """A platform that hangs up mid-reply (the user barged in): the reply model is stopped, the
    unfinished reply is not stored, the user's turn is stored once; the next request, resending
    what was spoken, continues the transcript in order."""
    held = _Held()
    conv = f"conv-leave-{user_id}"
    async with running_server(make_services(held, settings=settings)) as url:
        base = url.replace("ws://", "http://")
        client = _client(base, user_id, conv)
        history: list[ChatCompletionMessageParam] = [{"role": "user", "content": "I moved to Bergen"}]
        try:
            stream = await client.chat.completions.create(model="companion", messages=history, stream=True)
            async for part in stream:
                if part.choices[0].delta.content:
                    break  # heard the first words; the platform drops the request
            await stream.close()
            await asyncio.wait_for(held.closed.wait(), 5)  # the reply model was stopped
            # the user's turn is stored beside the reply, so it may commit a little after the stop
            assert await _transcript_settled(db, user_id, conv, [("user", "I moved to Bergen")]) == [
                ("user", "I moved to Bergen")
            ]
        finally:
            held.release.set()  # (a reply left running would hold the server's stop)
        history += [{"role": "assistant", "content": "Hello"}, {"role": "user", "content": "Last May"}]
        second = await client.chat.completions.create(model="companion", messages=history)
        await client.close()
    assert await _transcript(db, user_id, conv, ended=True) == [
        ("user", "I moved to Bergen"),
        ("assistant", "Hello"),
        ("user", "Last May"),
        ("assistant", second.choices[0].message.content),
    ]


class _SlowStore(Memory):
    """The real Memory, whose user turns take a while to store (a busy database)."""

    async def record(self, user_id: str, session_id: Any, role: Any, content: str, **kw: Any) -> Any:
        if role == "user":
            await asyncio.sleep(0.5)
        return await super().record(user_id, session_id, role, content, **kw)


async def test_a_client_leaving_while_its_turn_is_stored_loses_nothing(
    make_services: ServicesFactory, settings: Settings, db: Database, embedder: Embedder, user_id: UserId
) -> None:
    """The reply is spoken before the user's turn is committed (the store runs beside recall and
    the reply); a platform that drops the request right after the first words must not cancel
    that store: the turn and the reply are stored once each, in order."""
    conv = f"conv-slow-{user_id}"
    slow = _SlowStore(db, embedder)
    try:
        async with running_server(make_services(OfflineResponder(), settings=settings, memory=slow)) as url:
            client = _client(url.replace("ws://", "http://"), user_id, conv)
            stream = await client.chat.completions.create(
                model="companion", messages=[{"role": "user", "content": "My sister is Ana"}], stream=True
            )
            first = ""
            async for part in stream:
                first = part.choices[0].delta.content or ""
                if first:
                    break
            await stream.close()
            await client.close()
            assert first.startswith(OFFLINE_PREFIX)
            for _ in range(100):  # the store finishes after the client has gone
                turns = await _transcript(db, user_id, conv, ended=False)
                if len(turns) == 2:
                    break
                await asyncio.sleep(0.05)
        assert [role for role, _ in turns] == ["user", "assistant"]
        assert turns[0] == ("user", "My sister is Ana")
    finally:
        await slow.close()


class _Unreachable(Memory):
    """The real Memory, whose database cannot open a session (it is down)."""

    async def start_session(self, user_id: str, *args: Any, **kw: Any) -> Any:
        raise DatabaseUnavailable("the database refused the connection")


async def test_an_exchange_that_cannot_start_is_an_error_not_an_empty_reply(
    make_services: ServicesFactory, settings: Settings, db: Database, embedder: Embedder, user_id: UserId
) -> None:
    """With the store down nothing is recalled or stored, and the platform must be able to tell:
    streamed, OpenAI's error event (its client raises APIError); not streamed, a 503 with OpenAI's
    error object. Never a 200 with an empty reply, nor a stream cut without a word."""
    down = _Unreachable(db, embedder)
    try:
        async with running_server(make_services(OfflineResponder(), settings=settings, memory=down)) as url:
            client = _client(url.replace("ws://", "http://"), user_id, f"conv-down-{user_id}")
            messages: list[ChatCompletionMessageParam] = [{"role": "user", "content": "My sister is Ana"}]
            stream = await client.chat.completions.create(model="companion", messages=messages, stream=True)
            with pytest.raises(openai.APIError, match="memory is unavailable"):
                _ = [part async for part in stream]
            with pytest.raises(openai.APIStatusError) as refused:
                await client.chat.completions.create(model="companion", messages=messages)
            assert refused.value.status_code == 503
            assert "memory is unavailable" in refused.value.message
            await client.close()
    finally:
        await down.close()
