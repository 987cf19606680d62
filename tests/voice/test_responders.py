"""Responders: the offline placeholder and Claude streaming through a scripted HTTP transport."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import httpx2
import pytest

from companion.errors import ResponderUnavailable
from companion.voice.claude_responder import ClaudeResponder, reply_messages
from companion.voice.responders import OFFLINE_PREFIX, OfflineResponder, said_goodbye


@dataclass(frozen=True)
class Item:
    text: str
    date: datetime | None
    kind: str = "chunk"
    score: float = 0.5


@dataclass(frozen=True)
class Ctx:
    system: str
    turns: tuple[dict[str, str], ...]
    recalled: tuple[Item, ...] = field(default=())


def _sse(*texts: str) -> bytes:
    events: list[tuple[str, dict[str, Any]]] = [
        (
            "message_start",
            {
                "type": "message_start",
                "message": {
                    "id": "msg_1",
                    "type": "message",
                    "role": "assistant",
                    "model": "claude-haiku-4-5",
                    "content": [],
                    "stop_reason": None,
                    "stop_sequence": None,
                    "usage": {"input_tokens": 10, "output_tokens": 0},
                },
            },
        ),
        (
            "content_block_start",
            {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}},
        ),
    ]
    events += [
        (
            "content_block_delta",
            {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": t}},
        )
        for t in texts
    ]
    events += [
        ("content_block_stop", {"type": "content_block_stop", "index": 0}),
        (
            "message_delta",
            {"type": "message_delta", "delta": {"stop_reason": "end_turn"}, "usage": {"output_tokens": 5}},
        ),
        ("message_stop", {"type": "message_stop"}),
    ]
    return "".join(f"event: {name}\ndata: {json.dumps(data)}\n\n" for name, data in events).encode()


def _responder(handler: Any, timeout_s: float = 5.0) -> ClaudeResponder:
    client = httpx2.AsyncClient(transport=httpx2.MockTransport(handler))
    return ClaudeResponder("test-key", model="claude-test", timeout_s=timeout_s, http_client=client)


async def _collect(responder: ClaudeResponder, into: list[str]) -> None:
    async for delta in responder.stream(CTX):
        into.append(delta)


CTX = Ctx(
    system="You are a companion.",
    turns=({"role": "assistant", "content": "Hi!"}, {"role": "user", "content": "How was my trip?"}),
    recalled=(Item("User went to Kyoto", datetime(2025, 4, 2, tzinfo=UTC)),),
)


async def test_offline_responder_is_labelled_and_uses_recall() -> None:
    """The placeholder says what it is, echoes the utterance, and names recalled items with dates."""
    reply = "".join([d async for d in OfflineResponder().stream(CTX)])
    assert reply.startswith(OFFLINE_PREFIX)
    assert "How was my trip?" in reply
    assert "User went to Kyoto (2025-04-02)" in reply


async def test_claude_streams_text_deltas_with_context() -> None:
    """The reply streams delta by delta; the request carries the model, system and valid turns."""
    seen: list[dict[str, Any]] = []

    def handler(request: httpx2.Request) -> httpx2.Response:
        seen.append(json.loads(request.content))
        return httpx2.Response(
            200, headers={"content-type": "text/event-stream"}, content=_sse("You ", "loved it.")
        )

    deltas = [d async for d in _responder(handler).stream(CTX)]
    assert deltas == ["You ", "loved it."]
    [body] = seen
    assert body["model"] == "claude-test"
    assert body["system"] == "You are a companion."
    assert body["stream"] is True
    assert body["messages"] == [{"role": "user", "content": "How was my trip?"}]  # leading assistant dropped


@pytest.mark.parametrize("status", [500, 529, 401])
async def test_claude_failure_is_responder_unavailable(status: int) -> None:
    """An API error status becomes ResponderUnavailable (the server sends reply_failed)."""

    def handler(request: httpx2.Request) -> httpx2.Response:
        body = {"type": "error", "error": {"type": "api_error", "message": "nope"}}
        return httpx2.Response(status, json=body)

    with pytest.raises(ResponderUnavailable):
        _ = [d async for d in _responder(handler).stream(CTX)]


async def test_claude_timeout_is_responder_unavailable() -> None:
    """A request that times out becomes ResponderUnavailable with a timeout message."""

    def handler(request: httpx2.Request) -> httpx2.Response:
        raise httpx2.ReadTimeout("slow", request=request)

    with pytest.raises(ResponderUnavailable, match="timed out"):
        _ = [d async for d in _responder(handler, timeout_s=0.5).stream(CTX)]


async def test_claude_error_event_mid_stream_is_responder_unavailable() -> None:
    """An `error` event after some text ends the reply with ResponderUnavailable naming the kind."""
    overloaded = {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}
    body = _sse("You ").split(b"event: content_block_stop")[0] + (
        f"event: error\ndata: {json.dumps(overloaded)}\n\n".encode()
    )

    def handler(request: httpx2.Request) -> httpx2.Response:
        return httpx2.Response(200, headers={"content-type": "text/event-stream"}, content=body)

    deltas: list[str] = []
    with pytest.raises(ResponderUnavailable, match="overloaded"):
        await _collect(_responder(handler), deltas)
    assert deltas == ["You "]


async def test_claude_slow_trickle_hits_the_whole_reply_deadline() -> None:
    """Deltas that each arrive in time but together exceed the timeout end the reply as timed out."""
    texts = [f"{i} " for i in range(10)]

    async def trickle() -> AsyncIterator[bytes]:
        for chunk in _sse(*texts).split(b"\n\n"):
            # well under the per-read timeout, ~2 s in all; the deadline leaves the first
            # delta room even when a loaded machine is slow to set the client up
            await asyncio.sleep(0.2)
            yield chunk + b"\n\n"

    def handler(request: httpx2.Request) -> httpx2.Response:
        return httpx2.Response(200, headers={"content-type": "text/event-stream"}, content=trickle())

    deltas: list[str] = []
    with pytest.raises(ResponderUnavailable, match=r"timed out after 1 s"):
        await _collect(_responder(handler, timeout_s=1.0), deltas)
    assert 1 <= len(deltas) < len(texts)  # the reply was flowing when the deadline cut it


def test_reply_messages_alternate_and_end_with_user() -> None:
    """Turns are merged per role, start with the user and end with the user's utterance."""
    turns = [
        {"role": "assistant", "content": "hello"},
        {"role": "user", "content": "a"},
        {"role": "user", "content": "b"},
        {"role": "assistant", "content": "c"},
        {"role": "user", "content": "d"},
        {"role": "assistant", "content": "cut off"},
    ]
    assert reply_messages(turns) == [
        {"role": "user", "content": "a\nb"},
        {"role": "assistant", "content": "c"},
        {"role": "user", "content": "d"},
    ]


