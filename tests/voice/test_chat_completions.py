"""The OpenAI-compatible endpoint over real HTTP, driven by the official `openai` client."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import replace

import openai
import pytest
from openai import AsyncOpenAI
from openai.types.chat import ChatCompletionMessageParam

from companion.config import Settings
from companion.model import UserId
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
