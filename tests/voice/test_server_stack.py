"""What the server runs on (uvloop and httptools when installed, asyncio's loop and h11 without),
and the utterance's embedding handed to its thread as soon as the words are known.

The realtime surface (native WebSocket, Retell, the OpenAI-compatible endpoint) is driven over real
sockets on uvloop here; the rest of the voice tests drive it on pytest's asyncio loop, with
httptools parsing their HTTP when it is installed.
"""

from __future__ import annotations

import asyncio
import json
import sys
import threading
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest
from openai import AsyncOpenAI
from websockets.asyncio.client import connect

from companion.config import Settings
from companion.memory import Memory
from companion.model import UserId
from companion.recall.embedder import Embedder, Vectors
from companion.store.database import Database, DatabaseConfig
from companion.voice.responders import OFFLINE_PREFIX, OfflineResponder
from companion.voice.server import Stack, chosen_stack, run_server_loop, running_server, start_server
from companion.voice.services import Services
from tests.recall.helpers import CountingEmbedder
from tests.voice.client import Client
from tests.voice.conftest import RETELL_SECRET, ServicesFactory, token_for


async def _healthz(host: str, port: int) -> bytes:
    reader, writer = await asyncio.open_connection(host, port)
    writer.write(b"GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n")
    await writer.drain()
    status = await reader.readline()
    writer.close()
    await writer.wait_closed()
    return status


async def test_without_uvloop_and_httptools_the_server_falls_back_to_asyncio_and_h11(
    make_services: ServicesFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A machine without the compiled packages (uvloop has no Windows build) still serves, on the
    stock loop and h11, and says so."""
    monkeypatch.setitem(sys.modules, "uvloop", None)  # None in sys.modules: `import uvloop` fails
    monkeypatch.setitem(sys.modules, "httptools", None)
    assert chosen_stack() == Stack(loop="asyncio", http="h11")

    async def loop_kind() -> str:
        return type(asyncio.get_running_loop()).__module__

    assert (await asyncio.to_thread(run_server_loop, loop_kind())).startswith("asyncio")
    server = await start_server(make_services(OfflineResponder()), host="127.0.0.1", port=0)
    try:
        assert server.stack == Stack(loop="asyncio", http="h11")
        assert server.stack.describe() == "event loop: asyncio, HTTP parser: h11"
        host, port = server.sockets[0].getsockname()[:2]
        assert (await _healthz(host, port)).startswith(b"HTTP/1.1 200")
    finally:
        server.close()
        await server.wait_closed()


async def _one_of_each(services: Services, user: UserId) -> tuple[Stack, str, str, str]:
    """On the running loop: start the server, then one native turn, one Retell response and one
    streamed chat completion over real sockets; the server's stack and the three replies."""
    server = await start_server(services, host="127.0.0.1", port=0)
    try:
        host, port = server.sockets[0].getsockname()[:2]
        async with connect(f"ws://{host}:{port}/ws") as ws:
            client = Client(ws)
            await client.hello(token_for(user))
            await client.start()
            await client.send(type="transcript", text="My sister lives in Porto", final=True)
            await client.until("reply_done")
            native = "".join(m.text for m in client.of("reply_delta"))

        async with connect(f"ws://{host}:{port}/retell/{RETELL_SECRET}/call-uvloop-{user}") as ws:
            await ws.send(
                json.dumps({"interaction_type": "call_details", "call": {"metadata": {"user_id": user}}})
            )
            said = [{"role": "user", "content": "I play the cello"}]
            await ws.send(
                json.dumps({"interaction_type": "response_required", "response_id": 1, "transcript": said})
            )
            parts: list[str] = []
            while True:
                event: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), 10))
                if event.get("response_id") == 1:
                    parts.append(event.get("content", ""))
                    if event.get("content_complete"):
                        break
            retell = "".join(parts)

        openai = AsyncOpenAI(base_url=f"http://{host}:{port}/v1", api_key=token_for(user), max_retries=0)
        stream = await openai.chat.completions.create(
            model="companion", messages=[{"role": "user", "content": "We adopted a beagle"}], stream=True
        )
        chat = "".join([c.choices[0].delta.content or "" async for c in stream if c.choices])
        await openai.close()
        return server.stack, native, retell, chat
    finally:
        server.close()
        await server.wait_closed()


def _serve_on_uvloop(db_config: DatabaseConfig, embedder: Embedder, settings: Settings, user: UserId) -> Any:
    """In a thread of its own, as `companion serve` runs: the chosen loop, its own pool."""

    async def main() -> tuple[str, tuple[Stack, str, str, str]]:
        db = await Database.open(replace(db_config, min_size=1, max_size=4))
        memory = Memory(db, embedder)
        try:
            services = Services(settings=settings, db=db, memory=memory, responder=OfflineResponder())
            result = await _one_of_each(services, user)
        finally:
            await memory.close()
            await db.close()
        return type(asyncio.get_running_loop()).__module__, result

    return run_server_loop(main())


