"""The voice server: starts uvicorn on one port with the routes of voice/routes.py, and stops it.

Why ASGI (Starlette on uvicorn) rather than the `websockets` library's own server: its HTTP side
parses GET upgrade requests only, so the POST endpoint (the OpenAI-compatible one) cannot live
there. The parts, the way `websockets` splits protocol from connection:
- voice/session.py and voice/retell_call.py: sans-I/O state machines (events in, actions out);
- voice/native.py and voice/retell.py: the connections that feed them and perform the actions;
- voice/chat_completions.py: the OpenAI-compatible endpoint;
- voice/services.py: what they all work with (`Services`, the session end);
- voice/routes.py: which path goes to which handler.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import socket
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager

import uvicorn

from companion.voice.routes import build_app
from companion.voice.services import Services

__all__ = ["KEEP_ALIVE_S", "RunningServer", "freeze_startup_heap", "running_server", "start_server"]

# Seconds an idle HTTP/1.1 connection stays open (nginx's keepalive_timeout default).
KEEP_ALIVE_S = 75


class _EmbeddedUvicorn(uvicorn.Server):
    """uvicorn inside a process that owns its signals: `companion serve` stops it, not SIGINT here."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield


class RunningServer:
    """A started server: its listening sockets, `close()` then `await wait_closed()`."""

    def __init__(self, server: uvicorn.Server, task: asyncio.Task[None], sock: socket.socket) -> None:
        self._server = server
        self._task = task
        self.sockets = (sock,)

    def close(self) -> None:
        self._server.should_exit = True

    async def wait_closed(self) -> None:
        try:
            await self._task
        finally:
            self.sockets[0].close()


async def start_server(services: Services, *, host: str, port: int) -> RunningServer:
    """Start listening (port 0: any free port); close with `server.close(); await server.wait_closed()`."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # proto named, not left 0: asyncio turns Nagle's algorithm off (TCP_NODELAY) only on sockets
    # whose proto is IPPROTO_TCP, and accepted sockets inherit the listener's. With proto 0 every
    # reply written in two parts (the response's headers, then its first SSE chunk or WebSocket
    # frame) waited for the client's delayed ACK: ~40 ms on every exchange (docs/voice.md#latency).
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        # Bound here, not by uvicorn: a port in use is an OSError for the caller, not a sys.exit.
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    config = uvicorn.Config(
        build_app(services),
        ws="websockets-sansio",
        ws_max_size=services.settings.max_frame_bytes,
        # Replies are short text; compression costs CPU on the realtime path for little gain.
        ws_per_message_deflate=False,
        ws_ping_interval=20,
        ws_ping_timeout=20,
        lifespan="on",
        log_config=None,
        access_log=False,
        timeout_graceful_shutdown=5,
        # An idle HTTP connection is kept through a turn's pause: a voice platform sends a
        # conversation's next request 5-20 s after the last (the user listens, then speaks), and
        # uvicorn's default (5 s) closed it before that, so every exchange paid a new connection
        # (accept, protocol set-up, close; behind a TLS proxy, a handshake before the request).
        timeout_keep_alive=KEEP_ALIVE_S,
    )
    server = _EmbeddedUvicorn(config)
    task = asyncio.create_task(server.serve(sockets=[sock]))
    while not server.started:
        if task.done():
            sock.close()
            raise OSError(f"the server did not start on {host}:{port}: {task.exception()!r}")
        await asyncio.sleep(0.005)
    return RunningServer(server, task, sock)


def freeze_startup_heap() -> None:
    """Once per server process, after it has started: every object alive now (modules, the app,
    the embedding model's wrappers, the pool) lives as long as the process, so it is moved out of
    the garbage collector's reach. Without this a full collection walks all of them while the event
    loop waits; measured here at 150-260 ms under load (bench/openai_endpoint_bench.py, "server gc
    max"), a stall of every reply in flight. Collected first, so no garbage is frozen with them."""
    gc.collect()
    gc.freeze()


@asynccontextmanager
async def running_server(services: Services, *, host: str = "127.0.0.1", port: int = 0) -> AsyncIterator[str]:
    """A running server for the block; yields its base URL `ws://host:port`."""
    server = await start_server(services, host=host, port=port)
    try:
        bound_host, bound_port = server.sockets[0].getsockname()[:2]
        yield f"ws://{bound_host}:{bound_port}"
    finally:
        server.close()
        await server.wait_closed()