async def test_claude_nudge_asks_for_a_check_in_not_a_second_answer() -> None:
    """R3: the nudge request states the silence as the last user turn, adds the check-in instruction
    to the memory-bearing system prompt and caps the length."""
    seen: list[dict[str, Any]] = []

    def handler(request: httpx2.Request) -> httpx2.Response:
        seen.append(json.loads(request.content))
        return httpx2.Response(
            200, headers={"content-type": "text/event-stream"}, content=_sse("Still there?")
        )

    ctx = Ctx(
        system="You remember: the user has a cat called Miso.",
        turns=({"role": "user", "content": "My cat is Miso"}, {"role": "assistant", "content": "Lovely."}),
    )
    said = [delta async for delta in _responder(handler).nudge(ctx)]
    assert said == ["Still there?"]
    [body] = seen
    assert body["messages"][-1]["role"] == "user"
    assert "silent" in body["messages"][-1]["content"]
    assert body["messages"][0] == {"role": "user", "content": "My cat is Miso"}
    system = body["system"] if isinstance(body["system"], str) else body["system"][0]["text"]
    assert system.startswith("You remember: the user has a cat called Miso.")
    assert "Do not repeat or re-answer" in system
    assert body["max_tokens"] <= 60


@pytest.mark.parametrize(
    ("text", "leaving"),
    [
        ("Okay, bye!", True),
        ("talk to you later, Dana", True),
        ("good night then", True),
        ("I have to go", True),
        ("I said bye to my sister and then", False),
        ("what does goodbye mean in Finnish?", False),
        ("bye my friend", False),
    ],
)
def test_goodbye_rule(text: str, leaving: bool) -> None:
    """The offline end-of-call rule: a farewell that ends the utterance, not the word anywhere."""
    assert said_goodbye(text) is leaving
    ctx = Ctx(system="", turns=({"role": "user", "content": text},))
    assert OfflineResponder().ends_call(ctx) is leaving