async def test_with_uvloop_and_httptools_every_voice_path_serves_and_reports_them(
    db_config: DatabaseConfig, embedder: Embedder, settings: Settings, user_id: UserId
) -> None:
    """Installed (the project's dependencies): the server process runs on uvloop, uvicorn parses
    HTTP with httptools, and the native WebSocket, Retell and the OpenAI-compatible endpoint each
    answer over real sockets, with psycopg's async pool on the same loop."""
    assert chosen_stack() == Stack(loop="uvloop", http="httptools")
    loop_module, (stack, native, retell, chat) = await asyncio.to_thread(
        _serve_on_uvloop, db_config, embedder, settings, user_id
    )
    assert loop_module.startswith("uvloop")
    assert stack == Stack(loop="uvloop", http="httptools")
    assert stack.describe() == "event loop: uvloop, HTTP parser: httptools"
    for reply in (native, retell, chat):
        assert reply.startswith(OFFLINE_PREFIX)


class _SignallingEmbedder:
    """The real embedder; `started` is set (from the embedding thread) when a call begins."""

    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.model_id = inner.model_id
        self.dim = inner.dim
        self.started = threading.Event()

    def embed(self, texts: Sequence[str]) -> Vectors:
        self.started.set()
        return self.inner.embed(texts)


async def test_embed_ahead_hands_the_utterance_to_the_thread_at_once_and_recall_reuses_it(
    db: Database, embedder: Embedder, user_id: UserId
) -> None:
    """`embed_ahead` submits before it returns (no task waiting for its turn of a busy loop), and
    the recall step of the same words waits for that embedding instead of making its own."""
    signalling = _SignallingEmbedder(embedder)
    counting = CountingEmbedder(signalling)
    memory = Memory(db, counting)
    try:
        session = await memory.start_session(user_id, "native")
        memory.embed_ahead("my brother moved to Denver")
        # Blocking the loop on purpose: only the embedding thread can set it now.
        assert signalling.started.wait(5)
        await memory.context(user_id, session, "my  brother moved to Denver ")
        assert counting.texts == ["my brother moved to Denver"]
        # Taken once: the same words said again are embedded again, not served from a cache.
        await memory.context(user_id, session, "my brother moved to Denver")
        assert counting.texts == ["my brother moved to Denver"] * 2
    finally:
        await memory.close()


async def test_the_recall_step_submits_its_embedding_before_it_first_waits(
    db: Database, embedder: Embedder, user_id: UserId
) -> None:
    """`Memory.context` hands the utterance to the embedding thread in its first step, before it
    waits on the database; it used to start a task to do it, one more turn of the loop later."""
    signalling = _SignallingEmbedder(embedder)
    memory = Memory(db, signalling)
    try:
        session = await memory.start_session(user_id, "native")
        recall = asyncio.ensure_future(memory.context(user_id, session, "we adopted a dog"))
        await asyncio.sleep(0)  # one turn of the loop: the recall step's first step runs
        # Blocking the loop on purpose: a task started to submit it could not run meanwhile.
        assert signalling.started.wait(5)
        await recall
    finally:
        await memory.close()


async def test_each_exchange_embeds_its_utterance_once(
    make_services: ServicesFactory, db: Database, embedder: Embedder, user_id: UserId
) -> None:
    """The endpoint starts the embedding when the request is parsed and the recall step takes it:
    one embedding per exchange, also when two conversations say the same words."""
    counting = CountingEmbedder(embedder)
    memory = Memory(db, counting)
    replies = []
    try:
        async with running_server(make_services(memory=memory)) as url:
            for conversation in ("first", "second"):
                openai = AsyncOpenAI(
                    base_url=url.replace("ws://", "http://") + "/v1",
                    api_key=token_for(user_id),
                    default_headers={"X-Conversation-Id": f"{conversation}-{user_id}"},
                    max_retries=0,
                )
                messages: list[Any] = [{"role": "user", "content": "My daughter starts school in September"}]
                stream = await openai.chat.completions.create(
                    model="companion", messages=messages, stream=True
                )
                replies.append("".join([c.choices[0].delta.content or "" async for c in stream if c.choices]))
                await openai.close()
    finally:
        await memory.close()
    assert all(reply.startswith(OFFLINE_PREFIX) for reply in replies)
    assert counting.texts == ["My daughter starts school in September"] * 2
